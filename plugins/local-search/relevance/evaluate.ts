/**
 * Measures what the local index returns first, on a production build: the relevance set (queries in
 * readers' words, queries.json) and every doc page's own title (routes.tsv, with the queries of
 * title-queries.json where a title names more than one page). Used by the build-level tests beside
 * this file and by `npm run bench:search`.
 */
import fs from 'node:fs';
import path from 'node:path';
import {SearchEngine} from '../client/engine';
import {sectionRuns} from '../client/client';
import {localeBaseUrl, type Locale} from '../../../config/locales';
import {localeBuildDir} from '../../../lib/build';
import {readRoutes} from '../../../lib/contract';
import queries from './queries.json';
import titleQueries from './title-queries.json';

export interface QueryCase {
  readonly query: string;
  /** Doc ids (paths under the locale's base URL) that answer the query; a result's counterpart counts too. */
  readonly expect: readonly string[];
}

export interface Outcome {
  readonly query: string;
  readonly expect: readonly string[];
  /** The doc ids of the results, best first, each with its counterpart. */
  readonly found: ReadonlyArray<readonly string[]>;
  /** 1-based rank of the first result that answers the query, or null. */
  readonly rank: number | null;
}

/** Doc ids by route path (an index doc's path is its folder: `billing/index` is at `billing`), read on first use. */
let idsOfPaths: Map<string, string> | undefined;

/** The doc id of a route path under a locale's base URL (without its trailing slash), else the path itself. */
export function idOfRoute(routePath: string): string {
  idsOfPaths ??= new Map(readRoutes().map((row) => [row.path.replace(/\/$/, ''), row.id]));
  return idsOfPaths.get(routePath) ?? routePath;
}

export function engineFor(locale: Locale, buildDir?: string): SearchEngine {
  const dir = path.join(localeBuildDir(locale, buildDir), 'search-index');
  return new SearchEngine(async (file) => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')));
}

/** The modal's limits (DocSearch 3.9): the characters it keeps, the hits it asks for, the hits per section. */
export const MODAL = {maxQuery: 64, hitsPerPage: 20, perGroup: 5} as const;

/** What the modal searches from a doc page: the locale's docs and its other pages (blog), not the test fixtures. */
export const modalTags = (tag: string): boolean => tag === 'default' || tag.startsWith('docs-default');

/**
 * The doc pages a query shows, best first (a counterpart pair is one result), up to `top`, in the order the
 * modal shows them (relevance/modal.ts measures the modal itself): the query cut to 64 characters,
 * the first 20 hits grouped by section (runs of one section, see sectionRuns) in the order each
 * group first appears, at most 5 per group, and inside a group by page title, asked from a
 * community page.
 */
export async function run(engine: SearchEngine, locale: Locale, {query, expect}: QueryCase, top = 5): Promise<Outcome> {
  const base = localeBaseUrl(locale);
  const {matches} = await engine.search({query: query.slice(0, MODAL.maxQuery), acceptTag: modalTags, side: 'community'});
  const pages = await Promise.all(
    matches.slice(0, MODAL.hitsPerPage).map(async (match) => ({match, outline: await engine.getPage(match.page)})),
  );
  const labels = sectionRuns(pages.map(({outline}) => outline.lvl0));
  const shown = pages.map(({match, outline}, i) => ({
    match,
    section: labels[i]!,
    title: outline.headings.find(([, level]) => level === 1)?.[3] ?? '',
  }));
  const sections = new Map<string, Map<string, typeof shown>>();
  for (const hit of shown) {
    let pages = sections.get(hit.section);
    if (!pages) sections.set(hit.section, (pages = new Map()));
    if ([...pages.values()].reduce((sum, list) => sum + list.length, 0) >= MODAL.perGroup) continue;
    pages.set(hit.title, [...(pages.get(hit.title) ?? []), hit]);
  }
  const ordered = [...sections.values()].flatMap((pages) => [...pages.values()].flat());
  const found: string[][] = [];
  for (const {match} of ordered.slice(0, top)) {
    const ids = [match.page, ...(match.counterpart === null ? [] : [match.counterpart])];
    const paths = await Promise.all(ids.map(async (page) => (await engine.getPage(page)).path.slice(base.length).replace(/\/$/, '')));
    found.push(paths.map(idOfRoute));
  }
  // A page under an expected page counts (an API group's index and the pages it was split into).
  const index = found.findIndex((ids) => ids.some((id) => expect.some((e) => id === e || id.startsWith(`${e}/`))));
  return {query, expect, found, rank: index < 0 ? null : index + 1};
}

export function relevanceSet(locale: Locale): QueryCase[] {
  return (queries as Record<string, QueryCase[]>)[locale] ?? [];
}

/**
 * Every doc page's title as a query for that page. A title that names several pages (not counterparts) finds
 * any of them; title-queries.json gives, for each such page, the query a reader would type to find it
 * (its section name with the title), which must find that page.
 */
export function titleSet(locale: Locale): QueryCase[] {
  const rows = readRoutes().filter((row) => row.id !== '-');
  const titleOf = (row: (typeof rows)[number]) => (locale === 'en' ? row.titleEn : row.titleZh).trim();
  const sameTitle = new Map<string, string[]>();
  for (const row of rows) sameTitle.set(titleOf(row).toLowerCase(), [...(sameTitle.get(titleOf(row).toLowerCase()) ?? []), row.id]);
  const qualified = (titleQueries as Record<string, Record<string, string>>)[locale] ?? {};
  return [
    ...rows.map((row) => ({query: titleOf(row), expect: sameTitle.get(titleOf(row).toLowerCase())!})),
    ...Object.entries(qualified).map(([id, query]) => ({query, expect: [id]})),
  ];
}

export async function evaluate(locale: Locale, cases: readonly QueryCase[], top = 5, buildDir?: string): Promise<Outcome[]> {
  const engine = engineFor(locale, buildDir);
  const outcomes: Outcome[] = [];
  for (const entry of cases) outcomes.push(await run(engine, locale, entry, top));
  return outcomes;
}

/** Share of outcomes whose first answering result is at rank `within` or better. */
export function shareWithin(outcomes: readonly Outcome[], within: number): number {
  return outcomes.length === 0 ? 0 : outcomes.filter((outcome) => outcome.rank !== null && outcome.rank <= within).length / outcomes.length;
}

export function describe(outcome: Outcome): string {
  return `"${outcome.query}" → ${outcome.found.map((ids) => ids[0]).join(', ') || '(nothing)'} (expected ${outcome.expect.join(' or ')})`;
}
