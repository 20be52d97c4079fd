/**
 * Search benchmark on the production build, both locales: prints figures and never fails on them (a bad
 * option stops it with exit code 2 and a message; no index in build/, or a run that stops early, exit 1).
 *   - index: extraction of the built HTML and index build, the index on disk (raw / gzip)
 *   - what the search returns first: every doc title (first / first 3) and the relevance set (first 5),
 *     in the modal's order (Node)
 *   - the readers' set (heldout.json), tune and held-out halves, per class, typed into the modal
 *   - in headless Chromium, through the real DocSearch modal: index bytes transferred from opening the
 *     modal to the first result (gzip), the modal's own code and styles (loaded on first use), and the
 *     time from the last keystroke to the rendered results
 *   npm run bench:search       (needs `npm run build` first)
 *   npm run bench:search -- --before <another build>   only the keystroke latency, of both builds in turns
 * Budgets (issue "Search"): ≤ 60 KiB gzip of index before the first English result, ≤ 90 KiB Chinese;
 * p95 ≤ 50 ms per keystroke once loaded.
 */
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {LOCALE_CODES, localeBaseUrl, LOCALES, type Locale} from '../config/locales';
import {
  buildIndex,
  classReport,
  engineFor,
  evaluate,
  extractSite,
  figuresOf,
  formatFigures,
  ModalProbe,
  readerSet,
  relevanceSet,
  rewritesOf,
  shareWithin,
  synonymsOf,
  titleSet,
  writeIndex,
} from '../plugins/local-search';
import {BUILD_DIR, ROOT, localeBuildDir} from '../lib/build';
import {hydrated, openSite} from '../lib/browser';
import type {Page} from 'playwright-core';
import {folderSize, gzipSize, kib} from './lib/sizes';
import {stoppedEarly} from './lib/stopped';

const ms = (value: number) => `${value.toFixed(1)} ms`;
const percent = (share: number) => `${(share * 100).toFixed(1)} %`;

/** The modal's cap on a query, and the search page's. */
const PASTE_LENGTHS = {modal: 64, page: 512} as const;

/**
 * Text a reader might paste: the first `length` characters of the prose of every tenth doc page of a
 * locale, in path order, that has that many (front matter, code blocks, imports, tags and Markdown marks
 * left out).
 */
