/**
 * Rspack loader for two stock modules (index.ts) whose sorts call `localeCompare`, which loads the
 * language's collation data on the page's main thread the first time it runs: theme-common's
 * `useShallowMemoObject` (reactUtils.js) and the docs plugin's `getActivePlugin` (docsClientUtils.js).
 * Each sort compares by code unit instead. CommonJS and plain JavaScript, because the bundler requires
 * loaders itself.
 */
'use strict';

/** By module: the stock sort and its replacement. */
const REWRITES = [
  {
    module: '@docusaurus/theme-common/lib/utils/reactUtils.js',
    // Object keys are distinct: any total order gives the same memoization.
    from: 'deps.sort((a, b) => a[0].localeCompare(b[0]));',
    to: 'deps.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));',
  },
  {
    module: '@docusaurus/plugin-content-docs/lib/client/docsClientUtils.js',
    // Longest path first among those sharing a prefix ('/android/foo' before '/android'): a string sorts after its prefixes by code unit too.
    from: '.sort((a, b) => b[1].path.localeCompare(a[1].path))',
    to: '.sort((a, b) => (b[1].path < a[1].path ? -1 : b[1].path > a[1].path ? 1 : 0))',
  },
];

/**
 * @param {string} source a stock module
 * @param {string} file its path
 * @returns {string} the module with sorts that need no collator
 */
function withoutLocaleCompare(source, file) {
  const normalized = file.split('\\').join('/');
  const rewrite = REWRITES.find(({module}) => normalized.endsWith(`/node_modules/${module}`));
  if (!rewrite) throw new Error(`no-collator: no rewrite for ${file}`);
  if (source.split(rewrite.from).length !== 2) {
    throw new Error(
      `no-collator: ${rewrite.module} no longer sorts with localeCompare as it did (Docusaurus upgrade?): ` +
        'update plugins/no-collator, or remove its row if the sort is gone',
    );
  }
  return source.replace(rewrite.from, rewrite.to);
}

/** @this {{resourcePath: string}} */
module.exports = function noCollatorLoader(/** @type {string} */ source) {
  return withoutLocaleCompare(source, this.resourcePath);
};
module.exports.withoutLocaleCompare = withoutLocaleCompare;
module.exports.REWRITES = REWRITES;
