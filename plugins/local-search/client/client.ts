/**
 * A search client with the Algolia API that DocSearch and algoliasearch-helper call, answered from
 * the local index (engine.ts): `search(requests)` in Algolia's request and response shapes, with
 * facet filters on `language` and `docusaurus_tag`, pagination, highlights and snippets.
 * It makes no request outside the site's own index files.
 */
import {SearchEngine, IndexLoadError, type IndexFetcher} from './engine';
import {escapeHtml, highlight, matchRanges, snippet, type HighlightedValue} from './highlight';
import {hierarchyAt, objectIdOf, LEVELS, type Hierarchy} from '../shared/records';
import {typeFromCode, type DisplayRecord, type PageOutline, type RecordType} from '../shared/format';
import {sideOf, counterpartPathOf, type Side} from '../shared/counterparts';
import {PAGE_KINDS, PRODUCTS} from '../shared/kinds';
import {MAX_QUERY_LENGTH} from '../shared/tokenize';

/** Events dispatched on `window` when a search fails because the index cannot be loaded, and when one succeeds. */
export const SEARCH_ERROR_EVENT = 'local-search:error';
export const SEARCH_OK_EVENT = 'local-search:ok';

/** Why the last search failed: no index on the dev server, or the index files could not be fetched. */
export interface SearchErrorDetail {
  readonly reason: 'dev-server' | 'unreachable';
  readonly message: string;
}

export const DEFAULT_HITS_PER_PAGE = 20;
const MAX_HITS_PER_PAGE = 1000;
const DEFAULT_SNIPPET_WORDS = 10;

type FacetFilter = string | readonly FacetFilter[];

export interface SearchParams {
  readonly query?: string;
  readonly facetFilters?: FacetFilter | readonly FacetFilter[];
  readonly hitsPerPage?: number;
  readonly page?: number;
  readonly facets?: string | readonly string[];
  readonly attributesToSnippet?: readonly string[];
  readonly snippetEllipsisText?: string;
  readonly [key: string]: unknown;
}

export interface SearchRequest extends SearchParams {
  readonly indexName?: string;
  readonly params?: SearchParams | string;
}

export interface LocalHit {
  objectID: string;
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  type: RecordType;
  content: string | null;
  hierarchy: Hierarchy;
  language: string;
  docusaurus_tag: string;
  /** The page's counterpart on the other side, when it has one (see shared/counterparts.ts). */
  counterpart?: {url: string; side: Side};
  _highlightResult: {
    hierarchy: Partial<Record<keyof Hierarchy, HighlightedValue>>;
    hierarchy_camel: Array<Partial<Record<keyof Hierarchy, HighlightedValue>>>;
    content?: HighlightedValue;
  };
  _snippetResult: {
    hierarchy: Partial<Record<keyof Hierarchy, {value: string; matchLevel: string}>>;
    content?: {value: string; matchLevel: string};
  };
}

export interface LocalSearchResult {
  hits: LocalHit[];
  nbHits: number;
  nbPages: number;
  page: number;
  hitsPerPage: number;
  processingTimeMS: number;
  query: string;
  params: string;
  index: string;
  exhaustiveNbHits: true;
  exhaustiveFacetsCount: true;
  facets?: Record<string, Record<string, number>>;
}

export interface LocalSearchClientOptions {
  /** Loads a file of the index directory. */
  readonly fetchFile: IndexFetcher;
  /** Prefix that makes hit urls absolute (DocSearch needs absolute urls), e.g. `https://host`. */
  readonly origin: () => string;
  /**
   * Who renders the hits. DocSearch's modal shows `lvl0` as plain text (so it gets the raw label),
   * the search page injects every hierarchy level as HTML (so every level is escaped there).
   */
  readonly renderer: 'modal' | 'page';
  /** The reader's side: of counterpart pages that both match, the one on this side is the hit. */
  readonly side?: () => Side;
  /** Told about index load failures (for logging / the search page's message). */
  readonly onError?: (error: Error) => void;
  /** Told when a search was answered. */
  readonly onSuccess?: () => void;
  /** The search page's filters (kinds.ts values; empty: all), applied on top of the request's own. */
  readonly pageFilters?: () => PageFilters;
}

/** The kinds and products the reader picked on the search page; an empty list keeps every value. */
export interface PageFilters {
  readonly kinds: readonly string[];
  readonly products: readonly string[];
}

/** How many pages (counterparts counted once) a query finds per kind and per product. */
export interface FacetCounts {
  readonly total: number;
  readonly kinds: Readonly<Record<string, number>>;
  readonly products: Readonly<Record<string, number>>;
}

