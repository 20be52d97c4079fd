/**
 * The route registry without the source paths in the browser.
 *
 * Docusaurus generates `.docusaurus/registry.js`, which `main.js` carries on every page: for each
 * route chunk, its loader (`() => import(…)`), its source path (`"@site/docs/…/by_helm.md"`) and its
 * module id. Only the server rendering reads the path (react-loadable reports the modules a page
 * rendered, to name its chunks in the HTML); in the browser nobody does. This plugin's loader (loader.js)
 * empties the paths in the browser build only: about 4 KiB gzip of main.js with 460 routes per language.
 * Should the registry's form change, the loader stops the build with a message instead of leaving it as is.
 *
 * Likewise the site configuration (`.docusaurus/docusaurus.config.mjs`, in `main.js` for
 * `useDocusaurusContext`): config-loader.js empties its `plugins`, `presets` and `themes`, each
 * plugin's options (the redirects list above all), which only the Node side reads; 0.9 KB gzip.
 * And `@docusaurus/utils-common`, whose `require("tslib")` kept all of tslib in main.js for one helper,
 * gets that helper only (tslib-helpers.mjs; a unit test checks it is the only one the module uses).
 * And the classic theme's progress bar client module loads nprogress at the first page change instead
 * of carrying it in main.js (client/progress.ts), 1.5 KiB gzip.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/** The loader's transform, for other plugins that write registry entries (plugins/lazy-routes). */
// eslint-disable-next-line @typescript-eslint/no-require-imports
export const {leanRegistry} = require('./loader.js') as {leanRegistry: (source: string) => string};

/** The CommonJS module of main.js that requires tslib (Docusaurus 3.10.2), and what it gets instead. */
export const UTILS_COMMON = /[\\/]@docusaurus[\\/]utils-common[\\/]lib[\\/]index\.js$/;
export const TSLIB_HELPERS = path.join(__dirname, 'tslib-helpers.mjs');

/** The classic theme's client module that puts nprogress into main.js, and what stands in for it in the browser. */
export const STOCK_NPROGRESS_CLIENT_MODULE = path.join(path.dirname(require.resolve('@docusaurus/theme-classic')), 'nprogress');
export const LAZY_NPROGRESS_CLIENT_MODULE = path.join(__dirname, 'client', 'nprogress.ts');

export default function leanRegistryPlugin(context: LoadContext): Plugin {
  return {
    name: 'lean-registry',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        resolve: {alias: {[`${STOCK_NPROGRESS_CLIENT_MODULE}$`]: LAZY_NPROGRESS_CLIENT_MODULE}},
        module: {
          rules: [
            {test: /[\\/]registry\.js$/, include: [context.generatedFilesDir], use: [{loader: path.join(__dirname, 'loader.js')}]},
            {
              test: /[\\/]docusaurus\.config\.mjs$/,
              include: [context.generatedFilesDir],
              use: [{loader: path.join(__dirname, 'config-loader.js')}],
            },
            // @docusaurus/utils-common, in main.js, requires tslib for one helper: it gets that one only.
            {test: UTILS_COMMON, resolve: {alias: {tslib$: TSLIB_HELPERS}}},
          ],
        },
      };
    },
  };
}
