/**
 * Prefetching a route's chunks, each chunk once.
 *
 * Docusaurus's own `prefetch(routePath)` (core client/docusaurus.js) remembers the routes it fetched but
 * not the chunks: every route appends a `<link rel="prefetch">` for each of its chunks, though most doc
 * routes share theirs (the doc page component, the sidebar's data, the version's), and it finds a route's
 * chunks by testing every key of the route table's chunk names (a regular expression per key, per matched
 * route). On csghub/101/install/by_helm that was 241 `<link>` tags for 22 distinct URLs. This does the same
 * lookups from an index built once, and appends one tag per URL.
 */

/** Chunk names by route path, from Docusaurus's routesChunkNames (keys `${path}-${hash}`). */
export function chunkNamesByPath(routesChunkNames: Readonly<Record<string, unknown>>): Map<string, string[]> {
  const byPath = new Map<string, string[]>();
  const collect = (value: unknown, into: string[]) => {
    if (typeof value === 'string') into.push(value);
    else if (value && typeof value === 'object') for (const inner of Object.values(value)) collect(inner, into);
  };
  for (const [key, value] of Object.entries(routesChunkNames)) {
    // As Docusaurus does: the route path is the key without its last "-hash" part.
    const routePath = key.replace(/-[^-]+$/, '');
    const names = byPath.get(routePath) ?? [];
    collect(value, names);
    byPath.set(routePath, names);
  }
  return byPath;
}

export interface PrefetchParts {
  /** The paths of the routes a path matches, outermost first (react-router-config's matchRoutes). */
  readonly match: (routePath: string) => readonly string[];
  /**
   * Chunk names by route path, or a function that returns the current index (the route table grows when
   * plugins/lazy-routes loads a group of routes and their chunk names).
   */
  readonly chunkNames: ReadonlyMap<string, readonly string[]> | (() => ReadonlyMap<string, readonly string[]>);
  /** A chunk's URL (`__webpack_require__.gca`); it may hold "undefined" for a chunk merged into another. */
  readonly assetUrl: (chunkName: string) => string | undefined;
  /** Adds the `<link rel="prefetch">`. */
  readonly addLink: (url: string) => void;
  /** A slow or data-saving connection: nothing is prefetched. */
  readonly slowConnection: () => boolean;
}

/** A prefetch function for `window.docusaurus.prefetch`: false when the route was or is not fetched. */
export function routePrefetch({match, chunkNames, assetUrl, addLink, slowConnection}: PrefetchParts): (routePath: string) => boolean {
  const routesDone = new Set<string>();
  const urlsDone = new Set<string>();
  return (routePath) => {
    if (routesDone.has(routePath) || slowConnection()) return false;
    routesDone.add(routePath);
    const index = typeof chunkNames === 'function' ? chunkNames() : chunkNames;
    for (const matched of match(routePath)) {
      for (const name of index.get(matched) ?? []) {
        const url = assetUrl(name);
        if (!url || url.includes('undefined') || urlsDone.has(url)) continue;
        urlsDone.add(url);
        addLink(url);
      }
    }
    return true;
  };
}