/** The docusaurus_tag values the search page and the modal search: the docs and the site's pages (blog). */
export const searchedTag = (tag: string): boolean => tag === 'default' || tag.startsWith('docs-');

/** The error DocSearch recognizes as "cannot reach the search service" (its RetryError). */
export class SearchUnavailableError extends Error {
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause), {cause});
    this.name = 'RetryError';
  }
}

/** Algolia facetFilters: an AND of ORs; "attr:value", "attr:-value" negates. */
export function facetFilterMatcher(filters: SearchParams['facetFilters']): (attributes: Readonly<Record<string, string>>) => boolean {
  if (filters === undefined) return () => true;
  const list: readonly FacetFilter[] = typeof filters === 'string' ? [filters] : (filters as readonly FacetFilter[]);
  const test = (filter: string, attributes: Readonly<Record<string, string>>) => {
    const colon = filter.indexOf(':');
    if (colon < 0) return false;
    const attribute = filter.slice(0, colon);
    let value = filter.slice(colon + 1);
    const negated = value.startsWith('-');
    if (negated) value = value.slice(1);
    else if (value.startsWith('\\-')) value = value.slice(1);
    const actual = attributes[attribute];
    const equal = actual !== undefined && actual === value;
    return negated ? !equal : equal;
  };
  return (attributes) =>
    list.every((clause) =>
      typeof clause === 'string'
        ? test(clause, attributes)
        : (clause as readonly FacetFilter[]).some((inner) => typeof inner === 'string' && test(inner, attributes)),
    );
}

function flattenRequest(request: SearchRequest): SearchParams & {indexName: string} {
  const {params, indexName, ...rest} = request;
  let fromParams: SearchParams = {};
  if (typeof params === 'string') {
    const parsed: Record<string, unknown> = {};
    new URLSearchParams(params).forEach((value, key) => {
      try {
        parsed[key] = JSON.parse(value);
      } catch {
        parsed[key] = value;
      }
    });
    fromParams = parsed;
  } else if (params) {
    fromParams = params;
  }
  return {...rest, ...fromParams, indexName: indexName ?? ''};
}

function snippetWords(attributes: readonly string[] | undefined, attribute: string): number {
  const entry = attributes?.find((candidate) => candidate === attribute || candidate.startsWith(`${attribute}:`));
  const words = entry?.split(':')[1];
  return words ? Number(words) || DEFAULT_SNIPPET_WORDS : DEFAULT_SNIPPET_WORDS;
}

export class LocalSearchClient {
  readonly appId = 'local';
  private readonly engine: SearchEngine;

  constructor(private readonly options: LocalSearchClientOptions) {
    this.engine = new SearchEngine(options.fetchFile);
  }

  /** algoliasearch API compatibility: nothing to record. */
  addAlgoliaAgent(): void {}

  clearCache(): Promise<void> {
    return Promise.resolve();
  }

  /** Algolia `search`: `search([{indexName, params}])` (v4, helper) or `search({requests})` (v5, DocSearch). */
  async search(input: readonly SearchRequest[] | {requests: readonly SearchRequest[]}): Promise<{results: LocalSearchResult[]}> {
    const requests = Array.isArray(input) ? input : (input as {requests: readonly SearchRequest[]}).requests;
    try {
      const results = await Promise.all(requests.map((request) => this.searchOne(flattenRequest(request))));
      this.options.onSuccess?.();
      return {results};
    } catch (error) {
      const failure = error instanceof Error ? error : new Error(String(error));
      this.options.onError?.(failure);
      throw failure instanceof IndexLoadError ? new SearchUnavailableError(failure) : failure;
    }
  }

