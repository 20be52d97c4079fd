/**
 * The held-out relevance set (heldout.json), the two pasted-error sets (errors.json, which the ranking
 * rule for pasted errors was tuned on, and errors-heldout.json, which nobody tunes on), and the figures
 * the gate and the bench print from their outcomes.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Locale} from '../../../config/locales';
import type {Outcome, QueryCase} from './evaluate';
import heldout from './heldout.json';

export type QueryClass = 'area' | 'word' | 'heading' | 'product' | 'api' | 'error' | 'task';
export type Half = 'tune' | 'heldout';

export interface ClassifiedCase extends QueryCase {
  readonly class: QueryClass;
  readonly half: Half;
}

/** The queries of a locale, of one half or of both. */
export function readerSet(locale: Locale, half?: Half): ClassifiedCase[] {
  const all = (heldout as unknown as Record<string, ClassifiedCase[]>)[locale] ?? [];
  return half ? all.filter((entry) => entry.half === half) : all;
}

/** A line of a pasted-error set: a message a reader pasted, where it was reported, and the section that answers it. */
export interface PastedError {
  readonly message: string;
  readonly source: string;
  readonly expect: Readonly<Record<string, string>>;
}

/**
 * The pasted-error sets: `tuned` is errors.json, the set the ranking rule for pasted errors was tuned
 * on; `heldout` is errors-heldout.json, real lines from other reports that nobody tunes ranking on
 * (a miss there is a figure to report, not a target).
 */
export const ERROR_SETS = {
  tuned: path.join(__dirname, 'errors.json'),
  heldout: path.join(__dirname, 'errors-heldout.json'),
} as const;
export type ErrorSet = keyof typeof ERROR_SETS;

/** The entries of a pasted-error file as parsed JSON, or null when the file does not exist; throws when it is not an array. */
export function readErrorFile(file: string): unknown[] | null {
  if (!fs.existsSync(file)) return null;
  const entries = JSON.parse(fs.readFileSync(file, 'utf8')) as unknown;
  if (!Array.isArray(entries)) throw new Error(`${file}: expected an array of {message, source, expect}`);
  return entries;
}

/**
 * A pasted-error set of a locale as query cases (expected page ids, anchors dropped), or null when its
 * file does not exist yet. One loader for both sets.
 */
export function pastedErrors(locale: Locale, set: ErrorSet = 'tuned'): Array<QueryCase & {source: string}> | null {
  const file = ERROR_SETS[set];
  const entries = readErrorFile(file);
  if (entries === null) return null;
  return entries.map((item, index) => {
    const entry = item as Partial<PastedError> | null;
    const target = entry?.expect?.[locale];
    if (typeof entry?.message !== 'string' || typeof target !== 'string') {
      throw new Error(`${file}, entry ${index}: needs "message" and "expect.${locale}" strings`);
    }
    return {
      query: entry.message,
      expect: [
        target
          .split('#')[0]!
          .replace(/^\//, '')
          .replace(/\.mdx?$/, ''),
      ],
      source: typeof entry.source === 'string' ? entry.source : '',
    };
  });
}

const percent = (share: number) => `${(share * 100).toFixed(1)} %`;

export interface Figures {
  readonly count: number;
  readonly top5: number;
  readonly first: number;
}

export function figuresOf(outcomes: readonly Outcome[]): Figures {
  const count = outcomes.length;
  const within = (rank: number) =>
    count === 0 ? 0 : outcomes.filter((outcome) => outcome.rank !== null && outcome.rank <= rank).length / count;
  return {count, top5: within(5), first: within(1)};
}

export function formatFigures({count, top5, first}: Figures): string {
  return `recall@5 ${percent(top5)}, first ${percent(first)} (${count})`;
}

/** One line per query class, then the whole: recall@5 and first hit. */
export function classReport(cases: readonly ClassifiedCase[], outcomes: readonly Outcome[]): string[] {
  const classes = [...new Set(cases.map((entry) => entry.class))];
  return [
    ...classes.map((name) => `${name.padEnd(8)} ${formatFigures(figuresOf(outcomes.filter((_, i) => cases[i]!.class === name)))}`),
    `${'all'.padEnd(8)} ${formatFigures(figuresOf(outcomes))}`,
  ];
}
