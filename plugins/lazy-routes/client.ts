/**
 * The placeholder routes of the browser's route table (README.md), imported by the route table the
 * plugin writes (split.ts).
 *
 * A placeholder stands for the doc leaf routes under one path prefix. Docusaurus preloads every route
 * a path matches before it renders that path: at start-up (core client/clientEntry.js awaits
 * `preload(location.pathname)` before hydrating) and on each navigation (core PendingNavigation awaits
 * `preload(next)` before rendering it). The placeholder's `preload()` loads its group, puts the group's
 * leaves in the array in its own place, and preloads the leaves that match the location, so that the
 * tree rendered next is the one the server rendered. A placeholder is never rendered once its group is
 * in place; were it rendered before (a path the router did not preload), it loads its group and renders
 * nothing.
 */
import {useEffect, type ReactNode} from 'react';
import {matchPath} from '@docusaurus/router';
import type {RouteConfig} from 'react-router-config';

type Loadable = (() => ReactNode) & {preload: () => Promise<unknown>};
type GroupModule = {default: RouteConfig[]};
/** The placeholder's path, its key in routesChunkNames, and its group's loader. */
export type Placeholder = readonly [path: string, chunkKey: string, load: () => Promise<GroupModule>];

/** The pathnames the router may be preloading: the location as it is and decoded (as core's preload does). */
function currentPathnames(): string[] {
  if (typeof window === 'undefined') return [];
  const {pathname} = window.location;
  let decoded = pathname;
  try {
    decoded = decodeURI(pathname);
  } catch {
    // A malformed escape: the raw path only.
  }
  return [...new Set([pathname, decoded])];
}

function placeholderRoute(list: RouteConfig[], [path, , load]: Placeholder): RouteConfig {
  let loading: Promise<unknown> | undefined;
  const route: RouteConfig = {path, exact: false};
  const preload = (): Promise<unknown> => {
    loading ??= load().then((module) => {
      const leaves = module.default;
      if (!Array.isArray(leaves)) throw new Error(`[lazy-routes] the routes under ${path} did not load`);
      const index = list.indexOf(route);
      if (index >= 0) list.splice(index, 1, ...leaves);
      const wanted = currentPathnames();
      const matches = (candidate: RouteConfig) => wanted.some((pathname) => matchPath(pathname, candidate));
      // The leaves of the location, and, when none of them is the location, every other placeholder of
      // the array that matches it (a shallower prefix): the array then holds no placeholder that the
      // docs' DocRoot would take for the location's page (a missing page then renders "not found").
      const next = leaves.some(matches) ? leaves.filter(matches) : list.filter((other) => other !== route && matches(other));
      return Promise.all(next.map((other) => (other.component as Partial<Loadable> | undefined)?.preload?.()));
    });
    // A failed load is retried on the next preload (core's PendingNavigation reloads the page on failure).
    loading.catch(() => (loading = undefined));
    return loading;
  };
  function LazyRoutesPlaceholder(): ReactNode {
    useEffect(() => void preload(), []);
    return null;
  }
  route.component = Object.assign(LazyRoutesPlaceholder, {preload});
  everyPlaceholder.push(preload);
  return route;
}

const everyPlaceholder: (() => Promise<unknown>)[] = [];

/**
 * Loads every group, so that the route table holds every route (the 404 page's route suggestions).
 * Resolves at once in a table without placeholders (the server's, a development build).
 */
export function loadAllRoutes(): Promise<void> {
  return Promise.all(everyPlaceholder.map((preload) => preload())).then(() => undefined);
}

/** Appends the placeholders to a route array; each replaces itself with its group's leaves once loaded. */
export function lazyRoutes(list: RouteConfig[], placeholders: readonly Placeholder[]): RouteConfig[] {
  for (const placeholder of placeholders) list.push(placeholderRoute(list, placeholder));
  return list;
}
