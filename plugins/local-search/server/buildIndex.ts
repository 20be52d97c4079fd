/**
 * Turns the pages extracted from the built HTML into the static index of plugins/local-search/shared/format.ts, and
 * into Algolia crawler-style records for teams that upload them to a hosted index.
 */
import {indexTerms, shardFileName, shardKey} from '../shared/tokenize';
import {canonical} from '../shared/synonyms';
import {sideOf, counterpartPathOf} from '../shared/counterparts';
import {
  CHUNK_SIZE,
  COMMON_TERM,
  INDEX_VERSION,
  chunkFile,
  termFile,
  typeCode,
  type DisplayRecord,
  type Manifest,
  type PageOutline,
  type RecordType,
  type Shard,
  type SourcePage,
  type TermPostings,
} from '../shared/format';
import {buildLexicon} from './lexicon';
import {displayOf, hierarchyAt, objectIdOf, type Hierarchy} from '../shared/records';
import {
  KIND_WEIGHT,
  PAGE_KINDS,
  PRODUCTS,
  algoliaKindRank,
  errorPrefixesOf,
  isConfigReference,
  kindTier,
  pageKindOf,
  pageWeight,
  productOf,
  type PageKind,
  type Product,
  type QueryShape,
} from '../shared/kinds';

/** How much a match in each kind of record counts. */
const FIELD_WEIGHT: Record<RecordType, number> = {
  lvl1: 8,
  lvl2: 5,
  lvl3: 4,
  lvl4: 3,
  lvl5: 3,
  lvl6: 3,
  content: 1,
};
/** The page a record id belongs to, from the page start ids. */
function pageIndexOf(pageStarts: readonly number[], id: number): number {
  let low = 0;
  let high = pageStarts.length - 2;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if (pageStarts[mid]! <= id) low = mid;
    else high = mid - 1;
  }
  return low;
}

/** How much a match in a page's keywords, section name or description counts (indexed with its title). */
const EXTRA_WEIGHT = 4;
const K1 = 1.2;
const B = 0.75;

export interface BuiltIndex {
  readonly manifest: Manifest;
  readonly shards: ReadonlyMap<string, Shard>;
  /** The postings of each common term (format.ts COMMON_TERM), by term. */
  readonly terms: ReadonlyMap<string, TermPostings>;
  /** Per page: its outline, and its display records in chunks of CHUNK_SIZE. */
  readonly pages: ReadonlyArray<{readonly outline: PageOutline; readonly chunks: ReadonlyArray<readonly DisplayRecord[]>}>;
}

/** Numbers per posting while the index is built: record id, score, span, length (see Shard.r). */
const POSTING = 4;

export interface BuildOptions {
  /** The locale's base URL (`/docs/en/`): counterparts are found by their paths under it. */
  readonly base: string;
  /** The locale's synonym groups, as written in synonyms.json. */
  readonly synonyms?: ReadonlyArray<readonly string[]>;
  /** The locale's everyday words and the site's words for them, as written in everyday.json. */
  readonly rewrites?: ReadonlyArray<readonly [string, string]>;
  /** Terms of more records than this get a file of their own (default COMMON_TERM; tests set it low). */
  readonly commonTerm?: number;
}

/** Every file of an index, by its path in the index directory, with what it holds. */
export function indexFiles(index: BuiltIndex): Array<[string, unknown]> {
  const files: Array<[string, unknown]> = [['manifest.json', index.manifest]];
  for (const [key, shard] of index.shards) files.push([`shards/${shardFileName(key)}.json`, shard]);
  for (const [term, postings] of index.terms) files.push([termFile(shardFileName(term)), postings]);
  index.pages.forEach((page, i) => {
    files.push([`pages/${i}.json`, page.outline]);
    page.chunks.forEach((chunk, k) => files.push([chunkFile(i, k * CHUNK_SIZE), chunk]));
  });
  return files;
}

/** Pairs of (community page, self-hosted page) numbers among the pages, by the counterparts' path rule. */
export function findCounterparts(pages: readonly {path: string}[], base: string): number[] {
  const byPath = new Map(pages.map((page, index) => [page.path.replace(/\/$/, ''), index]));
  const pairs: number[] = [];
  pages.forEach((page, index) => {
    if (sideOf(page.path) !== 'community' || !page.path.startsWith(base)) return;
    const counterpart = byPath.get(counterpartPathOf(page.path.replace(/\/$/, ''), base));
    if (counterpart !== undefined) pairs.push(index, counterpart);
  });
  return pairs;
}

