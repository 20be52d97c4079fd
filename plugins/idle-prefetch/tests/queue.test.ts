import {test} from 'node:test';
import assert from 'node:assert/strict';
import {BATCH_MS, deferPrefetch} from '../queue';

/** A queue whose prefetch calls each take `cost` ms on a fake clock. */
function harness(cost = 0) {
  const fetched: string[] = [];
  const pending: Array<(timeRemaining: () => number) => void> = [];
  let clock = 0;
  const prefetch = deferPrefetch(
    (routePath) => {
      clock += cost;
      fetched.push(routePath);
    },
    (run) => pending.push(run),
    () => clock,
  );
  return {fetched, pending, prefetch};
}

test('prefetch calls wait for the scheduler, and each route is fetched once', () => {
  const {fetched, pending, prefetch} = harness();
  assert.equal(prefetch('/docs/a'), false);
  prefetch('/docs/b');
  prefetch('/docs/a');
  assert.deepEqual(fetched, [], 'nothing runs before idle time');
  assert.equal(pending.length, 1, 'one idle request for the whole queue');
  pending.shift()!(() => 50);
  assert.deepEqual(fetched, ['/docs/a', '/docs/b']);
});

test('a short idle period runs what fits and asks for another', () => {
  const {fetched, pending, prefetch} = harness();
  for (const route of ['/a', '/b', '/c']) prefetch(route);
  let budget = 6;
  pending.shift()!(() => budget--);
  assert.deepEqual(fetched, ['/a', '/b']);
  assert.equal(pending.length, 1);
  pending.shift()!(() => 50);
  assert.deepEqual(fetched, ['/a', '/b', '/c']);
  assert.equal(pending.length, 0);
});

test('a long idle period still stops after BATCH_MS of prefetching, so no call makes a long task', () => {
  const {fetched, pending, prefetch} = harness(3);
  const routes = Array.from({length: 20}, (_, index) => `/r${index}`);
  for (const route of routes) prefetch(route);
  const perBatch = Math.ceil(BATCH_MS / 3);
  pending.shift()!(() => 50);
  assert.equal(fetched.length, perBatch, `${BATCH_MS} ms of 3 ms calls in a 50 ms idle period`);
  assert.equal(pending.length, 1, 'the rest waits for the next idle period');
  while (pending.length) pending.shift()!(() => 50);
  assert.deepEqual(fetched, routes, 'every route is fetched, in order');
});

test('a timed-out idle callback (no time left) runs nothing and asks again', () => {
  const {fetched, pending, prefetch} = harness(1);
  prefetch('/a');
  pending.shift()!(() => 0);
  assert.deepEqual(fetched, []);
  assert.equal(pending.length, 1);
});
