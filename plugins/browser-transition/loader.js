/**
 * Rspack loader for `@docusaurus/core/lib/client/browserContext.js` (index.ts): the effect that sets
 * the "is browser" flag after hydration sets it inside React's `startTransition`. CommonJS and plain
 * JavaScript, because the bundler requires loaders itself.
 */
'use strict';

const REWRITES = [
  {from: "import React, { useEffect, useState } from 'react';", to: "import React, { startTransition, useEffect, useState } from 'react';"},
  {from: 'setIsBrowser(true);', to: 'startTransition(() => setIsBrowser(true));'},
];

/**
 * @param {string} source the stock module
 * @returns {string} the module setting the flag in a transition
 */
function inTransition(source) {
  let result = source;
  for (const {from, to} of REWRITES) {
    if (result.split(from).length !== 2) {
      throw new Error(
        'browser-transition: @docusaurus/core/lib/client/browserContext.js no longer reads as it did ' +
          `(Docusaurus upgrade?), ${JSON.stringify(from)} not found once: update plugins/browser-transition, or remove it`,
      );
    }
    result = result.replace(from, to);
  }
  return result;
}

module.exports = function browserTransitionLoader(/** @type {string} */ source) {
  return inTransition(source);
};
module.exports.inTransition = inTransition;
