/**
 * Prefetching that waits for the page to be ready.
 *
 * Every Docusaurus <Link> that scrolls into view calls `window.docusaurus.prefetch`, which matches the
 * target against the whole route table and adds <link rel="prefetch"> tags for its chunks. On a long
 * page that is dozens of calls during start-up, on the main thread, while the page hydrates (about
 * 160 ms with a phone's CPU on csghub/101/install/by_helm). This client module queues those calls and
 * runs them after the load event, in idle time, at most 8 ms of them per idle period (queue.ts, BATCH_MS), so
 * that on a phone's slower CPU no batch becomes a long task. Hover and touch still load a page at once (`preload`).
 * The calls themselves are Docusaurus's lookups from an index of the route table built once, with one
 * <link> per chunk URL instead of one per chunk of every route (chunks.ts: 241 tags for 22 URLs on by_helm).
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export default function idlePrefetchPlugin(): Plugin {
  return {
    name: 'idle-prefetch',
    getClientModules() {
      return [path.join(__dirname, 'client.ts')];
    },
  };
}
