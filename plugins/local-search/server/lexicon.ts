/**
 * The site's own Chinese words, for the query tokenizer (shared/tokenize.ts `cjkWords`): the browser's
 * `Intl.Segmenter` lacks many technical words ("构建" comes out as 构/建, "大模型" as 大/模型), and
 * a word it splits wrongly makes query bigrams that straddle two words. The words are taken at build
 * time from the titles, headings and keywords of the locale's pages, as Node's segmenter cuts them:
 * its two-to-four-character words, and a one-character piece joined with the word beside it, when the
 * pair occurs often enough to be a word of this site.
 */
import {CJK_STOP_CHARS, isCjk, normalize} from '../shared/tokenize';

/** How often a word must occur in titles, headings and keywords to be kept. */
export const LEXICON_MIN_COUNT = 3;
/** A one-character piece joined with its neighbor must occur more often (it is a guess). */
export const LEXICON_MIN_JOINED = 4;
/** At most this many words are shipped (the most frequent), to bound the manifest. */
export const LEXICON_MAX_WORDS = 3000;

type Segmenter = {segment(input: string): Iterable<{segment: string}>};

function cjkRuns(text: string): string[] {
  const runs: string[] = [];
  let run = '';
  for (const char of normalize(text)) {
    if (isCjk(char)) run += char;
    else if (run) {
      runs.push(run);
      run = '';
    }
  }
  if (run) runs.push(run);
  return runs;
}

/** The lexicon of some texts: words of two to four CJK characters, most frequent first. */
export function buildLexicon(texts: Iterable<string>, segmenter?: Segmenter): string[] {
  const IntlWithSegmenter = Intl as unknown as {Segmenter?: new (locale: string, options: object) => Segmenter};
  const cut = segmenter ?? (IntlWithSegmenter.Segmenter ? new IntlWithSegmenter.Segmenter('zh', {granularity: 'word'}) : null);
  if (!cut) return [];
  const words = new Map<string, number>();
  const joined = new Map<string, number>();
  const count = (map: Map<string, number>, word: string) => map.set(word, (map.get(word) ?? 0) + 1);
  for (const text of texts) {
    for (const run of cjkRuns(text)) {
      const pieces = [...cut.segment(run)].map(({segment}) => segment);
      pieces.forEach((piece, i) => {
        const length = [...piece].length;
        if (length >= 2 && length <= 4) count(words, piece);
        // A function character ("的", "与") joined with a word is no word.
        if (length !== 1 || CJK_STOP_CHARS.has(piece)) return;
        for (const neighbor of [pieces[i - 1], pieces[i + 1]]) {
          if (neighbor === undefined) continue;
          const pair = neighbor === pieces[i - 1] ? neighbor + piece : piece + neighbor;
          if ([...pair].length <= 4) count(joined, pair);
        }
      });
    }
  }
  const kept = new Map<string, number>();
  // A word that begins or ends with a particle ("仓库的") is a phrase the segmenter kept whole.
  const particle = /^[的了吗呢吧啊]|[的地得了吗呢吧啊]$/u;
  for (const map of [words, joined]) for (const word of map.keys()) if (particle.test(word)) map.delete(word);
  for (const [word, n] of words) if (n >= LEXICON_MIN_COUNT) kept.set(word, n);
  for (const [word, n] of joined) if (n >= LEXICON_MIN_JOINED && !kept.has(word)) kept.set(word, n);
  return [...kept]
    .sort(([a, x], [b, y]) => y - x || (a < b ? -1 : a > b ? 1 : 0))
    .slice(0, LEXICON_MAX_WORDS)
    .map(([word]) => word)
    .sort();
}
