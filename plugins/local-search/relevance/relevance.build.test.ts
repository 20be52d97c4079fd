/**
 * Search relevance on the production build: for each query of tests/search/queries.json, is one of
 * the pages a reader would expect among the first 5 pages the local index returns (recall@5)?
 * Fails below 80 % in either locale; prints the misses.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {SearchEngine} from '../client/engine';
import {localeBuildDir} from '../../../scripts/lib/build';
import {isLocale} from '../../../config/locales';
import queries from './queries.json';

const THRESHOLD = 0.8;
const TOP = 5;

function engineFor(locale: string): SearchEngine {
  if (!isLocale(locale)) throw new Error(`unknown locale ${locale}`);
  const dir = path.join(localeBuildDir(locale), 'search-index');
  return new SearchEngine(async (file) => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')));
}

/** The first `TOP` distinct pages of the results, as route paths without the locale prefix. */
async function topPages(engine: SearchEngine, query: string, prefix: string): Promise<string[]> {
  const {matches} = await engine.search({query, acceptTag: (tag) => tag.startsWith('docs-default')});
  const pages: string[] = [];
  for (const match of matches) {
    if (pages.length >= TOP) break;
    const page = await engine.getPage(match.page);
    const route = page.path.slice(prefix.length).replace(/\/$/, '');
    if (!pages.includes(route)) pages.push(route);
  }
  return pages;
}

for (const [locale, prefix] of [
  ['en', '/docs/en/'],
  ['zh-Hans', '/docs/'],
] as const) {
  test(`recall@${TOP} of the ${locale} query set is at least ${THRESHOLD * 100} %`, async () => {
    const set = (queries as Record<string, Array<{query: string; expect: string[]}>>)[locale]!;
    assert.ok(set.length >= 30, 'at least 30 queries per locale');
    const engine = engineFor(locale);
    const misses: string[] = [];
    for (const {query, expect} of set) {
      const found = await topPages(engine, query, prefix);
      if (!found.some((route) => expect.includes(route))) misses.push(`"${query}" → ${found.join(', ') || '(nothing)'}`);
    }
    const recall = (set.length - misses.length) / set.length;
    console.log(`# ${locale}: recall@${TOP} = ${(recall * 100).toFixed(1)} % (${set.length - misses.length}/${set.length})`);
    for (const miss of misses) console.log(`#   miss: ${miss}`);
    assert.ok(recall >= THRESHOLD, `recall@${TOP} ${(recall * 100).toFixed(1)} % is below ${THRESHOLD * 100} %`);
  });
}