export function buildIndex(language: string, sourcePages: readonly SourcePage[], options: BuildOptions): BuiltIndex {
  const pages: Array<{outline: PageOutline; chunks: DisplayRecord[][]}> = [];
  const pageStarts: number[] = [];
  const tags: string[] = [];
  const pageTags: number[] = [];
  // `extra` is indexed with a page's title without being its title: its keywords, its section and
  // its description.
  const flat: Array<{id: number; type: RecordType; text: string; extra: string; span: number}> = [];

  for (const page of sourcePages) {
    pageStarts.push(flat.length);
    if (!tags.includes(page.docusaurusTag)) tags.push(page.docusaurusTag);
    pageTags.push(tags.indexOf(page.docusaurusTag));
    const start = flat.length;
    const levels = page.records.map((record) => typeCode(record.type));
    page.records.forEach((record, index) => {
      // A title or heading covers the records after it, up to the next heading of its level or above.
      let span = 0;
      if (record.type !== 'content') {
        const level = levels[index]!;
        let next = index + 1;
        while (next < levels.length && (levels[next] === 0 || levels[next]! > level)) next += 1;
        span = next - index - 1;
      }
      const extra = index === 0 ? [page.keywords, page.lvl0, page.description].filter(Boolean).join(' ') : '';
      flat.push({id: start + index, type: record.type, text: record.text, extra, span});
    });
    const {outline, records} = displayOf(page.path, page.lvl0, page.records);
    const chunks: DisplayRecord[][] = [];
    for (let at = 0; at < records.length; at += CHUNK_SIZE) chunks.push(records.slice(at, at + CHUNK_SIZE));
    pages.push({outline, chunks});
  }
  pageStarts.push(flat.length);
  // Release notes, posts and the reference count less than guides (kinds.ts).
  const kinds = sourcePages.map((page) => pageKindOf(page.path, page.base ?? options.base));
  const weights = sourcePages.map((page) => pageWeight(page.path, page.base ?? options.base));
  const pageWeightOf = flat.map((record) => weights[pageIndexOf(pageStarts, record.id)]!);

  const stems = new Map<string, string>();
  const onWord = (word: string, stem: string) => {
    if (word !== stem) stems.set(word, stem);
  };
  const termsOf = flat.map((record) => indexTerms(record.text, onWord));
  const extraTermsOf = flat.map((record) => (record.extra ? indexTerms(record.extra, onWord) : null));
  const lengthOf = termsOf.map((terms) => [...terms.values()].reduce((sum, count) => sum + count, 0));
  // BM25 length normalization is done separately for headings and for content, whose lengths differ.
  const average = (isHeading: boolean) => {
    const lengths = flat.filter((record) => (record.type !== 'content') === isHeading).map((record) => lengthOf[record.id]!);
    return lengths.length ? lengths.reduce((a, b) => a + b, 0) / lengths.length : 1;
  };
  const averageHeading = average(true);
  const averageContent = average(false);
  const bm25 = (tf: number, length: number, avg: number) => (tf * (K1 + 1)) / (tf + K1 * (1 - B + (B * length) / avg));

  // Per term, flat (record id, score, span, length) postings: far fewer objects than one per posting.
  const postings = new Map<string, number[]>();
  for (const record of flat) {
    const length = lengthOf[record.id]!;
    const isContent = record.type === 'content';
    const avg = isContent ? averageContent : averageHeading;
    const scores = new Map<string, number>();
    const weight = pageWeightOf[record.id]!;
    for (const [term, tf] of termsOf[record.id]!) {
      scores.set(term, Math.max(1, Math.round(FIELD_WEIGHT[record.type] * weight * bm25(tf, length, avg) * 10)));
    }
    const extra = extraTermsOf[record.id];
    if (extra) {
      const extraLength = [...extra.values()].reduce((sum, count) => sum + count, 0);
      for (const [term, tf] of extra) {
        const score = Math.max(1, Math.round(EXTRA_WEIGHT * weight * bm25(tf, extraLength, avg) * 10));
        scores.set(term, Math.max(scores.get(term) ?? 0, score));
      }
    }
    const own = termsOf[record.id]!;
    for (const [term, score] of scores) {
      let list = postings.get(term);
      if (!list) postings.set(term, (list = []));
      // A title's length is 0 for the terms that only its keywords or section hold.
      const length = isContent ? -1 : own.has(term) ? own.size : 0;
      list.push(record.id, score, record.span, length);
    }
  }

  const shardTerms = new Map<
    string,
    {t: Record<string, number[]>; r: Record<string, number[]>; w: Record<string, string>; c?: Record<string, number>}
  >();
  const shardOf = (key: string) => {
    let shard = shardTerms.get(key);
    if (!shard) shardTerms.set(key, (shard = {t: {}, r: {}, w: {}}));
    return shard;
  };
  const commonTerm = options.commonTerm ?? COMMON_TERM;
  const terms = new Map<string, TermPostings>();
  for (const [term, list] of [...postings].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    const shard = shardOf(shardKey(term));
    const points: number[] = [];
    const ranges: number[] = [];
    let previous = 0;
    for (let p = 0; p < list.length; p += POSTING) {
      const [id, score, span, length] = [list[p]!, list[p + 1]!, list[p + 2]!, list[p + 3]!];
      points.push(id - previous, score);
      previous = id;
      if (length >= 0) ranges.push(id, span, score, length);
    }
    if (points.length / 2 > commonTerm) {
      terms.set(term, ranges.length ? {t: points, r: ranges} : {t: points});
      (shard.c ??= {})[term] = points.length / 2;
      continue;
    }
    shard.t[term] = points;
    if (ranges.length) shard.r[term] = ranges;
  }
  for (const [word, stem] of [...stems].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) shardOf(shardKey(word)).w[word] = stem;

  const lexicon = buildLexicon(
    sourcePages.flatMap((page) => [
      page.keywords ?? '',
      ...page.records.filter((record) => record.type !== 'content').map((record) => record.text),
    ]),
  );
  const configPages = sourcePages.flatMap((page, i) => (isConfigReference(page.path, page.base ?? options.base) ? [i] : []));
  const manifest: Manifest = {
    v: INDEX_VERSION,
    language,
    n: flat.length,
    pageStarts,
    tags,
    pageTags,
    pageKinds: kinds.map((kind) => PAGE_KINDS.indexOf(kind)),
    pageProducts: sourcePages.map((page) => PRODUCTS.indexOf(productOf(page.path, page.base ?? options.base))),
    shards: [...shardTerms.keys()].sort(),
    base: options.base,
    counterparts: findCounterparts(
      pages.map((page) => page.outline),
      options.base,
    ),
    synonyms: (options.synonyms ?? []).map((group) => group.map(canonical)),
    errorPrefixes: errorPrefixesOf(
      sourcePages.flatMap((page, i) =>
        kinds[i] === 'errors' ? page.records.filter((record) => record.type !== 'content').map((record) => record.text) : [],
      ),
    ),
    ...(lexicon.length > 0 ? {lexicon: lexicon.join(' ')} : {}),
    ...(configPages.length > 0 ? {configPages} : {}),
    ...(options.rewrites?.length ? {rewrites: options.rewrites.map(([from, to]) => [canonical(from), canonical(to)] as const)} : {}),
  };
  return {manifest, shards: shardTerms, terms, pages};
}

