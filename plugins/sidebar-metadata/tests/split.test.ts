import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {RouteConfig} from '@docusaurus/types';
import type {PropVersionMetadata} from '@docusaurus/plugin-content-docs';
import {docsOfSidebars} from '../docs';
import {cardDocs, scopePath, sidebarData, sidebarScopes, slimVersion, splitRoutes} from '../split';

// The matcher react-router 5 uses for route paths (path-to-regexp 1.x, via react-router's matchPath).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const {matchPath} = require('react-router') as {matchPath: (pathname: string, props: {path: string; exact?: boolean}) => unknown};

const link = (docId: string) => ({type: 'link' as const, href: `/docs/${docId}`, label: docId, docId});

function version(): PropVersionMetadata {
  const doc = (id: string, sidebar?: string) => ({id, title: id, description: `about ${id}`, ...(sidebar ? {sidebar} : {})});
  return {
    pluginId: 'default',
    version: 'current',
    label: '1.0F',
    banner: null,
    badge: false,
    noIndex: false,
    className: 'docs-version-current',
    isLast: true,
    docsSidebars: {
      community: [
        link('intro'),
        {
          type: 'category',
          label: 'Notes',
          collapsible: true,
          collapsed: true,
          href: '/docs/category/notes',
          items: [link('releasenote/community/a')],
        },
      ],
      csghub: [link('csghub/intro'), link('releasenote/csghub/b'), link('intro')],
    },
    docs: Object.fromEntries(
      [
        doc('intro', 'community'),
        doc('releasenote/community/a', 'community'),
        doc('csghub/intro', 'csghub'),
        doc('releasenote/csghub/b', 'csghub'),
        doc('licenses/x'),
      ].map((d) => [d.id, d]),
    ),
  };
}

const page = (p: string, sidebar?: string): RouteConfig => ({
  path: `/docs/${p}`,
  component: 'DocItem',
  exact: true,
  ...(sidebar ? {sidebar} : {}),
});

function docsRoutes(pages: RouteConfig[]): RouteConfig[] {
  return [
    {
      path: '/docs/',
      component: 'DocsRoot',
      routes: [
        {
          path: '/docs/',
          component: 'DocVersionRoot',
          props: {version: version()},
          routes: [
            {path: '/docs/', component: 'DocRoot', routes: pages},
            {path: '/docs/tags', component: 'DocTagsListPage', exact: true},
          ],
        },
      ],
    },
  ];
}

test('the version prop keeps its own fields and loses every sidebar and doc', () => {
  const slim = slimVersion(version());
  assert.deepEqual(slim.docsSidebars, {});
  assert.deepEqual(slim.docs, {});
  assert.equal(slim.label, '1.0F');
  assert.equal(slim.isLast, true);
});

test("a sidebar's data holds that sidebar, no other, and the client derives the docs it links", () => {
  const data = sidebarData(version(), 'csghub');
  assert.deepEqual(data, {docsSidebars: {csghub: version().docsSidebars['csghub']}});
  const docs = docsOfSidebars(sidebarData(version(), 'community').docsSidebars);
  assert.deepEqual(Object.keys(docs), ['intro', 'releasenote/community/a'], 'links inside categories too');
  assert.deepEqual(docs['intro'], {id: 'intro', title: 'intro', description: ''}, 'no description: only category pages show it');
  assert.throws(() => sidebarData(version(), 'nope'), /no sidebar "nope"/);
});

test("a category index page gets its cards' docs with their descriptions", () => {
  assert.deepEqual(cardDocs(version(), 'community', '/docs/category/notes'), {
    'releasenote/community/a': {
      id: 'releasenote/community/a',
      title: 'releasenote/community/a',
      description: 'about releasenote/community/a',
      sidebar: 'community',
    },
  });
  assert.deepEqual(cardDocs(version(), 'community', '/docs/category/none'), {});
});

test('prefixes isolate each sidebar, going down where a folder is shared', () => {
  const {prefixes, unscoped} = sidebarScopes(
    [
      {path: '/docs/intro', sidebar: 'community'},
      {path: '/docs/releasenote/community/a', sidebar: 'community'},
      {path: '/docs/releasenote/csghub/b', sidebar: 'csghub'},
      {path: '/docs/csghub/intro', sidebar: 'csghub'},
      {path: '/docs/csghub/api/x'},
      {path: '/docs/licenses/x'},
    ],
    '/docs/',
  );
  assert.deepEqual(Object.fromEntries(prefixes), {community: ['intro', 'releasenote/community'], csghub: ['releasenote/csghub', 'csghub']});
  assert.deepEqual(unscoped, []);
});

