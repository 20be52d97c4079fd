import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import bundleStatsPlugin from '../index';

type Done = (stats: {toJson(options: Record<string, boolean | number>): unknown}) => void;
interface Applied {
  apply(compiler: {hooks: {done: {tap(name: string, run: Done): void}}}): void;
}

function context(dir: string): LoadContext {
  return {siteDir: dir, generatedFilesDir: path.join(dir, '.docusaurus'), i18n: {currentLocale: 'en'}} as unknown as LoadContext;
}

/** The plugin's webpack configuration for the client or the server, with BENCH_STATS as given. */
function configure(dir: string, benchStats: string | undefined, isServer: boolean): {plugins?: Applied[]} {
  const before = process.env.BENCH_STATS;
  if (benchStats === undefined) delete process.env.BENCH_STATS;
  else process.env.BENCH_STATS = benchStats;
  try {
    const plugin = bundleStatsPlugin(context(dir));
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the test passes no webpack config or utils
    return (plugin.configureWebpack as any)({}, isServer, {}, undefined) as {plugins?: Applied[]};
  } finally {
    if (before === undefined) delete process.env.BENCH_STATS;
    else process.env.BENCH_STATS = before;
  }
}

test('without BENCH_STATS=1, and for the server bundle, the plugin adds nothing to the build', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bundle-stats-'));
  assert.deepEqual(configure(dir, undefined, false), {});
  assert.deepEqual(configure(dir, '0', false), {});
  assert.deepEqual(configure(dir, '1', true), {});
});

test("with BENCH_STATS=1, each chunk's modules are written with their id, a name (the identifier when Rspack gives none) and size", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bundle-stats-'));
  const config = configure(dir, '1', false);
  assert.equal(config.plugins?.length, 1);
  let done: Done | undefined;
  config.plugins![0]!.apply({hooks: {done: {tap: (_name, run) => (done = run)}}});
  assert.ok(done, 'the plugin taps the compiler when it is done');
  const log = console.log;
  console.log = () => {};
  try {
    done({
      toJson: (options) => {
        assert.equal(options.chunkModules, true);
        assert.equal(options.ids, true);
        return {
          chunks: [
            {
              id: 792,
              names: ['main'],
              files: ['assets/js/main.abc.js'],
              modules: [
                {id: 17, name: './node_modules/react/index.js', size: 190, identifier: '/x/react/index.js'},
                {
                  id: null,
                  identifier: '/x/src/a.ts|concatenated',
                  size: 500,
                  modules: [
                    {identifier: '/x/src/a.ts', size: 300},
                    {name: './src/b.ts', size: 200},
                  ],
                },
              ],
            },
            {id: 'runtime', files: ['assets/js/runtime~main.js']},
          ],
        };
      },
    });
  } finally {
    console.log = log;
  }
  const written = JSON.parse(fs.readFileSync(path.join(dir, '.docusaurus/bundle-stats/en.json'), 'utf8')) as unknown;
  assert.deepEqual(written, {
    chunks: [
      {
        id: 792,
        names: ['main'],
        files: ['assets/js/main.abc.js'],
        modules: [
          {id: 17, name: './node_modules/react/index.js', size: 190},
          {
            name: '/x/src/a.ts|concatenated',
            size: 500,
            modules: [
              {name: '/x/src/a.ts', size: 300},
              {name: './src/b.ts', size: 200},
            ],
          },
        ],
      },
      {id: 'runtime', files: ['assets/js/runtime~main.js'], modules: []},
    ],
  });
});
