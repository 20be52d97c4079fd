/**
 * The static search index, one per locale, written under `<baseUrl>search-index/` by
 * the plugin's postBuild and read by the browser client. It is split so that a query downloads only
 * the small manifest, the shards of its terms and the pages of the hits it shows.
 *
 *   manifest.json          record count, where each page's records start, page tags, shard list
 *   shards/<key>.json      postings of every term whose shard key is <key> (see tokenize.ts), but
 *                          the common ones, which it names with their number of records
 *   terms/<term>.json      the postings of one common term (more than COMMON_TERM records)
 *   pages/<n>.json         the outline of page n: its path, section, title and headings
 *   pages/<n>/<k>.json     the records k × CHUNK_SIZE … of page n: what a hit displays
 */

export const INDEX_DIR = 'search-index';
/** The `<meta>` the plugin adds to every page: where this locale's index lives. */
export const INDEX_META = 'docsearch:local-index';
export const INDEX_VERSION = 6;

/**
 * The attribute by which a page marks what search leaves out (server/extract.ts): the Mermaid
 * wrapper's diagram source, the API reference's request examples. Browser-safe, so components may
 * import it.
 */
export const SEARCH_SKIP_ATTRIBUTE = 'data-search-skip';

/**
 * A term held by more records than this gets a file of its own (terms/<term>.json) instead of a place
 * in its shard: a query loads the postings of the words it has, not those of every common word that
 * starts with the same letters ("code", "commit", "configuration" for "components").
 */
export const COMMON_TERM = 60;

/** The file of a common term's postings. */
export function termFile(fileName: string): string {
  return `terms/${fileName}.json`;
}

/** Records per chunk file of a page: a hit loads its page's outline and one chunk, not the whole page. */
export const CHUNK_SIZE = 16;

/** Where the site's search is answered: the local index, or a hosted Algolia index (ALGOLIA_* at build time). */
export type SearchBackend = 'local' | 'algolia';

/** Record kinds, as DocSearch names them: a page title, a heading, or a block of content. */
export type RecordType = 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6' | 'content';

/** One record of a page as extracted from the built HTML, before indexing. */
export interface SourceRecord {
  readonly type: RecordType;
  /** The anchor a hit on this record links to (its own id for headings, the section's for content). */
  readonly anchor: string | null;
  readonly text: string;
}

/** One page as extracted from the built HTML. The first record is the page title (type lvl1). */
export interface SourcePage {
  /** Site-relative path, e.g. `/docs/en/intro`. */
  readonly path: string;
  readonly docusaurusTag: string;
  readonly language: string;
  /** The locale's base URL (`/docs/en/`): the page's kind and product are read from its path under it. */
  readonly base?: string;
  /** The sidebar section (or "Blog") the page belongs to. */
  readonly lvl0: string;
  /** The page's `keywords` front matter: terms readers search for that the text may not contain. */
  readonly keywords?: string;
  /** The page's one-sentence description (its `description` front matter). */
  readonly description?: string;
  readonly records: readonly SourceRecord[];
}

export interface Manifest {
  readonly v: typeof INDEX_VERSION;
  readonly language: string;
  /** Number of records; record ids run from 0 to n - 1 in page order. */
  readonly n: number;
  /** `pageStarts[p]` is the id of page p's first record; a final entry equals n. */
  readonly pageStarts: readonly number[];
  /** The docusaurus_tag values, and the index into that list of each page's tag. */
  readonly tags: readonly string[];
  readonly pageTags: readonly number[];
  /** Each page's kind and product (see kinds.ts), as indexes into PAGE_KINDS and PRODUCTS. */
  readonly pageKinds: readonly number[];
  readonly pageProducts: readonly number[];
  /** Shard keys that exist. */
  readonly shards: readonly string[];
  /** The locale's base URL, e.g. `/docs/en/`. */
  readonly base: string;
  /**
   * Counterpart pages, as flat (community page, self-hosted page) pairs of page numbers: a community page and
   * its `csghub/101/function/…` counterpart share their body and show as one result (see counterparts.ts).
   */
  readonly counterparts: readonly number[];
  /** Groups of words and phrases that search for each other (normalized; see synonyms.ts). */
  readonly synonyms: ReadonlyArray<readonly string[]>;
  /**
   * Everyday words and the site's words for them, [from, to], normalized (synonyms.ts rewriteQuery):
   * a query is also searched with all of them replaced. Absent when the locale has none.
   */
  readonly rewrites?: ReadonlyArray<readonly [string, string]>;
  /** The prefixes of the error codes the error catalogues list (`req` for REQ-ERR-0…), lower case (kinds.ts). */
  readonly errorPrefixes: readonly string[];
  /** The pages of the configuration reference (kinds.ts isConfigReference), ascending; absent when there are none. */
  readonly configPages?: readonly number[];
  /**
   * The site's Chinese words (server/lexicon.ts), separated by spaces, which the query tokenizer cuts a
   * Chinese query on before the browser's segmenter; absent when the locale's titles hold none.
   */
  readonly lexicon?: string;
}

/**
 * Postings of the terms of one shard.
 * `t[term]`: flat list of (record id delta, score) pairs, ids ascending.
 * `r[term]`: flat list of (record id, span, score, length) quadruples for titles and headings: the
 * term also describes the records id + 1 … id + span that the title or heading covers; length is the
 * number of distinct terms of the title or heading itself (a query with as many terms, all matching
 * it, is that title or heading: an exact match), or 0 when only the page's keywords or section hold
 * the term.
 * `w[word]`: the stem of each indexed Latin word that differs from its stem ("installation" →
 * "instal"), so prefixes and typos are matched on the words readers type.
 * `c[term]`: the number of records of each common term, whose `t` and `r` are in its own file
 * (TermPostings, terms/<term>.json) and not here.
 * Scores are BM25 term weights times the field weight, times 10, rounded.
 */
export interface Shard {
  readonly t: Readonly<Record<string, readonly number[]>>;
  readonly r: Readonly<Record<string, readonly number[]>>;
  readonly w: Readonly<Record<string, string>>;
  readonly c?: Readonly<Record<string, number>>;
}

/** The postings of one term (a shard's `t[term]` and `r[term]`); a common term's file holds them. */
export interface TermPostings {
  readonly t: readonly number[];
  readonly r?: readonly number[];
}

/**
 * A record for display: [type code (0 content, 1–6 heading level), anchor, text, rank], the rank being
 * its place among the page's records of the same kind under the same anchor (for a stable objectID).
 */
export type DisplayRecord = readonly [number, string | null, string, number];

/** A page's outline: where it is, its section, and its title and headings as [record index, code, anchor, text]. */
export interface PageOutline {
  readonly path: string;
  readonly lvl0: string;
  readonly headings: ReadonlyArray<readonly [number, number, string | null, string]>;
}

/** The file of the chunk that holds record `index` of page `page`. */
export function chunkFile(page: number, index: number): string {
  return `pages/${page}/${Math.floor(index / CHUNK_SIZE)}.json`;
}

export function typeCode(type: RecordType): number {
  return type === 'content' ? 0 : Number(type.slice(3));
}

export function typeFromCode(code: number): RecordType {
  return code === 0 ? 'content' : (`lvl${code}` as RecordType);
}
