// cspell:ignore Pipeable  (React's renderToPipeableStream)
/**
 * Rspack loader for `@docusaurus/core/lib/client/renderToHtml.js` in the server build (index.ts): its
 * `react-dom/server` import becomes this plugin's renderToPipeableStream.ts. A loader rather than an
 * alias, because Docusaurus aliases `react-dom` to its folder before any alias of `react-dom/server`
 * applies. CommonJS and plain JavaScript, because the bundler requires loaders itself.
 */
'use strict';

const IMPORT = /from ['"]react-dom\/server['"]/;

/**
 * @param {string} source the stock module
 * @param {string} replacement the module to import instead of react-dom/server
 * @returns {string} the stock module importing `replacement`
 */
function withReactDomServer(source, replacement) {
  if (!IMPORT.test(source)) {
    throw new Error(
      'react18-ssr: @docusaurus/core/lib/client/renderToHtml.js no longer imports react-dom/server ' +
        '(Docusaurus upgrade?): update plugins/react18-ssr, or remove it if React is 19 or later',
    );
  }
  return source.replace(IMPORT, `from ${JSON.stringify(replacement)}`);
}

/** @this {{getOptions(): {replacement: string}}} */
module.exports = function react18SsrLoader(/** @type {string} */ source) {
  return withReactDomServer(source, this.getOptions().replacement);
};
module.exports.withReactDomServer = withReactDomServer;