export function pastedParagraphs(locale: Locale, length: number): string[] {
  const dir = path.join(ROOT, LOCALES[locale].docsDir);
  const files = fs
    .readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((file) => /\.mdx?$/.test(file))
    .sort();
  const paragraphs: string[] = [];
  files.forEach((file, at) => {
    if (at % 10 !== 0) return;
    const text = fs
      .readFileSync(path.join(dir, file), 'utf8')
      .replace(/^---\n[\s\S]*?\n---\n/, '')
      .replace(/```[\s\S]*?```/g, '\n\n');
    const prose = text
      .split(/\n\s*\n/)
      .map((paragraph) =>
        paragraph
          .replace(/^(import|export) .*$/gm, '')
          .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
          .replace(/\{#[^}]*\}/g, '')
          .replace(/<[^>]+>|[#*`>|_]/g, '')
          .replace(/\s+/g, ' ')
          .trim(),
      )
      .filter(Boolean)
      .join(' ');
    if ([...prose].length >= length) paragraphs.push([...prose].slice(0, length).join(''));
  });
  return paragraphs;
}

/** A pasted paragraph of the search page's length, searched by the shipped engine in Node: ms per search. */
async function pasteFigures(locale: Locale): Promise<void> {
  const engine = engineFor(locale);
  const paragraphs = pastedParagraphs(locale, PASTE_LENGTHS.page);
  const timings: number[] = [];
  // Twice each, the first not counted: it loads the index shards the paragraph needs.
  for (const round of [0, 1]) {
    for (const query of paragraphs) {
      const started = performance.now();
      await engine.search({query});
      if (round === 1) timings.push(performance.now() - started);
    }
  }
  console.log(
    `  ${locale}: ${PASTE_LENGTHS.page} characters p50 ${ms(percentile(timings, 50))}, p95 ${ms(percentile(timings, 95))}, ` +
      `max ${ms(Math.max(...timings))} (${timings.length} paragraphs)`,
  );
}

function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** The routes of a locale's doc and blog pages, from the built folders (what postBuild gets as routesPaths). */
function builtRoutes(locale: Locale): string[] {
  const root = localeBuildDir(locale);
  const others = new Set(LOCALE_CODES.filter((code) => code !== locale).map((code) => localeBuildDir(code)));
  const routes: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
      const full = path.join(dir, entry.name);
      if (!entry.isDirectory() || others.has(full) || ['assets', 'search-index', 'img'].includes(entry.name)) continue;
      if (fs.existsSync(path.join(full, 'index.html')))
        routes.push(`${localeBaseUrl(locale)}${path.relative(root, full).split(path.sep).join('/')}`);
      walk(full);
    }
  };
  walk(root);
  return routes;
}

/** The budgets: gzip bytes of index before the first result, and p95 of the last keystroke to results. */
const BUDGET: Record<Locale, {indexBytes: number; keystrokeP95: number}> = {
  'zh-Hans': {indexBytes: 90 * 1024, keystrokeP95: 50},
  en: {indexBytes: 60 * 1024, keystrokeP95: 50},
};

async function indexFigures(locale: Locale): Promise<void> {
  const started = performance.now();
  const pages = await extractSite(localeBuildDir(locale), localeBaseUrl(locale), builtRoutes(locale), LOCALES[locale].blogLabel);
  const extracted = performance.now();
  const index = buildIndex(locale, pages, {base: localeBaseUrl(locale), synonyms: synonymsOf(locale), rewrites: rewritesOf(locale)});
  const scratch = fs.mkdtempSync(path.join(BUILD_DIR, '..', '.bench-index-'));
  try {
    await writeIndex(scratch, index);
  } finally {
    fs.rmSync(scratch, {recursive: true, force: true});
  }
  const built = performance.now();
  const size = folderSize(path.join(localeBuildDir(locale), 'search-index'), true);
  console.log(
    `  ${locale}: ${pages.length} pages, ${index.manifest.n} records; extraction ${((extracted - started) / 1000).toFixed(2)} s, ` +
      `index build and write ${((built - extracted) / 1000).toFixed(2)} s; on disk ${kib(size.raw)} raw, ${kib(size.gzip)} gzip, ${size.files} files`,
  );
}

async function rankingFigures(locale: Locale): Promise<void> {
  const titles = await evaluate(locale, titleSet(locale), 3);
  const relevance = await evaluate(locale, relevanceSet(locale), 5);
  console.log(
    `  ${locale}: titles first ${percent(shareWithin(titles, 1))}, first 3 ${percent(shareWithin(titles, 3))} (${titles.length}); ` +
      `relevance set first 5 ${percent(shareWithin(relevance, 5))} (${relevance.length})`,
  );
}

/** Loads `url` in `page`, waits for hydration and opens the search modal with Ctrl+K, ready to type into. */
async function openModal(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await hydrated(page);
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Input').waitFor();
}

/** The time from the last keystroke of `query` to its results, in the open modal (NaN: nothing changed). */
function timeKeystroke(page: Page, query: string): Promise<number> {
  return page.evaluate(
    (value) =>
      new Promise<number>((resolve) => {
        const input = document.querySelector<HTMLInputElement>('.DocSearch-Input')!;
        const dropdown = document.querySelector('.DocSearch-Dropdown')!;
        const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
        const settle = (then: () => void) => {
          let last = performance.now();
          const observer = new MutationObserver(() => (last = performance.now()));
          observer.observe(dropdown, {childList: true, subtree: true, characterData: true});
          const check = () => {
            if (performance.now() - last > 150) {
              observer.disconnect();
              then();
            } else requestAnimationFrame(check);
          };
          requestAnimationFrame(check);
        };
        setValue.call(input, value.slice(0, -1));
        input.dispatchEvent(new Event('input', {bubbles: true}));
        settle(() => {
          let changed = 0;
          const observer = new MutationObserver(() => (changed = performance.now()));
          observer.observe(dropdown, {childList: true, subtree: true, characterData: true});
          const started = performance.now();
          setValue.call(input, value);
          input.dispatchEvent(new Event('input', {bubbles: true}));
          settle(() => {
            observer.disconnect();
            resolve(changed === 0 ? NaN : changed - started);
          });
        });
      }),
    query,
  );
}

/** Rounds over the queries in each keystroke measurement; the first warms the pages and is not counted. */
const KEYSTROKE_ROUNDS = 3;

/**
 * Last keystroke to rendered results, once the index is loaded, on one or more pages with the modal
 * open: for each query, type it but its last character, wait until the results render, then time the
 * last keystroke until they change and stay unchanged for 150 ms. Each query is timed on every page
 * in turn, the order of the pages flipped every round, so that a change of the machine's load falls on
 * all of them alike. `KEYSTROKE_ROUNDS` rounds; the first is not counted. One list of timings a page.
 */
async function keystrokeTimings(pages: readonly Page[], queries: readonly string[]): Promise<number[][]> {
  const timings = pages.map((): number[] => []);
  const order = pages.map((_, at) => at);
  for (let round = 0; round < KEYSTROKE_ROUNDS; round += 1) {
    for (const query of queries) {
      for (const at of round % 2 === 0 ? order : [...order].reverse()) {
        const elapsed = await timeKeystroke(pages[at]!, query);
        if (round > 0 && Number.isFinite(elapsed)) timings[at]!.push(elapsed);
      }
    }
  }
  return timings;
}

async function browserFigures(): Promise<void> {
  const site = await openSite();
  try {
    for (const locale of LOCALE_CODES) {
      const home = localeBaseUrl(locale);
      const queries = relevanceSet(locale).map((entry) => entry.query);
      // Bytes from opening the modal to the first result, with a cold cache: the index (the budget) and
      // the modal's own code and styles, which load on the first open (or on hover, before it). Links
      // prefetched meanwhile are not part of search.
      const transferred: number[] = [];
      const modalCode: number[] = [];
      for (const query of queries.slice(0, 10)) {
        const {page} = await site.newPage();
        await page.goto(site.url(home));
        await hydrated(page);
        const index: Array<Promise<number>> = [];
        const code: Array<Promise<number>> = [];
        let shown = false;
        page.on('request', (request) => {
          if (shown) return;
          const kind = request.url().includes('/search-index/')
            ? index
            : ['script', 'stylesheet'].includes(request.resourceType())
              ? code
              : null;
          kind?.push(
            request
              .response()
              .then((response) => response?.body())
              .then((body) => (body ? gzipSize(body) : 0))
              .catch(() => 0),
          );
        });
        await page.keyboard.press('Control+k');
        await page.locator('.DocSearch-Input').fill(query);
        await page.locator('.DocSearch-Hit, .DocSearch-NoResults').first().waitFor({timeout: 15000});
        shown = true;
        transferred.push((await Promise.all(index)).reduce((a, b) => a + b, 0));
        modalCode.push((await Promise.all(code)).reduce((a, b) => a + b, 0));
        await page.close();
      }
      const {page} = await site.newPage();
      await openModal(page, site.url(home));
      const [timings = []] = await keystrokeTimings([page], queries);
      const [pasted = []] = await keystrokeTimings([page], pastedParagraphs(locale, PASTE_LENGTHS.modal));
      await page.close();
      const average = transferred.reduce((a, b) => a + b, 0) / transferred.length;
      const most = Math.max(...transferred);
      const p95 = percentile(timings, 95);
      const budget = BUDGET[locale];
      const verdict = (within: boolean) => (within ? 'within budget' : 'OVER BUDGET');
      console.log(
        `  ${locale}: index before the first result ${kib(average)} average, ${kib(most)} max (gzip, ${transferred.length} cold queries; ` +
          `budget ${kib(budget.indexBytes)}: ${verdict(most <= budget.indexBytes)}); ` +
          `the modal's code and styles ${kib(Math.max(...modalCode))} on its first open; ` +
          `last keystroke → results p50 ${ms(percentile(timings, 50))}, p95 ${ms(p95)} (${timings.length} warm timings, ${KEYSTROKE_ROUNDS - 1} a query; ` +
          `budget ${ms(budget.keystrokeP95)}: ${verdict(p95 <= budget.keystrokeP95)}); ` +
          `a pasted paragraph of ${PASTE_LENGTHS.modal} characters p50 ${ms(percentile(pasted, 50))}, p95 ${ms(percentile(pasted, 95))} (${pasted.length})`,
      );
    }
  } finally {
    await site.close();
  }
}

/**
 * Keystroke latency of this build next to another one (`--before <build>`), in one run: each query
 * is timed on both, one right after the other and in turns, so that a slow machine slows both alike.
 */
async function keystrokeAgainst(before: string): Promise<void> {
  const sites = {before: await openSite({dir: before}), 'this build': await openSite()};
  try {
    for (const locale of LOCALE_CODES) {
      const queries = relevanceSet(locale).map((entry) => entry.query);
      const names = ['before', 'this build'] as const;
      const pages = await Promise.all(
        names.map(async (name) => {
          const {page} = await sites[name].newPage();
          await openModal(page, sites[name].url(localeBaseUrl(locale)));
          return page;
        }),
      );
      for (const [what, typed] of [
        ['last keystroke → results', queries],
        [`a pasted paragraph of ${PASTE_LENGTHS.modal} characters → results`, pastedParagraphs(locale, PASTE_LENGTHS.modal)],
      ] as const) {
        const [earlier = [], later = []] = await keystrokeTimings(pages, typed);
        const timings = {before: earlier, 'this build': later};
        const line = (name: keyof typeof timings) =>
          `${name} p50 ${ms(percentile(timings[name], 50))}, p95 ${ms(percentile(timings[name], 95))} (${timings[name].length})`;
        console.log(`  ${locale}: ${what}, ${line('before')}; ${line('this build')}`);
      }
    }
  } finally {
    await Promise.all(Object.values(sites).map((site) => site.close()));
  }
}

/** The readers' set typed into the real modal: recall@5 and first, per half and per class. */
async function modalFigures(): Promise<void> {
  const site = await openSite();
  try {
    for (const locale of LOCALE_CODES) {
      const probe = await ModalProbe.open(site, locale);
      for (const half of ['tune', 'heldout'] as const) {
        const cases = readerSet(locale, half);
        const started = performance.now();
        const outcomes = await probe.measure(cases);
        const seconds = (performance.now() - started) / 1000;
        console.log(`  ${locale} ${half}: ${formatFigures(figuresOf(outcomes))} in ${seconds.toFixed(1)} s`);
        for (const line of classReport(cases, outcomes).slice(0, -1)) console.log(`      ${line}`);
      }
    }
  } finally {
    await site.close();
  }
}

/**
 * The manifests of a local search index that `buildDir` lacks, one a locale, relative to it: none for a
 * full build made without Algolia; some for a build of one locale (`--locale en`) or with Algolia.
 */
export function missingIndexes(buildDir: string): string[] {
  return LOCALE_CODES.map((locale) => path.join(localeBuildDir(locale, buildDir), 'search-index', 'manifest.json'))
    .filter((manifest) => !fs.existsSync(manifest))
    .map((manifest) => path.relative(buildDir, manifest));
}

interface Options {
  /** Another build of this site, its keystrokes timed alongside this build's (absolute). */
  readonly before?: string;
}

/**
 * The bench's options from its command line: `--before <build>`, another built site with a local
 * search index, made absolute. Anything else (an unknown option, a missing value, a folder without an
 * index) throws, with a message that says what was wrong.
 */
export function parseOptions(args: readonly string[]): Options {
  const {before} = parseArgs({args: [...args], options: {before: {type: 'string'}}}).values;
  if (before === undefined) return {};
  if (!before.trim()) throw new Error('--before takes the folder of another build, e.g. --before /tmp/old/build');
  const dir = path.resolve(before);
  const missing = missingIndexes(dir);
  if (missing.length) {
    throw new Error(`--before ${before}: no built site with a local search index there (no ${missing.join(', no ')}).`);
  }
  return {before: dir};
}

async function main({before}: Options): Promise<void> {
  const missing = missingIndexes(BUILD_DIR);
  if (missing.length) {
    console.error(
      `No local search index in build/ (no ${missing.join(', no ')}): run "npm run build" first, both locales, without ALGOLIA_* variables.`,
    );
    process.exitCode = 1;
    return;
  }
  if (before !== undefined) {
    console.log(`Last keystroke → results in headless Chromium, this build next to ${before} in one run:`);
    await keystrokeAgainst(before);
    return;
  }
  console.log('Index (Node, from the built HTML):');
  for (const locale of LOCALE_CODES) await indexFigures(locale);
  console.log('What the search returns first (Node, the shipped engine):');
  for (const locale of LOCALE_CODES) await rankingFigures(locale);
  console.log(`A pasted paragraph on the search page (Node, the shipped engine):`);
  for (const locale of LOCALE_CODES) await pasteFigures(locale);
  console.log('In headless Chromium, through the DocSearch modal:');
  await browserFigures();
  console.log("The readers' set (heldout.json) typed into the modal:");
  await modalFigures();
}

if (require.main === module) {
  let options: Options | undefined;
  try {
    options = parseOptions(process.argv.slice(2));
  } catch (error) {
    console.error(`bench:search: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 2;
  }
  if (options) {
    main(options).catch(stoppedEarly('bench:search'));
  }
}
