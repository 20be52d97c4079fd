/**
 * The hosted Algolia backend: the index settings DocSearch expects and the upload of the site's
 * records (the same pages the local index is built from, in the DocSearch crawler's shape). The
 * command is scripts/algolia-upload.ts.
 */
import {algoliasearch, type IndexSettings, type Rule} from 'algoliasearch';
import type {AlgoliaRecord} from './buildIndex';
import {fnv1a} from '../shared/records';
import {API_QUERY_WORDS, RELEASE_QUERY_WORDS} from '../shared/kinds';

/** DocSearch's index settings: what is searched, in which order, and what can be filtered. */
export const INDEX_SETTINGS: IndexSettings = {
  // kind and product (shared/kinds.ts): the search page's filters.
  attributesForFaceting: ['type', 'language', 'docusaurus_tag', 'searchable(kind)', 'searchable(product)'],
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
  // Guides, then release notes and posts, then the reference (kinds.ts): what plain words ask for. The
  // rules below put the reference first for API-shaped queries, as the local engine does.
  customRanking: ['asc(weight.kindRank)', 'desc(weight.pageRank)', 'desc(weight.level)', 'asc(weight.position)'],
  attributesToSnippet: ['content:10'],
  highlightPreTag: '<mark>',
  highlightPostTag: '</mark>',
  ignorePlurals: true,
  // The local engine's fallback for a long line no record holds in full (client/engine.ts requiredMatches).
  removeWordsIfNoResults: 'allOptional',
  advancedSyntax: true,
  queryLanguages: ['zh', 'en'],
  indexLanguages: ['zh', 'en'],
};

/**
 * Query rules that carry the local engine's query shapes (kinds.ts) to Algolia: a query holding a
 * word that asks for the reference (API, 接口, REST, error code) boosts the
 * reference over the customRanking; one that asks about releases boosts release notes. Optional
 * filters rank the matching kind first without hiding the others.
 */
export function queryRules(): Rule[] {
  const rule = (word: string, kinds: readonly string[], group: string): Rule => ({
    objectID: `kind-${group}-${fnv1a(word)}`,
    conditions: [{pattern: word, anchoring: 'contains'}],
    consequence: {params: {optionalFilters: kinds.map((kind) => `kind:${kind}`)}},
    description: `"${word}" asks for ${kinds.join(' / ')} pages first (plugins/local-search/shared/kinds.ts)`,
  });
  return [
    ...API_QUERY_WORDS.map((word) => rule(word, ['api', 'errors'], 'api')),
    ...RELEASE_QUERY_WORDS.map((word) => rule(word, ['release'], 'release')),
  ];
}

export interface UploadOptions {
  readonly appId: string;
  readonly apiKey: string;
  readonly indexName: string;
  readonly records: readonly AlgoliaRecord[];
  /** Synonym groups (synonyms.json, every language): the index reads a query as the local search does. */
  readonly synonyms?: ReadonlyArray<readonly string[]>;
  /** Only for tests: where the Algolia API is. */
  readonly hosts?: ReadonlyArray<{url: string; protocol: 'http' | 'https'}>;
}

/** Replaces the index's records and settings in one atomic swap (a temporary index is moved over it). */
export async function uploadRecords({appId, apiKey, indexName, records, synonyms = [], hosts}: UploadOptions): Promise<void> {
  const client = algoliasearch(appId, apiKey, hosts ? {hosts: hosts.map((host) => ({...host, accept: 'readWrite' as const}))} : undefined);
  await client.replaceAllObjects({indexName, objects: records as unknown as Array<Record<string, unknown>>, batchSize: 1000});
  await client.setSettings({indexName, indexSettings: INDEX_SETTINGS});
  await client.saveSynonyms({indexName, synonymHit: synonymHits(synonyms), replaceExistingSynonyms: true});
  await client.saveRules({indexName, rules: queryRules(), clearExistingRules: true});
}

/** Algolia synonym objects for groups of words that search for each other, with stable ids. */
export function synonymHits(groups: ReadonlyArray<readonly string[]>): Array<{objectID: string; type: 'synonym'; synonyms: string[]}> {
  const seen = new Set<string>();
  const hits: Array<{objectID: string; type: 'synonym'; synonyms: string[]}> = [];
  for (const group of groups) {
    const key = [...group].sort().join('|');
    if (seen.has(key)) continue;
    seen.add(key);
    hits.push({objectID: `synonyms-${fnv1a(key)}`, type: 'synonym', synonyms: [...group]});
  }
  return hits;
}
