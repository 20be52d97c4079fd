/**
 * The local search engine: answers a query from the static index of format.ts, fetching only the
 * manifest, the shards of the query's terms and the pages of the hits it returns. Runs in the browser
 * and in Node (tests, benchmarks); how files are fetched is given to it.
 */
import {
  INDEX_VERSION,
  chunkFile,
  CHUNK_SIZE,
  termFile,
  type DisplayRecord,
  type Manifest,
  type PageOutline,
  type Shard,
  type TermPostings,
} from '../shared/format';
import {canonical, isMachineText, rewriteQuery, synonymVariants} from '../shared/synonyms';
import {
  MAX_QUERY_LENGTH,
  TYPO_MIN_LENGTH,
  indexTerms,
  queryTerms,
  type Lexicon,
  shardFileName,
  shardKey,
  withinOneEdit,
  type QueryTerm,
} from '../shared/tokenize';
import type {Side} from '../shared/counterparts';
import {
  PAGE_KINDS,
  asksReference,
  describedMatch,
  isReference,
  isErrorPrefixQuery,
  isFixPage,
  kindTier,
  queryShape,
  titleMatch,
  type PageKind,
  type QueryShape,
} from '../shared/kinds';

/** Loads one index file (a path relative to the index directory) and parses it. */
export type IndexFetcher = (file: string) => Promise<unknown>;

/** How much a title or heading's match counts for the records it covers, relative to its own. */
const INHERITED = 0.35;
/** How much a match of a longer word that starts with the query term counts. */
const PREFIX_MATCH = 0.6;
/** At most this many index terms stand for one prefix. */
const MAX_EXPANSIONS = 40;
/** How much a match of a word one typo away counts. */
const TYPO_MATCH = 0.5;
/** How much a match through a synonym of the query counts. */
const SYNONYM = 0.9;
/** The words that ask for the reference, left out when a title is matched with an API-shaped query. */
const API_WORDS = /\b(api|apis|rest|restful)\b|接口/gi;
/**
 * The one rule for queries that hold words no page has, or noise around the words that matter (a
 * pasted log line: its timestamp, pod name, IP address, JSON keys):
 *
 * - a term that matches nothing in the index (itself, a prefix, a typo or a synonym away) is dropped,
 *   as if not typed;
 * - in a query of at least NOISY_QUERY terms the index holds, numbers and identifiers with digits
 *   (isNoiseTerm: `08`, `2025`, `6df86d669b`) are optional: they add to a record's score but a record
 *   need not match them;
 * - of the terms left, a record must match requiredMatches: all of one or two, three in five of more
 *   (CJK pairs that straddle words, the common words of a long line);
 * - when no record does, or the records that do are on fewer than FILL_PAGES pages, and two or more
 *   terms are left, one in three is enough (one of two; as Algolia's removeWordsIfNoResults), ranked by
 *   how many they match, after those that match more.
 *
 * A query none of whose terms the index holds finds nothing.
 */
export function requiredMatches(present: number, relaxed = false): number {
  if (relaxed) return Math.max(1, Math.ceil(present / 3));
  return present <= 2 ? present : Math.ceil(present * 0.6);
}

/**
 * When fewer pages than this match enough of a query of two or more terms, the pages that match a
 * third of it (one of two) are listed after them (the modal's first screen shows five pages).
 */
export const FILL_PAGES = 5;

/** Words that ask for the reference (kinds.ts queryShape) as query terms: optional in an API-shaped query. */
const REFERENCE_WORDS = new Set(['api', 'apis', 'rest', 'restful', 'openapi', 'swagger', 'endpoint', 'endpoints', '接口']);

/** From this many terms the index holds, a query's numbers and digit identifiers are optional. */
export const NOISY_QUERY = 4;

/** A number, or an identifier of six or more characters with digits and letters: the noise of a log line. */
export function isNoiseTerm(term: QueryTerm): boolean {
  return !term.cjk && (/^[0-9]+$/.test(term.word) || (term.word.length >= 6 && /[0-9]/.test(term.word) && /[a-z]/.test(term.word)));
}

/**
 * Among the first results, a page whose title record (its title with its keywords, section and
 * description) holds most of the query, but not all of it, answers the question better than a page
 * that only holds the query in a body sentence ("git push asks for a password": the access-token page,
 * whose keywords say "Git keeps asking for a password", before the spaces that tell you to type the
 * token there): after a title or description that holds every term (kinds.ts describedMatch, 1 and up).
 */
export const MOSTLY_DESCRIBED = 0.5;

/** Whether a title record that matches `matched` of `known` query terms holds most of a query of three or more. */
export function holdsMost(matched: number, known: number): boolean {
  return known >= 4 && matched / known >= 0.75;
}

/**
 * A task phrase in the reader's words often holds one word the page made for it does not ("first steps
 * on the platform": the Getting Started page says getting started, not platform), while a page that
 * holds every word holds them scattered through its body, weakly. A page's title record (its title
 * with its keywords, section and description) that holds all of a plain typed query of
 * NEARLY_DESCRIBED_TERMS terms or more but one, without a typo, and scores at least NEARLY_DESCRIBED
 * times the best record holding every term, ranks with the records holding every term (then by kind,
 * exactness and score as they do). A body record never does: "share repos with my team" is not asked
 * by a section titled "Share modes with your team".
 */
export const NEARLY_DESCRIBED = 3;
export const NEARLY_DESCRIBED_TERMS = 3;

/** Whether a title record missing `missing` terms with `typos` typos and `score` ranks with records whose best holding every term scores `whole`. */
export function nearlyDescribed(missing: number, typos: number, score: number, whole: number): boolean {
  return missing === 1 && typos === 0 && score >= NEARLY_DESCRIBED * whole;
}

