/**
 * Site benchmark: prints figures and never fails on them (a bad option exits 2; a run that stops early, 1).
 *   - cold builds of both locales (after `docusaurus clear`), without and with the generated API
 *     reference: wall and CPU time, peak memory of the process tree, Docusaurus's phases, and what the
 *     machine's CPUs did meanwhile (so wall time above CPU time can be told apart: disk, host, idle),
 *     and the time our postBuild steps report (search index, Markdown twins and llms.txt, serving files)
 *   - build output size
 *   - eager JavaScript of the landing, intro and long (`by_helm`) pages in both languages: what Chromium loads up to the load event,
 *     raw and gzip bytes, each script, and the packages in it (scripts/lib/bundle.ts; the stats come
 *     from builds with BENCH_STATS=1, which the cold builds here set)
 *   npm run bench [-- --no-build]     (--no-build measures the existing build/ only)
 *   npm run bench -- --runs 3         (alternating cold builds, three of each; ratios between the medians)
 *   npm run bench -- --no-build --compare-stock
 *       (only the intro and long pages next to the stock template's, package by package; the stock site is
 *        built once with bundle stats, scripts/lib/stock-site.ts, and reused)
 */
import {spawn, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {hydrated, openSite, type Site} from '../lib/browser';
import type {Page} from 'playwright-core';
import {folderSize, gzipSize, kib} from './lib/sizes';
import {BUILD_DIR} from '../lib/build';
import {breakdown, printBreakdown, printComparison, readBundleStats} from './lib/bundle';
import {STOCK_PAGES, stockBuild} from './lib/stock-site';
import {stoppedEarly} from './lib/stopped';

const ROOT = path.join(__dirname, '..');
const BUILD = path.join(ROOT, 'build');

function descendants(pid: number): number[] {
  const out = [pid];
  try {
    const children = fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean);
    for (const child of children) out.push(...descendants(Number(child)));
  } catch {
    // The process ended.
  }
  return out;
}

function rssKiB(pid: number): number {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) : 0;
  } catch {
    return 0;
  }
}

/** CPU seconds of this process's waited-for children (and theirs): /proc/self/stat cutime + cstime. */
function childrenCpuSeconds(): number {
  const fields = fs.readFileSync('/proc/self/stat', 'utf8').split(') ')[1]!.split(' ');
  // After "pid (comm) ", field 3 is the state: cutime and cstime are fields 16 and 17 of the line.
  return (Number(fields[13]) + Number(fields[14])) / 100;
}

/** The machine's CPU time so far, by kind, in clock ticks (/proc/stat, first line). */
function machineTicks(): {busy: number; iowait: number; steal: number; total: number} {
  const [, ...values] = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
  const [user = 0, nice = 0, system = 0, idle = 0, iowait = 0, irq = 0, softirq = 0, steal = 0] = values.map(Number);
  return {busy: user + nice + system + irq + softirq, iowait, steal, total: user + nice + system + idle + iowait + irq + softirq + steal};
}

interface BuildFigures {
  readonly seconds: number;
  readonly cpuSeconds: number;
  readonly peakMiB: number;
  readonly phases: ReadonlyArray<{locale: string; phase: string; time: string}>;
  readonly machine: {busy: number; iowait: number; steal: number};
  readonly log: string;
}

/**
 * A cold build (docusaurus clear, then npm run build) with extra environment: wall time, CPU time of
 * the build's processes, peak memory, the phases Docusaurus reports (DOCUSAURUS_PERF_LOGGER) and
 * what the whole machine's CPUs did meanwhile (busy, waiting for the disk, stolen by the host).
 */
async function coldBuild(env: Record<string, string>): Promise<BuildFigures | null> {
  spawnSync('node_modules/.bin/docusaurus', ['clear'], {cwd: ROOT, stdio: 'ignore'});
  const cpuBefore = childrenCpuSeconds();
  const ticksBefore = machineTicks();
  const started = Date.now();
  const child = spawn('npm', ['run', 'build'], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    // BENCH_STATS: the bundle stats of the per-chunk and per-package breakdown (plugins/bundle-stats).
    env: {...process.env, ...env, DOCUSAURUS_PERF_LOGGER: 'true', BENCH_STATS: '1'},
  });
  let log = '';
  child.stdout.on('data', (chunk) => (log += chunk));
  child.stderr.on('data', (chunk) => (log += chunk));
  let peak = 0;
  const timer = setInterval(() => {
    const total = descendants(child.pid!).reduce((sum, pid) => sum + rssKiB(pid), 0);
    peak = Math.max(peak, total);
  }, 250);
  const code: number = await new Promise((resolve) => child.on('close', (status) => resolve(status ?? 1)));
  clearInterval(timer);
  const seconds = (Date.now() - started) / 1000;
  if (code !== 0) {
    console.log(`  build failed (exit ${code}); last lines:\n${log.split('\n').slice(-15).join('\n')}`);
    return null;
  }
  const ticksAfter = machineTicks();
  const total = ticksAfter.total - ticksBefore.total || 1;
  const phases = [
    ...log.matchAll(
      /^\[PERF\] Build > ([\w-]+) > (Load site|Bundling with rspack|SSG|postBuild\(\)|Broken links checker) - ([\d.]+ (?:ms|seconds))/gm,
    ),
  ].map(([, locale = '', phase = '', time = '']) => ({locale, phase, time}));
  return {
    seconds,
    cpuSeconds: childrenCpuSeconds() - cpuBefore,
    peakMiB: peak / 1024,
    phases,
    machine: {
      busy: (ticksAfter.busy - ticksBefore.busy) / total,
      iowait: (ticksAfter.iowait - ticksBefore.iowait) / total,
      steal: (ticksAfter.steal - ticksBefore.steal) / total,
    },
    log,
  };
}

