import {test} from 'node:test';
import assert from 'node:assert/strict';
import {orderRoutes, sidebarReadingOrder} from '../server/readingOrder';

const docs = (ids: readonly string[]) => ids.map((id) => ({id, permalink: `/docs/${id}`}));

test('the sidebars are read top to bottom, a category page before its items, each page once', () => {
  const content = {
    loadedVersions: [
      {
        docs: docs(['intro', 'model/model_intro', 'model/model_create', 'model/model_settings', 'space/space_intro', 'space/space_create']),
        sidebars: {
          community: [
            {type: 'doc', id: 'intro'},
            {type: 'link', href: 'https://example.com'},
            {
              type: 'category',
              link: {type: 'doc', id: 'model/model_intro'},
              items: [
                {type: 'doc', id: 'model/model_intro'},
                {type: 'doc', id: 'model/model_create'},
                {type: 'doc', id: 'model/model_settings'},
              ],
            },
            {
              type: 'category',
              link: {type: 'generated-index', permalink: '/docs/category/spaces'},
              items: [
                {type: 'html', value: '<hr>'},
                {type: 'doc', id: 'space/space_create'},
                {type: 'doc', id: 'space/space_intro'},
              ],
            },
          ],
          // A second sidebar: its pages come after the first's, one already listed keeps its first place.
          other: [
            {type: 'ref', id: 'model/model_create'},
            {type: 'doc', id: 'no/such/doc'},
          ],
        },
      },
    ],
  };
  const order = sidebarReadingOrder([
    {name: 'some-other-plugin', content: {loadedVersions: [{docs: docs(['x']), sidebars: {s: [{type: 'doc', id: 'x'}]}}]}},
    {name: 'docusaurus-plugin-content-docs', content},
  ]);
  assert.deepEqual(order, [
    '/docs/intro',
    '/docs/model/model_intro',
    '/docs/model/model_create',
    '/docs/model/model_settings',
    '/docs/category/spaces',
    '/docs/space/space_create',
    '/docs/space/space_intro',
  ]);
});

test('a docs plugin without loaded content gives no order', () => {
  assert.deepEqual(sidebarReadingOrder([{name: 'docusaurus-plugin-content-docs', content: undefined}]), []);
});

test('routes follow the reading order, then every other route by path, each once', () => {
  const routes = [
    '/docs/blog/b',
    '/docs/zeta',
    '/docs/model/model_settings',
    '/docs/model/model_intro',
    '/docs/blog/a',
    '/docs/zeta',
    '/docs/alpha/',
  ];
  assert.deepEqual(orderRoutes(routes, ['/docs/model/model_intro', '/docs/zeta/', '/docs/model/model_settings']), [
    '/docs/model/model_intro',
    '/docs/zeta',
    '/docs/model/model_settings',
    '/docs/alpha/',
    '/docs/blog/a',
    '/docs/blog/b',
  ]);
  // Without an order: by path, as before.
  assert.deepEqual(orderRoutes(['/b', '/a', '/c']), ['/a', '/b', '/c']);
});