/**
 * Page-level evidence. A task phrase spreads its words over the page made for it (title, keywords,
 * headings, body), while a sibling page (an FAQ, a use case, another area's page) may hold them in one
 * strong section. Records that tie on missing words, typos, title, kind and exactness rank by their score
 * plus PAGE_EVIDENCE times their page's evidence: for each query term, the scores of every record of the
 * page that holds it, summed and saturated as BM25 saturates a term's frequency (pageTermEvidence), then
 * summed over the terms. From the postings the query loaded already.
 */
export const PAGE_EVIDENCE = 0.3;
/** How soon a term's evidence on a page saturates, in field-weighted BM25 units (a title's match is about 8). */
export const PAGE_SATURATION = 10;

/** A term's evidence on a page whose records score `sum` for it, at `unit` per field-weighted BM25 unit: at most (PAGE_SATURATION + 1) units. */
export function pageTermEvidence(sum: number, unit: number): number {
  if (!(unit > 0)) return 0;
  const frequency = sum / unit;
  return (unit * frequency * (PAGE_SATURATION + 1)) / (frequency + PAGE_SATURATION);
}

/** How many of the first results are ranked again by their text. */
const RERANK = 20;

export interface EngineQuery {
  readonly query: string;
  /** Keep only pages whose docusaurus_tag passes; undefined keeps all. */
  readonly acceptTag?: (tag: string) => boolean;
  /** The reader's side: of two counterpart pages that both match, the one on this side is the result. */
  readonly side?: Side;
}

export interface EngineMatch {
  readonly id: number;
  readonly page: number;
  readonly score: number;
  /** Query terms the record matches, itself or through its title and headings. */
  readonly matched: number;
  /** Terms of its reading of the query (the query or a synonym variant) that it does not match. */
  readonly missing: number;
  /** What ranks: `missing`, or 0 for a page's title record that holds the subject of a task phrase (nearlyDescribed). */
  readonly shortfall: number;
  /** Query terms the record matches only with a typo. */
  readonly typos: number;
  /** 2: a title or heading that is the query; 1: close to it (one more term); 0: otherwise. */
  readonly exact: number;
  /** The page's counterpart (the same body on the other side), if it has one. */
  readonly counterpart: number | null;
  /** Among the first results: 2 the title or heading is the query, 1 it holds the query as a phrase. */
  readonly phrase: number;
  /** The page's kind (kinds.ts) and its place in the kind order of this query's shape (0 first). */
  readonly kind: PageKind;
  readonly tier: number;
  /** Among the first results: how well the page's title answers the query (kinds.ts titleMatch). */
  readonly title: number;
  /** 1: the page's title is the query and may come first whatever the page's kind (see compare). */
  readonly titled: number;
}

export interface EngineResult {
  readonly terms: readonly QueryTerm[];
  /** Plain words or an API-shaped query (kinds.ts), operation names included. */
  readonly shape: QueryShape;
  /** Index terms that matched (prefix, typo and synonym expansions included), for highlighting. */
  readonly matchedTerms: readonly string[];
  /** The best record of each matching page (counterparts count as one page), best first. */
  readonly matches: readonly EngineMatch[];
}

/** A record's standing for one reading of the query; lower `shortfall` and `typos` rank first. */
interface Candidate {
  readonly id: number;
  readonly page: number;
  readonly score: number;
  readonly matched: number;
  readonly missing: number;
  /** The missing terms that rank: `missing`, or 0 when nearlyDescribed lets the title record miss one. */
  readonly shortfall: number;
  readonly typos: number;
  readonly exact: number;
  /** The page's place in the kind order (kindTier), set once the query's shape is known. */
  readonly tier: number;
  /** 1: the page's title is the query, and the page may come first whatever its kind (see search). */
  readonly titled: number;
  /** What ranks after exactness: the record's score plus PAGE_EVIDENCE times its page's evidence. */
  readonly evidence: number;
}

/**
 * Algolia's order: fewer missing terms (`shortfall`: see nearlyDescribed), then fewer typos, then a page whose title is the query
 * (for plain words, unless it is the reference: the API group "Models" is not what `models` asks
 * for), then the kind of page the query asks for (guides for plain words, the reference for
 * API-shaped queries), then exactness, then relevance (which weighs a title above a heading above
 * content) with the page's evidence (PAGE_EVIDENCE).
 */
function compare(a: Candidate, b: Candidate): number {
  return (
    a.shortfall - b.shortfall ||
    a.typos - b.typos ||
    b.titled - a.titled ||
    a.tier - b.tier ||
    b.exact - a.exact ||
    b.evidence - a.evidence ||
    a.id - b.id
  );
}

export class IndexLoadError extends Error {
  constructor(
    readonly file: string,
    cause: unknown,
  ) {
    super(`The search index could not be loaded (${file}): ${cause instanceof Error ? cause.message : String(cause)}`, {cause});
    this.name = 'IndexLoadError';
  }
}

export class SearchEngine {
  /** Index files by name, loaded once; a failed load is forgotten so that the next search tries again. */
  private readonly files = new Map<string, Promise<unknown>>();
  /** The number tables of scoring, kept between readings and searches (Tables). */
  private readonly tables = new Tables();

  constructor(private readonly fetchFile: IndexFetcher) {}

  private load<T>(file: string): Promise<T> {
    let pending = this.files.get(file);
    if (!pending) {
      pending = this.fetchFile(file)
        .then((content) => {
          // Every index file is a JSON object or array; `null` or a number read as "no postings" and hid the fault.
          if (content === null || typeof content !== 'object')
            throw new Error(`not an index file (${content === null ? 'null' : typeof content})`);
          return content;
        })
        .catch((error: unknown) => {
          this.files.delete(file);
          throw error instanceof IndexLoadError ? error : new IndexLoadError(file, error);
        });
      this.files.set(file, pending);
    }
    return pending as Promise<T>;
  }

