/**
 * Where a link of the list goes, as a path of this site (`/docs/en/csghub/api/errors/git#GIT-ERR-1`):
 * its href read against the page's own address (`permalink`), not the document's, so a relative href
 * (`errors/git#GIT-ERR-1` on `…/api/errors`) goes to the same place however the page's address was
 * written. Undefined for an anchor on the page (`#…`), a link that opens elsewhere (`target`) or off the site.
 */
export function listLinkTarget(anchor: Element | null, permalink: string, origin: string): string | undefined {
  const href = anchor?.getAttribute('href');
  if (!anchor || !href || href.startsWith('#') || anchor.hasAttribute('target') || anchor.hasAttribute('download')) return undefined;
  let url: URL;
  try {
    url = new URL(href, new URL(permalink, origin));
  } catch {
    return undefined; // not an address: the browser does what it does with it
  }
  return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : undefined;
}
