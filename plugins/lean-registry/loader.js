/**
 * Rspack loader for the browser build's `.docusaurus/registry.js` (plugins/lean-registry/index.ts):
 * each route chunk's entry keeps its loader and its module id and loses its source path, which only
 * the server rendering reads. CommonJS and plain JavaScript, because the bundler requires loaders
 * itself, outside the TypeScript hooks the site's configuration is loaded with.
 */
'use strict';

/** `), "@site/docs/x.md", require.resolveWeak(` → `), "", require.resolveWeak(` */
const ENTRY_PATH = /\), "(?:[^"\\]|\\.)+", require\.resolveWeak\(/g;

/**
 * @param {string} source the generated registry
 * @returns {string} the registry without the source paths
 */
function leanRegistry(source) {
  const entries = (source.match(/require\.resolveWeak\(/g) ?? []).length;
  let rewritten = 0;
  const result = source.replace(ENTRY_PATH, () => {
    rewritten += 1;
    return '), "", require.resolveWeak(';
  });
  if (rewritten !== entries) {
    throw new Error(
      `lean-registry: ${rewritten} of ${entries} registry entries have the expected form ` +
        '[() => import(…), "<path>", require.resolveWeak(…)]; the generated registry changed (Docusaurus upgrade?): update plugins/lean-registry/loader.js',
    );
  }
  return result;
}

module.exports = leanRegistry;
module.exports.leanRegistry = leanRegistry;
