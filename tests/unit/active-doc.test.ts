// cspell:ignore introx λόγος λόγοσ ΛΌΓΟΣ  (crafted paths: a near miss and Greek case forms)
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {findActiveDoc, formOf} from '../../src/components/global/ActiveDoc';
// @docusaurus/router is a bundler alias of react-router-dom, whose matchPath is react-router 5's.
import {matchPath} from 'react-router';

interface Doc {
  readonly id: string;
  readonly path: string;
  readonly sidebar?: string;
}

const DOCS: Doc[] = [
  {id: 'intro', path: '/docs/en/intro', sidebar: 'community'},
  {id: 'model/model_create', path: '/docs/en/model/model_create', sidebar: 'community'},
  {id: 'csghub/101/install/by_helm', path: '/docs/en/csghub/101/install/by_helm', sidebar: 'csghub'},
  // A category's index page with a trailing slash, and a page the same but for case, after it.
  {id: 'csghub/101/install/index', path: '/docs/en/csghub/101/install/', sidebar: 'csghub'},
  {id: 'csghub/101/INSTALL', path: '/docs/en/csghub/101/INSTALL', sidebar: 'other'},
  // Paths path-to-regexp reads as patterns, and paths the upper-case form cannot stand for.
  {id: 'pattern', path: '/docs/en/api/:group', sidebar: 'api'},
  {id: 'group', path: '/docs/en/ops/(a|b)', sidebar: 'ops'},
  {id: 'double', path: '/docs/en/odd//', sidebar: 'odd'},
  {id: 'greek', path: '/docs/en/λόγος', sidebar: 'greek'},
  {id: 'encoded', path: '/docs/en/%E4%B8%AD%E6%96%87', sidebar: 'zh'},
  {id: 'home', path: '/', sidebar: 'home'},
];

const PATHNAMES = [
  '/docs/en/intro',
  '/docs/en/intro/',
  '/docs/en/INTRO',
  '/docs/en/intro//',
  '/docs/en/intr',
  '/docs/en/introx',
  '/docs/en/',
  '/docs/en',
  '/',
  '',
  '/docs/en/csghub/101/install',
  '/docs/en/csghub/101/install/',
  '/docs/en/csghub/101/Install',
  '/docs/en/csghub/101/install/by_helm',
  '/docs/en/csghub/101/install/BY_HELM/',
  '/docs/en/api/account',
  '/docs/en/api/account/x',
  '/docs/en/api/',
  '/docs/en/ops/a',
  '/docs/en/ops/c',
  '/docs/en/odd/',
  '/docs/en/odd//',
  '/docs/en/odd',
  '/docs/en/ΛΌΓΟΣ',
  '/docs/en/λόγος',
  '/docs/en/λόγοσ',
  '/docs/en/%e4%b8%ad%e6%96%87',
  '/docs/en/%E4%B8%AD%E6%96%87/',
  '/docs/en/model/model_create?x=1',
  '/docs/en/model/model_create#top',
];

/** The stock lookup: getActiveDocContext's, @docusaurus/plugin-content-docs 3.10.2 lib/client/docsClientUtils.js. */
const stock = (docs: readonly Doc[], pathname: string) =>
  docs.find((doc) => !!matchPath(pathname, {path: doc.path, exact: true, strict: false}));
const find = (docs: readonly Doc[], pathname: string) => findActiveDoc(docs, pathname, matchPath);

test("the doc found is the stock lookup's, for every crafted pathname, in the docs' order and reversed", () => {
  for (const docs of [DOCS, [...DOCS].reverse()]) {
    for (const pathname of PATHNAMES) {
      assert.equal(find(docs, pathname)?.id, stock(docs, pathname)?.id, `${pathname} (${docs[0]!.id} first)`);
    }
  }
  // Some pathnames do find a doc (the comparison is not only between two misses).
  assert.equal(find(DOCS, '/docs/en/csghub/101/install/BY_HELM/')?.id, 'csghub/101/install/by_helm');
  assert.equal(find(DOCS, '/docs/en/csghub/101/install')?.id, 'csghub/101/install/index');
  assert.equal(find(DOCS, '/docs/en/api/account')?.id, 'pattern');
  assert.equal(find(DOCS, '/docs/en/ΛΌΓΟΣ')?.id, stock(DOCS, '/docs/en/ΛΌΓΟΣ')?.id);
  assert.equal(find(DOCS, '/docs/en/nothing'), undefined);
  assert.equal(find([], '/docs/en/intro'), undefined);
});

test("a version's docs are indexed once; another array of docs gets its own index", () => {
  const docs: Doc[] = [{id: 'a', path: '/a'}];
  assert.equal(find(docs, '/a')?.id, 'a');
  const other: Doc[] = [{id: 'b', path: '/a'}];
  assert.equal(find(other, '/A/')?.id, 'b');
  assert.equal(formOf('/docs/en/Intro/'), '/DOCS/EN/INTRO');
});
