// cspell:ignore creat  (misspelled or made up on purpose)
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {editDistance, listPagePaths, normalizePath, suggestRoutes} from '../../src/components/global/RouteSuggestions/routeSuggestions';

const PATHS = [
  '/docs/en/',
  '/docs/en/intro',
  '/docs/en/model/model_create',
  '/docs/en/model/model_upload',
  '/docs/en/model/model_download',
  '/docs/en/dataset/dataset_upload',
  '/docs/en/csghub/101/install/by_helm',
  '/docs/en/blog',
];

test('the nearest existing paths come first', () => {
  assert.deepEqual(suggestRoutes('/docs/en/model/model_creat', PATHS, 1), ['/docs/en/model/model_create']);
  assert.deepEqual(suggestRoutes('/docs/en/model_upload', PATHS, 2), ['/docs/en/model/model_upload', '/docs/en/model/model_download']);
  assert.deepEqual(suggestRoutes('/docs/en/csghub/101/install/helm', PATHS, 1), ['/docs/en/csghub/101/install/by_helm']);
});

test('at most the limit, never the missing path itself, stable order', () => {
  assert.equal(suggestRoutes('/docs/en/x', PATHS).length, 5);
  assert.deepEqual(suggestRoutes('/docs/en/intro/', ['/docs/en/intro', '/docs/en/intra'], 5), ['/docs/en/intra']);
  assert.deepEqual(suggestRoutes('/x', [], 5), []);
  assert.deepEqual(suggestRoutes('/docs/en/y', PATHS, 3), suggestRoutes('/docs/en/y', [...PATHS].reverse(), 3));
});

test('paths are compared without case, query, hash, .html or trailing slash', () => {
  assert.equal(normalizePath('/Docs/EN/Intro.html?x=1#top'), '/docs/en/intro');
  assert.equal(normalizePath('/docs/en/intro/index.html'), '/docs/en/intro');
  assert.equal(normalizePath('/docs/%E6%A8%A1%E5%9E%8B/'), '/docs/模型');
  assert.equal(normalizePath('/docs/%E6%A8'), '/docs/%e6%a8');
  assert.equal(normalizePath('/'), '/');
});

test('page paths come from the route table: exact routes, no parameters, no 404 or test fixtures', () => {
  const routes = [
    {path: '/docs/en/', exact: true},
    {
      path: '/docs/en/',
      routes: [
        {path: '/docs/en/intro', exact: true},
        {path: '/docs/en/__fixtures/crash', exact: true},
        {path: ['/docs/en/a', '/docs/en/b']},
      ],
    },
    {path: '/docs/en/404.html', exact: true},
    {path: '/docs/en/blog/:slug'},
    {path: '*'},
  ];
  assert.deepEqual(listPagePaths(routes).sort(), ['/docs/en/', '/docs/en/a', '/docs/en/b', '/docs/en/intro']);
});

test('edit distance', () => {
  assert.equal(editDistance('kitten', 'sitting'), 3);
  assert.equal(editDistance('', 'abc'), 3);
  assert.equal(editDistance('same', 'same'), 0);
});

test('a crafted path of any length is compared by at most twice the longest page path', () => {
  const pages = ['/docs/en/csghub/101/install/helm', '/docs/en/csghub/101/install/docker', '/docs/en/model/intro'];
  const compared: number[] = [];
  const counting = (a: string, b: string) => {
    compared.push(a.length, b.length);
    return editDistance(a, b);
  };
  // nginx takes a request line of 8 KiB; a link can carry more. Each comparison costs the two lengths' product.
  for (const target of [`/docs/en/csghub/101/install/helm${'x'.repeat(200_000)}`, `/docs/en/${'%E4%B8%AD'.repeat(20_000)}`]) {
    compared.length = 0;
    const found = suggestRoutes(target, pages, 5, counting);
    assert.equal(found.length, 3);
    assert.ok(compared.length > 0);
    assert.ok(Math.max(...compared) <= 2 * '/docs/en/csghub/101/install/docker'.length, `compared ${Math.max(...compared)} characters`);
  }
  // A path of ordinary length is compared whole, as before.
  assert.deepEqual(suggestRoutes('/docs/en/csghub/101/install/helms', pages, 1), ['/docs/en/csghub/101/install/helm']);
});
