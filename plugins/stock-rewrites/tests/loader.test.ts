// cspell:ignore Pipeable  (React's renderToPipeableStream)
/**
 * Each row of rewrites.js against the installed module: the plugin's rules reach it (in the builds the
 * row names), the loader's result does what the row is for, and a module that no longer reads as the
 * row expects stops the build.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import stockRewritesPlugin, {REWRITES, moduleTest} from '..';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const {rewrite} = require('../loader.js') as {rewrite: (source: string, file: string) => string};
// eslint-disable-next-line @typescript-eslint/no-require-imports
const {REACT_DOM_SERVER} = require('../rewrites.js') as {REACT_DOM_SERVER: string};

// Not in the packages' exports: the bundler reaches them through the packages' own relative imports.
const installed = (module: string) => path.join(__dirname, '../../../node_modules', module);
const RENDER_TO_HTML = installed('@docusaurus/core/lib/client/renderToHtml.js');
const REACT_UTILS = installed('@docusaurus/theme-common/lib/utils/reactUtils.js');
const DOCS_CLIENT_UTILS = installed('@docusaurus/plugin-content-docs/lib/client/docsClientUtils.js');
const BROWSER_CONTEXT = installed('@docusaurus/core/lib/client/browserContext.js');
const rewritten = (file: string) => rewrite(fs.readFileSync(file, 'utf8'), file);

/** The modules the plugin's rules reach in one build. */
function reached(isServer: boolean): string[] {
  const config = stockRewritesPlugin().configureWebpack!({}, isServer, {} as never, undefined as never) as {
    module: {rules: Array<{test: RegExp}>};
  };
  return REWRITES.map(({module}) => installed(module)).filter((file) => config.module.rules.some((rule) => rule.test.test(file)));
}

test('the rules reach every row’s installed module in the server build, and the browser build’s rows only there', () => {
  assert.deepEqual(
    REWRITES.map(({module}) => installed(module)).sort(),
    [BROWSER_CONTEXT, RENDER_TO_HTML, DOCS_CLIENT_UTILS, REACT_UTILS].sort(),
  );
  assert.deepEqual(reached(true).sort(), [BROWSER_CONTEXT, RENDER_TO_HTML, DOCS_CLIENT_UTILS, REACT_UTILS].sort());
  assert.deepEqual(reached(false).sort(), [BROWSER_CONTEXT, DOCS_CLIENT_UTILS, REACT_UTILS].sort());
  assert.match(BROWSER_CONTEXT.split('/').join('\\'), moduleTest('@docusaurus/core/lib/client/browserContext.js'));
  assert.doesNotMatch('/x/node_modules/a/b.jsx', moduleTest('a/b.js'), 'the end is the end');
  assert.doesNotMatch('/x/node_modules/a/bXjs', moduleTest('a/b.js'), 'the dot is a dot');
});

