/**
 * The reading order of a locale's doc pages: the sidebars as the docs plugin loaded them, each walked
 * top to bottom (a category's own page before its items), in the order the sidebars are defined. The
 * index numbers its pages in this order, so that records tying on every ranking criterion list the page
 * a reader meets first in the sidebar (an area's introduction before its task pages, "Create" before
 * "Settings"), not the page whose path sorts first.
 */
import type {LoadedPlugin} from '@docusaurus/types';

/** What this walk reads of a processed sidebar item (plugin-content-docs' SidebarItem). */
type SidebarItem =
  | {readonly type: 'doc' | 'ref'; readonly id: string}
  | {
      readonly type: 'category';
      readonly items: readonly SidebarItem[];
      readonly link?: {readonly type: 'doc'; readonly id: string} | {readonly type: 'generated-index'; readonly permalink: string};
    }
  | {readonly type: 'link' | 'html'};

/** What this walk reads of the docs plugin's loaded content (plugin-content-docs' LoadedContent). */
interface DocsContent {
  readonly loadedVersions: readonly {
    readonly docs: readonly {readonly id: string; readonly permalink: string}[];
    readonly sidebars: Readonly<Record<string, readonly SidebarItem[]>>;
  }[];
}

const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';

function isDocsContent(content: unknown): content is DocsContent {
  return typeof content === 'object' && content !== null && Array.isArray((content as DocsContent).loadedVersions);
}

/** The permalinks of the docs plugins' sidebar pages in reading order, each once (its first place). */
export function sidebarReadingOrder(plugins: readonly Pick<LoadedPlugin, 'name' | 'content'>[]): string[] {
  const order: string[] = [];
  const seen = new Set<string>();
  const add = (permalink: string | undefined) => {
    if (permalink !== undefined && !seen.has(permalink)) {
      seen.add(permalink);
      order.push(permalink);
    }
  };
  for (const plugin of plugins) {
    if (plugin.name !== DOCS_PLUGIN || !isDocsContent(plugin.content)) continue;
    for (const version of plugin.content.loadedVersions) {
      const permalinkOf = new Map(version.docs.map((doc) => [doc.id, doc.permalink]));
      const walk = (items: readonly SidebarItem[]) => {
        for (const item of items) {
          if (item.type === 'doc' || item.type === 'ref') add(permalinkOf.get(item.id));
          else if (item.type === 'category') {
            if (item.link?.type === 'doc') add(permalinkOf.get(item.link.id));
            else if (item.link?.type === 'generated-index') add(item.link.permalink);
            walk(item.items);
          }
        }
      };
      for (const sidebar of Object.values(version.sidebars)) walk(sidebar);
    }
  }
  return order;
}

/**
 * Routes in reading order: those of `readingOrder` first, in its order (a trailing slash aside), then
 * every other route (blog posts, pages in no sidebar) by path. Duplicates are dropped.
 */
export function orderRoutes(routesPaths: readonly string[], readingOrder: readonly string[] = []): string[] {
  const trim = (route: string) => route.replace(/(.)\/$/, '$1');
  const place = new Map<string, number>();
  readingOrder.forEach((route, index) => {
    if (!place.has(trim(route))) place.set(trim(route), index);
  });
  const rank = (route: string) => place.get(trim(route)) ?? Number.POSITIVE_INFINITY;
  return [...new Set(routesPaths)].sort((a, b) => rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0));
}
