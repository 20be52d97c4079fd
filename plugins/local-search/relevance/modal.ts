/**
 * Measures what a reader sees: queries typed into the search modal (DocSearch) of a production
 * build in headless Chromium, and whole lines given to the search page. The modal is not the engine:
 * it keeps 64 characters of the query, asks for 20 hits, groups them by section (hierarchy.lvl0,
 * in the order each section first appears, at most 5 per section) and, inside a section, by page,
 * and shows a twin pair as one hit; the first five pages on screen are what counts here.
 *
 * One browser, one page, one open modal reused for every query (the shards it loaded stay loaded).
 */
import type {Page} from 'playwright-core';
import {localeBaseUrl, type Locale} from '../../../config/locales';
import {hydrated, openSite, type Site} from '../../../scripts/lib/browser';
import {readRoutes} from '../../../tests/helpers/spec';
import type {Outcome, QueryCase} from './evaluate';

/** The modal's input keeps this many characters (DocSearch's maxLength, spec section 4). */
export const MODAL_MAX_QUERY = 64;

/** One hit on screen: its page's URL path (no anchor), the twin's, and the section it is listed under. */
export interface ShownHit {
  readonly path: string;
  readonly twin: string | null;
  readonly section: string;
}

const idOfPath = new Map(readRoutes().map((row) => [row.path.replace(/\/$/, ''), row.id]));

/** The doc id of a URL path of a locale's site (a route's id, else the path under the base URL). */
export function docIdOf(locale: Locale, urlPath: string): string {
  const base = localeBaseUrl(locale);
  const inside = urlPath.startsWith(base) ? urlPath.slice(base.length) : urlPath;
  const routePath = decodeURI(inside).replace(/\/$/, '');
  return idOfPath.get(routePath) ?? routePath;
}

/** Distinct pages in screen order (a twin pair is one page), as doc ids with their twins. */
export function pagesShown(locale: Locale, hits: readonly ShownHit[]): string[][] {
  const seen = new Set<string>();
  const pages: string[][] = [];
  for (const hit of hits) {
    const ids = [docIdOf(locale, hit.path), ...(hit.twin ? [docIdOf(locale, hit.twin)] : [])];
    if (ids.some((id) => seen.has(id))) continue;
    ids.forEach((id) => seen.add(id));
    pages.push(ids);
  }
  return pages;
}

export function outcomeOf(entry: QueryCase, pages: readonly string[][], top = 5): Outcome {
  const found = pages.slice(0, top);
  const index = found.findIndex((ids) => ids.some((id) => entry.expect.includes(id)));
  return {query: entry.query, expect: entry.expect, found, rank: index < 0 ? null : index + 1};
}

/** Reads the hits the modal shows for `query` once it has answered that query (`asked`: searches before it). */
async function answer(page: Page, query: string, asked: number): Promise<ShownHit[]> {
  await page
    .waitForFunction(
      ([wanted, before]) => {
        // Builds before the footer carried data-status: the answer has arrived and been drawn (two frames).
        const answered = (window as unknown as {__searchOk: number}).__searchOk > before;
        const footer = document.querySelector('.DocSearch-HitsFooter a') as HTMLAnchorElement | null;
        if (footer && footer.dataset.status !== undefined) return footer.dataset.query === wanted && footer.dataset.status === 'idle';
        if (footer) return answered && new URL(footer.href).searchParams.get('q') === wanted;
        const none = document.querySelector('.DocSearch-NoResults .DocSearch-Title strong');
        return answered && none !== null && none.textContent === wanted;
      },
      [query, asked] as const,
      {timeout: 20_000},
    )
    .catch(async (error: unknown) => {
      const state = await page.evaluate(() => document.querySelector('.DocSearch-Dropdown')?.innerHTML.slice(0, 600) ?? '(no dropdown)');
      throw new Error(`The modal did not answer "${query}": ${error instanceof Error ? error.message : String(error)}\n${state}`);
    });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('.DocSearch-Hits')).flatMap((section) => {
      const title = section.querySelector('.DocSearch-Hit-source')?.textContent ?? '';
      return Array.from(section.querySelectorAll('.DocSearch-Hit')).map((hit) => {
        const main = hit.querySelector('a:not(.local-search-twin)') as HTMLAnchorElement | null;
        const twin = hit.querySelector('a.local-search-twin') as HTMLAnchorElement | null;
        return {path: main ? new URL(main.href).pathname : '', twin: twin ? new URL(twin.href).pathname : null, section: title};
      });
    }),
  );
}

/** The modal of one locale's site, open, ready to take queries one after another. */
export class ModalProbe {
  private last = '';

  private constructor(
    readonly locale: Locale,
    private readonly page: Page,
  ) {}

  static async open(site: Site, locale: Locale): Promise<ModalProbe> {
    const {page} = await site.newPage();
    await page.goto(site.url(`${localeBaseUrl(locale)}intro`));
    await hydrated(page);
    await page.evaluate(() => {
      const counter = window as unknown as {__searchOk: number};
      counter.__searchOk = 0;
      window.addEventListener('local-search:ok', () => (counter.__searchOk += 1));
    });
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').waitFor();
    return new ModalProbe(locale, page);
  }

  /** Types `query` (the modal keeps its first 64 characters) and returns the hits shown, in order. */
  async search(query: string): Promise<{typed: string; hits: ShownHit[]}> {
    const input = this.page.locator('.DocSearch-Input');
    if (query === this.last) await input.fill('');
    const asked = await this.page.evaluate(() => (window as unknown as {__searchOk: number}).__searchOk);
    await input.fill(query);
    const typed = await input.inputValue();
    this.last = query;
    return {typed, hits: await answer(this.page, typed, asked)};
  }

  async measure(cases: readonly QueryCase[], top = 5): Promise<Outcome[]> {
    const outcomes: Outcome[] = [];
    for (const entry of cases) {
      const {hits} = await this.search(entry.query);
      outcomes.push(outcomeOf(entry, pagesShown(this.locale, hits), top));
    }
    return outcomes;
  }
}

/** The search page (/search?q=): the whole query (up to 512 characters) and the pages it lists first. */
export async function searchPagePages(site: Site, page: Page, locale: Locale, query: string): Promise<string[][]> {
  await page.goto(site.url(`${localeBaseUrl(locale)}search?q=${encodeURIComponent(query)}`));
  await hydrated(page);
  await page.waitForFunction(() => document.querySelector('[data-search-page-status="idle"]') !== null, undefined, {timeout: 20_000});
  const paths = await page.evaluate(() =>
    Array.from(document.querySelectorAll('[data-search-page-hit] a[data-hit-link]')).map(
      (link) => new URL((link as HTMLAnchorElement).href).pathname,
    ),
  );
  return pagesShown(
    locale,
    paths.map((path) => ({path, twin: null, section: ''})),
  );
}

/** Opens a browser on a build for measuring (one site, reused). */
export function openMeasuringSite(buildDir?: string): Promise<Site> {
  return openSite(buildDir ? {dir: buildDir} : {});
}
