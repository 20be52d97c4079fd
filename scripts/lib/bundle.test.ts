import {test} from 'node:test';
import assert from 'node:assert/strict';
import {breakdown, leafModules, moduleOrigin, moduleSpans, originDifferences, printBreakdown, printComparison, scriptKind} from './bundle';

test('a module is counted under its npm package or the site folder it comes from', () => {
  assert.equal(moduleOrigin('./node_modules/react-dom/cjs/react-dom-client.production.js'), 'react-dom');
  assert.equal(
    moduleOrigin('../../work/main/node_modules/@docusaurus/theme-classic/lib/theme/Navbar/index.js'),
    '@docusaurus/theme-classic',
  );
  assert.equal(moduleOrigin('./node_modules/a/node_modules/@scope/b/index.js?raw'), '@scope/b');
  assert.equal(moduleOrigin('./plugins/local-search/client/client.ts + 4 modules'), 'plugins/local-search');
  assert.equal(moduleOrigin('./.docusaurus/registry.js'), '.docusaurus/registry.js');
  assert.equal(moduleOrigin('./src/theme/DocItem/index.tsx'), 'src');
  assert.equal(moduleOrigin('webpack/runtime/load_script'), 'webpack');
});

test('the breakdown names each script and, with stats, shares its gzip bytes among packages', () => {
  const lines: string[] = [];
  const log = console.log;
  console.log = (line: string) => lines.push(line);
  try {
    const scripts = new Map([['http://x/docs/assets/js/main.1.js', Buffer.from('x'.repeat(1000))]]);
    printBreakdown(scripts, null, '');
    printBreakdown(
      scripts,
      {
        chunks: [
          {
            files: ['assets/js/main.1.js'],
            modules: [
              {name: './node_modules/react/index.js', size: 3},
              {name: './src/a.ts', size: 1},
            ],
          },
        ],
      },
      '',
    );
    printBreakdown(scripts, {chunks: [{files: ['assets/js/main.2.js'], modules: []}]}, '');
  } finally {
    console.log = log;
  }
  assert.match(lines[0]!, /^main\.1\.js 1\.0 KiB raw, 0\.0 KiB gzip$/);
  assert.match(lines[1]!, /no bundle stats/);
  assert.match(lines[2]!, /: react 0\.0 KiB, src 0\.0 KiB$/);
  assert.match(lines[3]!, /^by package .*react .*src/);
  assert.match(lines[5]!, /of another build/);
});

test('a module Rspack leaves unnamed inside a concatenated one counts under that one', () => {
  const leaves = leafModules([
    {name: './.docusaurus/routes.js + 3 modules', size: 30, modules: [{size: 30}]},
    {name: './node_modules/a/index.js + 1 modules', modules: [{name: './node_modules/b/x.js', size: 2}, {size: 5}]},
    {size: 7},
  ]);
  assert.deepEqual(
    leaves.map((m) => [m.name === undefined ? '(none)' : moduleOrigin(m.name), m.size]),
    [
      ['.docusaurus/routes.js', 30],
      ['b', 2],
      ['a', 5],
      ['(none)', 7],
    ],
  );
});

test('the comparison with the stock template lists every package of either side, largest difference first', () => {
  const body = (text: string) => Buffer.from(text.repeat(200));
  const ours = breakdown(new Map([['http://x/docs/assets/js/main.1.js', body('abcdefgh')]]), {
    chunks: [
      {
        names: ['main'],
        files: ['assets/js/main.1.js'],
        modules: [
          {name: './node_modules/react-dom/index.js', size: 1},
          {name: './.docusaurus/routes.js', size: 3},
        ],
      },
    ],
  });
  const stock = breakdown(new Map([['http://y/docs/assets/js/main.2.js', body('ab')]]), {
    chunks: [
      {
        names: ['main'],
        files: ['assets/js/main.2.js'],
        modules: [
          {name: './node_modules/react-dom/index.js', size: 1},
          {name: './node_modules/prismjs/prism.js', size: 1},
        ],
      },
    ],
  });
  assert.equal(scriptKind(ours.rows[0]!), 'main');
  const rows = originDifferences(ours, stock);
  assert.deepEqual(
    rows.map((row) => row.origin),
    ['.docusaurus/routes.js', 'prismjs', 'react-dom'],
  );
  assert.equal(rows[1]!.ours, 0);
  assert.ok(rows[1]!.stock > 0);
  // Without stats on one side, the table says so instead of showing every package as added or removed.
  const lines: string[] = [];
  const log = console.log;
  console.log = (line: string) => lines.push(line);
  try {
    printComparison('intro', ours, breakdown(new Map([['http://y/docs/assets/js/main.2.js', body('ab')]]), null), '');
  } finally {
    console.log = log;
  }
  assert.match(lines.at(-1)!, /no package breakdown/);
});

test("a module's share follows its minified bytes in the emitted chunk, so a package shipped minified is not counted too low", () => {
  // The site's module: 1,000 source bytes, 60 once minified. react-dom: shipped minified, 300 source
  // bytes and 300 emitted. By source bytes the site's module would take 77 % of the chunk.
  const site = `12(e,t,n){${'a'.repeat(50)}}`;
  const react = `345(e){${'b'.repeat(290)}}`;
  const body = Buffer.from(`(self.c=self.c||[]).push([["main"],{${site},${react}}]);`);
  const stats = (ids: boolean) => ({
    chunks: [
      {
        files: ['assets/js/main.1.js'],
        modules: [
          {
            ...(ids ? {id: 12} : {}),
            name: './src/a.ts + 1 modules',
            modules: [
              {name: './src/a.ts', size: 750},
              {name: './node_modules/scheduler/index.js', size: 250},
            ],
          },
          {...(ids ? {id: 345} : {}), name: './node_modules/react-dom/cjs/react-dom.production.min.js', size: 300},
        ],
      },
    ],
  });
  const share = (ids: boolean) => new Map(breakdown(new Map([['http://x/docs/assets/js/main.1.js', body]]), stats(ids)).rows[0]!.shares);
  const measured = share(true);
  const total = [...measured.values()].reduce((a, b) => a + b, 0);
  assert.ok(measured.get('react-dom')! / total > 0.8, `react-dom's share by emitted bytes: ${measured.get('react-dom')! / total}`);
  // Inside a concatenated module, the span is shared by source bytes: 3 to 1.
  assert.ok(Math.abs(measured.get('src')! / measured.get('scheduler')! - 3) < 1e-9);
  // Without ids (a stats file of an older build), source bytes, as before.
  const bySource = share(false);
  assert.ok(bySource.get('react-dom')! < bySource.get('src')!);
});

test('a module whose key is missing or found twice makes the chunk fall back to source bytes', () => {
  assert.deepEqual(moduleSpans([{id: 1}, {id: 22}], '{1(e){x},22(e){yy}}'), [8, 11]);
  assert.equal(moduleSpans([{id: 1}, {id: 3}], '{1(e){x},22(e){yy}}'), null);
  assert.equal(moduleSpans([{id: 1}], '{1(e){x},1(e){y}}'), null);
  assert.equal(moduleSpans([{name: 'a'}], '{1(e){x}}'), null);
  assert.deepEqual(moduleSpans([{id: 'a.b'}], '{"a.b"(e){x}}'), [13]);
});
