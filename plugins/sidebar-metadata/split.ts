/**
 * Pure route rewriting for plugins/sidebar-metadata (no Docusaurus runtime: unit-tested in tests/split.test.ts).
 *
 * The docs plugin gives its version route one `version` prop holding every sidebar of the version and
 * the title and description of every doc; every doc page loads it. Here the version prop keeps only the
 * version's own fields, and the sidebar route (DocRoot) is split into one route per sidebar, whose path
 * matches only that sidebar's pages and whose `sidebarData` prop holds that sidebar alone.
 */
import type {RouteConfig} from '@docusaurus/types';
import type {PropSidebarItem, PropSidebars, PropVersionDocs, PropVersionMetadata} from '@docusaurus/plugin-content-docs';

/** What one sidebar's pages load; DocRoot puts it back into the version context (with docs.ts). */
export interface SidebarData {
  readonly docsSidebars: PropSidebars;
}

/** The name of the path parameter that carries a sidebar's folders in its DocRoot route. */
export const SCOPE_PARAM = 'sidebarScope';

/** The version prop without its sidebars and docs (the navbar reads its sidebars from global data). */
export function slimVersion(version: PropVersionMetadata): PropVersionMetadata {
  return {...version, docsSidebars: {}, docs: {}};
}

/** One sidebar alone: the docs map is derived from its links on the client (docs.ts). */
export function sidebarData(version: PropVersionMetadata, name: string): SidebarData {
  const items = version.docsSidebars[name];
  if (!items) throw new Error(`[sidebar-metadata] version "${version.version}" has no sidebar "${name}"`);
  return {docsSidebars: {[name]: items}};
}

function findCategory(items: readonly PropSidebarItem[], href: string): PropSidebarItem[] | undefined {
  for (const item of items) {
    if (item.type !== 'category') continue;
    if (item.href === href) return item.items;
    const found = findCategory(item.items, href);
    if (found) return found;
  }
  return undefined;
}

/** The docs, in full, that the cards of the category whose index page is at `href` show. */
export function cardDocs(version: PropVersionMetadata, name: string, href: string): PropVersionDocs {
  const items = findCategory(version.docsSidebars[name] ?? [], href) ?? [];
  const docs: PropVersionDocs = {};
  for (const item of items) {
    if (item.type === 'link' && item.docId && version.docs[item.docId]) docs[item.docId] = version.docs[item.docId]!;
  }
  return docs;
}

interface Node {
  readonly children: Map<string, Node>;
  /** Sidebars of the routes at or below this node (undefined: a route in no sidebar). */
  readonly owners: Set<string | undefined>;
  /** The sidebar of the route at exactly this path, when there is one. */
  own?: string | undefined;
  /** That route's path as the docs plugin gives it (an index page's ends with a slash). */
  ownPath?: string;
  hasOwn: boolean;
}

const newNode = (): Node => ({children: new Map(), owners: new Set(), hasOwn: false});

/**
 * Segments a route pattern can carry (ASCII; not the characters path-to-regexp's group syntax needs):
 * any other makes the page fall back to every sidebar's data, with a warning.
 */
