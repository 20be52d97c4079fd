/**
 * Page budget bench: Lighthouse 12 (npm package) driving Debian's Chromium, mobile and desktop presets,
 * several runs per page, on the production build served by the project's own nginx setup
 * (deploy/nginx, precompressed files), next to a stock Docusaurus classic-template site built from
 * create-docusaurus with this project's node_modules and served the same way in the same run.
 * Prints medians and the targets; never fails.
 *
 *   npm run bench:pages                     (builds the stock site; measures build/ as it is)
 *   npm run bench:pages -- --runs 5 --no-stock
 *   npm run bench:pages -- --only long,api  (only these kinds of page: landing, intro, long, api)
 *   npm run bench:pages -- --pages /docs/csghub/api/errors,/docs/csghub/api/agents/agent
 *       (these pages instead, paths from the site's root; `--pages every-api`: every API page; no stock site)
 *   npm run bench:pages -- --before /tmp/old/build --mobile-only
 *       (--before: another build of this site, e.g. of the previous commit, measured in the same run, page
 *        for page, with the ratios after/before; --mobile-only: the mobile preset only, half the time)
 * Each run measures every page once, site after site, so a change of the machine's load falls on all of
 * them alike; the load average is printed with the figures.
 *
 * Absolute scores depend on the machine (Lighthouse slows the CPU by a fixed factor); the stock site
 * measured alongside shows what this site's own code costs or saves.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {BUILD_DIR} from '../lib/build';
import {CHROMIUM, CHROMIUM_ARGS} from '../lib/browser';
import {startNginx, type Served} from './lib/nginx';
import {writeServingFiles} from '../lib/serving';
import {gzipSize, kib} from './lib/sizes';
import {buildStock, STOCK_PAGES} from './lib/stock-site';
import {stoppedEarly} from './lib/stopped';

const KINDS = ['landing', 'intro', 'long', 'api'] as const;
export type Kind = (typeof KINDS)[number];

interface Options {
  readonly runs: number;
  readonly stock: boolean;
  /** Another build of this site, measured alongside as "before". */
  readonly before?: string;
  readonly formFactors: readonly FormFactor[];
  readonly kinds: ReadonlySet<Kind>;
  /** `--pages`: these pages instead of the kinds' ones (and no stock template, which has none of them). */
  readonly pages?: readonly string[];
}

export interface Target {
  readonly site: 'ours' | 'before' | 'stock';
  readonly kind: Kind;
  readonly path: string;
}

/** The kinds `--only` names (every kind without it); a name that is not a kind stops the bench. */
export function parseKinds(only: string | undefined): ReadonlySet<Kind> {
  if (only === undefined) return new Set(KINDS);
  const names = only
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = names.filter((name) => !(KINDS as readonly string[]).includes(name));
  if (!names.length || unknown.length) {
    throw new Error(`--only takes kinds of page among ${KINDS.join(', ')} (comma-separated); got "${only}"`);
  }
  return new Set(names as Kind[]);
}

/**
 * The largest group page of the generated API reference in one language's part of the build (the page
 * with the most operations): the biggest index.html under csghub/api/ below the reference's own index.
 * Undefined when the build has no API reference (DOCS_API_REFERENCE=0).
 */
export function largestApiPage(localeDir: string, urlPrefix: string): string | undefined {
  const apiDir = path.join(localeDir, 'csghub', 'api');
  if (!fs.existsSync(apiDir)) return undefined;
  let largest: {size: number; dir: string} | undefined;
  for (const entry of fs.readdirSync(apiDir, {recursive: true, encoding: 'utf8'})) {
    const parts = entry.split(path.sep);
    if (parts.length < 2 || parts.at(-1) !== 'index.html') continue;
    const {size} = fs.statSync(path.join(apiDir, entry));
    if (!largest || size > largest.size) largest = {size, dir: parts.slice(0, -1).join('/')};
  }
  return largest && `${urlPrefix}csghub/api/${largest.dir}`;
}

/**
 * Every page of the generated API reference in both languages (the reference's index, each group page,
 * the error catalogue's index and its pages), English first, each language's in path order: what
 * `--pages every-api` measures, so that no API page goes unmeasured.
 */
