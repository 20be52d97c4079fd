/**
 * The error-code catalogue's pages (data/errors/_pages.json): the codes go to pages by where they come
 * from (their prefix, `REPO` of `REPO-ERR-1`), each page a few modules of CSGHub with a title of ours in
 * both languages. The catalogue keeps its address (`csghub/api/errors`) as an index of every code.
 */
import fs from 'node:fs';
import path from 'node:path';
import {DATA_DIR, prefixOf, type ErrorCode} from './spec';

/** The most codes one page of the catalogue shows: about the HTML of an API page of 12 operations. */
export const MAX_CODES = 48;

export interface ErrorPage {
  readonly slug: string;
  readonly en: string;
  readonly 'zh-Hans': string;
  /** The prefixes whose codes the page shows, in order. */
  readonly prefixes: readonly string[];
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const PREFIX = /^[A-Z]+$/;

/** Reads data/errors/_pages.json (or the given text); a malformed entry stops with what is wrong and where. */
export function loadErrorPages(text: string = fs.readFileSync(path.join(DATA_DIR, 'errors', '_pages.json'), 'utf8')): ErrorPage[] {
  const raw: unknown = JSON.parse(text);
  if (!raw || typeof raw !== 'object' || Array.isArray(raw))
    throw new Error('[api-reference] data/errors/_pages.json: expected an object of pages by slug');
  return Object.entries(raw).map(([slug, value]): ErrorPage => {
    const where = `data/errors/_pages.json: ${slug}`;
    if (!SLUG.test(slug) || slug === 'index')
      throw new Error(`[api-reference] ${where}: a slug must be lower-case words joined by "-" (not "index")`);
    const entry = value as Record<string, unknown>;
    if (!entry || typeof entry !== 'object' || Array.isArray(entry)) throw new Error(`[api-reference] ${where}: expected an object`);
    const {en, 'zh-Hans': zh, prefixes} = entry;
    for (const [name, title] of [
      ['en', en],
      ['zh-Hans', zh],
    ] as const)
      if (typeof title !== 'string' || title.trim() === '') throw new Error(`[api-reference] ${where}: "${name}": a title is missing`);
    if (!Array.isArray(prefixes) || prefixes.length === 0 || !prefixes.every((prefix) => typeof prefix === 'string' && PREFIX.test(prefix)))
      throw new Error(`[api-reference] ${where}: "prefixes" must be a non-empty list of prefixes such as "REPO"`);
    return {slug, en: en as string, 'zh-Hans': zh as string, prefixes: prefixes as string[]};
  });
}

/**
 * What is wrong with the pages for these codes: a prefix on no page or on two, a prefix with no code,
 * a page with more than `max` codes.
 */
export function errorPageProblems(codes: readonly ErrorCode[], pages: readonly ErrorPage[], max = MAX_CODES): string[] {
  const problems: string[] = [];
  const counts = new Map<string, number>();
  for (const {code} of codes) counts.set(prefixOf(code), (counts.get(prefixOf(code)) ?? 0) + 1);
  const placed = new Map<string, string>();
  for (const page of pages) {
    let total = 0;
    for (const prefix of page.prefixes) {
      const other = placed.get(prefix);
      if (other !== undefined) problems.push(`${prefix}: on two pages, ${other} and ${page.slug}`);
      placed.set(prefix, page.slug);
      if (!counts.has(prefix)) problems.push(`${page.slug}: no code has the prefix ${prefix}`);
      total += counts.get(prefix) ?? 0;
    }
    if (total > max) problems.push(`${page.slug}: ${total} codes (at most ${max})`);
  }
  for (const prefix of counts.keys()) if (!placed.has(prefix)) problems.push(`${prefix}: on no page of data/errors/_pages.json`);
  return problems;
}