  private async searchOne(params: SearchParams & {indexName: string}): Promise<LocalSearchResult> {
    const started = Date.now();
    // The query as asked goes back with the results (the search page shows results only for its own
    // query); the engine reads its first MAX_QUERY_LENGTH characters.
    const asked = typeof params.query === 'string' ? params.query : '';
    const query = asked.slice(0, MAX_QUERY_LENGTH);
    const hitsPerPage = Math.min(MAX_HITS_PER_PAGE, Math.max(0, Math.floor(Number(params.hitsPerPage ?? DEFAULT_HITS_PER_PAGE))));
    const page = Math.max(0, Math.floor(Number(params.page ?? 0)));
    const manifest = await this.engine.getManifest();
    const accepts = facetFilterMatcher(params.facetFilters);
    const attributesOf = (tag: string) => ({language: manifest.language, docusaurus_tag: tag});
    const found = await this.engine.search({
      query,
      acceptTag: (tag) => accepts(attributesOf(tag)),
      side: this.options.side?.(),
    });
    const {terms, matchedTerms} = found;
    const filters = this.options.pageFilters?.();
    const matches =
      filters && (filters.kinds.length > 0 || filters.products.length > 0)
        ? found.matches.filter((match) => {
            const kind = PAGE_KINDS[manifest.pageKinds[match.page]!] ?? 'guide';
            const product = PRODUCTS[manifest.pageProducts[match.page]!] ?? 'community';
            return (
              (filters.kinds.length === 0 || filters.kinds.includes(kind)) &&
              (filters.products.length === 0 || filters.products.includes(product))
            );
          })
        : found.matches;

    const facetNames = params.facets === undefined ? [] : typeof params.facets === 'string' ? [params.facets] : [...params.facets];
    let facets: LocalSearchResult['facets'];
    if (facetNames.length > 0) {
      facets = {};
      const wanted = facetNames.includes('*') ? ['language', 'docusaurus_tag'] : facetNames;
      for (const name of wanted) {
        const counts: Record<string, number> = {};
        for (const match of matches) {
          const value = (attributesOf(manifest.tags[manifest.pageTags[match.page]!]!) as Record<string, string>)[name];
          if (value !== undefined) counts[value] = (counts[value] ?? 0) + 1;
        }
        facets[name] = counts;
      }
    }

    const slice = hitsPerPage === 0 ? [] : matches.slice(page * hitsPerPage, (page + 1) * hitsPerPage);
    const shown = await Promise.all(
      slice.map(async (match) => {
        const index = match.id - manifest.pageStarts[match.page]!;
        return {outline: await this.engine.getPage(match.page), record: await this.engine.getRecord(match.page, index), index};
      }),
    );
    const matched = new Set(matchedTerms);
    const queryWords = terms.map((term) => term.text);
    const ellipsis = escapeHtml(params.snippetEllipsisText ?? '…');
    const sections = this.options.renderer === 'modal' ? sectionRuns(shown.map(({outline}) => outline.lvl0)) : null;
    const hits = slice.map((match, position) => {
      const {outline: pageData, record, index} = shown[position]!;
      const hit = this.toHit(pageData, record, index, manifest.language, manifest.tags[manifest.pageTags[match.page]!]!, {
        matched,
        queryWords,
        ellipsis,
        snippetAttributes: params.attributesToSnippet,
      });
      if (sections) {
        // DocSearch groups by the highlighted lvl0 when a hit has one.
        hit.hierarchy.lvl0 = sections[position]!;
        hit._highlightResult.hierarchy.lvl0 = {value: sections[position]!, matchLevel: 'none', matchedWords: []};
      }
      if (match.counterpart === null) return hit;
      // The same body on the other side (community or self-hosted), one click away.
      const counterpartPath = counterpartPathOf(pageData.path.replace(/\/$/, ''), manifest.base);
      return {...hit, counterpart: {url: `${this.options.origin()}${counterpartPath}`, side: sideOf(counterpartPath)}};
    });

    return {
      hits,
      nbHits: matches.length,
      nbPages: hitsPerPage === 0 ? 0 : Math.ceil(matches.length / hitsPerPage),
      page,
      hitsPerPage,
      processingTimeMS: Date.now() - started,
      query: asked,
      params: new URLSearchParams({query: asked, hitsPerPage: String(hitsPerPage), page: String(page)}).toString(),
      index: params.indexName,
      exhaustiveNbHits: true,
      exhaustiveFacetsCount: true,
      ...(facets ? {facets} : {}),
    };
  }

  /** Pages per kind and per product for a query (no filter of the search page applied), for its filters' counts. */
  async facetCounts(query: string): Promise<FacetCounts> {
    const manifest = await this.engine.getManifest();
    const {matches} = await this.engine.search({
      query: query.slice(0, MAX_QUERY_LENGTH),
      acceptTag: searchedTag,
      side: this.options.side?.(),
    });
    const kinds: Record<string, number> = {};
    const products: Record<string, number> = {};
    for (const match of matches) {
      const kind = PAGE_KINDS[manifest.pageKinds[match.page]!] ?? 'guide';
      const product = PRODUCTS[manifest.pageProducts[match.page]!] ?? 'community';
      kinds[kind] = (kinds[kind] ?? 0) + 1;
      products[product] = (products[product] ?? 0) + 1;
    }
    return {total: matches.length, kinds, products};
  }

