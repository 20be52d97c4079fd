/**
 * Turns the pages extracted from the built HTML into the static index of src/search/format.ts, and
 * into Algolia crawler-style records for teams that upload them to a hosted index.
 */
import {indexTerms, shardKey} from '../shared/tokenize';
import {INDEX_VERSION, typeCode, type Manifest, type PageData, type RecordType, type Shard, type SourcePage} from '../shared/format';
import {hierarchyAt, objectIdOf, type Hierarchy} from '../shared/records';

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
const K1 = 1.2;
const B = 0.75;

export interface BuiltIndex {
  readonly manifest: Manifest;
  readonly shards: ReadonlyMap<string, Shard>;
  readonly pages: readonly PageData[];
}

interface Posting {
  id: number;
  score: number;
  span: number;
}

export function buildIndex(language: string, sourcePages: readonly SourcePage[]): BuiltIndex {
  const pages: PageData[] = [];
  const pageStarts: number[] = [];
  const tags: string[] = [];
  const pageTags: number[] = [];
  // `text` is what is indexed: a page's keywords count as part of its title (they are not displayed).
  const flat: Array<{id: number; type: RecordType; text: string; span: number}> = [];

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
      const indexed = index === 0 && page.keywords ? `${record.text} ${page.keywords}` : record.text;
      flat.push({id: start + index, type: record.type, text: indexed, span});
    });
    pages.push({
      path: page.path,
      lvl0: page.lvl0,
      records: page.records.map((record) => [typeCode(record.type), record.anchor, record.text] as const),
    });
  }
  pageStarts.push(flat.length);

  // BM25 length normalization is done separately for headings and for content, whose lengths differ.
  const termsOf = flat.map((record) => indexTerms(record.text));
  const lengthOf = termsOf.map((terms) => [...terms.values()].reduce((sum, count) => sum + count, 0));
  const average = (isHeading: boolean) => {
    const lengths = flat.filter((record) => (record.type !== 'content') === isHeading).map((record) => lengthOf[record.id]!);
    return lengths.length ? lengths.reduce((a, b) => a + b, 0) / lengths.length : 1;
  };
  const averageHeading = average(true);
  const averageContent = average(false);

  const postings = new Map<string, Posting[]>();
  for (const record of flat) {
    const length = lengthOf[record.id]!;
    const avg = record.type === 'content' ? averageContent : averageHeading;
    for (const [term, tf] of termsOf[record.id]!) {
      const bm25 = (tf * (K1 + 1)) / (tf + K1 * (1 - B + (B * length) / avg));
      const score = Math.max(1, Math.round(FIELD_WEIGHT[record.type] * bm25 * 10));
      let list = postings.get(term);
      if (!list) postings.set(term, (list = []));
      list.push({id: record.id, score, span: record.span});
    }
  }

  const shardTerms = new Map<string, {t: Record<string, number[]>; r: Record<string, number[]>}>();
  for (const [term, list] of [...postings].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    const key = shardKey(term);
    let shard = shardTerms.get(key);
    if (!shard) shardTerms.set(key, (shard = {t: {}, r: {}}));
    const points: number[] = [];
    const ranges: number[] = [];
    let previous = 0;
    for (const posting of list) {
      points.push(posting.id - previous, posting.score);
      previous = posting.id;
      if (posting.span > 0) ranges.push(posting.id, posting.span, posting.score);
    }
    shard.t[term] = points;
    if (ranges.length) shard.r[term] = ranges;
  }

  const manifest: Manifest = {
    v: INDEX_VERSION,
    language,
    n: flat.length,
    pageStarts,
    tags,
    pageTags,
    shards: [...shardTerms.keys()].sort(),
  };
  return {manifest, shards: shardTerms, pages};
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
  readonly weight: {readonly pageRank: number; readonly level: number; readonly position: number};
}

export function toAlgoliaRecords(origin: string, sourcePages: readonly SourcePage[]): AlgoliaRecord[] {
  const records: AlgoliaRecord[] = [];
  for (const page of sourcePages) {
    const data: PageData = {
      path: page.path,
      lvl0: page.lvl0,
      records: page.records.map((record) => [typeCode(record.type), record.anchor, record.text] as const),
    };
    page.records.forEach((record, index) => {
      const urlWithoutAnchor = `${origin}${page.path}`;
      records.push({
        objectID: objectIdOf(data, index),
        url: record.anchor ? `${urlWithoutAnchor}#${record.anchor}` : urlWithoutAnchor,
        url_without_anchor: urlWithoutAnchor,
        anchor: record.anchor,
        type: record.type,
        content: record.type === 'content' ? record.text : null,
        hierarchy: hierarchyAt(data, index),
        language: page.language,
        docusaurus_tag: page.docusaurusTag,
        weight: {pageRank: 0, level: record.type === 'content' ? 0 : 100 - typeCode(record.type) * 10, position: index},
      });
    });
  }
  return records;
}