test('react18-ssr: renderToHtml imports renderToPipeableStream from the plugin’s module, not react-dom/server', () => {
  const source = fs.readFileSync(RENDER_TO_HTML, 'utf8');
  assert.match(source, /from ['"]react-dom\/server['"]/);
  const result = rewritten(RENDER_TO_HTML);
  assert.ok(
    result.includes(`import { renderToPipeableStream } from ${JSON.stringify(REACT_DOM_SERVER)};`),
    'the import points at the plugin',
  );
  assert.doesNotMatch(result, /react-dom\/server/);
});

/** Runs `body` with localeCompare failing the test. */
function withoutCollation(body: () => void): void {
  const collated = String.prototype.localeCompare;
  String.prototype.localeCompare = () => assert.fail('localeCompare called');
  try {
    body();
  } finally {
    String.prototype.localeCompare = collated;
  }
}

test('no-collator: both sorts lose localeCompare; useShallowMemoObject gives the same list whatever the order of the keys', () => {
  for (const file of [REACT_UTILS, DOCS_CLIENT_UTILS]) {
    assert.match(fs.readFileSync(file, 'utf8'), /localeCompare/, file);
    assert.doesNotMatch(rewritten(file), /localeCompare/, file);
  }
  const body = /export function useShallowMemoObject\(obj\) \{([\s\S]*?)\n\}/.exec(rewritten(REACT_UTILS))?.[1];
  assert.ok(body, 'useShallowMemoObject in reactUtils.js');
  const seen: unknown[][] = [];
  const useMemo = (_factory: () => unknown, deps: unknown[]) => seen.push(deps);
  const hook = new Function('useMemo', `return function (obj) {${body}}`)(useMemo) as (obj: object) => void;
  withoutCollation(() => {
    hook({sidebar: 's', path: '/a', Z: 1, a: 2});
    hook({a: 2, path: '/a', Z: 1, sidebar: 's'});
  });
  assert.deepEqual(seen[0], ['Z', 1, 'a', 2, 'path', '/a', 'sidebar', 's']);
  assert.deepEqual(seen[1], seen[0]);
});

test('no-collator: getActivePlugin picks the instance of the longest path that holds the page', () => {
  const body = /export function getActivePlugin\(allPluginData, pathname, options = \{\}\) \{([\s\S]*?)\n\}/.exec(
    rewritten(DOCS_CLIENT_UTILS),
  )?.[1];
  assert.ok(body, 'getActivePlugin in docsClientUtils.js');
  const matchPath = (pathname: string, {path: prefix}: {path: string}) => pathname.startsWith(prefix);
  const getActivePlugin = new Function('matchPath', `return function (allPluginData, pathname, options = {}) {${body}}`)(matchPath) as (
    data: Record<string, {path: string}>,
    pathname: string,
  ) => {pluginId: string} | undefined;
  const data = {default: {path: '/docs/en'}, fixtures: {path: '/docs/en/__fixtures'}, other: {path: '/docs/en/__fixtures/x'}};
  withoutCollation(() => {
    assert.equal(getActivePlugin(data, '/docs/en/__fixtures/page')?.pluginId, 'fixtures');
    assert.equal(getActivePlugin(data, '/docs/en/__fixtures/x/page')?.pluginId, 'other');
    assert.equal(getActivePlugin(data, '/docs/en/intro')?.pluginId, 'default');
  });
});

/** Runs BrowserContextProvider's body with a stand-in for React; tells whether the flag was set inside a transition. */
function setsInTransition(source: string): boolean {
  const body = /export function BrowserContextProvider\(\{ children, \}\) \{([\s\S]*?)\n\}/.exec(source)?.[1];
  assert.ok(body, 'BrowserContextProvider in browserContext.js');
  let transition = false;
  const calls: boolean[] = [];
  const react = {
    useState: (initial: boolean) => [initial, () => calls.push(transition)],
    useEffect: (effect: () => void) => effect(),
    startTransition: (scope: () => void) => {
      transition = true;
      scope();
      transition = false;
    },
  };
  // The JSX line is not JavaScript: run the body up to the return.
  const run = new Function('useState', 'useEffect', 'startTransition', body.replace(/return[\s\S]*$/, ''));
  run(react.useState, react.useEffect, react.startTransition);
  assert.equal(calls.length, 1, 'the flag set once');
  return calls[0]!;
}

test('browser-transition: BrowserContextProvider sets its flag outside a transition, and inside one after the loader', () => {
  assert.equal(setsInTransition(fs.readFileSync(BROWSER_CONTEXT, 'utf8')), false);
  const result = rewritten(BROWSER_CONTEXT);
  assert.equal(setsInTransition(result), true);
  assert.match(result, /import React, \{ startTransition, useEffect, useState \} from 'react';/);
});

test('a module that no longer reads as its row expects, or that has no row, stops the build', () => {
  assert.throws(() => rewrite("import {renderToString} from 'react-dom/server.node';", RENDER_TO_HTML), /\(react18-ssr\).*found 0 times/);
  assert.throws(
    () => rewrite('export function useShallowMemoObject(obj) { return obj; }', REACT_UTILS),
    /\(no-collator\).*no longer reads as it did/,
  );
  assert.throws(() => rewrite("import React from 'react';\nsetIsBrowser(true);", BROWSER_CONTEXT), /\(browser-transition\)/);
  const twice = "import React, { useEffect, useState } from 'react';\nsetIsBrowser(true);\nsetIsBrowser(true);";
  assert.throws(() => rewrite(twice, BROWSER_CONTEXT), /found 2 times/);
  assert.throws(() => rewrite('', '/x/node_modules/some-package/index.js'), /no row of rewrites\.js/);
});
