import {test, mock} from 'node:test';
import assert from 'node:assert/strict';
import {PROGRESS_DELAY_MS, progressModule, type ProgressBar} from '../client/progress';

/** A bar that records its calls, loaded when `resolve` is called. */
function fakeBar() {
  const calls: string[] = [];
  const bar: ProgressBar = {
    configure: (options) => calls.push(`configure ${JSON.stringify(options)}`),
    start: () => calls.push('start'),
    done: () => calls.push('done'),
  };
  let resolve: () => void = () => undefined;
  let loads = 0;
  const load = () => {
    loads += 1;
    return new Promise<ProgressBar>((done) => (resolve = () => done(bar)));
  };
  return {calls, load, resolve: () => resolve(), loads: () => loads};
}

const at = (pathname: string) => ({pathname});
const flush = () => new Promise((resolve) => setImmediate(resolve));

test('progress bar: nothing loads on the first render nor on a hash change', () => {
  const fake = fakeBar();
  const module = progressModule(fake.load);
  assert.equal(module.onRouteUpdate({location: at('/docs/'), previousLocation: null}), undefined);
  assert.equal(module.onRouteUpdate({location: at('/docs/'), previousLocation: at('/docs/')}), undefined);
  assert.equal(fake.loads(), 0);
});

test('progress bar: loads at the first page change, starts after the delay, ends when the page is rendered', async (t) => {
  t.mock.timers.enable({apis: ['setTimeout']});
  (globalThis as {window?: unknown}).window = globalThis;
  t.after(() => delete (globalThis as {window?: unknown}).window);
  const fake = fakeBar();
  const module = progressModule(fake.load);

  // A slow page: the bar's code arrives, then the delay passes, then the page.
  module.onRouteUpdate({location: at('/docs/b'), previousLocation: at('/docs/a')});
  assert.equal(fake.loads(), 1);
  fake.resolve();
  await flush();
  assert.deepEqual(fake.calls, ['configure {"showSpinner":false}']);
  t.mock.timers.tick(PROGRESS_DELAY_MS - 1);
  assert.deepEqual(fake.calls.slice(1), []);
  t.mock.timers.tick(1);
  assert.deepEqual(fake.calls.slice(1), ['start']);
  module.onRouteDidUpdate();
  assert.deepEqual(fake.calls.slice(1), ['start', 'done']);

  // A fast page: the update is cleaned up before the delay; no bar, and no second load.
  const cleanup = module.onRouteUpdate({location: at('/docs/c'), previousLocation: at('/docs/b')});
  cleanup?.();
  module.onRouteDidUpdate();
  t.mock.timers.tick(PROGRESS_DELAY_MS);
  await flush();
  assert.deepEqual(fake.calls.slice(1), ['start', 'done', 'done']);
  assert.equal(fake.loads(), 1);
});

test('progress bar: code that arrives after the delay starts the bar if the page is still on its way, not after', async (t) => {
  t.mock.timers.enable({apis: ['setTimeout']});
  (globalThis as {window?: unknown}).window = globalThis;
  t.after(() => delete (globalThis as {window?: unknown}).window);

  const slow = fakeBar();
  const waiting = progressModule(slow.load);
  waiting.onRouteUpdate({location: at('/docs/b'), previousLocation: at('/docs/a')});
  t.mock.timers.tick(PROGRESS_DELAY_MS);
  slow.resolve();
  await flush();
  assert.deepEqual(slow.calls.slice(1), ['start']);

  const late = fakeBar();
  const arrived = progressModule(late.load);
  arrived.onRouteUpdate({location: at('/docs/b'), previousLocation: at('/docs/a')});
  t.mock.timers.tick(PROGRESS_DELAY_MS);
  arrived.onRouteDidUpdate();
  late.resolve();
  await flush();
  assert.deepEqual(late.calls.slice(1), []);
});

test('progress bar: a load that fails is reported, not thrown', async (t) => {
  t.mock.timers.enable({apis: ['setTimeout']});
  (globalThis as {window?: unknown}).window = globalThis;
  t.after(() => delete (globalThis as {window?: unknown}).window);
  const error = mock.method(console, 'error', () => undefined);
  const module = progressModule(() => Promise.reject(new Error('chunk failed')));
  module.onRouteUpdate({location: at('/docs/b'), previousLocation: at('/docs/a')});
  await flush();
  assert.equal(error.mock.callCount(), 1);
  assert.match(String(error.mock.calls[0]?.arguments[0]), /progress bar \(nprogress\) did not load/);
  error.mock.restore();
});
