/**
 * Main-thread bench: the long tasks (over 50 ms) a page's load runs on a slowed-down phone, the blocking
 * time they add up to, and, with `--why`, what each of the longest does. Debian's Chromium driven by
 * playwright-core, a phone's screen (412 × 823, as Lighthouse's mobile preset), the CPU slowed four times
 * (CDP `Emulation.setCPUThrottlingRate`, Lighthouse's factor), no network throttling; the build served by
 * the project's nginx setup (deploy/nginx, precompressed files). Prints medians; never fails.
 *
 *   npm run bench:tasks                               (build/ or E2E_BUILD_DIR; 5 runs)
 *   npm run bench:tasks -- --before /tmp/old/build    (another build measured alongside, page for page)
 *   npm run bench:tasks -- --runs 3 --only long,api   (kinds of page, as bench:pages)
 *   npm run bench:tasks -- --runs 1 --pages every-api  (every API page; the 10 with the most TBT listed last)
 *   npm run bench:tasks -- --pages /docs/csghub/api/errors,/docs/en/intro   (these pages instead, paths from the
 *                                                     site's root, both builds)
 *   npm run bench:tasks -- --why                      (plus one traced load per page: its longest tasks named,
 *                                                     the style and layout work of the whole load, counted, and
 *                                                     each large layout pass with what made it dirty)
 *   npm run bench:tasks -- --profile                  (plus one CPU-profiled load per page: self time by script
 *                                                     and the hottest functions, each placed in its bundler module)
 *
 * Each run loads every page once, in a fresh browser context (empty cache), a page of this build next to
 * the same page of the `--before` build, the one first in one run second in the next, so that a change of
 * the machine's load falls on both sides alike; the load average is printed with the figures.
 * A load is over when no long task has started for 3 s after the `load` event (at most 20 s): the
 * idle-time work (prefetching, islands) counts. "Blocking" is Σ max(0, duration − 50 ms) over all long
 * tasks; "TBT" counts only what lies after the first contentful paint, as Lighthouse does (whose TBT also
 * ends at its "interactive" mark and simulates a slow network, so its figures differ).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';
import type {Browser} from 'playwright-core';
import {BUILD_DIR} from '../lib/build';
import {launchChromium} from '../lib/browser';
import {startNginx, type Served} from './lib/nginx';
import {stoppedEarly} from './lib/stopped';
import {ourTargets, pageTargets, parseKinds, parsePages, type Target as PageTarget} from './bench-pages';

/** A page of this site or of the build measured alongside (`--before`); bench:pages picks them. */
type Target = PageTarget & {readonly site: 'ours' | 'before'};

/** One long task as the page's `longtask` observer saw it (ms, from navigation start). */
export interface LongTask {
  readonly start: number;
  readonly duration: number;
}

export interface LoadFigures {
  readonly count: number;
  /** Σ max(0, d − 50) over every long task. */
  readonly blocking: number;
  /** The same, only the part after the first contentful paint. */
  readonly tbt: number;
  readonly longest: readonly number[];
  readonly fcp: number;
}

/** Blocking time of a load's long tasks, in all and after the first contentful paint (`fcp`, ms). */
export function figuresOf(tasks: readonly LongTask[], fcp: number): LoadFigures {
  let blocking = 0;
  let tbt = 0;
  for (const {start, duration} of tasks) {
    if (!(duration > 50)) continue;
    blocking += duration - 50;
    // As Lighthouse: a task that straddles the paint counts only its part after it.
    const after = Math.min(duration, start + duration - fcp);
    if (after > 50) tbt += after - 50;
  }
  const longest = tasks
    .map((task) => task.duration)
    .filter((duration) => duration > 50)
    .sort((a, b) => b - a)
    .slice(0, 3);
  return {count: tasks.filter((task) => task.duration > 50).length, blocking, tbt, longest, fcp};
}

