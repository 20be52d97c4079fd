/**
 * Uploads the site's search records to a hosted Algolia index, for teams that serve the docs with
 * Algolia DocSearch instead of the built-in local index. The records are the ones the local index is
 * built from (plugins/search-index), in the DocSearch crawler's shape, both locales in one index
 * (the `language` facet keeps them apart).
 *
 *   npm run build
 *   ALGOLIA_APP_ID=… ALGOLIA_ADMIN_API_KEY=… ALGOLIA_INDEX_NAME=… npx tsx scripts/algolia-upload.ts
 *     [--build build] [--origin https://opencsg.com]
 *
 * Then build the site with ALGOLIA_APP_ID, ALGOLIA_API_KEY (the search-only key) and
 * ALGOLIA_INDEX_NAME set, and it searches that index.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import {algoliasearch, type IndexSettings} from 'algoliasearch';
import {extractPage} from '../plugins/search-index/extract';
import {toAlgoliaRecords, type AlgoliaRecord} from '../plugins/search-index/buildIndex';
import type {SourcePage} from '../src/search/format';

const BASE_URL = '/docs/';
const LOCALES = [
  {locale: 'zh-Hans', dir: '', blogLabel: '博客'},
  {locale: 'en', dir: 'en', blogLabel: 'Blog'},
] as const;

/** DocSearch's index settings: what is searched, in which order, and what can be filtered. */
export const INDEX_SETTINGS: IndexSettings = {
  attributesForFaceting: ['type', 'language', 'docusaurus_tag'],
  searchableAttributes: [
    'unordered(hierarchy.lvl0)',
    'unordered(hierarchy.lvl1)',
    'unordered(hierarchy.lvl2)',
    'unordered(hierarchy.lvl3)',
    'unordered(hierarchy.lvl4)',
    'unordered(hierarchy.lvl5)',
    'unordered(hierarchy.lvl6)',
    'content',
  ],
  distinct: true,
  attributeForDistinct: 'url',
  customRanking: ['desc(weight.pageRank)', 'desc(weight.level)', 'asc(weight.position)'],
  attributesToSnippet: ['content:10'],
  highlightPreTag: '<mark>',
  highlightPostTag: '</mark>',
  ignorePlurals: true,
  advancedSyntax: true,
  queryLanguages: ['zh', 'en'],
  indexLanguages: ['zh', 'en'],
};

async function listHtml(dir: string, skip: string | null): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await fs.readdir(dir, {withFileTypes: true})) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (full !== skip && entry.name !== 'assets' && entry.name !== 'search-index') out.push(...(await listHtml(full, skip)));
    } else if (entry.name === 'index.html') {
      out.push(full);
    }
  }
  return out;
}

/** Every doc page and blog post of the build, in both locales. */
export async function readBuiltPages(buildDir: string): Promise<SourcePage[]> {
  const pages: SourcePage[] = [];
  for (const {dir, blogLabel} of LOCALES) {
    const root = path.join(buildDir, dir);
    const otherLocale = dir === '' ? path.join(buildDir, 'en') : null;
    for (const file of (await listHtml(root, otherLocale)).sort()) {
      const relative = path.relative(root, path.dirname(file)).split(path.sep).join('/');
      const routePath = `${BASE_URL}${dir ? `${dir}/` : ''}${relative}`;
      const page = extractPage(await fs.readFile(file, 'utf8'), routePath, {blogLabel});
      if (page) pages.push(page);
    }
  }
  return pages;
}

export interface UploadOptions {
  readonly appId: string;
  readonly apiKey: string;
  readonly indexName: string;
  readonly records: readonly AlgoliaRecord[];
  /** Only for tests: where the Algolia API is. */
  readonly hosts?: ReadonlyArray<{url: string; protocol: 'http' | 'https'}>;
}

/** Replaces the index's records and settings in one atomic swap (a temporary index is moved over it). */
export async function uploadRecords({appId, apiKey, indexName, records, hosts}: UploadOptions): Promise<void> {
  const client = algoliasearch(appId, apiKey, hosts ? {hosts: hosts.map((host) => ({...host, accept: 'readWrite' as const}))} : undefined);
  await client.replaceAllObjects({indexName, objects: records as unknown as Array<Record<string, unknown>>, batchSize: 1000});
  await client.setSettings({indexName, indexSettings: INDEX_SETTINGS});
}

function option(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? (process.argv[index + 1] ?? fallback) : fallback;
}

async function main(): Promise<void> {
  const appId = process.env.ALGOLIA_APP_ID;
  const apiKey = process.env.ALGOLIA_ADMIN_API_KEY;
  const indexName = process.env.ALGOLIA_INDEX_NAME;
  if (!appId || !apiKey || !indexName) {
    throw new Error('Set ALGOLIA_APP_ID, ALGOLIA_ADMIN_API_KEY (a key that may write the index) and ALGOLIA_INDEX_NAME.');
  }
  const buildDir = path.resolve(option('build', 'build'));
  const origin = option('origin', 'https://opencsg.com');
  const pages = await readBuiltPages(buildDir);
  if (pages.length === 0) throw new Error(`No built doc pages in ${buildDir}: run "npm run build" first.`);
  const records = toAlgoliaRecords(origin, pages);
  console.log(`Uploading ${records.length} records from ${pages.length} pages to the Algolia index "${indexName}"…`);
  await uploadRecords({appId, apiKey, indexName, records});
  console.log('Done.');
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
