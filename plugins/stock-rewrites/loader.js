/**
 * Rspack loader for the stock modules of rewrites.js: applies the module's row, each edit exactly once,
 * or stops the build saying which row no longer fits the installed module. CommonJS and plain
 * JavaScript, because the bundler requires loaders itself.
 */
'use strict';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- CommonJS: the bundler requires the loader
const {REWRITES} = require('./rewrites.js');

/**
 * @param {string | RegExp} from
 * @param {string} source
 * @returns {number} how many times `from` occurs in `source`
 */
function occurrences(from, source) {
  if (typeof from === 'string') return source.split(from).length - 1;
  return (source.match(new RegExp(from.source, `${from.flags.replace('g', '')}g`)) ?? []).length;
}

/**
 * @param {string} source a stock module
 * @param {string} file its path
 * @returns {string} the module with its row's edits
 */
function rewrite(source, file) {
  const normalized = file.split('\\').join('/');
  const row = REWRITES.find(({module}) => normalized.endsWith(`/node_modules/${module}`));
  if (!row) throw new Error(`stock-rewrites: no row of rewrites.js for ${file}`);
  let result = source;
  for (const {from, to} of row.edits) {
    const found = occurrences(from, result);
    if (found !== 1) {
      throw new Error(
        `stock-rewrites (${row.name}): ${row.module} no longer reads as it did (Docusaurus or React upgrade?): ` +
          `${String(from)} found ${found} times, not once. Update its row in plugins/stock-rewrites/rewrites.js, ` +
          'or remove the row if upstream no longer does what it undoes (README.md)',
      );
    }
    result = result.replace(from, to);
  }
  return result;
}

/** @this {{resourcePath: string}} */
module.exports = function stockRewritesLoader(/** @type {string} */ source) {
  return rewrite(source, this.resourcePath);
};
module.exports.rewrite = rewrite;
