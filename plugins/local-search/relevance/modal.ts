/**
 * Measures what a reader sees: queries typed into the search modal (DocSearch) of a production
 * build in headless Chromium, and whole lines given to the search page. The modal is not the engine:
 * it keeps 64 characters of the query, asks for 20 hits, groups them by section (hierarchy.lvl0,
 * in the order each section first appears, at most 5 per section) and, inside a section, by page,
 * and shows a counterpart pair as one hit; the first five pages on screen are what counts here.
 *
 * One browser, one page, one open modal reused for every query (the shards it loaded stay loaded).
 */
import type {Page} from 'playwright-core';
import {localeBaseUrl, type Locale} from '../../../config/locales';
import type {Site} from '../../../lib/browser';
import {idOfRoute, type Outcome, type QueryCase} from './evaluate';

/** Chromium's helpers, loaded only when a probe runs (the plugin's index.ts re-exports this file). */
const browser = () => import('../../../lib/browser');

/** The modal's input keeps this many characters (DocSearch's maxLength, spec section 4). */
export const MODAL_MAX_QUERY = 64;

/** One hit on screen: its page's URL path (no anchor), the counterpart's, and the section it is listed under. */
export interface ShownHit {
  readonly path: string;
  readonly counterpart: string | null;
  readonly section: string;
}

/** The doc id of a URL path of a locale's site (a route's id, else the path under the base URL). */
export function docIdOf(locale: Locale, urlPath: string): string {
  const base = localeBaseUrl(locale);
  const inside = urlPath.startsWith(base) ? urlPath.slice(base.length) : urlPath;
  const routePath = decodeURI(inside).replace(/\/$/, '');
  return idOfRoute(routePath);
}

/** Distinct pages in screen order (a counterpart pair is one page), as doc ids with their counterparts. */
export function pagesShown(locale: Locale, hits: readonly ShownHit[]): string[][] {
  const seen = new Set<string>();
  const pages: string[][] = [];
  for (const hit of hits) {
    const ids = [docIdOf(locale, hit.path), ...(hit.counterpart ? [docIdOf(locale, hit.counterpart)] : [])];
    if (ids.some((id) => seen.has(id))) continue;
    ids.forEach((id) => seen.add(id));
    pages.push(ids);
  }
  return pages;
}