export function everyApiPage(buildDir: string): string[] {
  const pages: string[] = [];
  for (const [prefix, localeDir] of [
    ['/docs/en/', path.join(buildDir, 'en')],
    ['/docs/', buildDir],
  ] as const) {
    const apiDir = path.join(localeDir, 'csghub', 'api');
    if (!fs.existsSync(apiDir)) continue;
    const found = fs
      .readdirSync(apiDir, {recursive: true, encoding: 'utf8'})
      .filter((entry) => path.basename(entry) === 'index.html')
      .map((entry) => path.dirname(entry).split(path.sep).join('/'))
      .map((dir) => `${prefix}csghub/api${dir === '.' ? '' : `/${dir}`}`)
      .sort();
    pages.push(...found);
  }
  return pages;
}

/**
 * `--pages`' value: comma-separated paths, each from the site's root (`/docs/…`), or `every-api` (every
 * API page of the build, everyApiPage). Undefined without the option; anything else stops the bench.
 */
export function parsePages(pages: string | undefined, buildDir: string): readonly string[] | undefined {
  if (pages === undefined) return undefined;
  if (pages.trim() === 'every-api') {
    const every = everyApiPage(buildDir);
    if (!every.length) throw new Error(`--pages every-api: no API reference in ${buildDir} (built with DOCS_API_REFERENCE=0?)`);
    return every;
  }
  const paths = pages
    .split(',')
    .map((page) => page.trim())
    .filter(Boolean);
  if (!paths.length || paths.some((page) => !page.startsWith('/') || page.startsWith('//'))) {
    throw new Error(`--pages takes paths from the site's root (/docs/…), comma-separated, or every-api; got "${pages}"`);
  }
  return paths;
}

/**
 * `--pages`: the pages given, in place of the kinds' ones; an API page (under `/api/`) counts as the
 * api kind, any other as a long page (the kind picks the performance target of the row).
 */
export function pageTargets<Site extends string>(pages: readonly string[], site: Site): Array<{site: Site; kind: Kind; path: string}> {
  return pages.map((page) => ({site, kind: page.includes('/api/') ? 'api' : 'long', path: page}));
}

/**
 * This site's pages: landing, intro and the long by_helm page, then the largest API group page and the
 * error catalogue's index, in each language (bench:tasks too).
 */
export function ourTargets(buildDir: string, site: 'ours' | 'before' = 'ours'): Target[] {
  const targets: Target[] = [];
  for (const [prefix, localeDir] of [
    ['/docs/en/', path.join(buildDir, 'en')],
    ['/docs/', buildDir],
  ] as const) {
    targets.push(
      {site, kind: 'landing', path: prefix},
      {site, kind: 'intro', path: `${prefix}intro`},
      {site, kind: 'long', path: `${prefix}csghub/101/install/by_helm`},
    );
    const api = largestApiPage(localeDir, prefix);
    if (api) targets.push({site, kind: 'api', path: api});
    else console.log(`No API reference in ${localeDir}: no api page measured there.`);
    // The error catalogue's index: not the largest page in bytes, but the API page that blocked longest
    // on a phone in Nov 2026 (its long list of codes), so an api run measures it too.
    const errors = `${prefix}csghub/api/errors`;
    if (api && api !== errors && fs.existsSync(path.join(localeDir, 'csghub', 'api', 'errors', 'index.html'))) {
      targets.push({site, kind: 'api', path: errors});
    }
  }
  return targets;
}
/** The stock template's pages of the same kinds: its home page, its intro and its longest doc. */
const STOCK: readonly Target[] = (['landing', 'intro', 'long'] as const).map((kind) => ({site: 'stock', kind, path: STOCK_PAGES[kind]}));

/** Targets of the page budget (issue "Fast on a phone"). */
const BUDGET = {mobilePerf: {landing: 95, intro: 95, long: 90, api: 90} as Record<Kind, number>, mobileTbtMs: 200, eagerJsKiB: 150};

