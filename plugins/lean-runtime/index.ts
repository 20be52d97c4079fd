// cspell:ignore fullhash  (the bundler's name for the build's hash in file name templates)
/**
 * The bundler's runtime (`runtime~main.js`, loaded by every page) without a map of chunk names or
 * hashes.
 *
 * Docusaurus 3.10 names each route chunk by an 8-hex hash of its module (`webpackChunkName` in the
 * registry it generates) and writes chunks as `assets/js/[name].[contenthash:8].js` with numeric
 * chunk ids. The runtime then carries, for every chunk, its name and its content hash: in the chunk id
 * to file name map of `__webpack_require__.u`, and in the chunk name to id map of Docusaurus's
 * `__webpack_require__.gca` (core webpack/plugins/ChunkAssetPlugin.js: a route chunk name to its URL,
 * for prefetching). About 650 chunks a language, 8 random hex digits each, which gzip cannot shrink.
 *
 * In the browser build, this plugin makes a named chunk's id its name (`optimization.chunkIds:
 * 'named'`), so `gca` needs no name map: it replaces Docusaurus's `gca` with one that returns the
 * chunk's URL for the id it is given. A chunk whose id is not its name (a name clash) would make that
 * `gca` wrong: the build stops with a message then. And the chunk file is
 * `assets/js/[id].[fullhash:8].js`: the hash of the whole build, which the runtime holds once, so the
 * file name function needs no per-chunk hash either (runtime 23.6 -> 3.8 KiB raw, 10.2 -> 1.9 KiB
 * gzip, Chinese build, Nov 2026). A build that changes anything renames every chunk: a returning
 * reader downloads the chunks of the pages they open again after each deploy, and a tab opened before
 * a deploy finds none of the chunks it has not loaded yet. Docusaurus reloads the page when a
 * navigation's chunks fail to load (core client/PendingNavigation.js), so a link in such a tab opens
 * the page of the new build; this plugin does the same for the chunks a page loads when the reader
 * opens something (the search, Try it), which would otherwise crash the page
 * (RELOAD_ON_GONE_CHUNK_SOURCE). `doc-theme`, the theme code every doc page loads and which changes only
 * with the theme's packages (docTheme.ts), keeps a content hash: the runtime names its file alone.
 *
 * It also gathers the doc page's theme packages into one chunk (docTheme.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {docThemeCacheGroup, docThemeChunkNames} from './docTheme';

/** The chunk file names: the id (a named chunk's name) and the build's hash. */
export const CHUNK_FILENAME = 'assets/js/[id].[fullhash:8].js';

/**
 * Docusaurus's `gca` without its map: chunk name = chunk id (the runtime globals `p` and `u`). A route
 * chunk name whose module the bundler put into a chunk already loaded (main.js) has no file: `gca`
 * returns undefined for those, which Docusaurus's prefetch and plugins/idle-prefetch skip (the stock
 * map gave an URL with "undefined"); with the build's hash in every file name, `u` alone would name
 * a file that does not exist.
 */
export function gcaSource(withoutFile: readonly string[]): string {
  const url = '__webpack_require__.p + __webpack_require__.u(chunkId)';
  if (withoutFile.length === 0) return `__webpack_require__.gca = function(chunkId) { return ${url}; };`;
  const names = JSON.stringify([...withoutFile].sort());
  return `__webpack_require__.gca = function(chunkId) { return ${names}.indexOf(chunkId) < 0 ? ${url} : undefined; };`;
}

/**
 * A chunk that fails to load because its file is gone (404: the site was deployed since the page
 * loaded, and every chunk file carries the build's hash) reloads the page, as Docusaurus does when a
 * navigation's chunks fail (core client/PendingNavigation.js): the reader gets the page of the new
 * build instead of a crashed page when an open tab first opens the search, Try it or a diagram. Once per
 * file and tab session (no loop should a build lack a file); any other failure (offline) stays an error.
 */
export const RELOAD_ON_GONE_CHUNK_SOURCE = `var ensureChunk = __webpack_require__.e;
__webpack_require__.e = function(chunkId) {
  return ensureChunk(chunkId).catch(function(error) {
    var url = error && error.name === "ChunkLoadError" && error.request;
    if (!url || typeof fetch !== "function") throw error;
    return fetch(url, {method: "HEAD", cache: "no-store"}).then(function(response) {
      if (response.status !== 404) throw error;
      var key = "lean-runtime:reloaded-for", before = null;
      try { before = sessionStorage.getItem(key); sessionStorage.setItem(key, url); } catch (storageError) {}
      if (before === url) throw error;
      location.reload();
      return new Promise(function() {});
    }, function() { throw error; });
  });
};`;

/** The chunk names of a generated `.docusaurus/registry.js` (`webpackChunkName: "…"`). */
export function registryChunkNames(registry: string): string[] {
  return [...new Set(Array.from(registry.matchAll(/webpackChunkName: "([^"]+)"/g), (match) => match[1]!))];
}

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
  STAGE_TRIGGER: number;
}
interface CompilerLike {
  webpack: {
    RuntimeModule: RuntimeModuleClass;
    RuntimeGlobals: {publicPath: string; getChunkScriptFilename: string; ensureChunk: string};
  };
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

/**
 * Adds the map-less `gca` to the runtime and checks, once the chunks have ids, that each named chunk's
 * id is its name. `routeChunkNames`: the registry's chunk names, for the few that have no chunk.
 */
export class LeanGetChunkAssetPlugin {
  constructor(private readonly routeChunkNames: readonly string[] = []) {}

  apply(compiler: CompilerLike): void {
    const {RuntimeModule, RuntimeGlobals} = compiler.webpack;
    const routeChunkNames = this.routeChunkNames;
    class GetChunkAssetRuntimeModule extends RuntimeModule {
      constructor(private readonly compilation: CompilationLike) {
        super('LeanGetChunkAssetRuntimeModule', RuntimeModule.STAGE_ATTACH);
      }
      override generate(): string {
        // Run once the chunks have their ids.
        const ids = new Set(Array.from(this.compilation.chunks, (chunk) => String(chunk.id)));
        return gcaSource(routeChunkNames.filter((name) => !ids.has(name)));
      }
    }
    class ReloadOnGoneChunkRuntimeModule extends RuntimeModule {
      constructor() {
        // After the runtime has defined __webpack_require__.e.
        super('LeanReloadOnGoneChunkRuntimeModule', RuntimeModule.STAGE_TRIGGER);
      }
      override generate(): string {
        return RELOAD_ON_GONE_CHUNK_SOURCE;
      }
    }
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.additionalTreeRuntimeRequirements.tap(NAME, (chunk, set) => {
        set.add(RuntimeGlobals.publicPath);
        set.add(RuntimeGlobals.getChunkScriptFilename);
        set.add(RuntimeGlobals.ensureChunk);
        compilation.addRuntimeModule(chunk, new GetChunkAssetRuntimeModule(compilation));
        compilation.addRuntimeModule(chunk, new ReloadOnGoneChunkRuntimeModule());
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
      // Generated before the bundling.
      const registry = fs.readFileSync(path.join(context.generatedFilesDir, 'registry.js'), 'utf8');
      return {
        output: {chunkFilename: CHUNK_FILENAME},
        optimization: {
          chunkIds: 'named',
          // The doc page's theme packages in one chunk (docTheme.ts).
          splitChunks: {
            cacheGroups: {
              docTheme: docThemeCacheGroup(docThemeChunkNames(registry)),
            },
          },
        },
        plugins: [new LeanGetChunkAssetPlugin(registryChunkNames(registry))],
      };
    },
  };
}