  private lexicon: {of: Manifest; words: Lexicon} | undefined;

  /** The manifest's lexicon as a set, made once per manifest. */
  private lexiconOf(manifest: Manifest): Lexicon {
    if (this.lexicon?.of !== manifest) this.lexicon = {of: manifest, words: new Set(manifest.lexicon ? manifest.lexicon.split(' ') : [])};
    return this.lexicon.words;
  }

  async getManifest(): Promise<Manifest> {
    const manifest = await this.load<Manifest>('manifest.json');
    if (manifest?.v !== INDEX_VERSION) {
      throw new IndexLoadError('manifest.json', new Error(`unsupported index version ${String(manifest?.v)}`));
    }
    return manifest;
  }

  /** A page's outline: path, section, title and headings. */
  getPage(page: number): Promise<PageOutline> {
    return this.load(`pages/${page}.json`);
  }

  /** Record `index` of a page (0 is its title), from the chunk that holds it. */
  async getRecord(page: number, index: number): Promise<DisplayRecord> {
    const chunk = await this.load<readonly DisplayRecord[]>(chunkFile(page, index));
    const record = chunk[index % CHUNK_SIZE];
    if (!record) throw new IndexLoadError(chunkFile(page, index), new Error(`no record ${index} in page ${page}`));
    return record;
  }

  private getShard(key: string): Promise<Shard> {
    return this.load(`shards/${shardFileName(key)}.json`);
  }

  async search({query: typed, acceptTag, side}: EngineQuery): Promise<EngineResult> {
    // A huge paste counts for its first characters only, in every reading of it (synonyms, shape, text).
    const query = typed.slice(0, MAX_QUERY_LENGTH);
    if (queryTerms(query).length === 0) return {terms: [], shape: 'plain', matchedTerms: [], matches: []};
    const manifest = await this.getManifest();
    const terms = queryTerms(query, this.lexiconOf(manifest));
    const readings = [{query, factor: 1}, ...otherReadings(query, manifest).map((variant) => ({query: variant, factor: SYNONYM}))];
    const matchedTerms = new Set<string>();
    const best = new Map<number, Candidate>();
    for (const reading of readings) {
      for (const candidate of await this.scoreReading(manifest, reading.query, reading.factor, matchedTerms)) {
        const page = this.pageOf(manifest, candidate.id);
        if (acceptTag && !acceptTag(manifest.tags[manifest.pageTags[page]!]!)) continue;
        const known = best.get(candidate.id);
        if (!known || compare(candidate, known) < 0) best.set(candidate.id, candidate);
      }
    }
    const kindOf = (page: number): PageKind => PAGE_KINDS[manifest.pageKinds[page]!] ?? 'guide';
    const configPages = new Set(manifest.configPages ?? []);
    const shape = this.shapeOf(manifest, query, terms, [...best.values()], kindOf, configPages);
    const ranked = [...best.values()]
      .map((candidate) => {
        const tier = kindTier(kindOf(candidate.page), shape, configPages.has(candidate.page));
        const isTitle = candidate.id === manifest.pageStarts[candidate.page];
        const titled = isTitle && candidate.exact === 2 && titleMayLead(shape, tier) ? 1 : 0;
        return {...candidate, tier, titled};
      })
      .sort(compare);
    const matches = distinctPages(ranked, manifest, side, kindOf);
    // Pages whose title record (its title with its keywords, section and description) holds the whole query.
    const described = new Set<number>();
    // Pages whose title record holds most of a query of three or more terms (PAGE_SUBJECT_SHARE).
    const mostly = new Set<number>();
    for (const candidate of best.values()) {
      if (candidate.id !== manifest.pageStarts[candidate.page] || candidate.typos > 0) continue;
      if (candidate.missing === 0) described.add(candidate.page);
      else if (holdsMost(candidate.matched, candidate.matched + candidate.missing)) mostly.add(candidate.page);
    }
    return {
      terms,
      shape,
      matchedTerms: [...matchedTerms],
      matches: await this.rerankByText(manifest, query, matches, shape, described, mostly),
    };
  }

  /**
   * The query's shape (kinds.ts), and one the index tells: an operation name ("获取模型详情", "List
   * models by paths") is a heading of a reference page that is the query, when no guide's title is.
   */
  private shapeOf(
    manifest: Manifest,
    query: string,
    terms: readonly QueryTerm[],
    candidates: readonly Candidate[],
    kindOf: (page: number) => PageKind,
    configPages: ReadonlySet<number>,
  ): QueryShape {
    const shape = queryShape(query);
    // An error-code prefix in capitals ("REQ", "SENSITIVE") asks for the error catalogue.
    if (shape === 'plain' && isErrorPrefixQuery(query, manifest.errorPrefixes ?? [])) return 'error';
    // Operation names are longer than product words: five Chinese characters or three Latin words
    // ("删除提示词", "List models by paths"); "多源同步" or "model tree" is a product word even where a
    // reference heading names it.
    // Counted on the query's terms, so the words a query drops ("哪些", "一个", "how") do not make it one.
    if (shape === 'api' || shape === 'config' || terms.length < 2 || operationSize(terms) < 5) return shape;
    const isTitle = (candidate: Candidate) => candidate.id === manifest.pageStarts[candidate.page];
    const exact = candidates.filter((candidate) => candidate.exact === 2 && candidate.missing === 0 && candidate.typos === 0);
    const headings = exact.filter((candidate) => !isTitle(candidate) && kindOf(candidate.page) === 'api');
    const operation = headings.some((candidate) => !configPages.has(candidate.page));
    // A heading of the configuration reference that is the query is a key ("external_url" is not one).
    const key = headings.length > 0 && !operation;
    // A guide titled with the query, or with the query and one more word ("Multi-Source Sync Introduction").
    const guideTitle = candidates.some(
      (candidate) =>
        candidate.exact >= 1 &&
        candidate.missing === 0 &&
        candidate.typos === 0 &&
        isTitle(candidate) &&
        kindOf(candidate.page) === 'guide',
    );
    if (guideTitle) return shape;
    return operation ? 'api' : key ? 'config' : shape;
  }

