import {test} from 'node:test';
import assert from 'node:assert/strict';
import {groupLeaves, parseRegistry, parseRoutes, splitRouteTable, type RouteEntry} from '../split';

const OPTIONS = {minLeaves: 6, maxGroup: 4, minGroup: 2, clientModule: '/x/client.ts', groupDir: '/g', chunkPrefix: 'lr-t-'};

/** A routes.js as Docusaurus 3.10 writes it: docs root, version, one DocRoot with the given leaves. */
function routesJs(leaves: readonly string[]): string {
  const leaf = (p: string, i: number) =>
    `      {\n        path: '${p}',\n        component: ComponentCreator('${p}', 'h${i}'),\n        exact: true,\n        sidebar: "s"\n      }`;
  return `import React from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';

export default [
  {
    path: '/docs/search',
    component: ComponentCreator('/docs/search', 'abc'),
    exact: true
  },
  {
    path: '/docs/',
    component: ComponentCreator('/docs/', 'd0'),
    routes: [
      {
        path: '/docs/',
        component: ComponentCreator('/docs/', 'd1'),
        routes: [
${leaves.map(leaf).join(',\n')}
        ]
      }
    ]
  },
  {
    path: '*',
    component: ComponentCreator('*'),
  },
];
`;
}

const LEAVES = [
  '/docs/a/one',
  '/docs/a/two',
  '/docs/a/three',
  '/docs/b/one',
  '/docs/b/two',
  '/docs/c',
  '/docs/c/x/1',
  '/docs/c/x/2',
  '/docs/c/x',
  '/docs/c/y/1',
  '/docs/c/y/2',
  '/docs/c/z/1',
  '/docs/d',
];

function chunkNamesJson(leaves: readonly string[]): string {
  const names: Record<string, unknown> = {
    '/docs/search-abc': {__comp: 'search'},
    '/docs/-d0': {__comp: 'root'},
    '/docs/-d1': {__comp: 'doc-root', sidebar: 'sb'},
  };
  // Every leaf has its own content chunk and shares the doc page component.
  leaves.forEach((p, i) => (names[`${p}-h${i}`] = {__comp: 'doc-item', content: `content${i}`}));
  return JSON.stringify(names, null, 2);
}

function registryJs(names: readonly string[]): string {
  const entry = (name: string) =>
    `  "${name}": [() => import(/* webpackChunkName: "${name}" */ "@site/${name}.md"), "@site/${name}.md", require.resolveWeak("@site/${name}.md")]`;
  return `export default {\n${names.map(entry).join(',\n')},};\n`;
}

const GENERATED = {
  routes: routesJs(LEAVES),
  chunkNames: chunkNamesJson(LEAVES),
  registry: registryJs(['search', 'root', 'doc-root', 'sb', 'doc-item', ...LEAVES.map((_, i) => `content${i}`)]),
};

test('parseRoutes reads paths, hashes, exact and extra fields', () => {
  const routes = parseRoutes(GENERATED.routes);
  assert.equal(routes.length, 2 + 0 + 1);
  const docRoot = routes[1]?.routes?.[0];
  assert.equal(docRoot?.routes?.length, LEAVES.length);
  assert.deepEqual(docRoot?.routes?.[0], {path: '/docs/a/one', hash: 'h0', exact: true, extra: {sidebar: 's'}});
});

test('parseRoutes rejects a table of another form with a message naming the file to update', () => {
  assert.throws(() => parseRoutes('export const routes = [];'), /lazy-routes.*routes\.js.*split\.ts/);
  assert.throws(() => parseRoutes("export default [\n  {path: '/x', component: () => null}\n];"), /route \/x has no ComponentCreator/);
});

