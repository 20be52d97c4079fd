/**
 * Rspack loader for the browser build's `.docusaurus/docusaurus.config.mjs` (plugins/lean-registry/index.ts):
 * the site configuration without `plugins`, `presets` and `themes`, which list each plugin with its
 * options (the redirects, the docs options, …) for the Node side only: no client code of Docusaurus
 * 3.10 or of this site reads them from `useDocusaurusContext().siteConfig`. They become empty lists.
 * CommonJS and plain JavaScript, because the bundler requires loaders itself.
 */
'use strict';

/** The fields only the Node side reads. */
const NODE_ONLY = ['plugins', 'presets', 'themes'];
const PREFIX = 'export default ';

/**
 * @param {string} source the generated module: a comment, then `export default <JSON>;`
 * @returns {string} the module with the Node-only fields emptied
 */
function leanConfig(source) {
  const start = source.indexOf(PREFIX);
  const end = source.lastIndexOf(';');
  let config;
  try {
    if (start < 0 || end < start) throw new Error('no `export default …;`');
    config = JSON.parse(source.slice(start + PREFIX.length, end));
  } catch (error) {
    throw new Error(
      `lean-registry: the generated docusaurus.config.mjs is not \`export default <JSON>;\` (${error.message}); ` +
        'Docusaurus changed how it writes it: update plugins/lean-registry/config-loader.js',
    );
  }
  if (config === null || typeof config !== 'object' || Array.isArray(config)) {
    throw new Error(
      'lean-registry: the generated docusaurus.config.mjs does not export an object: update plugins/lean-registry/config-loader.js',
    );
  }
  for (const field of NODE_ONLY) if (field in config) config[field] = [];
  return `${source.slice(0, start)}${PREFIX}${JSON.stringify(config, null, 2)};\n`;
}

module.exports = leanConfig;
module.exports.leanConfig = leanConfig;