  /**
   * The first results again, by their text. Of results that match as many terms with as many typos:
   * a page whose title is the query comes first (for plain words, unless it is the reference: the
   * API group "Models" is not what `models` asks for); then the kind order;
   * then a title that answers the query (kinds.ts titleMatch: the query itself, the area's
   * introduction, a title holding every term) before a section that only holds it, so the page made
   * for a subject beats a heading of another page that names it; then a title or heading that is the
   * query, or holds it as a phrase ("Text-to-Image" before "Image-Text-to-Text").
   * Their pages are the ones a search shows first, so loading them costs nothing extra.
   */
  private async rerankByText(
    manifest: Manifest,
    query: string,
    matches: EngineMatch[],
    shape: QueryShape,
    described: ReadonlySet<number>,
    mostly: ReadonlySet<number> = new Set(),
  ): Promise<EngineMatch[]> {
    const wanted = canonical(query);
    if (!wanted) return matches;
    const readings = [query, ...otherReadings(query, manifest)];
    // The paths an API-shaped query names (`POST /mirror/repo`): a record that holds one, as a path or its end, holds the query as a phrase.
    const paths = shape === 'api' ? queryPaths(query) : [];
    const pasted = isMachineText(query);
    const fixes = new Set<number>();
    const guideTitleWithoutApi = new Set<number>();
    const head = await Promise.all(
      matches.slice(0, RERANK).map(async (match) => {
        const [[code, , text], outline] = await Promise.all([
          this.getRecord(match.page, match.id - manifest.pageStarts[match.page]!),
          this.getPage(match.page),
        ]);
        const own = canonical(text);
        const phrase = code === 0 ? (holdsPath(text, paths) ? 1 : 0) : own === wanted ? 2 : own.includes(wanted) ? 1 : 0;
        const pageTitle = outline.headings.find(([, level]) => level === 1)?.[3] ?? '';
        // For an API-shaped query the title is matched without the words that asked for the reference;
        // a synonym of the query counts as the query ("StarShip" for "CSGShip Introduction").
        const byTitle = Math.max(
          ...readings.map((reading) => titleMatch(pageTitle, asksReference(shape) ? reading.replace(API_WORDS, ' ') : reading)),
        );
        // A guide whose title is the query only without its API words ("Create Model" for "create model api") is
        // not what the query asks for first: the reference is. Its title leads only when it holds those words too.
        if (
          asksReference(shape) &&
          byTitle === 5 &&
          !isReference(match.kind) &&
          Math.max(...readings.map((reading) => titleMatch(pageTitle, reading))) < 5
        )
          guideTitleWithoutApi.add(match.id);
        // A page whose keywords, section or description hold the whole query is made for it too, after the titles that hold it.
        const pages = match.counterpart === null ? [match.page] : [match.page, match.counterpart];
        const title = Math.max(
          byTitle,
          pages.some((page) => described.has(page)) ? Math.max(...readings.map((reading) => describedMatch(pageTitle, reading))) : 0,
          shape === 'plain' && !pasted && pages.some((page) => mostly.has(page)) ? MOSTLY_DESCRIBED : 0,
        );
        if (pasted && isFixPage(pageTitle)) fixes.add(match.id);
        return {...match, phrase, title};
      }),
    );
    // A pasted log or error line: of results that match it equally well, a page of fixes first.
    const fix = (match: EngineMatch) => (fixes.has(match.id) ? 1 : 0);
    // A title that is the query: any kind for an API-shaped query, any but the reference for plain words.
    const titleIsQuery = (match: EngineMatch) =>
      match.titled || (match.title === 5 && titleMayLead(shape, match.tier) && !guideTitleWithoutApi.has(match.id)) ? 1 : 0;
    // An API-shaped query names an operation: a heading that is the query is its answer, before a page
    // whose keywords or description only hold its words.
    const operation = (match: EngineMatch) => (shape === 'api' && match.phrase === 2 ? 1 : 0);
    const order = (a: EngineMatch, b: EngineMatch) =>
      a.shortfall !== b.shortfall || a.typos !== b.typos
        ? 0
        : titleIsQuery(b) - titleIsQuery(a) ||
          a.tier - b.tier ||
          operation(b) - operation(a) ||
          b.title - a.title ||
          b.phrase - a.phrase ||
          fix(b) - fix(a);
    return [...stableSort(head, order), ...matches.slice(RERANK)];
  }