/** A record as the Algolia DocSearch crawler would store it. */
export interface AlgoliaRecord {
  readonly objectID: string;
  readonly url: string;
  readonly url_without_anchor: string;
  readonly anchor: string | null;
  readonly type: RecordType;
  readonly content: string | null;
  readonly hierarchy: Hierarchy;
  readonly language: string;
  readonly docusaurus_tag: string;
  /** The page's kind and product (kinds.ts): facets, and the ranking's kind order. */
  readonly kind: PageKind;
  readonly product: Product;
  /** Whether the page is the configuration reference (kinds.ts isConfigReference): its own signal in the kind order. */
  readonly isConfig: boolean;
  /**
   * The page's place in the kind order of each query shape (kinds.ts kindTier), as `<shape>-<tier>`
   * facet values (`api-0`: among the first for an API-shaped query); the query rules of
   * server/algolia.ts boost `<shape>-0`, then `<shape>-1`, so the hosted index orders kinds as the
   * local engine does.
   */
  readonly kindOrder: readonly string[];
  /**
   * kindRank: 0 guides, 1 release notes and posts, 2 the reference (customRanking, ascending); pageRank:
   * the page's weight within its kind (descending); order: the page's place in the pages given, their
   * reading order (server/readingOrder.ts), as the local index numbers them; position: the record's place
   * in its page.
   */
  readonly weight: {
    readonly kindRank: number;
    readonly pageRank: number;
    readonly level: number;
    readonly order: number;
    readonly position: number;
  };
}

/** The query shapes whose kind order the Algolia records carry (plain words are customRanking's order). */
export const ALGOLIA_SHAPES: readonly QueryShape[] = ['api', 'error', 'release', 'config'];

export function toAlgoliaRecords(origin: string, sourcePages: readonly SourcePage[]): AlgoliaRecord[] {
  const records: AlgoliaRecord[] = [];
  sourcePages.forEach((page, order) => {
    const kind = pageKindOf(page.path, page.base ?? '/');
    const product = productOf(page.path, page.base ?? '/');
    const isConfig = isConfigReference(page.path, page.base ?? '/');
    const kindOrder = ALGOLIA_SHAPES.map((shape) => `${shape}-${kindTier(kind, shape, isConfig)}`);
    const {outline, records: display} = displayOf(page.path, page.lvl0, page.records);
    page.records.forEach((record, index) => {
      const urlWithoutAnchor = `${origin}${page.path}`;
      records.push({
        objectID: objectIdOf(page.path, display[index]!),
        url: record.anchor ? `${urlWithoutAnchor}#${record.anchor}` : urlWithoutAnchor,
        url_without_anchor: urlWithoutAnchor,
        anchor: record.anchor,
        type: record.type,
        content: record.type === 'content' ? record.text : null,
        hierarchy: hierarchyAt(outline, index),
        language: page.language,
        docusaurus_tag: page.docusaurusTag,
        kind,
        product,
        isConfig,
        kindOrder,
        weight: {
          kindRank: algoliaKindRank(kind),
          // A page's weight within its kind (pageWeight: a use case 60, other pages 100), higher first.
          pageRank: Math.round((100 * pageWeight(page.path, page.base ?? '/')) / KIND_WEIGHT[kind]),
          level: record.type === 'content' ? 0 : 100 - typeCode(record.type) * 10,
          order,
          position: index,
        },
      });
    });
  });
  return records;
}