function printBuild(label: string, figures: BuildFigures): void {
  const percent = (share: number) => `${(share * 100).toFixed(0)} %`;
  console.log(
    `  ${label}: wall ${figures.seconds.toFixed(1)} s, CPU ${figures.cpuSeconds.toFixed(1)} s, peak memory ${figures.peakMiB.toFixed(0)} MiB`,
  );
  console.log(
    `    machine during the build: CPUs busy ${percent(figures.machine.busy)}, waiting for disk ${percent(figures.machine.iowait)}, ` +
      `stolen by the host ${percent(figures.machine.steal)}`,
  );
  for (const locale of new Set(figures.phases.map((phase) => phase.locale))) {
    const own = figures.phases.filter((phase) => phase.locale === locale);
    console.log(`    ${locale}: ${own.map((phase) => `${phase.phase} ${phase.time}`).join(', ')}`);
  }
  for (const line of figures.log.split('\n').filter((entry) => /^\[(local-search|llms|serving)\]/.test(entry))) console.log(`    ${line}`);
}

/** The median of some numbers (the lower middle one for an even count). */
function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? 0;
}

/**
 * Cold builds without and with the generated API reference, side by side. With `--runs N` they
 * alternate N times (without, with, without, with …) and the ratio is taken between the medians, so
 * a slow moment of the machine weighs on both sides alike.
 */
async function buildFigures(runs: number): Promise<void> {
  console.log(
    `Cold builds of both locales (docusaurus clear, then npm run build)${runs > 1 ? `, ${runs} runs of each, alternating` : ''}:`,
  );
  const without: BuildFigures[] = [];
  const withApi: BuildFigures[] = [];
  for (let run = 1; run <= runs; run++) {
    const suffix = runs > 1 ? ` (run ${run})` : '';
    const a = await coldBuild({DOCS_API_REFERENCE: '0'});
    if (a) {
      printBuild(`without the API reference${suffix}`, a);
      without.push(a);
    }
    const b = await coldBuild({});
    if (b) {
      printBuild(`with the API reference${suffix}`, b);
      withApi.push(b);
    }
  }
  if (without.length && withApi.length) {
    const ratio = (pick: (figures: BuildFigures) => number) => {
      const before = median(without.map(pick));
      const after = median(withApi.map(pick));
      return `${(((after - before) / before) * 100).toFixed(0)} %`;
    };
    if (runs > 1) {
      const line = (list: BuildFigures[]) =>
        `wall ${median(list.map((f) => f.seconds)).toFixed(1)} s, CPU ${median(list.map((f) => f.cpuSeconds)).toFixed(1)} s, ` +
        `peak memory ${median(list.map((f) => f.peakMiB)).toFixed(0)} MiB`;
      console.log(`  medians: without ${line(without)}; with ${line(withApi)}`);
    }
    console.log(
      `  the API reference adds ${ratio((f) => f.seconds)} wall time, ${ratio((f) => f.cpuSeconds)} CPU time, ` +
        `${ratio((f) => f.peakMiB)} peak memory`,
    );
  }
}

/** The scripts a page loads from now on, by URL, with their bodies (filled in as they arrive). */
function scriptsOf(page: Page): Map<string, Buffer> {
  const scripts = new Map<string, Buffer>();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    try {
      scripts.set(response.url(), await response.body());
    } catch {
      // A redirect or an aborted request has no body.
    }
  });
  return scripts;
}

/** The scripts a page loads up to the load event and the network going idle after hydration; null for a missing page. */
async function pageScripts(site: Site, pagePath: string): Promise<Map<string, Buffer> | null> {
  const {page} = await site.newPage();
  try {
    const scripts = scriptsOf(page);
    const response = await page.goto(site.url(pagePath), {waitUntil: 'load'});
    if (!response || response.status() >= 400) {
      console.log(`  ${pagePath}: not in this build (HTTP ${response?.status() ?? '?'})`);
      return null;
    }
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    return scripts;
  } finally {
    await page.close();
  }
}

async function eagerJavaScript(): Promise<void> {
  const site = await openSite();
  try {
    for (const pagePath of [
      '/docs/',
      '/docs/en/',
      '/docs/intro',
      '/docs/en/intro',
      '/docs/csghub/101/install/by_helm',
      '/docs/en/csghub/101/install/by_helm',
    ]) {
      const scripts = await pageScripts(site, pagePath);
      if (!scripts) continue;
      let raw = 0;
      let gzip = 0;
      for (const body of scripts.values()) {
        raw += body.length;
        gzip += gzipSize(body);
      }
      console.log(`  ${pagePath}: ${scripts.size} scripts, ${kib(raw)} raw, ${kib(gzip)} gzip`);
      printBreakdown(scripts, readBundleStats(path.dirname(BUILD_DIR), pagePath.startsWith('/docs/en/') ? 'en' : 'zh-Hans'));
    }
  } finally {
    await site.close();
  }
}

