/**
 * The local search engine: answers a query from the static index of format.ts, fetching only the
 * manifest, the shards of the query's terms and the pages of the hits it returns. Runs in the browser
 * and in Node (tests, benchmarks); how files are fetched is given to it.
 */
import {INDEX_VERSION, type Manifest, type PageData, type Shard} from '../shared/format';
import {queryTerms, shardFileName, shardKey, type QueryTerm} from '../shared/tokenize';

/** Loads one index file (a path relative to the index directory) and parses it. */
export type IndexFetcher = (file: string) => Promise<unknown>;

/** How much a title or heading's match counts for the records it covers, relative to its own. */
const INHERITED = 0.35;
/** How much a match of a longer word that starts with the query term counts. */
const PREFIX_MATCH = 0.6;
/** At most this many index terms stand for one prefix. */
const MAX_EXPANSIONS = 40;

export interface EngineQuery {
  readonly query: string;
  /** Keep only pages whose docusaurus_tag passes; undefined keeps all. */
  readonly acceptTag?: (tag: string) => boolean;
}

export interface EngineMatch {
  readonly id: number;
  readonly page: number;
  readonly score: number;
  /** Query terms the record matches, itself or through its title and headings. */
  readonly matched: number;
}

export interface EngineResult {
  readonly terms: readonly QueryTerm[];
  /** Index terms that matched (prefix expansions included), for highlighting. */
  readonly matchedTerms: readonly string[];
  /** Matching records, best first. */
  readonly matches: readonly EngineMatch[];
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

  constructor(private readonly fetchFile: IndexFetcher) {}

  private load<T>(file: string): Promise<T> {
    let pending = this.files.get(file);
    if (!pending) {
      pending = this.fetchFile(file).catch((error: unknown) => {
        this.files.delete(file);
        throw error instanceof IndexLoadError ? error : new IndexLoadError(file, error);
      });
      this.files.set(file, pending);
    }
    return pending as Promise<T>;
  }

  async getManifest(): Promise<Manifest> {
    const manifest = await this.load<Manifest>('manifest.json');
    if (manifest?.v !== INDEX_VERSION) {
      throw new IndexLoadError('manifest.json', new Error(`unsupported index version ${String(manifest?.v)}`));
    }
    return manifest;
  }

  getPage(page: number): Promise<PageData> {
    return this.load(`pages/${page}.json`);
  }

  private getShard(key: string): Promise<Shard> {
    return this.load(`shards/${shardFileName(key)}.json`);
  }

  async search({query, acceptTag}: EngineQuery): Promise<EngineResult> {
    const terms = queryTerms(query);
    if (terms.length === 0) return {terms, matchedTerms: [], matches: []};
    const manifest = await this.getManifest();
    const available = new Set(manifest.shards);
    const keys = [...new Set(terms.map((term) => shardKey(term.text)))].filter((key) => available.has(key));
    const shards = new Map(await Promise.all(keys.map(async (key) => [key, await this.getShard(key)] as const)));
    const idf = (df: number) => Math.log(1 + (manifest.n - df + 0.5) / (df + 0.5));

    const own = terms.map(() => new Map<number, number>());
    const inherited = terms.map(() => [] as number[]);
    const matchedTerms = new Set<string>();
    terms.forEach((term, i) => {
      const shard = shards.get(shardKey(term.text));
      if (!shard) return;
      const candidates: Array<[string, number]> = [];
      if (shard.t[term.text]) candidates.push([term.text, 1]);
      if (term.prefix) {
        const longer = Object.keys(shard.t)
          .filter((word) => word !== term.text && word.startsWith(term.text))
          .sort((a, b) => shard.t[b]!.length - shard.t[a]!.length)
          .slice(0, MAX_EXPANSIONS);
        for (const word of longer) candidates.push([word, PREFIX_MATCH]);
      }
      for (const [word, factor] of candidates) {
        matchedTerms.add(word);
        const points = shard.t[word]!;
        const weight = (idf(points.length / 2) * factor) / 10;
        let id = 0;
        for (let p = 0; p < points.length; p += 2) {
          id += points[p]!;
          const score = points[p + 1]! * weight;
          if (score > (own[i]!.get(id) ?? 0)) own[i]!.set(id, score);
        }
        const ranges = shard.r[word] ?? [];
        for (let r = 0; r < ranges.length; r += 3) inherited[i]!.push(ranges[r]!, ranges[r + 1]!, ranges[r + 2]! * weight);
      }
    });

    inherited.forEach((flat, i) => {
      const triples: Array<[number, number, number]> = [];
      for (let r = 0; r < flat.length; r += 3) triples.push([flat[r]!, flat[r + 1]!, flat[r + 2]!]);
      triples.sort((a, b) => a[0] - b[0]);
      inherited[i] = triples.flat();
    });

    const pageOf = (id: number) => {
      let low = 0;
      let high = manifest.pageStarts.length - 2;
      while (low < high) {
        const mid = (low + high + 1) >> 1;
        if (manifest.pageStarts[mid]! <= id) low = mid;
        else high = mid - 1;
      }
      return low;
    };
    // Ranges are sorted by start and never cross pages: look back from the last start before the
    // record, within its page.
    const inheritedScore = (i: number, id: number, pageStart: number) => {
      const ranges = inherited[i]!;
      let low = 0;
      let high = ranges.length / 3 - 1;
      let last = -1;
      while (low <= high) {
        const mid = (low + high) >> 1;
        if (ranges[mid * 3]! < id) {
          last = mid;
          low = mid + 1;
        } else high = mid - 1;
      }
      let best = 0;
      for (let r = last; r >= 0 && ranges[r * 3]! >= pageStart; r -= 1) {
        if (id <= ranges[r * 3]! + ranges[r * 3 + 1]! && ranges[r * 3 + 2]! > best) best = ranges[r * 3 + 2]!;
      }
      return best * INHERITED;
    };

    // A record is a candidate when it matches a term itself; titles and headings above it complete it.
    const candidates = new Set<number>();
    own.forEach((map) => map.forEach((_, id) => candidates.add(id)));
    const matches: EngineMatch[] = [];
    for (const id of candidates) {
      const page = pageOf(id);
      if (acceptTag && !acceptTag(manifest.tags[manifest.pageTags[page]!]!)) continue;
      let score = 0;
      let matched = 0;
      terms.forEach((_, i) => {
        const direct = own[i]!.get(id);
        const value = direct ?? inheritedScore(i, id, manifest.pageStarts[page]!);
        if (value > 0) {
          matched += 1;
          score += value;
        }
      });
      matches.push({id, page, score, matched});
    }

    // Every term must match, except that longer queries may miss a few (CJK pairs that straddle words).
    const needed = terms.length <= 2 ? terms.length : Math.ceil(terms.length * 0.6);
    const kept = matches
      .filter((match) => match.matched >= needed)
      .sort((a, b) => b.matched - a.matched || b.score - a.score || a.id - b.id);
    return {terms, matchedTerms: [...matchedTerms], matches: kept};
  }
}
