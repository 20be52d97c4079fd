/**
 * Highlighting and snippets for search hits. Text from the index is always HTML-escaped first; the
 * only markup in the result is our own <mark> around the words that matched.
 */
import {isCjk, normalize, stem} from '../shared/tokenize';

const ESCAPES: Record<string, string> = {'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;'};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char]!);
}

export const MARK_OPEN = '<mark>';
export const MARK_CLOSE = '</mark>';

/** [start, end) character ranges of `text` that match one of the index terms. */
export function matchRanges(text: string, matchedTerms: ReadonlySet<string>): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  if (matchedTerms.size === 0) return ranges;
  const chars = [...text];
  let offset = 0;
  const offsets = chars.map((char) => {
    const at = offset;
    offset += char.length;
    return at;
  });
  offsets.push(offset);
  let i = 0;
  while (i < chars.length) {
    const char = chars[i]!;
    if (isCjk(char)) {
      const next = chars[i + 1];
      if (next !== undefined && isCjk(next) && matchedTerms.has(normalize(char + next))) {
        ranges.push([offsets[i]!, offsets[i + 2]!]);
      } else if (matchedTerms.has(normalize(char))) {
        ranges.push([offsets[i]!, offsets[i + 1]!]);
      }
      i += 1;
    } else if (/[\p{L}\p{N}_]/u.test(char)) {
      let j = i;
      while (j < chars.length && /[\p{L}\p{N}_]/u.test(chars[j]!) && !isCjk(chars[j]!)) j += 1;
      const word = normalize(chars.slice(i, j).join(''));
      if (matchedTerms.has(stem(word)) || matchedTerms.has(word)) ranges.push([offsets[i]!, offsets[j]!]);
      i = j;
    } else {
      i += 1;
    }
  }
  // Merge overlapping or touching ranges (CJK pairs overlap by one character).
  const merged: Array<[number, number]> = [];
  for (const range of ranges) {
    const last = merged[merged.length - 1];
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([range[0], range[1]]);
  }
  return merged;
}

/** Escaped text with <mark> around the given ranges (ranges outside [from, to) are clipped). */
export function markRanges(text: string, ranges: ReadonlyArray<[number, number]>, from = 0, to = text.length): string {
  let out = '';
  let cursor = from;
  for (const [start, end] of ranges) {
    const s = Math.max(start, from);
    const e = Math.min(end, to);
    if (e <= s) continue;
    out += escapeHtml(text.slice(cursor, s)) + MARK_OPEN + escapeHtml(text.slice(s, e)) + MARK_CLOSE;
    cursor = e;
  }
  return out + escapeHtml(text.slice(cursor, to));
}

export type MatchLevel = 'none' | 'partial' | 'full';

export interface HighlightedValue {
  readonly value: string;
  readonly matchLevel: MatchLevel;
  readonly matchedWords: string[];
  readonly fullyHighlighted?: boolean;
}

/** The query terms found in a text: decides Algolia's matchLevel. */
function matchedQueryWords(text: string, ranges: ReadonlyArray<[number, number]>, queryWords: readonly string[]): string[] {
  if (ranges.length === 0) return [];
  const marked = normalize(ranges.map(([start, end]) => text.slice(start, end)).join(' '));
  return queryWords.filter((word) => marked.includes(word) || stem(marked).includes(word));
}

/** `ranges`: the text's matchRanges, when the caller has them already (a hit's text is highlighted and snipped). */
export function highlight(
  text: string,
  matchedTerms: ReadonlySet<string>,
  queryWords: readonly string[],
  ranges: ReadonlyArray<[number, number]> = matchRanges(text, matchedTerms),
): HighlightedValue {
  const words = matchedQueryWords(text, ranges, queryWords);
  const matchLevel: MatchLevel = ranges.length === 0 ? 'none' : words.length >= queryWords.length ? 'full' : 'partial';
  const covered = ranges.reduce((sum, [start, end]) => sum + end - start, 0);
  return {
    value: markRanges(text, ranges),
    matchLevel,
    matchedWords: words,
    fullyHighlighted: covered > 0 && covered >= text.replace(/\s+/g, '').length,
  };
}

/**
 * A window of about `words` words (CJK characters count as half a word) around the first match,
 * with the ellipsis where the text was cut.
 */
export function snippet(
  text: string,
  matchedTerms: ReadonlySet<string>,
  queryWords: readonly string[],
  words: number,
  ellipsis = '…',
  ranges: ReadonlyArray<[number, number]> = matchRanges(text, matchedTerms),
): {value: string; matchLevel: MatchLevel} {
  const cjkShare = [...text].filter(isCjk).length / Math.max(1, text.length);
  const width = Math.max(20, Math.round(words * (cjkShare > 0.3 ? 2.5 : 7)));
  if (text.length <= width) {
    const {value, matchLevel} = highlight(text, matchedTerms, queryWords, ranges);
    return {value, matchLevel};
  }
  const first = ranges[0]?.[0] ?? 0;
  let start = Math.max(0, first - Math.round(width / 4));
  let end = Math.min(text.length, start + width);
  start = Math.max(0, end - width);
  // Do not cut Latin words in half.
  while (start > 0 && /\w/.test(text[start - 1]!) && /\w/.test(text[start]!)) start -= 1;
  while (end < text.length && /\w/.test(text[end - 1]!) && /\w/.test(text[end]!)) end += 1;
  // The window's own ranges: those inside it, clipped to it (a range cut by the window counts as cut).
  const inside = ranges
    .filter(([from, to]) => to > start && from < end)
    .map(([from, to]): [number, number] => [Math.max(from, start) - start, Math.min(to, end) - start]);
  const words_ = matchedQueryWords(text.slice(start, end), inside, queryWords);
  const matchLevel: MatchLevel = ranges.length === 0 ? 'none' : words_.length >= queryWords.length ? 'full' : 'partial';
  const value = `${start > 0 ? ellipsis : ''}${markRanges(text, ranges, start, end).trim()}${end < text.length ? ellipsis : ''}`;
  return {value, matchLevel};
}
