import {test} from 'node:test';
import assert from 'node:assert/strict';
import {figuresOf, median, nameTasks, parseOptions, type TraceEvent} from './bench-tasks';

test('blocking time counts what each long task lasts past 50 ms, and TBT only its part after the first paint', () => {
  const figures = figuresOf(
    [
      {start: 100, duration: 300}, // before and across the paint at 300: 250 blocking, 100 after the paint → 50
      {start: 500, duration: 50}, // not long: nothing
      {start: 600, duration: 120}, // 70 and 70
      {start: 900, duration: 49.9},
    ],
    300,
  );
  assert.equal(figures.count, 2);
  assert.equal(figures.blocking, 250 + 70);
  assert.equal(figures.tbt, 50 + 70);
  assert.deepEqual(figures.longest, [300, 120]);
  // No long task, or a paint never seen (0): everything counts, nothing is invented.
  assert.deepEqual(figuresOf([], 0), {count: 0, blocking: 0, tbt: 0, longest: [], fcp: 0});
  assert.equal(figuresOf([{start: 10, duration: 90}], 0).tbt, 40);
  assert.equal(figuresOf([{start: 10, duration: Number.NaN}], 0).count, 0);
});

test('the median of an even count is the mean of the middle two; of none, NaN', () => {
  assert.equal(median([5, 1, 3]), 3);
  assert.equal(median([4, 1, 3, 2]), 2.5);
  assert.ok(Number.isNaN(median([])));
});

test('a traced long task is named by its longest direct pieces, on the page renderer only', () => {
  const origin = 'http://127.0.0.1:1234';
  const meta = (pid: number, name: string): TraceEvent => ({name: 'thread_name', ph: 'M', pid, tid: pid, ts: 0, args: {name}});
  const x = (pid: number, name: string, ts: number, dur: number, data?: Record<string, unknown>): TraceEvent => ({
    name,
    ph: 'X',
    pid,
    tid: pid,
    ts,
    dur,
    ...(data ? {args: {data}} : {}),
  });
  const events: TraceEvent[] = [
    meta(1, 'CrRendererMain'), // the page's renderer
    meta(2, 'CrRendererMain'), // another page of Chromium's own
    meta(3, 'CrBrowserMain'),
    x(1, 'ParseHTML', 0, 1000, {url: `${origin}/docs/`}),
    x(1, 'RunTask', 10_000, 300_000),
    x(1, 'EvaluateScript', 10_000, 200_000, {url: `${origin}/docs/assets/js/main.abc.js?x=1`}),
    x(1, 'FunctionCall', 20_000, 150_000, {functionName: 'P', url: `${origin}/docs/assets/js/main.abc.js`}), // inside the script: not direct
    x(1, 'Layout', 220_000, 80_000),
    x(1, 'RunTask', 400_000, 40_000), // short: not named
    x(2, 'RunTask', 0, 900_000), // longer, but another renderer's
    x(2, 'ParseHTML', 0, 1000, {url: 'chrome://new-tab-page/'}),
    x(3, 'RunTask', 0, 900_000),
  ];
  assert.deepEqual(nameTasks(events, origin), [{duration: 300, what: 'EvaluateScript (main.abc.js) 200 ms, Layout 80 ms'}]);
  assert.deepEqual(nameTasks(events, 'http://127.0.0.1:9'), [], 'no thread of that origin: nothing named');
});

test('options: runs a whole number from 1 to 50, kinds as bench:pages, anything else stops with what it takes', () => {
  const options = parseOptions(['--runs', '3', '--only', 'long,api', '--why']);
  assert.equal(options.runs, 3);
  assert.deepEqual([...options.kinds], ['long', 'api']);
  assert.equal(options.why, true);
  assert.equal(parseOptions([]).runs, 5);
  for (const runs of ['0', '-1', '2.5', 'five', '51', '']) {
    assert.throws(() => parseOptions([`--runs=${runs}`]), /--runs takes a whole number from 1 to 50/, runs);
  }
  assert.throws(() => parseOptions(['--only', 'pages']), /--only takes kinds of page/);
  assert.throws(() => parseOptions(['--bogus']), /Unknown option '--bogus'/);
});
