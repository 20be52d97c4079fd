/**
 * The configuration reference's data: which upstream file each source is pinned to (PINS, used by
 * extract.ts), the derived key lists (data/<source>.json) and our descriptions (data/texts/<source>.json),
 * and the check that every pinned key has a description in both languages.
 */
import fs from 'node:fs';
import path from 'node:path';
import {LOCALE_CODES, type Locale} from '../../config/locales';

export const DATA_DIR = path.join(__dirname, 'data');
export const SOURCE_IDS = ['helm', 'omnibus', 'server-env'] as const;
export type SourceId = (typeof SOURCE_IDS)[number];

export interface Pin {
  readonly repository: string;
  /** The tag or commit the reference documents. */
  readonly ref: string;
  /** The file, found in each compared tag by this pattern (it moved between releases). */
  readonly path: RegExp;
  /** Tags compared to say since when a key exists and when it was removed. */
  readonly compare: RegExp;
}

export const PINS: Record<SourceId, Pin> = {
  helm: {
    repository: 'OpenCSGs/csghub-charts',
    ref: 'v1.10.0',
    path: /^(?:helm\/)?charts\/csghub\/values\.yaml$/,
    compare: /^v(?:1\.8\.\d+-ce|1\.(?:9|[1-9]\d)\.\d+|[2-9]\.\d+\.\d+)$/,
  },
  omnibus: {
    repository: 'OpenCSGs/csghub-omnibus',
    ref: 'v1.10.0-ce',
    path: /^opt\/csghub\/(?:embedded\/)?etc\/csghub\/default\.yaml$/,
    compare: /^v\d+\.\d+\.\d+-ce$/,
  },
  'server-env': {
    repository: 'OpenCSGs/csghub-server',
    ref: 'c1ada0e1b9e94749fe15f93bffbaa75492671286',
    path: /^common\/config\/config\.go$/,
    compare: /^v(?:1\.(?:[89]|[1-9]\d)\.\d+|[2-9]\.\d+\.\d+)-ce$/,
  },
};

export interface KeyData {
  readonly key: string;
  readonly type: string;
  readonly default: string;
  readonly line: number;
  readonly commented?: boolean;
  /** Go struct field(s) reading the variable (server-env). */
  readonly field?: string;
  /** The first compared ref holding the key. */
  readonly since: string;
  /** The last compared ref holding it, when a later one no longer does. */
  readonly until?: string;
}

export interface SourceData {
  readonly source: {readonly repository: string; readonly ref: string; readonly commit: string; readonly path: string};
  readonly compared: ReadonlyArray<{readonly ref: string; readonly date: string}>;
  readonly keys: readonly KeyData[];
}

export interface TagDate {
  readonly tag: string;
  readonly date: string;
}

/** data/compatibility.json (extract.ts): the tags and declared pairings, nothing inferred. */
export interface CompatibilityData {
  readonly sources: Readonly<Record<'server' | 'charts' | 'omnibus' | 'sdk', string>>;
  readonly server: readonly TagDate[];
  readonly charts: ReadonlyArray<TagDate & {readonly version: string; readonly appVersion: string; readonly path: string}>;
  readonly omnibus: readonly TagDate[];
  readonly sdk: readonly TagDate[];
}

export type Texts = Record<string, Partial<Record<Locale, string>>>;

export function loadSource(id: SourceId, dir = DATA_DIR): SourceData {
  const file = path.join(dir, `${id}.json`);
  const data = JSON.parse(fs.readFileSync(file, 'utf8')) as SourceData;
  if (!Array.isArray(data.keys) || !data.source?.commit) throw new Error(`${file}: not a key list written by extract.ts`);
  return data;
}

export function loadTexts(id: SourceId, dir = DATA_DIR): Texts {
  const file = path.join(dir, 'texts', `${id}.json`);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Texts;
}

/** The names a placeholder would restate: the Go field(s) of a variable, the last segment of a YAML key. */
function namesOf(key: KeyData): string[] {
  const names = key.field ? key.field.split(',').map((field) => field.trim().split('.').pop() ?? '') : [key.key.split('.').pop() ?? ''];
  // A cron field's job is named by the field without `CronExpression` (`MirrorCronExpression`: `Mirror`).
  return names.filter(Boolean).flatMap((name) => (/.CronExpression$/.test(name) ? [name, name.replace(/CronExpression$/, '')] : [name]));
}

/** The words of an identifier in lower case: `DBSinkFlushBatchSize` gives `db sink flush batch size`. */
export function identifierWords(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .replace(/[^A-Za-z0-9]+/g, ' ')
    .trim()
    .toLowerCase();
}

/**
 * Whether a description only restates the key's own name: in English its first sentence, without
 * parentheses, is the name's words (`Db sink flush batch size (AI gateway metrics collection).`) or
 * `Cron expression of the <name> job`; in Chinese its first sentence, without parentheses, is a short
 * phrase around the name in backticks (`智能体服务的 \`AutoHubServiceHost\` 设置。`).
 */
export function isPlaceholder(key: KeyData, locale: Locale, text: string): boolean {
  const zh = locale === 'zh-Hans';
  const first = (text.split(zh ? '。' : /\.(?:\s|$)/)[0] ?? '').replace(zh ? /[（(][^）)]*[）)]/g : /\([^)]*\)/g, '').trim();
  return namesOf(key).some((name) => {
    if (zh) {
      const at = first.indexOf(`\`${name}\``);
      return at >= 0 && at <= 24 && first.length - at - name.length - 2 <= 16;
    }
    const words = identifierWords(first);
    return words === identifierWords(name) || words === `cron expression of the ${identifierWords(name)} job`;
  });
}

/**
 * Words that tell how a description was arrived at rather than what the key does ("By its field name,
 * …", "按字段名看…", "presumably"): a description states what the code does, or that nothing reads the key.
 */
const GUESSWORK: Readonly<Record<Locale, RegExp>> = {
  en: /\b(?:by|from|going by|judging by) (?:its|the) (?:field |key |variable )?name\b|\bpresumably\b|\bapparently\b|\bseems? to\b|\bunverified\b|\breconstructed\b|\bthese docs\b/i,
  'zh-Hans': /(?:按|从|看)(?:字段|变量|键)?名(?:称|字)?(?:看|来看|推断|判断)|顾名思义|推测|似乎|未经验证|本文档/,
};

/** Whether a description tells how it was arrived at (GUESSWORK) instead of what the key does. */
export function isGuesswork(locale: Locale, text: string): boolean {
  return GUESSWORK[locale].test(text);
}

/**
 * Keys without a description in a language, descriptions that only restate the key's name or tell
 * how they were arrived at, and descriptions of keys the pinned source no longer has.
 */
export function coverageProblems(id: SourceId, data: SourceData, texts: Texts): string[] {
  const problems: string[] = [];
  const keys = new Set(data.keys.map((k) => k.key));
  for (const key of data.keys) {
    for (const locale of LOCALE_CODES) {
      const text = texts[key.key]?.[locale];
      if (typeof text !== 'string' || text.trim() === '') problems.push(`${id}: ${key.key} has no ${locale} description`);
      else if (isPlaceholder(key, locale, text))
        problems.push(`${id}: ${key.key} has a placeholder ${locale} description (it only restates the key's name)`);
      else if (isGuesswork(locale, text))
        problems.push(`${id}: ${key.key} has a ${locale} description that tells how it was guessed, not what the key does`);
    }
  }
  for (const key of Object.keys(texts)) if (!keys.has(key)) problems.push(`${id}: ${key} is described but not in the pinned source`);
  return problems;
}
