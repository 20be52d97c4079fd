import {test} from 'node:test';
import assert from 'node:assert/strict';
import {chunkNamesByPath, routePrefetch, type PrefetchParts} from '../chunks';

const CHUNK_NAMES = {
  '/docs/en-3f0': {__comp: 'root', __context: {plugin: 'plugin-docs'}},
  '/docs/en/csghub-a1b': {__comp: 'doc-root', sidebar: 'sidebar-csghub'},
  '/docs/en/csghub/a-9c2': {__comp: 'doc-item', content: 'content-a'},
  '/docs/en/csghub/b-7d1': {__comp: 'doc-item', content: 'content-b'},
  '/docs/en/csghub/merged-001': {__comp: 'doc-item', content: 'merged'},
  // A path with dashes of its own: only the last "-hash" part goes.
  '/docs/en/first-blog-post-e5f': {__comp: 'blogpost', items: [{content: 'content-blog'}]},
};

function setup(overrides: Partial<PrefetchParts> = {}) {
  const links: string[] = [];
  const prefetch = routePrefetch({
    match: (pathname) => ['/docs/en', '/docs/en/csghub', pathname],
    chunkNames: chunkNamesByPath(CHUNK_NAMES),
    assetUrl: (name) => (name === 'merged' ? '/docs/assets/js/undefined.undefined.js' : `/docs/assets/js/${name}.js`),
    addLink: (url) => links.push(url),
    slowConnection: () => false,
    ...overrides,
  });
  return {links, prefetch};
}

test('the index names each route path with every chunk of its nested chunk names', () => {
  const index = chunkNamesByPath(CHUNK_NAMES);
  assert.deepEqual(index.get('/docs/en/csghub/a'), ['doc-item', 'content-a']);
  assert.deepEqual(index.get('/docs/en/first-blog-post'), ['blogpost', 'content-blog']);
  assert.deepEqual(index.get('/docs/en'), ['root', 'plugin-docs']);
  assert.equal(index.get('/docs/en/first'), undefined);
});

test('a chunk that two routes share gets one <link>, and a route is fetched once', () => {
  const {links, prefetch} = setup();
  assert.equal(prefetch('/docs/en/csghub/a'), true);
  assert.equal(prefetch('/docs/en/csghub/b'), true);
  assert.equal(prefetch('/docs/en/csghub/a'), false);
  assert.deepEqual(
    links.map((url) => url.replace(/^.*\//, '')),
    ['root.js', 'plugin-docs.js', 'doc-root.js', 'sidebar-csghub.js', 'doc-item.js', 'content-a.js', 'content-b.js'],
  );
});

test('a chunk merged into another (its URL holds "undefined") and an unknown route add nothing', () => {
  const {links, prefetch} = setup({match: (pathname) => [pathname]});
  prefetch('/docs/en/csghub/merged');
  prefetch('/docs/en/nowhere');
  assert.deepEqual(links, ['/docs/assets/js/doc-item.js']);
});

test('on a slow or data-saving connection nothing is prefetched, and the route can be fetched later', () => {
  let slow = true;
  const {links, prefetch} = setup({slowConnection: () => slow});
  assert.equal(prefetch('/docs/en/csghub/a'), false);
  assert.deepEqual(links, []);
  slow = false;
  assert.equal(prefetch('/docs/en/csghub/a'), true);
  assert.equal(links.length, 6);
});

test('an index given as a function is read on each call: routes added later (plugins/lazy-routes) are fetched', () => {
  const names: Record<string, unknown> = {...CHUNK_NAMES};
  const {links, prefetch} = setup({chunkNames: () => chunkNamesByPath(names)});
  prefetch('/docs/en/csghub/c');
  assert.ok(!links.includes('/docs/assets/js/content-c.js'));
  names['/docs/en/csghub/d-123'] = {__comp: 'doc-item', content: 'content-d'};
  prefetch('/docs/en/csghub/d');
  assert.ok(links.includes('/docs/assets/js/content-d.js'));
});
