/**
 * Tokenizer shared by the index builder (Node, at build time) and the search client (browser), so
 * that both cut text the same way.
 *
 * Latin text: lower-cased words, a few English stop words dropped, each word stemmed with the Porter2
 * (Snowball English) stemmer, so "licenses" finds "license" and "installing" finds "installation".
 * CJK text has no spaces, so it is indexed as overlapping character bigrams ("模型部署" → 模型, 型部,
 * 部署), which needs no dictionary and is identical everywhere. A query is first cut into words with
 * `Intl.Segmenter` where the browser has it, and bigrams are taken inside each word only, so a query
 * never asks for a pair of characters that straddles two of its words.
 */

import porter2 from 'wink-porter2-stemmer';

const CJK_CHAR = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/u;
const WORD = /[\p{L}\p{N}_]+/gu;

// prettier-ignore
const STOP_WORDS = new Set([
  'a', 'an', 'and', 'are', 'as', 'at', 'be', 'by', 'can', 'do', 'does', 'for', 'from', 'how', 'i', 'if',
  'in', 'into', 'is', 'it', 'its', 'my', 'of', 'on', 'or', 'so', 'that', 'the', 'their', 'then', 'this',
  'to', 'was', 'we', 'what', 'when', 'which', 'with', 'you', 'your',
]);

export function isCjk(char: string): boolean {
  return CJK_CHAR.test(char);
}

export function normalize(text: string): string {
  return text.normalize('NFKC').toLowerCase();
}

/** Stems already computed: the index builder meets the same words again and again. */
const stemCache = new Map<string, string>();
const STEM_CACHE_SIZE = 200_000;

/** Words of letters only are stemmed; identifiers with digits or underscores (`v1`, `external_url`) stay whole. */
const STEMMED_WORD = /^[a-z]{4,}$/;

/** The index form of a normalized Latin word: its Porter2 stem ("installation" → "instal"). */
export function stem(word: string): string {
  if (!STEMMED_WORD.test(word)) return word;
  let stemmed = stemCache.get(word);
  if (stemmed === undefined) {
    stemmed = porter2(word);
    if (stemCache.size < STEM_CACHE_SIZE) stemCache.set(word, stemmed);
  }
  return stemmed;
}

/** Latin words at least this long tolerate one typo in a query. */
export const TYPO_MIN_LENGTH = 5;

/** Whether two words are at most one edit apart (insertion, deletion, substitution or transposition). */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i += 1;
  if (a.length === b.length) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

/** Splits normalized text into runs of CJK characters and runs of anything else. */
function splitRuns(text: string): Array<{cjk: boolean; text: string}> {
  const runs: Array<{cjk: boolean; text: string}> = [];
  for (const char of text) {
    const cjk = isCjk(char);
    const last = runs[runs.length - 1];
    if (last && last.cjk === cjk) last.text += char;
    else runs.push({cjk, text: char});
  }
  return runs;
}

function bigrams(run: string): string[] {
  const chars = [...run];
  if (chars.length === 1) return chars;
  const out: string[] = [];
  for (let i = 0; i + 1 < chars.length; i += 1) out.push(chars[i]! + chars[i + 1]!);
  return out;
}

function latinWords(text: string): string[] {
  return [...text.matchAll(WORD)].map((match) => match[0]);
}

/**
 * The terms of a text and how often each occurs, for the index. `onWord` hears each Latin word with
 * its stem (the index keeps the words too, for prefix and typo matching on what readers type).
 */
export function indexTerms(text: string, onWord?: (word: string, stem: string) => void): Map<string, number> {
  const counts = new Map<string, number>();
  const add = (term: string) => counts.set(term, (counts.get(term) ?? 0) + 1);
  for (const run of splitRuns(normalize(text))) {
    if (run.cjk) bigrams(run.text).forEach(add);
    else
      for (const word of latinWords(run.text)) {
        if (STOP_WORDS.has(word)) continue;
        const term = stem(word);
        onWord?.(word, term);
        add(term);
      }
  }
  return counts;
}

export interface QueryTerm {
  /** The term as stored in the index (a stem for Latin words). */
  readonly text: string;
  /** The word as typed, normalized: what prefix and typo matching compare with the index's words. */
  readonly word: string;
  /** Whether index words that start with it also match (the word being typed, single CJK characters). */
  readonly prefix: boolean;
  readonly cjk: boolean;
  /** Whether a word one edit away also matches (Latin words of TYPO_MIN_LENGTH letters or more). */
  readonly typo: boolean;
  /**
   * For the character pairs of one Chinese word of three characters or more (智能体: 智能, 能体), the
   * word's place in the query: the pairs of a word are one word a record misses or holds (see the
   * engine's shortfall). Other terms are words of their own.
   */
  readonly group?: number;
}

