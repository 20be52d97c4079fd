/**
 * Tokenizer shared by the index builder (Node, at build time) and the search client (browser), so
 * that both cut text the same way.
 *
 * Latin text: lower-cased words, a few English stop words dropped, plurals folded ("models" → "model").
 * CJK text has no spaces, so it is indexed as overlapping character bigrams ("模型部署" → 模型, 型部,
 * 部署), which needs no dictionary and is identical everywhere. A query is first cut into words with
 * `Intl.Segmenter` where the browser has it, and bigrams are taken inside each word only, so a query
 * never asks for a pair of characters that straddles two of its words.
 */

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

/** Folds English plurals so that "models" finds "model"; leaves other words alone. */
export function stem(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 4 && /(?:ss|x|ch|sh)es$/.test(word)) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s') && !/(?:ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
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

/** The terms of a text and how often each occurs, for the index. */
export function indexTerms(text: string): Map<string, number> {
  const counts = new Map<string, number>();
  const add = (term: string) => counts.set(term, (counts.get(term) ?? 0) + 1);
  for (const run of splitRuns(normalize(text))) {
    if (run.cjk) bigrams(run.text).forEach(add);
    else for (const word of latinWords(run.text)) if (!STOP_WORDS.has(word)) add(stem(word));
  }
  return counts;
}

export interface QueryTerm {
  /** The term as stored in the index. */
  readonly text: string;
  /** Whether index terms that start with it also match (words being typed, single CJK characters). */
  readonly prefix: boolean;
  readonly cjk: boolean;
}

type Segmenter = {segment(input: string): Iterable<{segment: string; isWordLike?: boolean}>};

function cjkWords(run: string): string[] {
  const IntlWithSegmenter = Intl as unknown as {Segmenter?: new (locale: string, options: object) => Segmenter};
  if (!IntlWithSegmenter.Segmenter) return [run];
  const segmenter = new IntlWithSegmenter.Segmenter('zh', {granularity: 'word'});
  const words: string[] = [];
  let singles = '';
  for (const {segment} of segmenter.segment(run)) {
    // Runs of one-character "words" are usually a word the dictionary lacks: keep them together.
    if ([...segment].length === 1) {
      singles += segment;
      continue;
    }
    if (singles) words.push(singles);
    singles = '';
    words.push(segment);
  }
  if (singles) words.push(singles);
  return words;
}

/** The terms of a search query. The last Latin word is matched as a prefix unless the query ends in a space. */
export function queryTerms(query: string): QueryTerm[] {
  const text = normalize(query).slice(0, 256);
  const stillTyping = !/\s$/.test(text);
  const terms: QueryTerm[] = [];
  const latin: string[] = [];
  for (const run of splitRuns(text)) {
    if (run.cjk) {
      for (const word of cjkWords(run.text)) {
        const chars = [...word];
        if (chars.length === 1) terms.push({text: word, prefix: true, cjk: true});
        else for (const pair of bigrams(word)) terms.push({text: pair, prefix: false, cjk: true});
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
    terms.push({text: stem(word), prefix: (typing && word.length >= 2) || word.length >= 4, cjk: false});
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
