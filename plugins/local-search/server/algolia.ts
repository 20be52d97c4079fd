/**
 * The hosted Algolia backend: the index settings DocSearch expects and the upload of the site's
 * records (the same pages the local index is built from, in the DocSearch crawler's shape). The
 * command is scripts/algolia-upload.ts.
 */
import {algoliasearch, type IndexSettings, type Rule} from 'algoliasearch';
import type {AlgoliaRecord} from './buildIndex';
import {fnv1a} from '../shared/records';
import {
  API_QUERY_WORDS,
  CREDENTIAL_QUERY_WORDS,
  HELM_RELEASE_QUERY_WORDS,
  HTTP_ERROR_STATUS_WORDS,
  RELEASE_QUERY_WORDS,
  UPGRADE_QUERY_WORDS,
  type QueryShape,
} from '../shared/kinds';

/** DocSearch's index settings: what is searched, in which order, and what can be filtered. */
export const INDEX_SETTINGS: IndexSettings = {
  // kind and product (shared/kinds.ts): the search page's filters; kindOrder and isConfig: the query rules' boosts.
  attributesForFaceting: [
    'type',
    'language',
    'docusaurus_tag',
    'searchable(kind)',
    'searchable(product)',
    'filterOnly(kindOrder)',
    'filterOnly(isConfig)',
  ],
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
  customRanking: ['asc(weight.kindRank)', 'desc(weight.pageRank)', 'desc(weight.level)', 'asc(weight.order)', 'asc(weight.position)'],
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
 * The optional filters that order kinds for a query shape as the local engine does (kinds.ts
 * kindTier): the records' `kindOrder` holds `<shape>-<tier>`; tier 0 scores 2, tier 1 scores 1, the
 * rest nothing, ahead of customRanking, without hiding any record.
 */
export function shapeFilters(shape: QueryShape): string[] {
  return [`kindOrder:${shape}-0<score=2>`, `kindOrder:${shape}-1<score=1>`];
}

/**
 * Query rules that carry the local engine's query shapes (kinds.ts) to Algolia: a query holding a
 * word that asks for the reference (API, 接口, REST, error code, the `err` of a code such as
 * REPO-ERR-1) takes the kind order of an API-shaped query (the REST reference, then the guides and
 * the configuration reference, then the rest); one that asks about releases, that of release
 * queries. Rules match words, not patterns: a configuration key (a dotted key, an environment
 * variable), an HTTP method with a path and an error-code prefix in capitals have no rule (see
 * README.md), and the hosted index ranks them by text alone.
 */
export function queryRules(): Rule[] {
  const rule = (word: string, shape: QueryShape): Rule => ({
    objectID: `kind-${shape}-${fnv1a(word)}`,
    conditions: [{pattern: word, anchoring: 'contains'}],
    consequence: {params: {optionalFilters: shapeFilters(shape)}},
    description: `"${word}" orders kinds as for a query of shape ${shape} (plugins/local-search/shared/kinds.ts kindTier)`,
  });
  // "API key" names a credential, not the reference, "升级到新版本" asks for the upgrade steps, not the
  // release notes, and an HTTP error status is a symptom (kinds.ts queryShape): rules that set no kind
  // order, and that Algolia's rule precedence (the match nearest the start, then the longer one) prefers
  // to the rule for "api" or "新版本" when they come first ("401 unauthorized api"; in "调用接口返回 401"
  // the rule for 接口 comes first and wins).
  const plain = (word: string, what: string): Rule => ({
    objectID: `kind-plain-${fnv1a(word)}`,
    conditions: [{pattern: word, anchoring: 'contains'}],
    consequence: {params: {optionalFilters: []}},
    description: `"${word}" ${what}: the kind order of plain words (plugins/local-search/shared/kinds.ts queryShape)`,
  });
  return [
    ...[...API_QUERY_WORDS, 'err'].map((word) => rule(word, 'api')),
    ...RELEASE_QUERY_WORDS.map((word) => rule(word, 'release')),
    ...CREDENTIAL_QUERY_WORDS.map((word) => plain(word, 'names a credential')),
    ...UPGRADE_QUERY_WORDS.map((word) => plain(word, 'asks how to upgrade')),
    ...HELM_RELEASE_QUERY_WORDS.map((word) => plain(word, 'names a Helm release, an installed chart')),
    ...HTTP_ERROR_STATUS_WORDS.map((word) => plain(word, 'is an HTTP error status, a symptom')),
  ];
}

export interface UploadOptions {
  readonly appId: string;
  readonly apiKey: string;
  readonly indexName: string;
  readonly records: readonly AlgoliaRecord[];
  /** Synonym groups (synonyms.json, every language): the index reads a query as the local search does. */
  readonly synonyms?: ReadonlyArray<readonly string[]>;
  /** Everyday words and the site's words for them (everyday.json, every language): one-way synonyms. */
  readonly rewrites?: ReadonlyArray<readonly [string, string]>;
  /** Only for tests: where the Algolia API is. */
  readonly hosts?: ReadonlyArray<{url: string; protocol: 'http' | 'https'}>;
}

/** Replaces the index's records and settings in one atomic swap (a temporary index is moved over it). */
export async function uploadRecords({
  appId,
  apiKey,
  indexName,
  records,
  synonyms = [],
  rewrites = [],
  hosts,
}: UploadOptions): Promise<void> {
  const client = algoliasearch(appId, apiKey, hosts ? {hosts: hosts.map((host) => ({...host, accept: 'readWrite' as const}))} : undefined);
  await client.replaceAllObjects({indexName, objects: records as unknown as Array<Record<string, unknown>>, batchSize: 1000});
  await client.setSettings({indexName, indexSettings: settingsWith(rewrites)});
  await client.saveSynonyms({
    indexName,
    synonymHit: [...synonymHits(synonyms), ...oneWaySynonymHits(rewrites)],
    replaceExistingSynonyms: true,
  });
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

/** The index settings with the everyday words that have no site word (a filler such as "am") optional, as the local engine drops them. */
export function settingsWith(rewrites: ReadonlyArray<readonly [string, string]>): IndexSettings {
  const fillers = [...new Set(rewrites.filter(([from, to]) => from.trim() !== '' && to.trim() === '').map(([from]) => from.trim()))];
  return fillers.length > 0 ? {...INDEX_SETTINGS, optionalWords: fillers} : INDEX_SETTINGS;
}

/** Algolia one-way synonyms for the everyday words (everyday.json): the reader's word also searches the site's word. */
export function oneWaySynonymHits(
  rewrites: ReadonlyArray<readonly [string, string]>,
): Array<{objectID: string; type: 'oneWaySynonym'; input: string; synonyms: string[]}> {
  const seen = new Set<string>();
  const hits: Array<{objectID: string; type: 'oneWaySynonym'; input: string; synonyms: string[]}> = [];
  for (const [from, to] of rewrites) {
    const [input, synonym] = [from.trim(), to.trim()];
    const key = `${input}→${synonym}`;
    if (!input || !synonym || input === synonym || seen.has(key)) continue;
    seen.add(key);
    hits.push({objectID: `oneway-${fnv1a(key)}`, type: 'oneWaySynonym', input, synonyms: [synonym]});
  }
  return hits;
}