  private pageOf(manifest: Manifest, id: number): number {
    let low = 0;
    let high = manifest.pageStarts.length - 2;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (manifest.pageStarts[mid]! <= id) low = mid;
      else high = mid - 1;
    }
    return low;
  }

  /** The shards holding some terms, loaded; keys the index does not have are skipped. */
  private async shardsFor(manifest: Manifest, words: Iterable<string>, loaded: Map<string, Shard>): Promise<void> {
    const available = new Set(manifest.shards);
    const keys = [...new Set([...words].map(shardKey))].filter((key) => available.has(key) && !loaded.has(key));
    for (const [key, shard] of await Promise.all(keys.map(async (key) => [key, await this.getShard(key)] as const))) loaded.set(key, shard);
  }

  /**
   * The postings of index terms: from their shard (loaded already), or, for a common term, from its
   * own file, loaded now. Terms the index does not hold are left out.
   */
  private async postingsFor(shards: ReadonlyMap<string, Shard>, stems: Iterable<string>): Promise<Map<string, TermPostings>> {
    const found = new Map<string, TermPostings>();
    const common: string[] = [];
    for (const stem of new Set(stems)) {
      const shard = shards.get(shardKey(stem));
      const points = shard && own(shard.t, stem);
      if (points) found.set(stem, {t: points, r: own(shard.r, stem)});
      else if (shard?.c && own(shard.c, stem) !== undefined) common.push(stem);
    }
    const loaded = await Promise.all(
      common.map(async (stem) => [stem, await this.load<TermPostings>(termFile(shardFileName(stem)))] as const),
    );
    for (const [stem, postings] of loaded) found.set(stem, postings);
    return found;
  }

  /** The index terms a query term stands for, with how much each counts and whether it is a typo. */
  private expand(term: QueryTerm, shard: Shard | undefined): Array<{stem: string; factor: number; typo: boolean}> {
    const found = new Map<string, {stem: string; factor: number; typo: boolean}>();
    const add = (stem: string, factor: number, typo: boolean) => {
      const known = found.get(stem);
      if (!known || factor > known.factor) found.set(stem, {stem, factor, typo});
    };
    add(term.text, 1, false);
    if (!shard || (!term.prefix && !term.typo)) return [...found.values()];
    const words = [...Object.keys(shard.t), ...Object.keys(shard.c ?? {}), ...Object.keys(shard.w)];
    const prefixed: string[] = [];
    for (const word of words) {
      const stem = own(shard.w, word) ?? word;
      if (term.prefix && word !== term.word && word.startsWith(term.word)) prefixed.push(stem);
      else if (term.typo && word.length >= TYPO_MIN_LENGTH - 1 && withinOneEdit(term.word, word)) add(stem, TYPO_MATCH, stem !== term.text);
    }
    // The most common completions of a prefix, as many as MAX_EXPANSIONS.
    const counts = (stem: string) => (own(shard.t, stem)?.length ?? 0) / 2 || (shard.c ? (own(shard.c, stem) ?? 0) : 0);
    for (const stem of [...new Set(prefixed)].sort((a, b) => counts(b) - counts(a)).slice(0, MAX_EXPANSIONS))
      add(stem, PREFIX_MATCH, false);
    return [...found.values()];
  }

  /** Every record that matches one reading of the query, with its standing. */
  private async scoreReading(manifest: Manifest, query: string, factor: number, matchedTerms: Set<string>): Promise<Candidate[]> {
    const terms = queryTerms(query, this.lexiconOf(manifest));
    if (terms.length === 0) return [];
    const shards = new Map<string, Shard>();
    await this.shardsFor(
      manifest,
      terms.flatMap((term) => [term.text, term.word]),
      shards,
    );
    const expansions = terms.map((term) => this.expand(term, shards.get(shardKey(term.word)) ?? shards.get(shardKey(term.text))));
    await this.shardsFor(
      manifest,
      expansions.flat().map((expansion) => expansion.stem),
      shards,
    );
    const postings = await this.postingsFor(
      shards,
      expansions.flat().map((expansion) => expansion.stem),
    );
    const idf = (df: number) => Math.log(1 + (manifest.n - df + 0.5) / (df + 0.5));

    const own = terms.map(() => new Map<number, {score: number; typo: boolean}>());
    const inherited = terms.map(() => [] as Array<{id: number; span: number; score: number; typo: boolean}>);
    const lengths = new Map<number, number>();
    const headings = new Set<number>();
    /** Per term: the titles and headings whose own text (not keywords) holds it. */
    const ownText = terms.map(() => new Set<number>());
    /** Per term: whether the index holds it at all (requiredMatches drops the others). */
    const present = terms.map(() => false);
    const unitOf = terms.map(() => 0);
    expansions.forEach((list, i) => {
      for (const {stem, factor: weightFactor, typo} of list) {
        const entry = postings.get(stem);
        if (!entry) continue;
        const points = entry.t;
        present[i] = true;
        matchedTerms.add(stem);
        const weight = (idf(points.length / 2) * weightFactor * factor) / 10;
        // The term's weight per unit of a posting's field-weighted BM25 (the posting is stored times ten).
        unitOf[i] = Math.max(unitOf[i]!, weight * 10);
        let id = 0;
        for (let p = 0; p < points.length; p += 2) {
          id += points[p]!;
          const score = points[p + 1]! * weight;
          const known = own[i]!.get(id);
          if (!known || score > known.score) own[i]!.set(id, {score, typo});
        }
        const ranges = entry.r ?? [];
        for (let r = 0; r < ranges.length; r += 4) {
          headings.add(ranges[r]!);
          // Length 0: the term is only in the page's keywords or section, not in the title itself.
          if (ranges[r + 3]! > 0) {
            lengths.set(ranges[r]!, ranges[r + 3]!);
            ownText[i]!.add(ranges[r]!);
          }
          if (ranges[r + 1]! > 0) inherited[i]!.push({id: ranges[r]!, span: ranges[r + 1]!, score: ranges[r + 2]! * weight, typo});
        }
      }
      inherited[i]!.sort((a, b) => a.id - b.id);
    });

    // Terms the index does not hold are dropped, noise may be optional; requiredMatches tells the rest.
    const heldTerms = present.filter(Boolean).length;
    if (heldTerms === 0) return [];
    const optional = terms.map((term, i) => present[i]! && heldTerms >= NOISY_QUERY && isNoiseTerm(term));
    const required = present.map((held, i) => held && !optional[i]);
    const known = required.filter(Boolean).length || heldTerms;
    if (known === heldTerms) optional.fill(false);
    // In a query for the reference, the words that ask for it ("api", "endpoints", "接口") need not be on
    // a reference page; any other page must hold them as any other term.
    const forReference = queryShape(query) === 'api';
    const askWords = terms.map((term, i) => forReference && required[i]! && !optional[i] && REFERENCE_WORDS.has(term.word));
    const askCount = askWords.filter(Boolean).length;
    const queryLength = indexTerms(query).size - (terms.length - heldTerms);
    // One number a word, below terms.length: the pairs of one Chinese word (consecutive terms of one group) share theirs.
    const wordOf: number[] = [];
    terms.forEach((term, i) => wordOf.push(term.group !== undefined && i > 0 && terms[i - 1]!.group === term.group ? wordOf[i - 1]! : i));
    const ids = new Set<number>();
    own.forEach((map) => map.forEach((_, id) => ids.add(id)));
    // Per required term, its evidence on each page that holds it (pageTermEvidence), from the postings loaded already.
    const pageTerm = terms.map(() => new Map<number, number>());
    const pageOfRecord = new Map<number, number>();
    own.forEach((records, i) => {
      if (!required[i]) return;
      const sums = pageTerm[i]!;
      records.forEach(({score}, id) => {
        let page = pageOfRecord.get(id);
        if (page === undefined) pageOfRecord.set(id, (page = this.pageOf(manifest, id)));
        sums.set(page, (sums.get(page) ?? 0) + score);
      });
      sums.forEach((sum, page) => sums.set(page, pageTermEvidence(sum, unitOf[i]!)));
    });
    // Summed once a page: a long query's records would otherwise each go over every term's pages.
    const evidenceOf = new Map<number, number>();
    const pageEvidence = (page: number) => {
      let evidence = evidenceOf.get(page);
      if (evidence === undefined) evidenceOf.set(page, (evidence = pageTerm.reduce((sum, pages) => sum + (pages.get(page) ?? 0), 0)));
      return evidence;
    };
    // The words a record must hold (the pairs of one Chinese word are one word, wordOf), and how many of
    // each word's terms: a word is missed when the record lacks any of them. A reference page under a
    // lenient reading need not hold the words that ask for the reference.
    const mustOf = (lenient: boolean) => {
      const counts = new Int32Array(terms.length);
      let words = 0;
      terms.forEach((_, i) => {
        if (!required[i] || (lenient && askWords[i])) return;
        if (counts[wordOf[i]!] === 0) words += 1;
        counts[wordOf[i]!] = counts[wordOf[i]!]! + 1;
      });
      return {counts, words};
    };
    const must = [mustOf(false), mustOf(true)] as const;
    // Per record (its slot in id order), what its matches add up to, term by term in the query's order.
    const tables = this.tables;
    const sorted = tables.int('sorted', ids.size, false);
    let filled = 0;
    for (const id of ids) sorted[filled++] = id;
    sorted.sort();
    // By record id, its slot: a table of every record (only the slots of this reading's records are read).
    const slotOf = tables.int('slotOf', manifest.pageStarts[manifest.pageStarts.length - 1]!, false);
    sorted.forEach((id, slot) => (slotOf[id] = slot));
    // Each record's page (as pageOf), walking the pages along the records in id order; its start; whether
    // the record is read leniently (a reference page, for a query that asks for the reference).
    const pageAt = tables.int('pageAt', sorted.length, false);
    const pageStartAt = tables.int('pageStartAt', sorted.length, false);
    const lenientAt = tables.int('lenientAt', sorted.length, false);
    for (let slot = 0, page = 0; slot < sorted.length; slot += 1) {
      while (page < manifest.pageStarts.length - 2 && manifest.pageStarts[page + 1]! <= sorted[slot]!) page += 1;
      pageAt[slot] = page;
      pageStartAt[slot] = manifest.pageStarts[page]!;
      lenientAt[slot] = askCount > 0 && askCount < known && isReference(PAGE_KINDS[manifest.pageKinds[page]!] ?? 'guide') ? 1 : 0;
    }
    const scoreAt = tables.float('scoreAt', sorted.length);
    const matchedAt = tables.int('matchedAt', sorted.length);
    const typosAt = tables.int('typosAt', sorted.length);
    const directAt = tables.int('directAt', sorted.length);
    // The words a record holds whole, and the word its last matches were of (+1) with how many of its terms
    // (a word's terms are consecutive, so a record meets them one after another).
    const wholeAt = tables.int('wholeAt', sorted.length);
    const wordAt = tables.int('wordAt', sorted.length);
    const heldAt = tables.int('heldAt', sorted.length);
    visitMatches(
      sorted,
      slotOf,
      pageStartAt,
      own,
      inherited,
      (slot, i, termScore, typo, mine) => {
        scoreAt[slot] = scoreAt[slot]! + termScore;
        const lenient = lenientAt[slot] === 1;
        const word = wordOf[i]!;
        const {counts} = must[lenientAt[slot]!]!;
        if (counts[word]! > 0 && required[i] && !(lenient && askWords[i])) {
          if (wordAt[slot] !== word + 1) {
            wordAt[slot] = word + 1;
            heldAt[slot] = 0;
          }
          heldAt[slot] = heldAt[slot]! + 1;
          if (heldAt[slot] === counts[word]) wholeAt[slot] = wholeAt[slot]! + 1;
        }
        if (optional[i] || (lenient && askWords[i])) return;
        matchedAt[slot] = matchedAt[slot]! + 1;
        if (typo) typosAt[slot] = typosAt[slot]! + 1;
        if (mine && (ownText[i]!.has(sorted[slot]!) || !headings.has(sorted[slot]!))) directAt[slot] = directAt[slot]! + 1;
      },
      tables,
    );
    const standings: Array<Candidate & {known: number}> = [];
    for (const id of ids) {
      const slot = slotOf[id]!;
      const page = pageAt[slot]!;
      const lenient = lenientAt[slot] === 1;
      const wanted = lenient ? known - askCount : known;
      const score = scoreAt[slot]!;
      const matched = matchedAt[slot]!;
      const typos = typosAt[slot]!;
      const direct = directAt[slot]!;
      // The words of the query the record misses: the pairs of one Chinese word count once (wordOf).
      const missedWords = must[lenientAt[slot]!]!.words - wholeAt[slot]!;
      const length = lengths.get(id);
      const exact = length === undefined || direct < wanted ? 0 : length <= queryLength ? 2 : length === queryLength + 1 ? 1 : 0;
      standings.push({
        id,
        page,
        score,
        matched,
        missing: wanted - matched,
        shortfall: missedWords,
        typos,
        exact,
        tier: 0,
        titled: 0,
        // A title record of a one- or two-word query stands on its own score: how often a page repeats an
        // area's word in its sections does not tell which page introduces the area ("专属实例": the
        // settings page says it more often than the create page).
        evidence: known <= 2 && id === manifest.pageStarts[page] ? score : score + PAGE_EVIDENCE * pageEvidence(page),
        known: wanted,
      });
    }
    // A title record holding all of a task phrase but one word, far above any record holding it all: with them.
    if (known >= NEARLY_DESCRIBED_TERMS && !isMachineText(query) && queryShape(query) === 'plain') {
      const whole = standings.reduce((best, candidate) => (candidate.missing === 0 ? Math.max(best, candidate.score) : best), 0);
      standings.forEach((candidate, i) => {
        const isTitle = candidate.id === manifest.pageStarts[candidate.page];
        if (isTitle && nearlyDescribed(candidate.missing, candidate.typos, candidate.score, whole))
          standings[i] = {...candidate, shortfall: 0};
      });
    }
    const candidates = standings.filter((candidate) => candidate.matched >= requiredMatches(candidate.known));
    const pages = new Set(candidates.map((candidate) => candidate.page)).size;
    if (known < 2 || pages >= FILL_PAGES) return candidates;
    // Too few pages hold enough of the query: the pages holding a third of it (one of two: "余额" + "不够",
    // which two pages held in unrelated keywords) fill the first screen, after them (they miss more
    // terms, and fewer missing terms rank first).
    return standings.filter((candidate) => candidate.matched >= requiredMatches(candidate.known, true));
  }
}

