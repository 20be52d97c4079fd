/** How the queue gets time to run: in the browser, idle callbacks after the load event. */
export interface IdleScheduler {
  (run: (timeRemaining: () => number) => void): void;
}

/** Milliseconds of an idle period the queue leaves to the browser. */
const RESERVE_MS = 4;

/**
 * Milliseconds of prefetching per idle period at most, measured on the clock the page runs on. An idle
 * period lasts up to 50 ms; filled with prefetch calls (each matches the route table, builds the chunk
 * URLs and appends <link> tags), it is one 50 ms task, which a phone's CPU, several times slower than
 * the machine that measured the budget, turns into a long task that blocks input. 8 ms stays under the
 * 50 ms long-task threshold on a CPU 4 times slower (Lighthouse's mobile profile).
 */
export const BATCH_MS = 8;

/**
 * Wraps a prefetch function: calls are queued (once per route) and run in order when the scheduler
 * gives time, as many as fit in each idle period and in BATCH_MS. Returns false, as Docusaurus's
 * prefetch does for a route it will not fetch now.
 */
export function deferPrefetch(
  prefetch: (routePath: string) => unknown,
  schedule: IdleScheduler,
  now: () => number = () => performance.now(),
): (routePath: string) => false {
  const queued = new Set<string>();
  let scheduled = false;
  const drain = (timeRemaining: () => number) => {
    scheduled = false;
    const started = now();
    for (const routePath of queued) {
      if (timeRemaining() <= RESERVE_MS || now() - started >= BATCH_MS) break;
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
