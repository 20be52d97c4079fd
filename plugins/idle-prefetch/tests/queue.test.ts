import {test} from 'node:test';
import assert from 'node:assert/strict';
import {deferPrefetch} from '../queue';

function harness() {
  const fetched: string[] = [];
  const pending: Array<(timeRemaining: () => number) => void> = [];
  const prefetch = deferPrefetch(
    (routePath) => fetched.push(routePath),
    (run) => pending.push(run),
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
