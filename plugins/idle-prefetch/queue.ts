/** How the queue gets time to run: in the browser, idle callbacks after the load event. */
export interface IdleScheduler {
  (run: (timeRemaining: () => number) => void): void;
}

/** Milliseconds of an idle period the queue leaves to the browser. */
const RESERVE_MS = 4;

/**
 * Wraps a prefetch function: calls are queued (once per route) and run in order when the scheduler
 * gives time, as many as fit in each idle period. Returns false, as Docusaurus's prefetch does for a
 * route it will not fetch now.
 */
export function deferPrefetch(prefetch: (routePath: string) => unknown, schedule: IdleScheduler): (routePath: string) => false {
  const queued = new Set<string>();
  let scheduled = false;
  const drain = (timeRemaining: () => number) => {
    scheduled = false;
    for (const routePath of queued) {
      if (timeRemaining() <= RESERVE_MS) break;
      queued.delete(routePath);
      prefetch(routePath);
    }
    if (queued.size > 0) request();
  };
  const request = () => {
    if (scheduled) return;
    scheduled = true;
    schedule(drain);
  };
  return (routePath: string) => {
    queued.add(routePath);
    request();
    return false;
  };
}