test('parseRegistry reads each entry, the last one closed on its own line', () => {
  const entries = parseRegistry(GENERATED.registry);
  assert.equal(entries.size, 5 + LEAVES.length);
  assert.match(entries.get('content0') ?? '', /^\[\(\) => import\(.*require\.resolveWeak\("@site\/content0\.md"\)\]$/);
  assert.throws(() => parseRegistry('export default {\n  weird\n};'), /registry\.js line/);
  assert.throws(() => parseRegistry('module.exports = {};'), /registry\.js has an unexpected form/);
});

test('groupLeaves splits a large group by the next segment; an index page goes with its sub-group', () => {
  const leaves = parseRoutes(GENERATED.routes)[1]?.routes?.[0]?.routes ?? [];
  const groups = groupLeaves(leaves, '/docs/', OPTIONS).map((g) => [g.prefix, g.leaves.map((l: RouteEntry) => l.path)]);
  assert.deepEqual(groups, [
    ['/docs/a', ['/docs/a/one', '/docs/a/two', '/docs/a/three']],
    ['/docs/b', ['/docs/b/one', '/docs/b/two']],
    // c has 7 leaves (> 4): x and y become groups (z has 1 leaf, < 2, and stays in c with c itself).
    ['/docs/c/x', ['/docs/c/x/1', '/docs/c/x/2', '/docs/c/x']],
    ['/docs/c/y', ['/docs/c/y/1', '/docs/c/y/2']],
    ['/docs/c', ['/docs/c', '/docs/c/z/1']],
    ['/docs/d', ['/docs/d']],
  ]);
});

test('splitRouteTable moves the leaves of each group, their chunk names and their own registry entries', () => {
  const result = splitRouteTable(GENERATED, OPTIONS);
  // d (1 leaf, < minGroup) stays in the main table; the others move.
  assert.deepEqual(
    result.groups.map((g) => g.prefix),
    ['/docs/a', '/docs/b', '/docs/c/x', '/docs/c/y', '/docs/c'],
  );
  assert.equal(result.leavesKept, 1 + 1 + 1); // search, '*', /docs/d
  for (const leaf of LEAVES.filter((p) => p !== '/docs/d')) assert.ok(!result.routes.includes(`path: "${leaf}"`), `${leaf} left main`);
  assert.match(result.routes, /path: "\/docs\/d"/);
  assert.match(result.routes, /^import \{lazyRoutes\} from "\/x\/client\.ts";$/m);
  assert.match(
    result.routes,
    /routes: lazyRoutes\(\[[\s\S]*\], \[\n\["\/docs\/a", "\/docs\/a-lr-t-[0-9a-f]{8}", \(\) => import\(\/\* webpackChunkName: "lr-t-[0-9a-f]{8}" \*\/ "\/g\/lr-t-[0-9a-f]{8}\.js"\)\]/,
  );
  // The top-level array is never wrapped: core's App renders it once.
  assert.match(result.routes, /^export default \[\n {2}\{\n {4}path: "\/docs\/search"/m);

  const chunkNames = JSON.parse(result.chunkNames) as Record<string, unknown>;
  assert.ok(!('/docs/a/one-h0' in chunkNames));
  assert.ok('/docs/d-h12' in chunkNames);
  const [a] = result.groups;
  assert.ok(a);
  assert.deepEqual(chunkNames[`/docs/a-${a.chunkName}`], {__comp: a.chunkName});

  const registry = parseRegistry(result.registry);
  assert.ok(registry.has('doc-item'), 'a chunk every group uses stays in main');
  assert.ok(registry.has('content12'), "the kept leaf's content stays in main");
  assert.ok(!registry.has('content0'), "a moved leaf's content leaves main");

  const source = result.groupSources.get(a.file) ?? '';
  assert.match(source, /^import registry from '@generated\/registry';$/m);
  assert.match(source, /"content0": \[\(\) => import/);
  assert.ok(!source.includes('"doc-item": ['), 'shared entries are not repeated in a group');
  assert.match(source, /Object\.assign\(routesChunkNames, \{"\/docs\/a\/one-h0":\{"__comp":"doc-item","content":"content0"\}/);
  assert.match(source, /component: ComponentCreator\("\/docs\/a\/one", "h0"\)/);
});

test('the same prefix in two arrays gives two chunks', () => {
  // A second DocRoot (another sidebar's) with leaves under /docs/a too.
  const second = routesJs(['/docs/a/four', '/docs/a/five', '/docs/a/six', '/docs/e/1', '/docs/e/2', '/docs/e/3']).match(
    /( {6}\{\n {8}path: '\/docs\/',\n {8}component: ComponentCreator\('\/docs\/', 'd1'\),[\s\S]*?\n {6}\})\n {4}\]/,
  )?.[1];
  assert.ok(second);
  const routes = GENERATED.routes.replace(
    /(\n {6}\})(\n {4}\]\n {2}\},\n {2}\{\n {4}path: '\*')/,
    `$1,\n${second.replace("'d1'", "'d2'").replace(/'h(\d+)'/g, "'k$1'")}$2`,
  );
  const result = splitRouteTable({...GENERATED, routes}, OPTIONS);
  const a = result.groups.filter((g) => g.prefix === '/docs/a');
  assert.equal(a.length, 2);
  assert.notEqual(a[0]?.chunkName, a[1]?.chunkName);
});