  private toHit(
    page: PageOutline,
    record: DisplayRecord,
    index: number,
    language: string,
    tag: string,
    context: {matched: ReadonlySet<string>; queryWords: readonly string[]; ellipsis: string; snippetAttributes?: readonly string[]},
  ): LocalHit {
    const [code, anchor, text] = record;
    const type = typeFromCode(code);
    const raw = hierarchyAt(page, index);
    const urlWithoutAnchor = `${this.options.origin()}${page.path}`;
    const plainLvl0 = this.options.renderer === 'modal';

    // The hit's own hierarchy is escaped (DocSearch injects it as HTML when a snippet is missing),
    // except lvl0 for the modal, which renders it as text.
    const escapeLevel = (level: keyof Hierarchy, value: string) => (level === 'lvl0' && plainLvl0 ? value : escapeHtml(value));
    const hierarchy = Object.fromEntries(
      LEVELS.map((level) => [level, raw[level] === null ? null : escapeLevel(level, raw[level]!)]),
    ) as unknown as Hierarchy;
    const highlighted: Partial<Record<keyof Hierarchy, HighlightedValue>> = {};
    const snippets: Partial<Record<keyof Hierarchy, {value: string; matchLevel: string}>> = {};
    for (const level of LEVELS) {
      const value = raw[level];
      if (value === null) continue;
      if (level === 'lvl0' && plainLvl0) {
        highlighted.lvl0 = {value, matchLevel: 'none', matchedWords: []};
        continue;
      }
      const ranges = matchRanges(value, context.matched);
      highlighted[level] = highlight(value, context.matched, context.queryWords, ranges);
      snippets[level] = snippet(
        value,
        context.matched,
        context.queryWords,
        snippetWords(context.snippetAttributes, `hierarchy.${level}`),
        context.ellipsis,
        ranges,
      );
    }
    const content = type === 'content' ? text : null;
    const contentRanges = content === null ? [] : matchRanges(content, context.matched);
    return {
      objectID: objectIdOf(page.path, record),
      url: anchor ? `${urlWithoutAnchor}#${anchor}` : urlWithoutAnchor,
      url_without_anchor: urlWithoutAnchor,
      anchor,
      type,
      content: content === null ? null : escapeHtml(content),
      hierarchy,
      language,
      docusaurus_tag: tag,
      _highlightResult: {
        hierarchy: highlighted,
        hierarchy_camel: [highlighted],
        ...(content === null ? {} : {content: highlight(content, context.matched, context.queryWords, contentRanges)}),
      },
      _snippetResult: {
        hierarchy: snippets,
        ...(content === null
          ? {}
          : {
              content: snippet(
                content,
                context.matched,
                context.queryWords,
                snippetWords(context.snippetAttributes, 'content'),
                context.ellipsis,
                contentRanges,
              ),
            }),
      },
    };
  }
}

/**
 * The modal groups hits by section (hierarchy.lvl0) in the order each section first appears, which
 * would list every hit of the first section before a better hit of another one. Each run of hits of
 * one section is its own group instead: a section that comes back after another gets its label with
 * zero-width spaces appended (the same text on screen, a different group), so the modal shows the
 * hits in rank order.
 */
export function sectionRuns(sections: readonly string[]): string[] {
  const runs = new Map<string, number>();
  return sections.map((section, index) => {
    if (index > 0 && sections[index - 1] === section) return `${section}${'\u200b'.repeat(runs.get(section)!)}`;
    const run = runs.has(section) ? runs.get(section)! + 1 : 0;
    runs.set(section, run);
    return `${section}${'\u200b'.repeat(run)}`;
  });
}

/** How long an index file may take to arrive before the search says it could not load the index. */
export const INDEX_FILE_TIMEOUT_MS = 20_000;

/**
 * Fetches index files over HTTP from a base URL (e.g. `/docs/en/search-index/`), failing on any non-OK
 * status, and on a file that has not arrived in `timeoutMs` (a stalled proxy left the search spinning).
 */
export function httpFetcher(
  baseUrl: string,
  fetchImpl: typeof fetch = (...args) => fetch(...args),
  timeoutMs = INDEX_FILE_TIMEOUT_MS,
): IndexFetcher {
  return async (file) => {
    const url = `${baseUrl}${file}`;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    try {
      const response = await fetchImpl(url, {signal: controller.signal});
      if (!response.ok) throw new Error(`${url} answered HTTP ${response.status}`);
      return await response.json();
    } catch (error) {
      if (controller.signal.aborted) throw new Error(`${url} did not arrive within ${timeoutMs / 1000} s`);
      throw error;
    } finally {
      clearTimeout(timer);
    }
  };
}
