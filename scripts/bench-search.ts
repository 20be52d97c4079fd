/**
 * Search benchmark on the production build, both locales: prints figures, never fails.
 *
 * Engines compared on the same records (the ones the build extracts from its HTML):
 *   - sharded: the shipped local index (manifest + per-prefix shards + per-page files)
 *   - minisearch: one whole-site MiniSearch index per locale, the usual single-file approach
 * For each: index build time, size on disk (raw, gzip), bytes a first query needs (gzip), and
 * p50 / p95 query time in Node once loaded.
 * Then the shipped engine in headless Chromium, through the real DocSearch modal: bytes transferred
 * from opening the modal to the first result (gzip), and p50 / p95 from keystroke to rendered results.
 *   npm run bench:search       (needs `npm run build` first)
 */
import fs from 'node:fs';
import path from 'node:path';
import MiniSearch from 'minisearch';
import {buildIndex} from '../plugins/local-search/server/buildIndex';
import {recordsFile} from '../plugins/local-search/server/site';
import {synonymsOf} from '../plugins/local-search';
import {SearchEngine} from '../plugins/local-search/client/engine';
import {indexTerms, queryTerms} from '../plugins/local-search/shared/tokenize';
import type {SourcePage} from '../plugins/local-search/shared/format';
import {hydrated, openSite} from './lib/browser';
import {folderSize, gzipSize, kib} from './lib/sizes';
import queries from '../plugins/local-search/relevance/queries.json';

const BUILD = path.join(__dirname, '..', 'build');
const LOCALES = [
  {locale: 'en', dir: path.join(BUILD, 'en'), home: '/docs/en/'},
  {locale: 'zh-Hans', dir: BUILD, home: '/docs/'},
] as const;

const gz = gzipSize;
const ms = (value: number) => `${value.toFixed(2)} ms`;

function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

function queriesOf(locale: string): string[] {
  return (queries as Record<string, Array<{query: string}>>)[locale]!.map((entry) => entry.query);
}

interface Row {
  engine: string;
  locale: string;
  buildMs: number;
  rawBytes: number;
  gzipBytes: number;
  firstQueryGzip: number;
  p50: number;
  p95: number;
}

async function sharded(locale: string, dir: string, home: string, pages: SourcePage[]): Promise<Row> {
  const started = performance.now();
  buildIndex(locale, pages, {base: home, synonyms: synonymsOf(locale)});
  const buildMs = performance.now() - started;
  const indexDir = path.join(dir, 'search-index');
  const size = folderSize(indexDir, true);
  const gzipOf = new Map<string, number>();
  const read = (file: string) => fs.readFileSync(path.join(indexDir, file));
  // Cold: a fresh engine per query, counting what it fetches for the query and its first 20 hits.
  const firstBytes: number[] = [];
  for (const query of queriesOf(locale)) {
    let bytes = 0;
    const engine = new SearchEngine(async (file) => {
      const data = read(file);
      if (!gzipOf.has(file)) gzipOf.set(file, gz(data));
      bytes += gzipOf.get(file)!;
      return JSON.parse(data.toString('utf8'));
    });
    const {matches} = await engine.search({query});
    await Promise.all([...new Set(matches.slice(0, 20).map((match) => match.page))].map((page) => engine.getPage(page)));
    firstBytes.push(bytes);
  }
  // Warm: one engine, every file already loaded.
  const engine = new SearchEngine(async (file) => JSON.parse(read(file).toString('utf8')));
  for (const query of queriesOf(locale)) await engine.search({query});
  const times: number[] = [];
  for (let round = 0; round < 5; round += 1) {
    for (const query of queriesOf(locale)) {
      const t0 = performance.now();
      const {matches} = await engine.search({query});
      await Promise.all([...new Set(matches.slice(0, 20).map((match) => match.page))].map((page) => engine.getPage(page)));
      times.push(performance.now() - t0);
    }
  }
  return {
    engine: 'sharded (shipped)',
    locale,
    buildMs,
    rawBytes: size.raw,
    gzipBytes: size.gzip,
    firstQueryGzip: firstBytes.reduce((a, b) => a + b, 0) / firstBytes.length,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
  };
}

function miniSearch(locale: string, pages: SourcePage[]): Row {
  const started = performance.now();
  const documents = pages.flatMap((page, p) =>
    page.records.map((record, r) => ({id: `${p}:${r}`, text: record.text, title: page.records[0]!.text, type: record.type})),
  );
  const tokenize = (text: string) => [...indexTerms(text).keys()];
  const index = new MiniSearch({
    fields: ['text', 'title'],
    storeFields: ['type'],
    tokenize,
    processTerm: (term) => term,
    searchOptions: {boost: {title: 3}, prefix: true, combineWith: 'AND', tokenize: (q) => queryTerms(q).map((term) => term.text)},
  });
  index.addAll(documents);
  const serialized = JSON.stringify(index);
  // What a reader must download before the first result: the whole index plus the records' text.
  const records = JSON.stringify(pages);
  const buildMs = performance.now() - started;
  const loaded = MiniSearch.loadJSON(serialized, {fields: ['text', 'title'], storeFields: ['type'], tokenize, processTerm: (term) => term});
  const times: number[] = [];
  for (let round = 0; round < 5; round += 1) {
    for (const query of queriesOf(locale)) {
      const t0 = performance.now();
      loaded
        .search(query, {boost: {title: 3}, prefix: true, combineWith: 'AND', tokenize: (q) => queryTerms(q).map((term) => term.text)})
        .slice(0, 20);
      times.push(performance.now() - t0);
    }
  }
  const gzipBytes = gz(serialized) + gz(records);
  return {
    engine: 'minisearch (single index)',
    locale,
    buildMs,
    rawBytes: serialized.length + records.length,
    gzipBytes,
    firstQueryGzip: gzipBytes,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
  };
}