/**
 * Number tables that scoring reuses from one reading and one search to the next, grown as needed, so
 * that a keystroke does not allocate a reading's dozen tables (one of them a slot for every record of
 * the index) again. A table is zeros unless asked for as is (`zero` false), for one that is written
 * before it is read.
 */
export class Tables {
  private readonly ints = new Map<string, Int32Array>();
  private readonly floats = new Map<string, Float64Array>();

  int(name: string, length: number, zero = true): Int32Array {
    return Tables.take(this.ints, name, length, zero, (size) => new Int32Array(size));
  }

  float(name: string, length: number, zero = true): Float64Array {
    return Tables.take(this.floats, name, length, zero, (size) => new Float64Array(size));
  }

  private static take<T extends Int32Array | Float64Array>(
    tables: Map<string, T>,
    name: string,
    length: number,
    zero: boolean,
    make: (size: number) => T,
  ): T {
    let table = tables.get(name);
    if (!table || table.length < length) tables.set(name, (table = make(Math.max(length, 2 * (table?.length ?? 0)))));
    else if (zero) table.fill(0, 0, length);
    return table.subarray(0, length) as T;
  }
}

/**
 * Every record's matches, term by term in the query's order, each passed to `visit` with the record's
 * slot (its place in `sorted`, the records in id order; `slotOf` is indexed by record id). A record's own posting of a term is its match
 * (`mine`); without one, the best title or heading on its page that covers it and holds the term counts,
 * less (INHERITED; of equal ones, the last in the term's ranges, which are sorted by record). One pass
 * over each term's postings and ranges, so a query of many terms does not cost records × terms lookups
 * (a pasted paragraph of Chinese is 160 terms over 16,000 records).
 */
