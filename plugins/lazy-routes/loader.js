/**
 * Rspack loader for the browser build's generated route modules (`.docusaurus/routes.js`,
 * `routesChunkNames.json`, `registry.js`): returns the split version the plugin wrote (index.ts), named
 * by the loader's `replacement` option. CommonJS and plain JavaScript, because the bundler requires
 * loaders itself, outside the TypeScript hooks the site's configuration is loaded with.
 */
'use strict';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- a loader is CommonJS
const fs = require('node:fs');

/** @this {{getOptions(): {replacement: string}, addDependency(file: string): void}} */
module.exports = function lazyRoutesLoader() {
  const {replacement} = this.getOptions();
  this.addDependency(replacement);
  return fs.readFileSync(replacement, 'utf8');
};
