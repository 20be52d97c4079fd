import productLinks from './product-links.json';

/** A link the CSGHub web app makes into these docs (config/product-links.json). */
export interface ProductLink {
  readonly path: string;
  /** Where a path this site does not have leads instead. */
  readonly to?: string;
  /** Only the letter case differs from `to`: served by the web server's redirect, not a redirect page. */
  readonly caseOnly?: boolean;
}

export const PRODUCT_LINKS: readonly ProductLink[] = productLinks.links;

/** Redirect pages for the web app's links whose paths this site does not have (plugin-client-redirects). */
export function productRedirects(links: readonly ProductLink[] = PRODUCT_LINKS): Array<{from: string; to: string}> {
  return links.filter((link) => link.to && !link.caseOnly).map((link) => ({from: `/${link.path}`, to: `/${link.to}`}));
}

/**
 * Links that differ from a page only in letter case: a redirect page there would be the page itself on
 * a case-insensitive file system, so the web servers (deploy/nginx, lib/serve.ts) redirect them.
 */
export function caseOnlyRedirects(links: readonly ProductLink[] = PRODUCT_LINKS): Array<{from: string; to: string}> {
  return links.filter((link) => link.to && link.caseOnly).map((link) => ({from: link.path, to: link.to!}));
}