export function visitMatches(
  sorted: Int32Array,
  slotOf: Int32Array,
  pageStartAt: Int32Array,
  own: ReadonlyArray<ReadonlyMap<number, {score: number; typo: boolean}>>,
  inherited: ReadonlyArray<ReadonlyArray<{id: number; span: number; score: number; typo: boolean}>>,
  visit: (slot: number, term: number, score: number, typo: boolean, mine: boolean) => void,
  tables = new Tables(),
): void {
  // Per slot: the term (+1) whose own posting the record holds, the term it is covered for, and how.
  const ownFor = tables.int('ownFor', sorted.length);
  const coveredFor = tables.int('coveredFor', sorted.length);
  const coveredScore = tables.float('coveredScore', sorted.length, false);
  const coveredTypo = tables.int('coveredTypo', sorted.length, false);
  const covered: number[] = [];
  own.forEach((records, term) => {
    const stamp = term + 1;
    records.forEach(({score, typo}, id) => {
      const slot = slotOf[id]!;
      ownFor[slot] = stamp;
      visit(slot, term, score, typo, true);
    });
    covered.length = 0;
    for (const range of inherited[term] ?? []) {
      const score = range.score * INHERITED;
      // The first record after the range's own: a title or heading does not cover itself.
      let low = 0;
      let high = sorted.length;
      while (low < high) {
        const mid = (low + high) >> 1;
        if (sorted[mid]! <= range.id) low = mid + 1;
        else high = mid;
      }
      for (let slot = low; slot < sorted.length && sorted[slot]! <= range.id + range.span; slot += 1) {
        // Never across pages: the range must be on the record's page.
        if (ownFor[slot] === stamp || pageStartAt[slot]! > range.id) continue;
        if (coveredFor[slot] !== stamp) {
          coveredFor[slot] = stamp;
          covered.push(slot);
        } else if (score < coveredScore[slot]!) continue;
        coveredScore[slot] = score;
        coveredTypo[slot] = range.typo ? 1 : 0;
      }
    }
    for (const slot of covered) visit(slot, term, coveredScore[slot]!, coveredTypo[slot] === 1, false);
  });
}

