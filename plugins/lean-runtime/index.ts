/**
 * The bundler's runtime (`runtime~main.js`, loaded by every page) without its two maps of chunk names.
 *
 * Docusaurus 3.10 names each route chunk by an 8-hex hash of its module (`webpackChunkName` in the
 * registry it generates) and writes chunks as `assets/js/[name].[contenthash:8].js` with
 * numeric chunk ids. The runtime then carries, for every named chunk, its name twice: in the chunk id
 * to file name map of `__webpack_require__.u`, and in the chunk name to id map of Docusaurus's
 * `__webpack_require__.gca` (core webpack/plugins/ChunkAssetPlugin.js: a route chunk name to its URL,
 * for prefetching). About 650 chunks a language.
 *
 * In the browser build, this plugin makes a named chunk's id its name (`optimization.chunkIds:
 * 'named'`) and the chunk file `assets/js/[id].[contenthash:8].js`: a named chunk's file name is the
 * same as before, the runtime's file name function needs only the id to hash map, and the chunk name
 * is the id, so `gca` needs no map either; it replaces Docusaurus's `gca` with one that returns the
 * chunk's URL for the id it is given. A chunk whose id is not its name (a name clash) would make that
 * `gca` wrong: the build stops with a message then.
 *
 * It also gathers the doc page's theme packages into one chunk (docTheme.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {docThemeCacheGroup, docThemeChunkNames} from './docTheme';

/** The chunk file names: the id (a named chunk's name) and the content hash. */
export const CHUNK_FILENAME = 'assets/js/[id].[contenthash:8].js';

/** Docusaurus's `gca` without its map: chunk name = chunk id (the runtime globals `p` and `u`). */
export const GCA_SOURCE = '__webpack_require__.gca = function(chunkId) { return __webpack_require__.p + __webpack_require__.u(chunkId); };';

interface ChunkLike {
  readonly name?: string | null;
  readonly id?: string | number | null;
}

/** The named chunks whose id is not their name, as `name (id)`. */
export function chunksNamedOtherwise(chunks: Iterable<ChunkLike>): string[] {
  const wrong: string[] = [];
  for (const chunk of chunks) if (chunk.name && String(chunk.id) !== chunk.name) wrong.push(`${chunk.name} (id ${String(chunk.id)})`);
  return wrong;
}

interface RuntimeModuleClass {
  new (name: string, stage?: number): {generate(): string | null};
  STAGE_ATTACH: number;
}
interface CompilerLike {
  webpack: {RuntimeModule: RuntimeModuleClass; RuntimeGlobals: {publicPath: string; getChunkScriptFilename: string}};
  hooks: {thisCompilation: {tap(name: string, run: (compilation: CompilationLike) => void): void}};
}
interface CompilationLike {
  chunks: Iterable<ChunkLike>;
  hooks: {
    additionalTreeRuntimeRequirements: {tap(name: string, run: (chunk: unknown, set: Set<string>) => void): void};
    processAssets: {tap(options: {name: string; stage: number}, run: () => void): void};
  };
  addRuntimeModule(chunk: unknown, module: unknown): void;
}

const NAME = 'lean-runtime';

/** Adds the map-less `gca` to the runtime and checks, once the chunks have ids, that each named chunk's id is its name. */
export class LeanGetChunkAssetPlugin {
  apply(compiler: CompilerLike): void {
    const {RuntimeModule, RuntimeGlobals} = compiler.webpack;
    class GetChunkAssetRuntimeModule extends RuntimeModule {
      constructor() {
        super('LeanGetChunkAssetRuntimeModule', RuntimeModule.STAGE_ATTACH);
      }
      override generate(): string {
        return GCA_SOURCE;
      }
    }
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.additionalTreeRuntimeRequirements.tap(NAME, (chunk, set) => {
        set.add(RuntimeGlobals.publicPath);
        set.add(RuntimeGlobals.getChunkScriptFilename);
        compilation.addRuntimeModule(chunk, new GetChunkAssetRuntimeModule());
      });
      compilation.hooks.processAssets.tap({name: NAME, stage: 0}, () => {
        const wrong = chunksNamedOtherwise(compilation.chunks);
        if (wrong.length > 0) {
          throw new Error(
            `lean-runtime: ${wrong.length} named chunks have another id (${wrong.slice(0, 5).join(', ')}); ` +
              '__webpack_require__.gca maps a chunk name to its URL as if it were the id: see plugins/lean-runtime/index.ts',
          );
        }
      });
    });
  }
}

interface ConfigLike {
  plugins?: unknown[];
}

/** Takes Docusaurus's ChunkAssetPlugin out of a client configuration; stops when there is not exactly one. */
export function withoutChunkAssetPlugin(config: ConfigLike): void {
  const plugins = config.plugins ?? [];
  const isChunkAsset = (plugin: unknown) => (plugin as {constructor?: {name?: string}} | null)?.constructor?.name === 'ChunkAssetPlugin';
  const found = plugins.filter(isChunkAsset).length;
  if (found !== 1) {
    throw new Error(
      `lean-runtime: ${found} ChunkAssetPlugin in the client configuration (1 expected); Docusaurus changed how it adds __webpack_require__.gca: update plugins/lean-runtime/index.ts`,
    );
  }
  config.plugins = plugins.filter((plugin) => !isChunkAsset(plugin));
}

export default function leanRuntimePlugin(context: LoadContext): Plugin {
  return {
    name: 'lean-runtime',
    configureWebpack(config, isServer) {
      // Production only: the development server's file names (`[name].js`) and ids stay Docusaurus's.
      if (isServer || process.env.NODE_ENV !== 'production') return {};
      withoutChunkAssetPlugin(config as ConfigLike);
      return {
        output: {chunkFilename: CHUNK_FILENAME},
        optimization: {
          chunkIds: 'named',
          // The doc page's theme packages in one chunk (docTheme.ts); the registry is written before the bundling.
          splitChunks: {
            cacheGroups: {
              docTheme: docThemeCacheGroup(
                docThemeChunkNames(fs.readFileSync(path.join(context.generatedFilesDir, 'registry.js'), 'utf8')),
              ),
            },
          },
        },
        plugins: [new LeanGetChunkAssetPlugin()],
      };
    },
  };
}