type FormFactor = 'mobile' | 'desktop';
interface RunFigures {
  readonly perf: number;
  readonly a11y: number;
  readonly tbt: number;
  readonly lcp: number;
  readonly fcp: number;
  readonly cls: number;
  /** Gzip bytes of the site's scripts that the page requested. */
  readonly eagerJs: number;
}

const median = (numbers: number[]): number => {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** The gzip size of the same-origin scripts a Lighthouse run saw, read from the build folder. */
function eagerScriptBytes(lhr: LighthouseResult, origin: string, buildDir: string): number {
  const items = (lhr.audits['network-requests']?.details?.items ?? []) as Array<{url: string; resourceType?: string}>;
  let total = 0;
  for (const {url, resourceType} of items) {
    if (resourceType !== 'Script' || !url.startsWith(`${origin}/docs/`)) continue;
    const file = path.join(buildDir, decodeURIComponent(new URL(url).pathname.slice('/docs/'.length)));
    if (fs.existsSync(file)) total += gzipSize(fs.readFileSync(file));
  }
  return total;
}

interface LighthouseResult {
  categories: Record<string, {score: number | null} | undefined>;
  /** Lighthouse's measure of the host's CPU: below 1,000 it warns that the CPU is slower than it expects. */
  environment?: {benchmarkIndex?: number};
  runWarnings?: string[];
  audits: Record<string, {numericValue?: number; details?: {items?: unknown[]}} | undefined>;
  runtimeError?: {message: string};
}

async function main({runs, stock: withStock, kinds, before, formFactors, pages}: Options): Promise<void> {
  for (const dir of [BUILD_DIR, ...(before ? [before] : [])]) {
    if (!fs.existsSync(path.join(dir, '404.html'))) {
      console.log(`No build in ${dir}: run "npm run build" first.`);
      return;
    }
  }
  const {default: lighthouse} = await import('lighthouse');
  const {default: desktopConfig} = await import('lighthouse/core/config/desktop-config.js');
  const chromeLauncher = await import('chrome-launcher');

  const targetsOf = (dir: string, site: 'ours' | 'before'): Target[] =>
    pages ? pageTargets(pages, site) : ourTargets(dir, site).filter((target) => kinds.has(target.kind));
  const oursTargets = targetsOf(BUILD_DIR, 'ours');
  const stockTargets = pages ? [] : STOCK.filter((target) => kinds.has(target.kind));
  if (!oursTargets.length) {
    console.log(`No page of the kinds ${[...kinds].join(', ')} in ${BUILD_DIR}.`);
    return;
  }
  const servers: Served[] = [];
  const sites: Array<{targets: readonly Target[]; served: Served; dir: string}> = [];
  try {
    const ours = await startNginx(BUILD_DIR);
    servers.push(ours);
    sites.push({targets: oursTargets, served: ours, dir: BUILD_DIR});
    if (before) {
      const served = await startNginx(before);
      servers.push(served);
      sites.push({targets: targetsOf(before, 'before'), served, dir: before});
    }
    // The stock template has no API reference: it is built only for the kinds it has.
    if (withStock && stockTargets.length) {
      const stockDir = buildStock();
      await writeServingFiles(stockDir, {algolia: false, siteDir: path.dirname(stockDir)});
      // nginx.conf includes the English site's headers too; the stock site is English only, at the root.
      fs.cpSync(path.join(stockDir, '_serving'), path.join(stockDir, 'en', '_serving'), {recursive: true});
      const stock = await startNginx(stockDir);
      servers.push(stock);
      sites.push({targets: stockTargets, served: stock, dir: stockDir});
    }

    const chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM,
      chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
    });
    const rows: Array<{target: Target; figures: Record<FormFactor, RunFigures[]>}> = sites.flatMap(({targets}) =>
      targets.map((target) => ({target, figures: {mobile: [], desktop: []}})),
    );
    const loadBefore = os.loadavg();
    const benchmarkIndexes: number[] = [];
    const warnings = new Set<string>();
    try {
      for (const formFactor of formFactors) {
        for (let run = 0; run < runs; run += 1) {
          for (const {targets, served, dir} of sites) {
            for (const target of targets) {
              const url = `${served.origin}${target.path}`;
              const result = await lighthouse(
                url,
                {port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility']},
                formFactor === 'desktop' ? desktopConfig : undefined,
              );
              const lhr = result?.lhr as unknown as LighthouseResult | undefined;
              if (!lhr || lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr?.runtimeError?.message ?? 'no result'}`);
              const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
              if (lhr.environment?.benchmarkIndex) benchmarkIndexes.push(lhr.environment.benchmarkIndex);
              for (const warning of lhr.runWarnings ?? []) warnings.add(warning);
              rows
                .find((row) => row.target === target)!
                .figures[formFactor].push({
                  perf: Math.round((lhr.categories.performance?.score ?? 0) * 100),
                  a11y: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
                  tbt: audit('total-blocking-time'),
                  lcp: audit('largest-contentful-paint'),
                  fcp: audit('first-contentful-paint'),
                  cls: audit('cumulative-layout-shift'),
                  eagerJs: eagerScriptBytes(lhr, served.origin, dir),
                });
            }
          }
          // Each run's figures as they come, so that a run stopped early still leaves them.
          const figuresOfRun = rows.map(({target, figures}) => {
            const last = figures[formFactor].at(-1);
            return last ? `${target.site} ${target.path} ${last.perf} ${Math.round(last.tbt)} ms` : '';
          });
          console.log(`${formFactor} run ${run + 1}/${runs}: ${figuresOfRun.join('; ')}`);
        }
      }
    } finally {
      await chrome.kill();
    }
    const loadAfter = os.loadavg();
    const load = (figures: number[]) => figures.map((figure) => figure.toFixed(1)).join(' ');
    console.log(
      `\nLoad average (1, 5, 15 min) at the start: ${load(loadBefore)}; at the end: ${load(loadAfter)}; ${os.cpus().length} CPUs`,
    );
    console.log(benchmarkLine(benchmarkIndexes));
    for (const warning of warnings) console.log(`Lighthouse warned: ${warning}`);
    report(rows, runs);
  } finally {
    for (const served of servers) await served.stop();
  }
}

/**
 * Lighthouse's CPU benchmark of this machine over the run (median, range). Lighthouse slows the CPU by a
 * fixed 4x for mobile, calibrated on a machine whose index is well above 1,000; on a slower host the
 * same pages block longer, so the stock template measured alongside is the fair comparison.
 */
export function benchmarkLine(indexes: readonly number[]): string {
  if (!indexes.length) return 'Lighthouse reported no CPU benchmark index.';
  const low = Math.min(...indexes);
  const high = Math.max(...indexes);
  return `Lighthouse's CPU benchmark index of this machine: median ${Math.round(median([...indexes]))} (${Math.round(low)}-${Math.round(high)} over ${indexes.length} runs; Lighthouse warns below 1,000)`;
}

function report(rows: Array<{target: Target; figures: Record<FormFactor, RunFigures[]>}>, runs: number): void {
  const med = (runs: RunFigures[], key: keyof RunFigures) => (runs.length ? median(runs.map((run) => run[key])) : NaN);
  console.log(`Lighthouse 12, medians of ${runs} runs; served by deploy/nginx (brotli/gzip static)`);
  const header = [
    'site',
    'page',
    'mobile perf',
    'mobile TBT',
    'mobile LCP',
    'mobile FCP',
    'desktop perf',
    'desktop TBT',
    'a11y',
    'scripts gzip',
  ];
  const lines = rows.map(({target, figures: {mobile, desktop}}) => [
    target.site,
    target.path,
    String(med(mobile, 'perf')),
    `${Math.round(med(mobile, 'tbt'))} ms`,
    `${(med(mobile, 'lcp') / 1000).toFixed(2)} s`,
    `${(med(mobile, 'fcp') / 1000).toFixed(2)} s`,
    desktop.length ? String(med(desktop, 'perf')) : '-',
    desktop.length ? `${Math.round(med(desktop, 'tbt'))} ms` : '-',
    String(med(mobile, 'a11y')),
    kib(med(mobile, 'eagerJs')),
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => line[column]!.length)));
  for (const line of [header, ...lines]) console.log(line.map((cell, column) => cell.padEnd(widths[column]!)).join('  '));

  const stock = new Map(rows.filter((row) => row.target.site === 'stock').map((row) => [row.target.kind, row.figures]));
  if (stock.size) {
    console.log('\nThis site against the stock template, same kind of page (ratio of medians):');
    for (const {target, figures} of rows.filter((row) => row.target.site !== 'stock')) {
      const base = stock.get(target.kind);
      if (!base) continue;
      const ratio = (key: keyof RunFigures, formFactor: FormFactor) =>
        (med(figures[formFactor], key) / Math.max(1, med(base[formFactor], key))).toFixed(2);
      console.log(
        `  ${target.site} ${target.path}: mobile perf x${ratio('perf', 'mobile')}, mobile TBT x${ratio('tbt', 'mobile')}, scripts x${ratio('eagerJs', 'mobile')}`,
      );
    }
  }

  const language = (target: Target) => (target.path.startsWith('/docs/en/') ? 'en' : 'zh');
  const before = rows.filter((row) => row.target.site === 'before');
  if (before.length) {
    console.log('\nAfter (this build) against before (--before), same kind of page and language, mobile medians:');
    for (const {target, figures} of rows.filter((row) => row.target.site === 'ours')) {
      // The same page where the before build has it (two api pages a language), else the same kind's.
      const base =
        before.find((row) => row.target.path === target.path) ??
        before.find((row) => row.target.kind === target.kind && language(row.target) === language(target));
      if (!base) continue;
      const pair = (key: keyof RunFigures, format: (value: number) => string) =>
        `${format(med(base.figures.mobile, key))} -> ${format(med(figures.mobile, key))}`;
      console.log(
        `  ${target.path}: scripts ${pair('eagerJs', kib)}, TBT ${pair('tbt', (ms) => `${Math.round(ms)} ms`)}, ` +
          `perf ${pair('perf', String)}, LCP ${pair('lcp', (ms) => `${(ms / 1000).toFixed(2)} s`)}`,
      );
    }
  }

  console.log('\nTargets (this site):');
  for (const {target, figures} of rows.filter((row) => row.target.site === 'ours')) {
    const perf = med(figures.mobile, 'perf');
    const tbt = med(figures.mobile, 'tbt');
    const js = med(figures.mobile, 'eagerJs') / 1024;
    const mark = (ok: boolean) => (ok ? 'met' : 'NOT met');
    console.log(
      `  ${target.path}: mobile perf ${perf} >= ${BUDGET.mobilePerf[target.kind]} ${mark(perf >= BUDGET.mobilePerf[target.kind])}; ` +
        `TBT ${Math.round(tbt)} ms <= ${BUDGET.mobileTbtMs} ${mark(tbt <= BUDGET.mobileTbtMs)}; ` +
        `scripts ${js.toFixed(0)} KiB <= ${BUDGET.eagerJsKiB} ${mark(js <= BUDGET.eagerJsKiB)}`,
    );
  }
}

if (require.main === module) {
  let options: Options | undefined;
  try {
    const {values: args} = parseArgs({
      options: {
        runs: {type: 'string', default: '3'},
        'no-stock': {type: 'boolean', default: false},
        only: {type: 'string'},
        before: {type: 'string'},
        'mobile-only': {type: 'boolean', default: false},
        pages: {type: 'string'},
      },
    });
    const pages = parsePages(args.pages, BUILD_DIR);
    options = {
      ...(pages ? {pages} : {}),
      runs: Math.max(1, Number(args.runs) || 3),
      stock: !args['no-stock'],
      kinds: parseKinds(args.only),
      ...(args.before ? {before: path.resolve(args.before)} : {}),
      formFactors: args['mobile-only'] ? ['mobile'] : ['mobile', 'desktop'],
    };
  } catch (error) {
    console.error(`bench:pages: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 2;
  }
  if (options) {
    main(options).catch(stoppedEarly('bench:pages'));
  }
}