const SAFE_SEGMENT = /^[A-Za-z0-9_.~\-&'+,;=@!*]+$/;

export interface Scopes {
  /** Per sidebar, the path prefixes (below the version path, no leading slash) holding only its pages. */
  readonly prefixes: ReadonlyMap<string, readonly string[]>;
  /** Sidebar pages that no prefix isolates: each gets a DocRoot route of its own (reported by the build). */
  readonly unscoped: readonly string[];
}

/**
 * Splits the version's pages into path prefixes that each hold the pages of one sidebar (pages in no
 * sidebar may sit among them). A page whose path is the parent folder of another sidebar's pages cannot
 * be isolated by a prefix and is listed in `unscoped`.
 */
export function sidebarScopes(routes: ReadonlyArray<{path: string; sidebar?: string}>, versionPath: string): Scopes {
  const root = newNode();
  const base = versionPath.endsWith('/') ? versionPath : `${versionPath}/`;
  const unscoped: string[] = [];
  for (const route of routes) {
    if (!route.path.startsWith(base)) {
      if (route.sidebar) unscoped.push(route.path);
      continue;
    }
    const segments = route.path.slice(base.length).split('/').filter(Boolean);
    if (segments.length === 0 || !segments.every((s) => SAFE_SEGMENT.test(s))) {
      if (route.sidebar) unscoped.push(route.path);
      continue;
    }
    let node = root;
    node.owners.add(route.sidebar);
    for (const segment of segments) {
      let child = node.children.get(segment);
      if (!child) node.children.set(segment, (child = newNode()));
      node = child;
      node.owners.add(route.sidebar);
    }
    node.hasOwn = true;
    node.own = route.sidebar;
    node.ownPath = route.path;
  }
  const prefixes = new Map<string, string[]>();
  const walk = (node: Node, at: string) => {
    const sidebars = [...node.owners].filter((owner): owner is string => owner !== undefined);
    if (sidebars.length === 0) return;
    if (sidebars.length === 1 && at) {
      const list = prefixes.get(sidebars[0]!) ?? [];
      list.push(at);
      prefixes.set(sidebars[0]!, list);
      return;
    }
    if (node.hasOwn && node.own && node.ownPath) unscoped.push(node.ownPath);
    for (const [segment, child] of node.children) walk(child, at ? `${at}/${segment}` : segment);
  };
  walk(root, '');
  return {prefixes, unscoped: unscoped.sort()};
}

/**
 * Regular-expression escapes for the group, as character classes: core writes route paths into
 * routes.js as JavaScript strings, where a backslash would be lost (path-to-regexp escapes `=!:$/()`).
 */
const escapeRegExp = (text: string) => text.replace(/[.*+]/g, (c) => `[${c}]`);

/** The react-router path (path-to-regexp 1.x) matching the given prefixes below the version path. */
export function scopePath(versionPath: string, prefixes: readonly string[]): string {
  const base = versionPath.endsWith('/') ? versionPath : `${versionPath}/`;
  return `${base}:${SCOPE_PARAM}(${[...prefixes].sort().map(escapeRegExp).join('|')})`;
}

interface VersionRoute extends RouteConfig {
  props?: {version?: PropVersionMetadata} & Record<string, unknown>;
}

/**
 * Rewrites the routes the docs plugin adds. The version route (its `version` prop) is slimmed; its
 * DocRoot route (the child whose path is the version path and that has child routes) becomes one route
 * per sidebar, one per page no prefix isolates, and the original one for pages in no sidebar.
 */
export function splitRoutes(routes: readonly RouteConfig[], onUnscoped: (paths: readonly string[]) => void): RouteConfig[] {
  return routes.map((route) => rewrite(route, onUnscoped));
}

function rewrite(route: RouteConfig, onUnscoped: (paths: readonly string[]) => void): RouteConfig {
  const version = (route as VersionRoute).props?.version;
  if (!version || !route.routes) return route.routes ? {...route, routes: route.routes.map((r) => rewrite(r, onUnscoped))} : route;
  const children: RouteConfig[] = [];
  for (const child of route.routes) {
    if (child.path !== route.path || !child.routes) {
      children.push(child);
      continue;
    }
    const pages = child.routes.map((page) => ({path: page.path, sidebar: (page as {sidebar?: string}).sidebar}));
    const {prefixes, unscoped} = sidebarScopes(pages, route.path);
    if (unscoped.length > 0) onUnscoped(unscoped);
    const unscopedSet = new Set(unscoped);
    const taken = new Set<RouteConfig>();
    for (const [name, list] of [...prefixes].sort(([a], [b]) => a.localeCompare(b))) {
      const base = route.path.endsWith('/') ? route.path : `${route.path}/`;
      const mine = child.routes.filter((page) => {
        if (unscopedSet.has(page.path)) return false;
        const rest = page.path.slice(base.length);
        return list.some((prefix) => rest === prefix || rest.startsWith(`${prefix}/`));
      });
      mine.forEach((page) => taken.add(page));
      const pages = mine.map((page) =>
        page.props?.categoryGeneratedIndex ? {...page, props: {...page.props, cardDocs: cardDocs(version, name, page.path)}} : page,
      );
      children.push({
        ...child,
        path: scopePath(route.path, list),
        routes: pages,
        props: {...child.props, sidebarData: sidebarData(version, name)},
      });
    }
    // A page no prefix isolates (the parent folder of two sidebars' pages) gets a DocRoot route of its own.
    for (const page of child.routes) {
      const name = (page as {sidebar?: string}).sidebar;
      if (taken.has(page) || !name || !unscopedSet.has(page.path)) continue;
      taken.add(page);
      children.push({
        ...child,
        path: page.path,
        exact: true,
        routes: [page],
        props: {...child.props, sidebarData: sidebarData(version, name)},
      });
    }
    const rest = child.routes.filter((page) => !taken.has(page));
    if (rest.length > 0) children.push({...child, routes: rest});
  }
  return {...route, routes: children, props: {...route.props, version: slimVersion(version)}};
}