/**
 * How long a query is for telling an operation name from a product word: its Chinese characters (the
 * distinct characters of its CJK terms) and two for each other word, counted on the terms it searches
 * for, so the fillers a query drops ("哪些模型可以部署" is 模型 + 部署: 4) do not count.
 */
export function operationSize(terms: readonly QueryTerm[]): number {
  const chars = new Set(terms.filter((term) => term.cjk).flatMap((term) => [...term.text]));
  return chars.size + 2 * terms.filter((term) => !term.cjk).length;
}

/** A path as the reference writes it, without its API prefix and trailing slash: `/api/v1/mirror/repo/` → `/mirror/repo`. */
function barePath(path: string): string {
  return path
    .toLowerCase()
    .replace(/^\/api\/v\d+(?=\/)/, '')
    .replace(/[/,.;:)]+$/, '');
}

/** The paths of a query (`/mirror/repo`, `/models/{namespace}`), bare (barePath). */
export function queryPaths(query: string): string[] {
  return [...query.matchAll(/(?:^|\s)(\/\S+)/g)].map((match) => barePath(match[1]!)).filter((path) => path.length > 1);
}

/**
 * Whether a record's text holds one of the paths, the same path once both are bare
 * (`POST /api/v1/mirror/repo` holds `/mirror/repo`; `/organization/{namespace}/codes` does not hold `/codes`).
 */
export function holdsPath(text: string, paths: readonly string[]): boolean {
  if (paths.length === 0) return false;
  const own = new Set([...text.matchAll(/\/\S+/g)].map((match) => barePath(match[0])));
  return paths.some((path) => own.has(path));
}

/**
 * Whether a page whose title is the query comes first whatever its kind: for plain words any page but
 * the reference (the API group "Models" is not what `models` asks for); for an error-code prefix in
 * capitals (`INVITATION`, `SENSITIVE`) only the error catalogues, the pages that list its codes, not
 * the API group of the same name; for other queries for the reference, any page.
 */
function titleMayLead(shape: QueryShape, tier: number): boolean {
  if (shape === 'error') return tier === 0;
  return asksReference(shape) || tier < 2;
}

/**
 * The readings of a query besides itself: its synonym variants, then the query in the site's words
 * (everyday words replaced, synonyms.ts rewriteQuery) when that differs.
 */
function otherReadings(query: string, manifest: Manifest): string[] {
  const variants = synonymVariants(query, manifest.synonyms);
  const rewritten = rewriteQuery(query, manifest.rewrites ?? []);
  return rewritten === null || variants.includes(rewritten) ? variants : [...variants, rewritten];
}

/**
 * One result per page, in rank order: a page's first record stands for it. Counterpart pages count as one
 * page; when both match, the counterpart on the reader's side is the result (at the pair's rank).
 */
function distinctPages(
  sorted: readonly Candidate[],
  manifest: Manifest,
  side: Side | undefined,
  kindOf: (page: number) => PageKind,
): EngineMatch[] {
  const counterpartOf = new Map<number, number>();
  const sideOfPage = new Map<number, Side>();
  for (let i = 0; i + 1 < manifest.counterparts.length; i += 2) {
    const [community, selfHosted] = [manifest.counterparts[i]!, manifest.counterparts[i + 1]!];
    counterpartOf.set(community, selfHosted).set(selfHosted, community);
    sideOfPage.set(community, 'community').set(selfHosted, 'self-hosted');
  }
  const groups = new Map<number, {first: Candidate; onSide?: Candidate}>();
  for (const candidate of sorted) {
    const counterpart = counterpartOf.get(candidate.page);
    const key = counterpart === undefined ? candidate.page : Math.min(candidate.page, counterpart);
    let group = groups.get(key);
    if (!group) groups.set(key, (group = {first: candidate}));
    if (!group.onSide && side && sideOfPage.get(candidate.page) === side) group.onSide = candidate;
  }
  return [...groups.values()].map(({first, onSide}) => {
    const chosen = onSide ?? first;
    return {
      id: chosen.id,
      page: chosen.page,
      score: chosen.score,
      matched: chosen.matched,
      missing: chosen.missing,
      shortfall: chosen.shortfall,
      typos: chosen.typos,
      exact: chosen.exact,
      counterpart: counterpartOf.get(chosen.page) ?? null,
      phrase: 0,
      kind: kindOf(chosen.page),
      tier: chosen.tier,
      title: 0,
      titled: chosen.titled,
    };
  });
}

/**
 * A term's entry in an index file's table, its own only: a query word such as "constructor" or
 * "toString" is not an entry because every object inherits one by that name (the engine took
 * Object.prototype.constructor for postings and threw).
 */
function own<T>(table: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.prototype.hasOwnProperty.call(table, key) ? table[key] : undefined;
}

/**
 * Sorts by `order` where it tells two items apart, keeping the incoming order otherwise (a plain
 * stable sort would too, but `order` is not transitive across groups it does not compare).
 */
function stableSort<T>(items: readonly T[], order: (a: T, b: T) => number): T[] {
  const out = [...items];
  // Insertion sort: at most RERANK items.
  for (let i = 1; i < out.length; i += 1) {
    const item = out[i]!;
    let j = i - 1;
    while (j >= 0 && order(out[j]!, item) > 0) {
      out[j + 1] = out[j]!;
      j -= 1;
    }
    out[j + 1] = item;
  }
  return out;
}