type Segmenter = {segment(input: string): Iterable<{segment: string; isWordLike?: boolean}>};

/**
 * Function characters that the segmenter leaves on their own ("和", "的", "吗"), and the particles of a
 * request or a wish ("推送要密码", "升级到新版本", "想让"), what the segmenter leaves of 怎么办 and 怎么样, and the 有
 * of a question ("角色有什么区别"): they carry no meaning for search and would make pairs that no text holds
 * ("送要", "级到", "色有"), so a query drops them. Inside a word they stay (需要, 想法, 没有).
 */
export const CJK_STOP_CHARS: ReadonlySet<string> = new Set([...'的地得和与及或在是了吗呢吧啊把被要想让太到办样哪有']);
/** Question words and fillers of Chinese queries ("怎么上传", "如何配置", "能不能装"): no page text needs them. */
const CJK_STOP_WORDS = new Set([
  '怎么',
  '怎样',
  '如何',
  '什么',
  '为什么',
  '哪里',
  '哪儿',
  '哪个',
  '可以',
  '能否',
  '是否',
  '有没有',
  '能不能',
  '是不是',
  '可不可以',
  '行不行',
  '一下',
  '哪些',
  '一个',
  '几个',
  '我的',
  '我们',
  '意思',
]);

/** The site's own words (server/lexicon.ts, shipped in the manifest): a query is cut on them first. */
export type Lexicon = ReadonlySet<string>;

/** The longest word a lexicon holds, in characters. */
const LEXICON_WORD_MAX = 4;

interface Piece {
  readonly text: string;
  /** Whether the piece is a word of the site's lexicon (not a guess of the segmenter). */
  readonly known: boolean;
}

/**
 * Cuts a run of CJK characters (no stop word inside) into pieces: at each place the longest word of the
 * lexicon that starts there, else what is left of the segmenter's word there.
 */
function lexiconPieces(chars: readonly string[], segmentEnds: ReadonlySet<number>, lexicon: Lexicon): Piece[] {
  const pieces: Piece[] = [];
  let i = 0;
  while (i < chars.length) {
    let taken = 0;
    for (let length = Math.min(LEXICON_WORD_MAX, chars.length - i); length >= 2 && !taken; length -= 1) {
      if (lexicon.has(chars.slice(i, i + length).join(''))) taken = length;
    }
    if (taken) {
      pieces.push({text: chars.slice(i, i + taken).join(''), known: true});
      i += taken;
      continue;
    }
    let end = i + 1;
    while (end < chars.length && !segmentEnds.has(end)) end += 1;
    pieces.push({text: chars.slice(i, end).join(''), known: false});
    i = end;
  }
  return pieces;
}

/** The browser's word segmenter, made once: making one costs more than cutting a query (null: none). */
let segmenter: Segmenter | null | undefined;

/** The words of a run of CJK characters as the browser's segmenter cuts them (the run itself without one). */
function segmentsOf(run: string): string[] {
  if (segmenter === undefined) {
    const IntlWithSegmenter = Intl as unknown as {Segmenter?: new (locale: string, options: object) => Segmenter};
    segmenter = IntlWithSegmenter.Segmenter ? new IntlWithSegmenter.Segmenter('zh', {granularity: 'word'}) : null;
  }
  return segmenter ? [...segmenter.segment(run)].map(({segment}) => segment) : [run];
}

/**
 * A query without the words a Chinese question adds (CJK_STOP_WORDS, and CJK_STOP_CHARS the segmenter
 * leaves alone), each replaced by a space so that no pair straddles it: "CodeSouler 是什么" is "CodeSouler",
 * as its terms are. Latin text stays as it is (indexTerms drops its stop words).
 * It is a reading of its own, not queryTerms': titleMatch compares a title's index terms with the query's
 * as sets, so the query must be cut as a title is, with the pairs that straddle two words ("模型部署" holds
 * 型部); queryTerms keeps the pairs inside each word only.
 */
export function withoutFillers(query: string): string {
  return splitRuns(normalize(query))
    .map(({cjk, text}) =>
      cjk
        ? segmentsOf(text)
            .map((segment) => (CJK_STOP_WORDS.has(segment) || CJK_STOP_CHARS.has(segment) ? ' ' : segment))
            .join('')
        : text,
    )
    .join('');
}

