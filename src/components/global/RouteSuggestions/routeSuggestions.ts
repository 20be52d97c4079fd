/**
 * Suggestions for a path that matches no page: the existing paths nearest to it.
 * Pure functions, so the not-found page and the unit tests share them.
 */

export interface RouteLike {
  readonly path?: string | readonly string[];
  readonly exact?: boolean;
  readonly routes?: readonly RouteLike[];
}

/** Lower case, no query or hash, no `.html` / `/index.html` ending, no trailing slash. */
export function normalizePath(path: string): string {
  let clean = path.split(/[?#]/, 1)[0] ?? '';
  try {
    clean = decodeURI(clean);
  } catch {
    // A malformed escape stays as typed; it still gets compared.
  }
  clean = clean
    .toLowerCase()
    .replace(/\/index\.html$/, '/')
    .replace(/\.html$/, '')
    .replace(/\/+$/, '');
  return clean === '' ? '/' : clean;
}

/** The pages a reader can land on: exact routes without parameters, minus error and test pages. */
export function listPagePaths(routes: readonly RouteLike[]): string[] {
  const found = new Set<string>();
  const walk = (list: readonly RouteLike[]) => {
    for (const route of list) {
      if (route.routes) {
        walk(route.routes);
        continue;
      }
      const paths = typeof route.path === 'string' ? [route.path] : [...(route.path ?? [])];
      for (const path of paths) {
        if (!/[*:]/.test(path) && !/\/404(?:\.html)?$/.test(path) && !path.includes('/__fixtures/')) found.add(path);
      }
    }
  };
  walk(routes);
  return [...found];
}

/** Levenshtein distance, two rows at a time. */
export function editDistance(a: string, b: string): number {
  if (a === b) return 0;
  if (a.length === 0) return b.length;
  if (b.length === 0) return a.length;
  let previous = Array.from({length: b.length + 1}, (_, i) => i);
  let current = new Array<number>(b.length + 1);
  for (let i = 1; i <= a.length; i += 1) {
    current[0] = i;
    for (let j = 1; j <= b.length; j += 1) {
      const substitution = previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1);
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, substitution);
    }
    [previous, current] = [current, previous];
  }
  return previous[b.length]!;
}

function lastSegment(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}

/**
 * Up to `limit` existing paths nearest to `target`: by edit distance over the whole path, ties broken
 * by the distance between the last segments (the page name), then alphabetically. A target longer than
 * twice the longest page path is compared by that much of its start: the distance costs its length
 * times each path's, and a crafted link of 8,000 characters held the not-found page for 4.7 s.
 */
export function suggestRoutes(
  target: string,
  candidates: readonly string[],
  limit = 5,
  distance: (a: string, b: string) => number = editDistance,
): string[] {
  const pages = candidates.map((candidate) => ({candidate, normalized: normalizePath(candidate)}));
  const longest = pages.reduce((most, page) => Math.max(most, page.normalized.length), 0);
  const full = normalizePath(target);
  const wanted = full.slice(0, 2 * longest);
  return pages
    .filter((page) => page.normalized !== full)
    .map(({candidate, normalized}) => ({
      candidate,
      distance: distance(wanted, normalized),
      nameDistance: distance(lastSegment(wanted), lastSegment(normalized)),
    }))
    .sort((x, y) => x.distance - y.distance || x.nameDistance - y.nameDistance || x.candidate.localeCompare(y.candidate))
    .slice(0, Math.max(0, limit))
    .map((entry) => entry.candidate);
}
