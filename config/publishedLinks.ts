/**
 * Links to these docs that OpenCSG has published (config/published-links.json, gathered as
 * config/published-links.md describes): each resolves to the page that says the same thing, directly or
 * by a redirect page. The web app's own links (config/product-links.json) keep their redirects there.
 */
import publishedLinks from './published-links.json';
import {PRODUCT_LINKS} from './productLinks';

export interface PublishedLink {
  readonly url: string;
  /** Where it was found: repository, ref, path and line, or the issue thread; `written` when the source spells it otherwise (`/docs`). */
  readonly found: ReadonlyArray<Readonly<Partial<Record<string, string | number>>>>;
  /** The doc path (no locale, no /docs/) a path this site does not have leads to. */
  readonly to?: string;
}

export const PUBLISHED_LINKS: readonly PublishedLink[] = publishedLinks.links;

/**
 * The doc path a published URL asks for: without the host, `/docs/`, the English prefix, a query,
 * an anchor or a trailing slash (`''` is the landing page); undefined for a URL outside the docs.
 */
export function docPathOf(url: string): {path: string; locale: 'zh-Hans' | 'en'} | undefined {
  const match = /^(?:https?:\/\/(?:www\.)?opencsg\.com)?\/docs(\/[^?#]*)?(?:[?#].*)?$/.exec(url);
  if (!match) return undefined;
  const rest = (match[1] ?? '').replace(/^\/+|\/+$/g, '');
  if (rest === 'en' || rest.startsWith('en/')) return {path: rest.slice(3), locale: 'en'};
  return {path: rest, locale: 'zh-Hans'};
}

/** Redirect pages (plugin-client-redirects, both languages) for published paths this site does not have. */
export function publishedRedirects(links: readonly PublishedLink[] = PUBLISHED_LINKS): Array<{from: string; to: string}> {
  const taken = new Set(PRODUCT_LINKS.map((link) => link.path));
  const redirects = new Map<string, string>();
  for (const link of links) {
    const target = docPathOf(link.url);
    if (!target) throw new Error(`config/published-links.json: ${link.url} is not a docs URL`);
    if (!link.to || taken.has(target.path)) continue;
    const seen = redirects.get(target.path);
    if (seen && seen !== link.to) throw new Error(`config/published-links.json: /${target.path} leads to both ${seen} and ${link.to}`);
    redirects.set(target.path, link.to);
  }
  return [...redirects].map(([from, to]) => ({from: `/${from}`, to: `/${to}`}));
}
