import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {deferPrefetch, type IdleScheduler} from './queue';

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
  global.docusaurus = {...docusaurus, prefetch: deferPrefetch(docusaurus.prefetch.bind(docusaurus), afterLoadWhenIdle)};
}