async function browser(): Promise<void> {
  const site = await openSite();
  try {
    for (const {locale, home} of LOCALES) {
      const list = queriesOf(locale);
      // Bytes from opening the modal to the first result, with a cold cache, for a few queries.
      const transferred: number[] = [];
      for (const query of list.slice(0, 5)) {
        const {page} = await site.newPage();
        await page.goto(site.url(home));
        await hydrated(page);
        // Every response to a request made before the first result shows (the client fetches the
        // pages of its hits before it answers, so that is the whole cost of the first query).
        const bodies: Array<Promise<number>> = [];
        let shown = false;
        page.on('request', (request) => {
          if (shown) return;
          bodies.push(
            request
              .response()
              .then((response) => response?.body())
              .then((body) => (body ? gz(body) : 0))
              .catch(() => 0),
          );
        });
        await page.keyboard.press('Control+k');
        await page.locator('.DocSearch-Input').fill(query);
        await page.locator('.DocSearch-Hit, .DocSearch-NoResults').first().waitFor({timeout: 15000});
        shown = true;
        transferred.push((await Promise.all(bodies)).reduce((a, b) => a + b, 0));
        await page.close();
      }
      // Keystroke to rendered results, once the index is loaded: type the query but its last
      // character, let the results settle, then time the last keystroke until the results stop
      // changing (the last DOM change after it). Each query runs once first to load its shards.
      const {page} = await site.newPage();
      await page.goto(site.url(home));
      await hydrated(page);
      await page.keyboard.press('Control+k');
      await page.locator('.DocSearch-Input').waitFor();
      const timings: number[] = [];
      for (let round = 0; round < 3; round += 1) {
        for (const query of list) {
          const elapsed = await page.evaluate(
            (value) =>
              new Promise<number>((resolve) => {
                const input = document.querySelector<HTMLInputElement>('.DocSearch-Input')!;
                const dropdown = document.querySelector('.DocSearch-Dropdown')!;
                const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
                setValue.call(input, value.slice(0, -1));
                input.dispatchEvent(new Event('input', {bubbles: true}));
                setTimeout(() => {
                  let last = 0;
                  const observer = new MutationObserver(() => {
                    last = performance.now();
                  });
                  observer.observe(dropdown, {childList: true, subtree: true, characterData: true});
                  const started = performance.now();
                  setValue.call(input, value);
                  input.dispatchEvent(new Event('input', {bubbles: true}));
                  setTimeout(() => {
                    observer.disconnect();
                    resolve(last === 0 ? NaN : last - started);
                  }, 400);
                }, 400);
              }),
            query,
          );
          if (round > 0 && Number.isFinite(elapsed)) timings.push(elapsed);
        }
      }
      await page.close();
      const average = transferred.reduce((a, b) => a + b, 0) / transferred.length;
      console.log(
        `  ${locale}: bytes before the first result ${kib(average)} average, ${kib(Math.max(...transferred))} max (gzip, ${transferred.length} cold queries); ` +
          `keystroke → results p50 ${ms(percentile(timings, 50))}, p95 ${ms(percentile(timings, 95))} (${timings.length} warm queries)`,
      );
    }
  } finally {
    await site.close();
  }
}

async function main(): Promise<void> {
  if (!fs.existsSync(path.join(BUILD, '404.html'))) {
    console.log('No build/ to measure: run "npm run build" first.');
    return;
  }
  const rows: Row[] = [];
  for (const {locale, dir, home} of LOCALES) {
    const pages = JSON.parse(fs.readFileSync(recordsFile(path.join(__dirname, '..', '.docusaurus'), locale), 'utf8')) as SourcePage[];
    console.log(`  ${locale}: ${pages.length} pages, ${pages.reduce((sum, page) => sum + page.records.length, 0)} records`);
    rows.push(await sharded(locale, dir, home, pages));
    rows.push(miniSearch(locale, pages));
  }
  console.log('\nEngines (Node, same records, query set of tests/search/queries.json):');
  console.log('| engine | locale | index build | on disk (raw / gzip) | first query needs (gzip) | p50 | p95 |');
  console.log('|---|---|---|---|---|---|---|');
  for (const row of rows) {
    console.log(
      `| ${row.engine} | ${row.locale} | ${(row.buildMs / 1000).toFixed(2)} s | ${kib(row.rawBytes)} / ${kib(row.gzipBytes)} | ${kib(row.firstQueryGzip)} | ${ms(row.p50)} | ${ms(row.p95)} |`,
    );
  }
  console.log('\nShipped engine in headless Chromium, through the DocSearch modal:');
  await browser();
}

main().catch((error: unknown) => {
  console.log(`bench:search stopped early: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
});