/**
 * Our intro and long page, in each language, next to the stock template's page of the same kind (built
 * by scripts/lib/stock-site.ts with bundle stats, or reused from an earlier bench run): scripts and
 * packages side by side, with the difference.
 */
async function compareStock(): Promise<void> {
  const stockDir = stockBuild();
  const ours = await openSite();
  const stock = await openSite({dir: stockDir});
  try {
    const stockStats = readBundleStats(path.dirname(stockDir), 'en');
    for (const kind of ['intro', 'long'] as const) {
      const stockScripts = await pageScripts(stock, STOCK_PAGES[kind]);
      if (!stockScripts) continue;
      const stockBreakdown = breakdown(stockScripts, stockStats);
      for (const [prefix, locale] of [
        ['/docs/en/', 'en'],
        ['/docs/', 'zh-Hans'],
      ] as const) {
        const pagePath = `${prefix}${kind === 'intro' ? 'intro' : 'csghub/101/install/by_helm'}`;
        const scripts = await pageScripts(ours, pagePath);
        if (!scripts) continue;
        printComparison(
          `${kind}: ${pagePath} against the stock ${STOCK_PAGES[kind]}`,
          breakdown(scripts, readBundleStats(path.dirname(BUILD_DIR), locale)),
          stockBreakdown,
        );
      }
    }
  } finally {
    await Promise.all([ours.close(), stock.close()]);
  }
}

/**
 * "Try it" (plugins/try-it): the panel's own chunk, which an API page loads only when the reader
 * opens the panel (its budget is 15 KB gzip), and every script opening it loads.
 */
async function tryItChunk(): Promise<void> {
  const chunks = fs.readdirSync(path.join(BUILD, 'assets', 'js')).filter((name) => /^try-it\..*\.js$/.test(name));
  for (const name of chunks) {
    const data = fs.readFileSync(path.join(BUILD, 'assets', 'js', name));
    console.log(`  chunk ${name}: ${kib(data.length)} raw, ${kib(gzipSize(data))} gzip`);
  }
  if (chunks.length === 0) console.log('  no try-it chunk in this build');
  const site = await openSite();
  try {
    const {page} = await site.newPage();
    const scripts = scriptsOf(page);
    const pagePath = '/docs/en/csghub/api/repositories/model/models';
    const response = await page.goto(site.url(pagePath), {waitUntil: 'load'});
    if (!response || response.status() >= 400) {
      console.log(`  ${pagePath}: not in this build`);
      return;
    }
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    const before = new Set(scripts.keys());
    console.log(
      `  ${pagePath} before opening: ${[...before].some((url) => /\/try-it\./.test(url)) ? 'the chunk is loaded (it should not be)' : 'no try-it chunk'}`,
    );
    await page.getByRole('button', {name: 'Try it'}).first().click();
    await page.locator('section[aria-labelledby]').first().waitFor();
    await page.waitForLoadState('networkidle');
    const added = [...scripts].filter(([url]) => !before.has(url));
    const gzip = added.reduce((sum, [, body]) => sum + gzipSize(body), 0);
    console.log(
      `  opening the panel loads ${added.length} scripts, ${kib(gzip)} gzip: ${added.map(([url]) => url.replace(/^.*\//, '')).join(', ')}`,
    );
    await page.close();
  } finally {
    await site.close();
  }
}

async function main(): Promise<void> {
  const runsAt = process.argv.indexOf('--runs');
  const runs = runsAt >= 0 ? Number(process.argv[runsAt + 1]) : 1;
  if (!Number.isInteger(runs) || runs < 1) {
    console.log(`--runs takes a whole number of runs, 1 or more; got ${process.argv[runsAt + 1] ?? 'nothing'}.`);
    process.exitCode = 2;
    return;
  }
  if (!process.argv.includes('--no-build')) await buildFigures(runs);
  if (!fs.existsSync(path.join(BUILD, '404.html'))) {
    console.log('No build/ to measure: run "npm run build".');
    return;
  }
  if (process.argv.includes('--compare-stock')) {
    console.log('Scripts of a doc page against the stock template (headless Chromium, up to the network going idle):');
    await compareStock();
    return;
  }
  const all = folderSize(BUILD);
  const en = folderSize(path.join(BUILD, 'en'));
  const mib = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
  console.log(`Build output: ${mib(all.raw)} MiB in ${all.files} files (English ${mib(en.raw)} MiB, Chinese ${mib(all.raw - en.raw)} MiB)`);
  console.log('Eager JavaScript (loaded up to the load event, headless Chromium):');
  await eagerJavaScript();
  console.log('Try it (loaded when opened):');
  await tryItChunk();
}

main().catch(stoppedEarly('bench'));