export function outcomeOf(entry: QueryCase, pages: readonly string[][], top = 5): Outcome {
  const found = pages.slice(0, top);
  // A page under an expected page counts (an API group's index and the pages it was split into).
  const index = found.findIndex((ids) => ids.some((id) => entry.expect.some((e) => id === e || id.startsWith(`${e}/`))));
  return {query: entry.query, expect: entry.expect, found, rank: index < 0 ? null : index + 1};
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
    await (await browser()).hydrated(page);
    await page.evaluate(() => {
      const counter = window as unknown as {__searchOk: number};
      counter.__searchOk = 0;
      window.addEventListener('local-search:ok', () => (counter.__searchOk += 1));
    });
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').waitFor();
    return new ModalProbe(locale, page);
  }

  /**
   * Puts `query` in the modal's input as a paste does (cut to the input's maxlength, 64) and returns
   * the hits shown once the modal has answered it, in order: one round trip to the page per query.
   */
  async search(query: string): Promise<{typed: string; hits: ShownHit[]}> {
    if (query === this.last) await this.page.locator('.DocSearch-Input').fill('');
    this.last = query;
    const result = await this.page.evaluate(async (value) => {
      const input = document.querySelector('.DocSearch-Input') as HTMLInputElement;
      const counter = window as unknown as {__searchOk: number};
      const before = counter.__searchOk;
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(
        input,
        input.maxLength > 0 ? value.slice(0, input.maxLength) : value,
      );
      // What the input holds: cut to its maxlength, line breaks removed (as a paste gives it).
      const typed = input.value;
      input.dispatchEvent(new Event('input', {bubbles: true}));
      const answered = () => {
        const footer = document.querySelector('.DocSearch-HitsFooter a') as HTMLAnchorElement | null;
        if (footer && footer.dataset.status !== undefined) return footer.dataset.query === typed && footer.dataset.status === 'idle';
        // Builds before the footer carried data-status: the answer has arrived (and is drawn two frames later).
        if (footer) return counter.__searchOk > before && new URL(footer.href).searchParams.get('q') === typed;
        const none = document.querySelector('.DocSearch-NoResults .DocSearch-Title strong');
        return counter.__searchOk > before && none !== null && none.textContent === typed;
      };
      const started = performance.now();
      const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
      while (!answered()) {
        if (performance.now() - started > 20_000) return {typed, hits: null};
        await frame();
      }
      await frame();
      await frame();
      const hits = Array.from(document.querySelectorAll('.DocSearch-Hits')).flatMap((section) => {
        const title = section.querySelector('.DocSearch-Hit-source')?.textContent ?? '';
        return Array.from(section.querySelectorAll('.DocSearch-Hit')).map((hit) => {
          const main = hit.querySelector('a:not(.local-search-counterpart)') as HTMLAnchorElement | null;
          const counterpart = hit.querySelector('a.local-search-counterpart') as HTMLAnchorElement | null;
          return {
            path: main ? new URL(main.href).pathname : '',
            counterpart: counterpart ? new URL(counterpart.href).pathname : null,
            section: title,
          };
        });
      });
      return {typed, hits};
    }, query);
    if (result.hits === null) {
      const state = await this.page.evaluate(
        () => document.querySelector('.DocSearch-Dropdown')?.innerHTML.slice(0, 600) ?? '(no dropdown)',
      );
      throw new Error(`The modal did not answer "${result.typed}" within 20 s:\n${state}`);
    }
    return {typed: result.typed, hits: result.hits};
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

/** The search page of one locale's site, open: whole lines (up to 512 characters) typed into its box. */
export class SearchPageProbe {
  private ready: Promise<void> | null = null;

  constructor(
    private readonly site: Site,
    private readonly page: Page,
    readonly locale: Locale,
  ) {}

  private open(): Promise<void> {
    this.ready ??= (async () => {
      await this.page.goto(this.site.url(`${localeBaseUrl(this.locale)}search`));
      await (await browser()).hydrated(this.page);
      await this.page.evaluate(() => {
        const counter = window as unknown as {__searchOk: number};
        counter.__searchOk = 0;
        window.addEventListener('local-search:ok', () => (counter.__searchOk += 1));
      });
    })();
    return this.ready;
  }

  /** The pages the search page lists for `query`, in order (its first page of results). */
  async search(query: string): Promise<string[][]> {
    await this.open();
    const input = this.page.locator('#__docusaurus_skipToContent_fallback form input').first();
    const asked = await this.page.evaluate(() => (window as unknown as {__searchOk: number}).__searchOk);
    await input.fill(query);
    const typed = await input.inputValue();
    await this.page.waitForFunction(
      ([wanted, before]) =>
        (window as unknown as {__searchOk: number}).__searchOk > before &&
        new URLSearchParams(window.location.search).get('q') === wanted &&
        document.querySelector('[class*="loadingSpinner"]') === null,
      [typed, asked] as const,
      {timeout: 20_000},
    );
    await this.page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const paths = await this.page.evaluate(() =>
      Array.from(document.querySelectorAll('#__docusaurus_skipToContent_fallback article h2 a')).map(
        (link) => new URL((link as HTMLAnchorElement).href).pathname,
      ),
    );
    return pagesShown(
      this.locale,
      paths.map((path) => ({path, counterpart: null, section: ''})),
    );
  }

  async measure(cases: readonly QueryCase[], top = 5): Promise<Outcome[]> {
    const outcomes: Outcome[] = [];
    for (const entry of cases) outcomes.push(outcomeOf(entry, await this.search(entry.query), top));
    return outcomes;
  }
}

/** Opens a browser on a build for measuring (one site, reused). */
export async function openMeasuringSite(buildDir?: string): Promise<Site> {
  return (await browser()).openSite(buildDir ? {dir: buildDir} : {});
}