test('a page that is the parent folder of two sidebars, or has an unsafe path, is reported', () => {
  const {prefixes, unscoped} = sidebarScopes(
    [
      {path: '/docs/notes', sidebar: 'community'},
      {path: '/docs/notes/a', sidebar: 'community'},
      {path: '/docs/notes/b', sidebar: 'csghub'},
      {path: '/docs/a(b)|c', sidebar: 'csghub'},
      {path: '/elsewhere/x', sidebar: 'csghub'},
    ],
    '/docs/',
  );
  assert.deepEqual(Object.fromEntries(prefixes), {community: ['notes/a'], csghub: ['notes/b']});
  assert.deepEqual(unscoped, ['/docs/a(b)|c', '/docs/notes', '/elsewhere/x']);
});

test('a scope path matches its folders and pages, and nothing else', () => {
  const route = {path: scopePath('/docs/en/', ['intro', 'releasenote/community', 'v1.0', 'explain_q&a', 'a+b']), exact: false};
  for (const hit of [
    '/docs/en/intro',
    '/docs/en/intro/',
    '/docs/en/releasenote/community/a',
    '/docs/en/v1.0/x',
    '/docs/en/explain_q&a',
    '/docs/en/a+b',
  ]) {
    assert.ok(matchPath(hit, route), hit);
  }
  // Core writes the path into routes.js as a JavaScript string, where a backslash would be lost.
  assert.ok(!route.path.includes('\\'), route.path);
  for (const miss of [
    '/docs/en/introduction',
    '/docs/en/releasenote/csghub/b',
    '/docs/en/releasenote',
    '/docs/intro',
    '/docs/en/v1x0/x',
    '/docs/en/aab',
  ]) {
    assert.equal(matchPath(miss, route), null, miss);
  }
});

test('routes: one DocRoot per sidebar with its data, the rest in the original DocRoot, a slim version', () => {
  const reported: string[] = [];
  const [root] = splitRoutes(
    docsRoutes([
      page('intro', 'community'),
      page('releasenote/community/a', 'community'),
      {
        path: '/docs/releasenote/community',
        component: 'DocCategoryGeneratedIndexPage',
        exact: true,
        sidebar: 'community',
        props: {categoryGeneratedIndex: {}},
      },
      page('releasenote/csghub/b', 'csghub'),
      page('csghub/intro', 'csghub'),
      page('licenses/x'),
    ]),
    (paths) => reported.push(...paths),
  );
  const versionRoute = root!.routes![0]!;
  assert.deepEqual((versionRoute.props as {version: PropVersionMetadata}).version.docsSidebars, {});
  const children = versionRoute.routes!;
  assert.deepEqual(
    children.map((c) => [
      c.path,
      c.routes?.map((r) => r.path),
      Object.keys((c.props?.sidebarData as {docsSidebars?: object} | undefined)?.docsSidebars ?? {}),
    ]),
    [
      [
        '/docs/:sidebarScope(intro|releasenote/community)',
        ['/docs/intro', '/docs/releasenote/community/a', '/docs/releasenote/community'],
        ['community'],
      ],
      ['/docs/:sidebarScope(csghub|releasenote/csghub)', ['/docs/releasenote/csghub/b', '/docs/csghub/intro'], ['csghub']],
      ['/docs/', ['/docs/licenses/x'], []],
      ['/docs/tags', undefined, []],
    ],
  );
  const category = children[0]!.routes!.find((r) => r.path === '/docs/releasenote/community')!;
  assert.ok(category.props && 'cardDocs' in category.props, 'the category index page carries its cards');
  assert.deepEqual(reported, []);
});

test('routes: a page no prefix isolates gets an exact DocRoot route with its own sidebar, and is reported', () => {
  const reported: string[] = [];
  // An index page's path ends with a slash (releasenote/index.md).
  const [root] = splitRoutes(
    docsRoutes([page('releasenote/', 'community'), page('releasenote/community/a', 'community'), page('releasenote/csghub/b', 'csghub')]),
    (paths) => reported.push(...paths),
  );
  const own = root!.routes![0]!.routes!.find((c) => c.path === '/docs/releasenote/')!;
  assert.equal(own.exact, true);
  assert.deepEqual(
    own.routes!.map((r) => r.path),
    ['/docs/releasenote/'],
  );
  assert.deepEqual(Object.keys((own.props!.sidebarData as {docsSidebars: object}).docsSidebars), ['community']);
  assert.equal(root!.routes![0]!.routes!.filter((c) => c.path === '/docs/').length, 0, 'no page left for the original DocRoot');
  assert.deepEqual(reported, ['/docs/releasenote/']);
});

test('routes of another plugin (no version prop) pass through unchanged', () => {
  const routes: RouteConfig[] = [{path: '/blog', component: 'Blog', exact: true}];
  assert.deepEqual(
    splitRoutes(routes, () => assert.fail('nothing to report')),
    routes,
  );
});