function cjkWords(run: string, lexicon?: Lexicon): string[] {
  const segments = segmentsOf(run);
  const useLexicon = lexicon !== undefined && lexicon.size > 0;
  // Stretches between the words a query drops, each with where the segmenter's words end inside it. A
  // function character is only dropped after the lexicon had its say ("在线" holds 在).
  const stretches: Array<{chars: string[]; ends: Set<number>}> = [];
  let current: {chars: string[]; ends: Set<number>} | null = null;
  for (const segment of segments) {
    if (CJK_STOP_WORDS.has(segment)) {
      current = null;
      continue;
    }
    if (!current) stretches.push((current = {chars: [], ends: new Set()}));
    current.chars.push(...segment);
    current.ends.add(current.chars.length);
  }
  const words: string[] = [];
  /** Characters before a word of the lexicon, which do not join it ("给" of "给大模型"). */
  const loose: string[] = [];
  for (const {chars, ends} of stretches) {
    const pieces: Piece[] = useLexicon
      ? lexiconPieces(chars, ends, lexicon)
      : [...ends].map((end, k, all) => ({text: chars.slice(k === 0 ? 0 : all[k - 1], end).join(''), known: false}));
    // A one-character piece is usually part of a word nobody knows ("文生" + "图"): it joins the word right
    // before it, or the one after it unless that one is a word of the lexicon; never across a dropped character.
    let pending = '';
    let joinable = false;
    for (const piece of pieces) {
      if ([...piece.text].length === 1) {
        if (CJK_STOP_CHARS.has(piece.text)) {
          if (pending) words.push(pending);
          pending = '';
          joinable = false;
        } else if (joinable) words[words.length - 1] += piece.text;
        else pending += piece.text;
        continue;
      }
      if (pending && piece.known) {
        (([...pending].length === 1 ? loose : words) as string[]).push(pending);
        words.push(piece.text);
      } else words.push(pending + piece.text);
      pending = '';
      joinable = true;
    }
    if (pending) words.push(pending);
  }
  return words.length > 0 ? words : loose;
}

/** The characters of a query that count: a whole pasted line on the search page (the modal keeps 64). */
export const MAX_QUERY_LENGTH = 512;

/**
 * The terms of a search query. The last Latin word is matched as a prefix unless the query ends in a space.
 * Only the first MAX_QUERY_LENGTH characters count (cut before normalizing, so a huge paste costs nothing);
 * control characters separate words like spaces do.
 */
export function queryTerms(query: string, lexicon?: Lexicon): QueryTerm[] {
  const text = normalize(query.slice(0, MAX_QUERY_LENGTH)).slice(0, MAX_QUERY_LENGTH);
  const stillTyping = !/\s$/.test(text);
  const terms: QueryTerm[] = [];
  const latin: string[] = [];
  for (const run of splitRuns(text)) {
    if (run.cjk) {
      for (const word of cjkWords(run.text, lexicon)) {
        const chars = [...word];
        if (chars.length === 1) terms.push({text: word, word, prefix: true, cjk: true, typo: false});
        else {
          const pairs = bigrams(word);
          const place = pairs.length > 1 ? {group: terms.length} : {};
          for (const pair of pairs) terms.push({text: pair, word: pair, prefix: false, cjk: true, typo: false, ...place});
        }
      }
    } else {
      latin.push(...latinWords(run.text));
    }
  }
  const meaningful = latin.filter((word) => !STOP_WORDS.has(word));
  const words = meaningful.length > 0 ? meaningful : latin;
  const lastWord = latinWords(text).pop();
  words.forEach((word) => {
    const typing = stillTyping && word === lastWord;
    terms.push({
      text: stem(word),
      word,
      prefix: typing && word.length >= 2,
      cjk: false,
      typo: word.length >= TYPO_MIN_LENGTH && /^[a-z]+$/.test(word),
    });
  });
  const seen = new Set<string>();
  return terms.filter((term) => !seen.has(term.text) && seen.add(term.text));
}

/** The shard a term is stored in: its first CJK character, or its first two Latin characters. */
export function shardKey(term: string): string {
  const chars = [...term];
  if (isCjk(chars[0] ?? '')) return chars[0]!;
  return chars.slice(0, 2).join('');
}

/** A file-name-safe spelling of a shard key. */
export function shardFileName(key: string): string {
  return [...key].map((char) => (/[a-z0-9]/.test(char) ? char : `_${char.codePointAt(0)!.toString(16)}`)).join('');
}
