/**
 * With BENCH_STATS=1 at build time, writes the client bundle's chunks and modules (Rspack or webpack
 * stats) to .docusaurus/bundle-stats/<locale>.json, for `npm run bench`'s per-chunk and per-package
 * breakdown of a page's scripts (scripts/lib/bundle.ts). Otherwise it does nothing.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

interface StatsModule {
  id?: string | number | null;
  name?: string;
  identifier?: string;
  size?: number;
  modules?: StatsModule[];
}
interface StatsLike {
  toJson(options: Record<string, boolean | number>): {
    chunks?: Array<{id?: string | number; names?: string[]; files?: string[]; modules?: StatsModule[]}>;
  };
}

/** Every module of every chunk, ungrouped and unfiltered (checked with Rspack 1.7 and webpack 5). */
const STATS_OPTIONS = {
  all: false,
  chunks: true,
  chunkModules: true,
  chunkModulesSpace: Infinity,
  modules: true,
  nestedModules: true,
  nestedModulesSpace: Infinity,
  dependentModules: true,
  orphanModules: false,
  ids: true,
  groupModulesByType: false,
  groupModulesByAttributes: false,
  groupModulesByPath: false,
  groupModulesByExtension: false,
  groupModulesByLayer: false,
  groupModulesByCacheStatus: false,
};

// Rspack names some modules inside a concatenated one by identifier only (an absolute path). A chunk's
// own modules keep their id, the key of their function in the emitted file (scripts/lib/bundle.ts finds
// each one's minified bytes there); a module inside a concatenated one has none of its own.
const slim = (m: StatsModule): StatsModule => ({
  ...(m.id !== undefined && m.id !== null ? {id: m.id} : {}),
  name: m.name ?? m.identifier,
  size: m.size,
  ...(m.modules?.length ? {modules: m.modules.map(slim)} : {}),
});
interface CompilerLike {
  hooks: {done: {tap(name: string, run: (stats: StatsLike) => void): void}};
}

export default function bundleStatsPlugin(context: LoadContext): Plugin {
  return {
    name: 'bundle-stats',
    configureWebpack(_config, isServer) {
      if (isServer || process.env.BENCH_STATS !== '1') return {};
      const file = path.join(context.generatedFilesDir, 'bundle-stats', `${context.i18n.currentLocale}.json`);
      return {
        plugins: [
          {
            apply(compiler: CompilerLike) {
              compiler.hooks.done.tap('bundle-stats', (stats) => {
                const json = stats.toJson(STATS_OPTIONS);
                const chunks = (json.chunks ?? []).map((c) => ({
                  id: c.id,
                  names: c.names,
                  files: c.files,
                  modules: (c.modules ?? []).map(slim),
                }));
                fs.mkdirSync(path.dirname(file), {recursive: true});
                fs.writeFileSync(file, JSON.stringify({chunks}));
                console.log(`[bundle-stats] ${path.relative(context.siteDir, file)}`);
              });
            },
          },
        ],
      };
    },
  };
}