export const median = (numbers: readonly number[]): number => {
  if (!numbers.length) return NaN;
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** A Chrome trace event, as far as `nameTasks` reads it. */
export interface TraceEvent {
  readonly name: string;
  readonly ph: string;
  readonly pid: number;
  readonly tid: number;
  readonly ts: number;
  readonly dur?: number;
  /** The thread's own time (µs): what the event cost the CPU, without the time the thread waited for one. */
  readonly tdur?: number;
  readonly args?: {
    name?: string;
    data?: Record<string, unknown>;
    /** Layout: how many layout objects the pass had to lay out, of how many. */
    beginData?: {dirtyObjects?: number; totalObjects?: number};
    /** UpdateLayoutTree: how many elements had their style recalculated. */
    elementCount?: number;
  };
}

/** What a traced task did: the name of the event inside it that took longest, with its script or function. */
function describe(event: TraceEvent): string {
  const data = event.args?.data ?? {};
  const url = typeof data.url === 'string' && data.url ? data.url : undefined;
  const file = url ? url.replace(/^.*\//, '').replace(/\?.*$/, '') : undefined;
  const fn = typeof data.functionName === 'string' && data.functionName ? data.functionName : undefined;
  const type = typeof data.type === 'string' ? data.type : undefined;
  const detail = [fn, file, type].filter(Boolean).join(' ');
  return detail ? `${event.name} (${detail})` : event.name;
}

/**
 * The long tasks of a trace's page (the main thread of the renderer: CrRendererMain), longest first,
 * each named by its longest direct piece of work (EvaluateScript of a file, a FunctionCall, Layout,
 * ParseHTML…), with the time of the three longest pieces.
 */
export function nameTasks(events: readonly TraceEvent[], origin: string, top = 3): Array<{duration: number; what: string}> {
  const onMain = mainThreadEvents(events, origin);
  const tasks = onMain.filter((event) => event.name === 'RunTask' && event.dur! > 50_000).sort((a, b) => b.dur! - a.dur!);
  return tasks.slice(0, top).map((task) => {
    const end = task.ts + task.dur!;
    const inside = onMain.filter(
      (event) => event !== task && event.name !== 'RunTask' && event.ts >= task.ts && event.ts + event.dur! <= end,
    );
    // Direct pieces: those not inside another piece of the same task.
    const direct = inside.filter(
      (event) =>
        !inside.some(
          (outer) => outer !== event && outer.ts <= event.ts && outer.ts + outer.dur! >= event.ts + event.dur! && outer.dur! > event.dur!,
        ),
    );
    const pieces = direct
      .sort((a, b) => b.dur! - a.dur!)
      .slice(0, 3)
      .map((event) => `${describe(event)} ${Math.round(event.dur! / 1000)} ms`);
    return {duration: task.dur! / 1000, what: pieces.join(', ') || 'no trace event inside'};
  });
}

/** Style and layout over a whole traced load, on the page's main thread. */
export interface RenderWork {
  /** Σ of the Layout passes (ms), their thread time (ms) and the layout objects they laid out (each pass's dirty objects). */
  readonly layoutMs: number;
  readonly layoutCpuMs: number;
  readonly layoutObjects: number;
  /** Σ of the style recalculations (UpdateLayoutTree): ms, thread time (ms), the elements they restyled. */
  readonly styleMs: number;
  readonly styleCpuMs: number;
  readonly styleElements: number;
  /** The largest layout tree of the load (objects): the page's size as the browser lays it out. */
  readonly largestTree: number;
}

/**
 * How much style and layout a traced load did: the time, the thread time (which leaves out the time the
 * renderer waited for a CPU, so it moves less with the machine's load; the CPU slowdown still counts in
 * it), and the work as counts that do not depend on the load at all (objects laid out, elements
 * restyled), which is what skipping off-screen content (content-visibility) reduces.
 */
export function renderWork(events: readonly TraceEvent[], origin: string): RenderWork {
  let layoutMs = 0;
  let layoutCpuMs = 0;
  let layoutObjects = 0;
  let styleMs = 0;
  let styleCpuMs = 0;
  let styleElements = 0;
  let largestTree = 0;
  const onMain = mainThreadEvents(events, origin);
  // Nested passes (a forced layout inside another) would count twice: only the outermost of each name.
  const outermost = (name: string) => {
    const passes = onMain.filter((event) => event.name === name).sort((a, b) => a.ts - b.ts);
    let end = -Infinity;
    return passes.filter((event) => {
      if (event.ts < end) return false;
      end = event.ts + event.dur!;
      return true;
    });
  };
  for (const event of outermost('Layout')) {
    layoutMs += event.dur! / 1000;
    layoutCpuMs += (event.tdur ?? 0) / 1000;
    layoutObjects += event.args?.beginData?.dirtyObjects ?? 0;
    largestTree = Math.max(largestTree, event.args?.beginData?.totalObjects ?? 0);
  }
  for (const event of outermost('UpdateLayoutTree')) {
    styleMs += event.dur! / 1000;
    styleCpuMs += (event.tdur ?? 0) / 1000;
    styleElements += event.args?.elementCount ?? 0;
  }
  return {layoutMs, layoutCpuMs, layoutObjects, styleMs, styleCpuMs, styleElements, largestTree};
}

/** A layout pass of a traced load, and what had made its objects need layout. */
export interface LayoutPass {
  /** The objects it laid out, of the whole tree. */
  readonly objects: number;
  readonly tree: number;
  /**
   * Chromium's layout invalidations since the previous pass, by reason, most first: "Added to layout" is
   * content new to the page (parsed or inserted); any other reason (a style change, a resize…) names the
   * element it fell on, and means laying out again what had been laid out already.
   */
  readonly reasons: ReadonlyArray<{readonly reason: string; readonly count: number}>;
}

/** The trace category whose events name what made layout dirty (one event per invalidated object). */
export const INVALIDATION_CATEGORY = 'disabled-by-default-devtools.timeline.invalidationTracking';

/** The outermost layout passes of `min` objects or more, in order, each with its invalidations' reasons. */
export function layoutPasses(events: readonly TraceEvent[], origin: string, min = 100): LayoutPass[] {
  const onMain = mainThreadEvents(events, origin);
  const first = onMain[0];
  if (!first) return [];
  const invalidations = events
    .filter((event) => event.name === 'LayoutInvalidationTracking' && event.pid === first.pid && event.tid === first.tid)
    .sort((a, b) => a.ts - b.ts);
  const passes: LayoutPass[] = [];
  let end = -Infinity;
  let from = 0;
  for (const pass of onMain.filter((event) => event.name === 'Layout').sort((a, b) => a.ts - b.ts)) {
    if (pass.ts < end) continue;
    end = pass.ts + pass.dur!;
    const counts = new Map<string, number>();
    for (; from < invalidations.length && invalidations[from]!.ts <= end; from += 1) {
      const data = invalidations[from]!.args?.data ?? {};
      const reason = typeof data.reason === 'string' ? data.reason : 'unnamed';
      const node = typeof data.nodeName === 'string' ? data.nodeName.slice(0, 60) : '';
      const key = reason === 'Added to layout' || !node ? reason : `${reason} (${node})`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    const objects = pass.args?.beginData?.dirtyObjects ?? 0;
    if (objects < min) continue;
    const reasons = [...counts].map(([reason, count]) => ({reason, count})).sort((a, b) => b.count - a.count);
    passes.push({objects, tree: pass.args?.beginData?.totalObjects ?? objects, reasons});
  }
  return passes;
}

/** The complete ('X') events of the page's renderer main thread; none when no main thread names the origin. */
function mainThreadEvents(events: readonly TraceEvent[], origin: string): TraceEvent[] {
  const mainThreads = new Set(
    events
      .filter((event) => event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      .map((event) => `${event.pid}:${event.tid}`),
  );
  // Chromium runs other renderers too (its own pages): the page's is the main thread that names the origin most.
  const mentions = new Map<string, number>();
  for (const event of events) {
    const thread = `${event.pid}:${event.tid}`;
    const url = event.args?.data?.url;
    if (mainThreads.has(thread) && typeof url === 'string' && url.startsWith(origin)) mentions.set(thread, (mentions.get(thread) ?? 0) + 1);
  }
  const page = [...mentions].sort((a, b) => b[1] - a[1])[0]?.[0];
  if (page === undefined) return [];
  return events.filter((event) => `${event.pid}:${event.tid}` === page && event.ph === 'X' && event.dur !== undefined);
}

/** Landing, intro, by_helm and the largest API group page, English then Chinese: bench:pages' pages, of the kinds asked for. */
function targetsOf(buildDir: string, site: Target['site'], kinds: ReadonlySet<PageTarget['kind']>): Target[] {
  return ourTargets(buildDir, site).filter((target): target is Target => kinds.has(target.kind));
}

/** A V8 CPU profile (CDP `Profiler.stop`), as far as `selfTimes` reads it. */
export interface CpuProfile {
  readonly nodes: ReadonlyArray<{
    readonly id: number;
    readonly callFrame: {readonly functionName: string; readonly url: string; readonly lineNumber: number; readonly columnNumber: number};
    readonly children?: readonly number[];
  }>;
  readonly samples: readonly number[];
  /** µs from the previous sample (the first: from `startTime`). */
  readonly timeDeltas: readonly number[];
  readonly endTime: number;
  readonly startTime: number;
}

/** A function's self time: the samples whose top frame it was. */
export interface FunctionTime {
  readonly name: string;
  /** The script's file name (no folder, no query), or V8's pseudo-frame name: `(program)`, `(garbage collector)`, a native function. */
  readonly script: string;
  readonly url: string;
  /** 0-based, as V8 gives them. */
  readonly line: number;
  readonly column: number;
  readonly ms: number;
  /** Who called it, by the self time spent in it from each caller (`name script:line:column`), most first. */
  readonly callers: ReadonlyArray<{readonly caller: string; readonly ms: number}>;
}

/**
 * Self time by script and by function of a CPU profile, longest first. A sample lasts until the next one
 * (the last one until the profile's end), as DevTools counts; `(idle)` is left out, since it is no work.
 */
export function selfTimes(profile: CpuProfile): {byScript: Array<{script: string; ms: number}>; byFunction: FunctionTime[]; total: number} {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const byNode = new Map<number, number>();
  let time = profile.startTime;
  const times = profile.timeDeltas.map((delta) => (time += delta));
  profile.samples.forEach((id, index) => {
    const next = index + 1 < times.length ? times[index + 1]! : profile.endTime;
    const duration = Math.max(0, next - times[index]!) / 1000;
    byNode.set(id, (byNode.get(id) ?? 0) + duration);
  });
  const parents = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
  const scriptOf = ({functionName, url}: CpuProfile['nodes'][number]['callFrame']) =>
    url
      ? url.replace(/[?#].*$/, '').replace(/^.*\//, '')
      : functionName
        ? functionName.startsWith('(')
          ? functionName
          : `(native) ${functionName}`
        : '(native)';
  const functions = new Map<
    string,
    {-readonly [K in keyof Omit<FunctionTime, 'callers'>]: FunctionTime[K]} & {callers: Map<string, number>}
  >();
  for (const [id, ms] of byNode) {
    const node = nodes.get(id);
    if (!node) throw new Error(`CPU profile: sample of node ${id}, which the profile does not hold`);
    const {functionName, url, lineNumber, columnNumber} = node.callFrame;
    if (functionName === '(idle)') continue;
    const key = `${functionName}\u0000${url}\u0000${lineNumber}\u0000${columnNumber}`;
    const entry = functions.get(key) ?? {
      name: functionName || '(anonymous)',
      script: scriptOf(node.callFrame),
      url,
      line: lineNumber,
      column: columnNumber,
      ms: 0,
      callers: new Map<string, number>(),
    };
    entry.ms += ms;
    const parent = nodes.get(parents.get(id) ?? -1);
    if (parent) {
      const frame = parent.callFrame;
      const caller = `${frame.functionName || '(anonymous)'} ${scriptOf(frame)}:${frame.lineNumber}:${frame.columnNumber}`;
      entry.callers.set(caller, (entry.callers.get(caller) ?? 0) + ms);
    }
    functions.set(key, entry);
  }
  const byFunction: FunctionTime[] = [...functions.values()]
    .map((entry) => ({...entry, callers: [...entry.callers].map(([caller, ms]) => ({caller, ms})).sort((a, b) => b.ms - a.ms)}))
    .sort((a, b) => b.ms - a.ms);
  const scripts = new Map<string, number>();
  for (const {script, ms} of byFunction) scripts.set(script, (scripts.get(script) ?? 0) + ms);
  const byScript = [...scripts].map(([script, ms]) => ({script, ms})).sort((a, b) => b.ms - a.ms);
  return {byScript, byFunction, total: byFunction.reduce((sum, {ms}) => sum + ms, 0)};
}

/**
 * The bundler module (its numeric id) a position of a minified chunk lies in: the last module factory
 * that opens before it (`{12345(e,t,n){`, `,12345:function(e,t,n){`, `,12345:(e,t,n)=>{`, as Rspack and
 * webpack write their chunks), or undefined before the first one (the runtime chunk's own code, an inline
 * script of the HTML).
 */
export function moduleAt(source: string, line: number, column: number): string | undefined {
  let offset = 0;
  for (let current = 0; current < line; current += 1) {
    const end = source.indexOf('\n', offset);
    if (end < 0) return undefined;
    offset = end + 1;
  }
  offset += column;
  const factory = /(?<=[{,]\s*)(\d+)(?::function|:)?\((?:[\w$]+(?:,[\w$]+)*)?\)(?:=>)?\{/g;
  let found: string | undefined;
  for (let match = factory.exec(source); match && match.index < offset; match = factory.exec(source)) found = match[1];
  return found;
}

const INIT = `
window.__name = (fn) => fn;
window.__longTasks = [];
window.__lastTask = 0;
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    window.__longTasks.push({start: entry.startTime, duration: entry.duration});
    window.__lastTask = Math.max(window.__lastTask, entry.startTime + entry.duration);
  }
}).observe({type: 'longtask', buffered: true});
`;

const QUIET_MS = 3000;
const MAX_MS = 20_000;

/** Loads a page as a phone with a slow CPU; resolves with its long tasks (and its trace with `trace`). */
export async function load(
  browser: Browser,
  url: string,
  trace: boolean,
  profile = false,
): Promise<{tasks: LongTask[]; fcp: number; events?: TraceEvent[]; cpuProfile?: CpuProfile}> {
  const context = await browser.newContext({
    viewport: {width: 412, height: 823},
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    userAgent:
      'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  });
  try {
    await context.addInitScript({content: INIT});
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
    if (trace) {
      await browser.startTracing(page, {
        categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', INVALIDATION_CATEGORY, '__metadata'],
      });
    }
    if (profile) {
      // As the lead's first profile: 200 µs between samples (V8's default is 1 ms).
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', {interval: 200});
      await cdp.send('Profiler.start');
    }
    const response = await page.goto(url, {waitUntil: 'load', timeout: 60_000});
    if (!response?.ok()) throw new Error(`${url} answered ${response?.status() ?? 'nothing'}`);
    // Over when no long task has started or ended for QUIET_MS after load (polled, not slept).
    await page
      .waitForFunction(
        ({quiet}) => {
          const w = window as unknown as {__lastTask: number};
          const loadEnd = performance.getEntriesByType('navigation')[0]?.duration ?? 0;
          return performance.now() - Math.max(w.__lastTask, loadEnd) > quiet;
        },
        {quiet: QUIET_MS},
        {polling: 250, timeout: MAX_MS},
      )
      .catch(() => console.log(`  ${url}: still busy after ${MAX_MS / 1000} s; measured as is`));
    const {tasks, fcp} = await page.evaluate(() => ({
      tasks: (window as unknown as {__longTasks: LongTask[]}).__longTasks,
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
    }));
    let events: TraceEvent[] | undefined;
    if (trace) {
      const buffer = await browser.stopTracing();
      events = (JSON.parse(buffer.toString('utf8')) as {traceEvents: TraceEvent[]}).traceEvents;
    }
    const cpuProfile = profile ? ((await cdp.send('Profiler.stop')) as unknown as {profile: CpuProfile}).profile : undefined;
    return {tasks, fcp, ...(events ? {events} : {}), ...(cpuProfile ? {cpuProfile} : {})};
  } finally {
    await context.close();
  }
}

interface Options {
  readonly runs: number;
  readonly before?: string;
  readonly kinds: ReadonlySet<PageTarget['kind']>;
  readonly why: boolean;
  readonly profile: boolean;
  /** `--pages`: these pages instead of the kinds' ones. */
  readonly pages?: readonly string[];
}

async function main({runs, before, kinds, why, profile, pages}: Options): Promise<void> {
  for (const dir of [BUILD_DIR, ...(before ? [before] : [])]) {
    if (!fs.existsSync(path.join(dir, '404.html'))) {
      console.log(`No build in ${dir}: run "npm run build" first.`);
      return;
    }
  }
  const servers: Served[] = [];
  const sites: Array<{targets: Target[]; served: Served}> = [];
  let browser: Browser | undefined;
  try {
    for (const [dir, site] of [[BUILD_DIR, 'ours'], ...(before ? [[before, 'before']] : [])] as Array<[string, Target['site']]>) {
      const served = await startNginx(dir);
      servers.push(served);
      sites.push({targets: pages ? pageTargets(pages, site) : targetsOf(dir, site, kinds), served});
    }
    browser = await launchChromium();
    const rows = sites.flatMap(({targets, served}) =>
      targets.map((target) => ({target, url: `${served.origin}${target.path}`, loads: [] as LoadFigures[]})),
    );
    const loadBefore = os.loadavg();
    // Page by page, each page of the two sites one after the other, the site measured first alternating
    // from run to run: a change of the machine's load falls on both sides of a comparison alike.
    const pairs = rows
      .filter((row) => row.target.site === 'ours')
      .map((row) => [row, ...rows.filter((other) => other.target.site === 'before' && other.target.path === row.target.path)]);
    const unpaired = rows.filter((row) => !pairs.some((pair) => pair.includes(row)));
    for (let run = 0; run < runs; run += 1) {
      for (const row of [...pairs.flatMap((pair) => (run % 2 ? [...pair].reverse() : pair)), ...unpaired]) {
        const {tasks, fcp} = await load(browser, row.url, false);
        row.loads.push(figuresOf(tasks, fcp));
      }
      console.log(
        `run ${run + 1}/${runs}: ${rows.map(({target, loads}) => `${target.site} ${target.path} ${Math.round(loads.at(-1)!.tbt)} ms`).join('; ')}`,
      );
    }
    const loadAfter = os.loadavg();
    const avg = (figures: number[]) => figures.map((figure) => figure.toFixed(1)).join(' ');
    console.log(`\nLoad average (1, 5, 15 min) at the start: ${avg(loadBefore)}; at the end: ${avg(loadAfter)}; ${os.cpus().length} CPUs`);
    console.log(`Long tasks on a phone's screen, CPU slowed 4x, medians of ${runs} loads; served by deploy/nginx`);
    const header = ['site', 'page', 'long tasks', 'blocking', 'TBT (after FCP)', 'FCP', 'longest (median load)'];
    const lines = rows.map(({target, loads}) => {
      const tbtTimes = loads.map((figures) => figures.tbt);
      const middle = loads[tbtTimes.indexOf([...tbtTimes].sort((a, b) => a - b)[Math.floor(tbtTimes.length / 2)]!)]!;
      return [
        target.site,
        target.path,
        String(median(loads.map((figures) => figures.count))),
        `${Math.round(median(loads.map((figures) => figures.blocking)))} ms`,
        `${Math.round(median(tbtTimes))} ms`,
        `${Math.round(median(loads.map((figures) => figures.fcp)))} ms`,
        middle.longest.map((duration) => Math.round(duration)).join(', ') || '-',
      ];
    });
    const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => line[column]!.length)));
    for (const line of [header, ...lines]) console.log(line.map((cell, column) => cell.padEnd(widths[column]!)).join('  '));
    if (rows.length > 12) {
      const tbtOf = (loads: LoadFigures[]) => median(loads.map((figures) => figures.tbt));
      const worst = [...rows].sort((a, b) => tbtOf(b.loads) - tbtOf(a.loads)).slice(0, 10);
      console.log('\nThe 10 pages with the most TBT after FCP (median), for bench:pages --pages to measure with Lighthouse:');
      for (const {target, loads} of worst) console.log(`  ${Math.round(tbtOf(loads))} ms  ${target.site} ${target.path}`);
      console.log(`  --pages ${[...new Set(worst.map(({target}) => target.path))].join(',')}`);
    }
    if (before) {
      console.log('\nAfter (this build) against before (--before), median TBT after FCP:');
      for (const row of rows.filter((candidate) => candidate.target.site === 'ours')) {
        const base = rows.find((candidate) => candidate.target.site === 'before' && candidate.target.path === row.target.path);
        if (!base) continue;
        const tbt = (loads: LoadFigures[]) => Math.round(median(loads.map((figures) => figures.tbt)));
        console.log(`  ${row.target.path}: ${tbt(base.loads)} -> ${tbt(row.loads)} ms`);
      }
    }
    if (why) {
      console.log('\nThe longest tasks of one traced load per page (tracing slows them; read the shares, not the sums):');
      for (const row of rows) {
        const {events} = await load(browser, row.url, true);
        console.log(`  ${row.target.site} ${row.target.path}`);
        const origin = new URL(row.url).origin;
        for (const {duration, what} of nameTasks(events ?? [], origin)) console.log(`    ${Math.round(duration)} ms: ${what}`);
        const work = renderWork(events ?? [], origin);
        console.log(
          `    style and layout over the load: Layout ${Math.round(work.layoutMs)} ms (thread ${Math.round(work.layoutCpuMs)} ms),` +
            ` ${work.layoutObjects} objects laid out (largest tree ${work.largestTree}); UpdateLayoutTree` +
            ` ${Math.round(work.styleMs)} ms (thread ${Math.round(work.styleCpuMs)} ms), ${work.styleElements} elements restyled`,
        );
        console.log('    layout passes of 100 objects or more, in order (objects / tree: what had made them need layout):');
        for (const {objects, tree, reasons} of layoutPasses(events ?? [], origin)) {
          const named = reasons.slice(0, 3).map(({reason, count}) => `${reason} ${count}`);
          const rest = reasons.slice(3).reduce((sum, {count}) => sum + count, 0);
          console.log(
            `      ${objects} / ${tree}: ${[...named, ...(rest ? [`other ${rest}`] : [])].join(', ') || 'no invalidation traced'}`,
          );
        }
      }
    }
    if (profile) {
      console.log('\nSelf time of one CPU-profiled load per page (V8 sampling every 200 µs, CPU slowed 4x; the profiler slows it too):');
      for (const row of rows) {
        const {cpuProfile} = await load(browser, row.url, false, true);
        if (!cpuProfile) throw new Error(`${row.url}: the profiler returned no profile`);
        await printProfile(`${row.target.site} ${row.target.path}`, selfTimes(cpuProfile), new URL(row.url).origin);
      }
    }
  } finally {
    await browser?.close();
    for (const served of servers) await served.stop();
  }
}

/**
 * One profile's figures: the scripts, then the hottest functions, each with the module it lies in (for a
 * chunk of the build: `module 54665`) and the first characters of its code, which name it in a minified file.
 */
async function printProfile(title: string, times: ReturnType<typeof selfTimes>, origin: string): Promise<void> {
  const sources = new Map<string, string | undefined>();
  const sourceOf = async (url: string): Promise<string | undefined> => {
    if (!url.startsWith(origin)) return undefined;
    if (!sources.has(url)) {
      const response = await fetch(url);
      sources.set(url, response.ok ? await response.text() : undefined);
    }
    return sources.get(url);
  };
  console.log(`  ${title}: ${Math.round(times.total)} ms of samples`);
  console.log(
    `    by script: ${times.byScript
      .slice(0, 10)
      .map(({script, ms}) => `${script} ${Math.round(ms)}`)
      .join(', ')}`,
  );
  for (const fn of times.byFunction.slice(0, 20)) {
    const source = await sourceOf(fn.url);
    let where = '';
    if (source !== undefined) {
      const module = moduleAt(source, fn.line, fn.column);
      const lines = source.split('\n');
      const code = (lines[fn.line] ?? '').slice(fn.column, fn.column + 60);
      where = ` ${module ? `module ${module}` : 'outside any module'}: ${code}`;
    }
    console.log(`    ${String(Math.round(fn.ms)).padStart(5)} ms  ${fn.name} ${fn.script}:${fn.line}:${fn.column}${where}`);
    const callers = fn.callers.slice(0, 2).map(({caller, ms}) => `${caller} (${Math.round(ms)} ms)`);
    if (callers.length) console.log(`             called from ${callers.join('; ')}`);
  }
}

/** The command line's options; a bad value stops the bench with what it takes. */
export function parseOptions(argv: readonly string[]): Options {
  const {values: args} = parseArgs({
    args: [...argv],
    options: {
      runs: {type: 'string', default: '5'},
      only: {type: 'string'},
      before: {type: 'string'},
      why: {type: 'boolean', default: false},
      profile: {type: 'boolean', default: false},
      pages: {type: 'string'},
    },
  });
  const pages = parsePages(args.pages, BUILD_DIR);
  const runs = Number(args.runs);
  if (!Number.isInteger(runs) || runs < 1 || runs > 50) throw new Error(`--runs takes a whole number from 1 to 50; got "${args.runs}"`);
  return {
    runs,
    kinds: parseKinds(args.only),
    why: args.why,
    profile: args.profile,
    ...(pages ? {pages} : {}),
    ...(args.before ? {before: path.resolve(args.before)} : {}),
  };
}

if (require.main === module) {
  let options: Options | undefined;
  try {
    options = parseOptions(process.argv.slice(2));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 2;
  }
  if (options) {
    main(options).catch(stoppedEarly('bench:tasks'));
  }
}
