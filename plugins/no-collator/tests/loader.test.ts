/**
 * The loader takes localeCompare out of the installed Docusaurus's two sorts, keeps what each sort is for
 * (the same memoization whatever the order of the keys; the longest docs path first), and stops the build
 * when a sort changed.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {STOCK_MODULES} from '..';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const {withoutLocaleCompare, REWRITES} = require('../loader.js') as {
  withoutLocaleCompare: (source: string, file: string) => string;
  REWRITES: ReadonlyArray<{module: string}>;
};

// Not in the packages' exports: the bundler reaches them through the packages' own relative imports.
const installed = (module: string) => path.join(__dirname, '../../../node_modules', module);
const REACT_UTILS = installed('@docusaurus/theme-common/lib/utils/reactUtils.js');
const DOCS_CLIENT_UTILS = installed('@docusaurus/plugin-content-docs/lib/client/docsClientUtils.js');

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

test('the installed modules sort without localeCompare after the loader, and the plugin’s rule takes both', () => {
  assert.deepEqual(
    REWRITES.map(({module}) => installed(module)),
    [REACT_UTILS, DOCS_CLIENT_UTILS],
  );
  for (const file of [REACT_UTILS, DOCS_CLIENT_UTILS]) {
    assert.match(file, STOCK_MODULES);
    const source = fs.readFileSync(file, 'utf8');
    assert.match(source, /localeCompare/, file);
    assert.doesNotMatch(withoutLocaleCompare(source, file), /localeCompare/, file);
  }
});

test('useShallowMemoObject gives the same dependency list whatever the order of the keys', () => {
  const body = /export function useShallowMemoObject\(obj\) \{([\s\S]*?)\n\}/.exec(
    withoutLocaleCompare(fs.readFileSync(REACT_UTILS, 'utf8'), REACT_UTILS),
  )?.[1];
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

test('getActivePlugin picks the instance of the longest path that holds the page', () => {
  const source = withoutLocaleCompare(fs.readFileSync(DOCS_CLIENT_UTILS, 'utf8'), DOCS_CLIENT_UTILS);
  const body = /export function getActivePlugin\(allPluginData, pathname, options = \{\}\) \{([\s\S]*?)\n\}/.exec(source)?.[1];
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

test('a module without its sort stops the build, and so does a module the loader has no rewrite for', () => {
  assert.throws(() => withoutLocaleCompare('export function useShallowMemoObject(obj) { return obj; }', REACT_UTILS), /no longer sorts/);
  assert.throws(() => withoutLocaleCompare('', '/x/node_modules/some-package/index.js'), /no rewrite for/);
});
