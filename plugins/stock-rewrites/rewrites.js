// cspell:ignore Pipeable  (React's renderToPipeableStream)
/**
 * Every stock module this site's build rewrites, one row each (README.md says why each one): the
 * module, the build it is rewritten in, and its edits. Each edit's `from` must occur exactly once in
 * the installed module, or the build stops (loader.js): after an upgrade, a row is either updated or,
 * when upstream no longer does what the row undoes, removed. CommonJS and plain JavaScript, because
 * the bundler requires the loader, and the loader this table, itself.
 */
'use strict';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- CommonJS: the bundler requires the loader
const path = require('node:path');

/** The `react-dom/server` that Docusaurus's server rendering imports instead of React's (react18-ssr row). */
const REACT_DOM_SERVER = path.join(__dirname, 'renderToPipeableStream.ts');

/**
 * @typedef {{from: string | RegExp, to: string}} Edit
 * @typedef {{name: string, module: string, build: 'both' | 'server', edits: Edit[]}} Rewrite
 * @type {Rewrite[]}
 */
const REWRITES = [
  {
    // React 18.3's server renderer writes NUL bytes at its buffer's boundaries (renderToPipeableStream.ts).
    name: 'react18-ssr',
    module: '@docusaurus/core/lib/client/renderToHtml.js',
    build: 'server',
    edits: [{from: /from ['"]react-dom\/server['"]/, to: `from ${JSON.stringify(REACT_DOM_SERVER)}`}],
  },
  {
    // Object keys are distinct: any total order gives the same memoization, without loading a collator.
    name: 'no-collator',
    module: '@docusaurus/theme-common/lib/utils/reactUtils.js',
    build: 'both',
    edits: [
      {
        from: 'deps.sort((a, b) => a[0].localeCompare(b[0]));',
        to: 'deps.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));',
      },
    ],
  },
  {
    // Longest path first among those sharing a prefix ('/android/foo' before '/android'): a string sorts
    // after its prefixes by code unit too.
    name: 'no-collator',
    module: '@docusaurus/plugin-content-docs/lib/client/docsClientUtils.js',
    build: 'both',
    edits: [
      {
        from: '.sort((a, b) => b[1].path.localeCompare(a[1].path))',
        to: '.sort((a, b) => (b[1].path < a[1].path ? -1 : b[1].path > a[1].path ? 1 : 0))',
      },
    ],
  },
  {
    // The render after hydration, in slices: the "is browser" flag set in a transition.
    name: 'browser-transition',
    module: '@docusaurus/core/lib/client/browserContext.js',
    build: 'both',
    edits: [
      {
        from: "import React, { useEffect, useState } from 'react';",
        to: "import React, { startTransition, useEffect, useState } from 'react';",
      },
      {from: 'setIsBrowser(true);', to: 'startTransition(() => setIsBrowser(true));'},
    ],
  },
];

module.exports = {REWRITES, REACT_DOM_SERVER};
