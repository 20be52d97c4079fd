import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import routes from '@generated/routes';
import routesChunkNames from '@generated/routesChunkNames';
import {matchRoutes} from 'react-router-config';
import {chunkNamesByPath, routePrefetch} from './chunks';
import {deferPrefetch, type IdleScheduler} from './queue';

// `gca` (chunk name to URL) is in the bundler's runtime: Docusaurus's ChunkAssetPlugin, plugins/lean-runtime's in production.
declare const __webpack_require__: {gca(chunkName: string): string | undefined};

interface DocusaurusGlobal {
  prefetch: (routePath: string) => unknown;
}

/** Idle time after the load event; where requestIdleCallback is missing (Safari), short timeouts. */
const afterLoadWhenIdle: IdleScheduler = (run) => {
  const idle = () => {
    if (typeof window.requestIdleCallback === 'function') {
      window.requestIdleCallback((deadline) => run(() => deadline.timeRemaining()), {timeout: 3000});
    } else setTimeout(() => run(() => 8), 50);
  };
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, {once: true});
};

/**
 * The chunk names' index, rebuilt when the table gained entries (plugins/lazy-routes adds a group's
 * routes and chunk names to it when the group loads).
 */
function chunkNamesIndex(): () => ReadonlyMap<string, readonly string[]> {
  let size = -1;
  let index: ReadonlyMap<string, readonly string[]> = new Map();
  return () => {
    const keys = Object.keys(routesChunkNames).length;
    if (keys !== size) {
      size = keys;
      index = chunkNamesByPath(routesChunkNames);
    }
    return index;
  };
}

/** Docusaurus's prefetch, each chunk once (chunks.ts); the index of the route table is built on first use. */
function routeChunkPrefetch(): (routePath: string) => boolean {
  let prefetch: ((routePath: string) => boolean) | undefined;
  return (routePath) => {
    prefetch ??= routePrefetch({
      match: (pathname) => matchRoutes(routes, pathname).map(({route}) => route.path ?? ''),
      chunkNames: chunkNamesIndex(),
      assetUrl: (chunkName) => __webpack_require__.gca(chunkName),
      addLink(url) {
        const link = document.createElement('link');
        link.rel = 'prefetch';
        link.href = url;
        document.head.appendChild(link);
      },
      slowConnection() {
        const connection = (navigator as {connection?: {effectiveType?: string; saveData?: boolean}}).connection;
        return Boolean(connection?.effectiveType?.includes('2g') || connection?.saveData);
      },
    });
    return prefetch(routePath);
  };
}

let installed = false;

/**
 * Runs once the first route has rendered (Docusaurus sets `window.docusaurus` just before), which is
 * before any link's visibility observer has fired.
 */
export function onRouteDidUpdate(): void {
  if (installed || !ExecutionEnvironment.canUseDOM) return;
  const global = window as unknown as {docusaurus?: DocusaurusGlobal};
  const docusaurus = global.docusaurus;
  if (!docusaurus) return;
  installed = true;
  // The object is frozen; links read `window.docusaurus.prefetch` on each call, so a copy works.
  global.docusaurus = {...docusaurus, prefetch: deferPrefetch(routeChunkPrefetch(), afterLoadWhenIdle)};
}
