import {test} from 'node:test';
import assert from 'node:assert/strict';
import {
  figuresOf,
  layoutPasses,
  median,
  moduleAt,
  nameTasks,
  parseOptions,
  renderWork,
  selfTimes,
  type CpuProfile,
  type TraceEvent,
} from './bench-tasks';
import {pageTargets} from './bench-pages';

/** The page renderer's main thread, named as Chromium's trace names it. */
const meta = (pid: number): TraceEvent => ({name: 'thread_name', ph: 'M', pid, tid: pid, ts: 0, args: {name: 'CrRendererMain'}});

/** A layout pass of `dur` µs (a quarter of it on the CPU), with the objects it counted when given. */
const layout = (pid: number, ts: number, dur: number, dirtyObjects?: number, totalObjects?: number): TraceEvent => ({
  name: 'Layout',
  ph: 'X',
  pid,
  tid: pid,
  ts,
  dur,
  tdur: dur / 4,
  ...(dirtyObjects === undefined ? {} : {args: {beginData: {dirtyObjects, totalObjects: totalObjects ?? dirtyObjects}}}),
});

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

test('style and layout work adds up the outermost passes of the page renderer, with the objects and elements they counted', () => {
  const origin = 'http://127.0.0.1:1234';
  const style = (pid: number, ts: number, dur: number, elementCount: number): TraceEvent => ({
    name: 'UpdateLayoutTree',
    ph: 'X',
    pid,
    tid: pid,
    ts,
    dur,
    tdur: dur / 2,
    args: {elementCount},
  });
  const events: TraceEvent[] = [
    meta(1),
    meta(2),
    {name: 'ParseHTML', ph: 'X', pid: 1, tid: 1, ts: 0, dur: 1000, args: {data: {url: `${origin}/docs/`}}},
    layout(1, 10_000, 300_000, 800, 826),
    layout(1, 20_000, 5_000, 40, 826), // inside the first: not counted again
    layout(1, 400_000, 100_000, 99, 4284),
    layout(1, 600_000, 2_000), // a pass the trace gives no counts: its time only
    style(1, 5_000, 20_000, 500),
    style(1, 390_000, 8_000, 12),
    layout(2, 0, 900_000, 5000, 5000), // another renderer's
  ];
  assert.deepEqual(renderWork(events, origin), {
    layoutMs: 402,
    layoutCpuMs: 100.5,
    layoutObjects: 899,
    styleMs: 28,
    styleCpuMs: 14,
    styleElements: 512,
    largestTree: 4284,
  });
  assert.deepEqual(renderWork(events, 'http://127.0.0.1:9'), {
    layoutMs: 0,
    layoutCpuMs: 0,
    layoutObjects: 0,
    styleMs: 0,
    styleCpuMs: 0,
    styleElements: 0,
    largestTree: 0,
  });
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

test('a CPU profile: each sample lasts until the next (the last until the end), summed by function and by script, idle left out', () => {
  const frame = (functionName: string, url: string, lineNumber = 0, columnNumber = 0) => ({functionName, url, lineNumber, columnNumber});
  const profile: CpuProfile = {
    nodes: [
      {id: 1, callFrame: frame('(root)', ''), children: [2, 5, 6, 8]},
      {id: 8, callFrame: frame('useActiveDocContext', 'http://127.0.0.1:1/assets/js/main.abc.js', 0, 40), children: [3, 4]},
      {id: 9, callFrame: frame('preload', 'http://127.0.0.1:1/assets/js/main.abc.js', 0, 70), children: [7]},
      {id: 2, callFrame: frame('(program)', '')},
      {id: 3, callFrame: frame('matchPath', 'http://127.0.0.1:1/assets/js/main.abc.js?v=1', 0, 250)},
      {id: 4, callFrame: frame('render', 'http://127.0.0.1:1/assets/js/main.abc.js', 0, 900)},
      {id: 5, callFrame: frame('(idle)', '')},
      {id: 6, callFrame: frame('appendChild', '')},
      // The same function reached by another call path: another node, the same function.
      {id: 7, callFrame: frame('matchPath', 'http://127.0.0.1:1/assets/js/main.abc.js?v=1', 0, 250)},
    ],
    startTime: 1000,
    // Sample times 1000, 3000, 4000, 8000, 9000, 10000 µs; the profile ends at 10500.
    samples: [3, 4, 5, 7, 2, 6],
    timeDeltas: [0, 2000, 1000, 4000, 1000, 1000],
    endTime: 10_500,
  };
  const times = selfTimes(profile);
  assert.deepEqual(
    times.byFunction.map(({name, script, ms}) => [name, script, ms]),
    [
      ['matchPath', 'main.abc.js', 2 + 1],
      ['render', 'main.abc.js', 1],
      ['(program)', '(program)', 1],
      ['appendChild', '(native) appendChild', 0.5],
    ],
  );
  assert.deepEqual(times.byScript, [
    {script: 'main.abc.js', ms: 4},
    {script: '(program)', ms: 1},
    {script: '(native) appendChild', ms: 0.5},
  ]);
  assert.equal(times.total, 5.5);
  assert.deepEqual(times.byFunction[0]!.callers, [
    {caller: 'useActiveDocContext main.abc.js:0:40', ms: 2},
    {caller: 'preload main.abc.js:0:70', ms: 1},
  ]);
  assert.deepEqual(times.byFunction[2]!.callers, [{caller: '(root) (root):0:0', ms: 1}]);
  assert.throws(() => selfTimes({...profile, samples: [3, 42]}), /node 42/);
});

test('a position of a minified chunk lies in the last module factory opened before it', () => {
  const chunk =
    '(self.webpackChunk=self.webpackChunk||[]).push([["main"],{70603(e,t,n){"use strict";n.r(t)},54665(e,t,n){var a=f(1,2);function f(x,y){return x}},\n' +
    '9:function(e){e.exports=1},12:(e,t)=>{t.a=g(3)}}]);';
  assert.equal(moduleAt(chunk, 0, 10), undefined);
  assert.equal(moduleAt(chunk, 0, chunk.indexOf('n.r(t)')), '70603');
  // A call such as f(1,2) or a function's parameters inside a module do not open one.
  assert.equal(moduleAt(chunk, 0, chunk.indexOf('return x')), '54665');
  const second = chunk.slice(chunk.indexOf('\n') + 1);
  assert.equal(moduleAt(chunk, 1, second.indexOf('e.exports')), '9');
  assert.equal(moduleAt(chunk, 1, second.indexOf('g(3)')), '12');
  assert.equal(moduleAt(chunk, 5, 0), undefined);
});

test("--pages: the paths given, in place of bench:pages' pages, each from the site's root", () => {
  assert.deepEqual(pageTargets(parseOptions(['--pages', '/docs/csghub/api/errors, /docs/en/csghub/api/errors']).pages!, 'ours'), [
    {site: 'ours', kind: 'api', path: '/docs/csghub/api/errors'},
    {site: 'ours', kind: 'api', path: '/docs/en/csghub/api/errors'},
  ]);
  assert.deepEqual(pageTargets(['/docs/en/intro'], 'before'), [{site: 'before', kind: 'long', path: '/docs/en/intro'}]);
  assert.equal(parseOptions([]).pages, undefined);
  assert.throws(() => parseOptions(['--pages', 'csghub/api/errors']), /--pages takes paths from the site's root/);
  assert.throws(() => parseOptions(['--pages', ',']), /--pages takes paths from the site's root/);
});

test('layout passes: each outermost pass of the page renderer with enough objects, and the invalidations since the previous one, by reason', () => {
  const origin = 'http://127.0.0.1:1234';
  const invalidation = (pid: number, ts: number, reason: string, nodeName: string): TraceEvent => ({
    name: 'LayoutInvalidationTracking',
    ph: 'I',
    pid,
    tid: pid,
    ts,
    args: {data: {reason, nodeName}},
  });
  const events: TraceEvent[] = [
    meta(1),
    meta(2),
    {name: 'ParseHTML', ph: 'X', pid: 1, tid: 1, ts: 0, dur: 1000, args: {data: {url: `${origin}/docs/`}}},
    invalidation(1, 5_000, 'Added to layout', '#text'),
    invalidation(1, 6_000, 'Added to layout', "TD class='x'"),
    invalidation(1, 7_000, 'Style changed', "HTML class='docs-wrapper'"),
    layout(1, 10_000, 300_000, 800, 826),
    invalidation(1, 20_000, 'Added to layout', 'P'), // during the pass: counted with it
    layout(1, 20_000, 5_000, 400, 826), // inside the first: not a pass of its own
    invalidation(1, 350_000, 'Style changed', 'BODY'),
    layout(1, 400_000, 100_000, 99, 4284), // too few objects: left out, its invalidations with it
    invalidation(1, 550_000, 'Added to layout', 'LI'),
    invalidation(1, 560_000, 'Size changed', 'PRE'),
    invalidation(1, 561_000, 'Size changed', 'PRE'),
    invalidation(2, 562_000, 'Size changed', 'PRE'), // another renderer's
    layout(1, 600_000, 2_000, 2301, 3857),
    layout(2, 0, 900_000, 5000, 5000),
  ];
  assert.deepEqual(layoutPasses(events, origin), [
    {
      objects: 800,
      tree: 826,
      reasons: [
        {reason: 'Added to layout', count: 3},
        {reason: "Style changed (HTML class='docs-wrapper')", count: 1},
      ],
    },
    {
      objects: 2301,
      tree: 3857,
      reasons: [
        {reason: 'Size changed (PRE)', count: 2},
        {reason: 'Added to layout', count: 1},
      ],
    },
  ]);
  assert.deepEqual(layoutPasses(events, 'http://127.0.0.1:9'), []);
});
