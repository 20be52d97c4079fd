import {test} from 'node:test';
import assert from 'node:assert/strict';
import vm from 'node:vm';
import {RELOAD_ON_GONE_CHUNK_SOURCE, chunksNamedOtherwise, gcaSource, registryChunkNames, withoutChunkAssetPlugin} from '../index';

class ChunkAssetPlugin {}
class OtherPlugin {}

test("Docusaurus's ChunkAssetPlugin leaves the client configuration, the other plugins stay in order", () => {
  const first = new OtherPlugin();
  const last = new OtherPlugin();
  const config = {plugins: [first, new ChunkAssetPlugin(), last]};
  withoutChunkAssetPlugin(config);
  assert.deepEqual(config.plugins, [first, last]);
});

test('no ChunkAssetPlugin, or two, stops the build with a message', () => {
  assert.throws(
    () => withoutChunkAssetPlugin({plugins: [new OtherPlugin()]}),
    /0 ChunkAssetPlugin in the client configuration \(1 expected\)/,
  );
  assert.throws(() => withoutChunkAssetPlugin({}), /0 ChunkAssetPlugin/);
  assert.throws(
    () => withoutChunkAssetPlugin({plugins: [new ChunkAssetPlugin(), null, new ChunkAssetPlugin()]}),
    /2 ChunkAssetPlugin in the client configuration/,
  );
});

test('a named chunk whose id is not its name is reported; unnamed chunks are not', () => {
  const chunks = [
    {name: '8eb4e46b', id: '8eb4e46b'},
    {name: 'main', id: 'main'},
    {name: null, id: 12469},
    {id: 'node_modules_mermaid_x_mjs'},
    {name: 'a1b2c3d4', id: 'a1b2c3d42'},
    {name: 'try-it', id: 731},
  ];
  assert.deepEqual(chunksNamedOtherwise(chunks), ['a1b2c3d4 (id a1b2c3d42)', 'try-it (id 731)']);
  assert.deepEqual(chunksNamedOtherwise([]), []);
});

/** Runs a `gca` source against a runtime whose file name function adds a build hash to the id. */
function gcaOf(source: string): (chunkName: string) => string | undefined {
  const runtime: {p: string; u(id: string): string; gca?: (chunkName: string) => string | undefined} = {
    p: '/docs/',
    u: (id) => `assets/js/${id}.96ef677d.js`,
  };
  vm.runInNewContext(source, {__webpack_require__: runtime});
  return runtime.gca!;
}

test('gca: the URL of a chunk by its name; no URL for a route chunk name without a file of its own', () => {
  const gca = gcaOf(gcaSource(['5e9f5e1a', '__proto__x']));
  assert.equal(gca('0e384e19'), '/docs/assets/js/0e384e19.96ef677d.js');
  assert.equal(gca('doc-theme'), '/docs/assets/js/doc-theme.96ef677d.js');
  assert.equal(gca('5e9f5e1a'), undefined);
  assert.equal(gca('__proto__x'), undefined);
  // Names the object holds by inheritance are chunk names like any other.
  assert.equal(gca('toString'), '/docs/assets/js/toString.96ef677d.js');
  assert.equal(gcaOf(gcaSource([]))('5e9f5e1a'), '/docs/assets/js/5e9f5e1a.96ef677d.js');
});

test('registryChunkNames: each webpackChunkName of a generated registry, once', () => {
  const entry = (name: string, module: string) =>
    `  "${name}": [() => import(/* webpackChunkName: "${name}" */ "${module}"), "${module}", require.resolveWeak("${module}")],`;
  const registry = [
    'export default {',
    entry('0e384e19', '@site/docs/intro.md'),
    entry('5e9f5e1a', '@generated/docusaurus.config'),
    entry('0e384e19', '@site/docs/intro.md'),
    '};',
  ].join('\n');
  assert.deepEqual(registryChunkNames(registry), ['0e384e19', '5e9f5e1a']);
  assert.deepEqual(registryChunkNames('export default {};'), []);
});

/** The runtime's `e` wrapped by RELOAD_ON_GONE_CHUNK_SOURCE, with a chunk loader, fetch and storage of the test's. */
function ensureWithReload(load: (chunkId: string) => Promise<unknown>, status: number | 'offline') {
  const calls = {reloads: 0, fetched: [] as string[]};
  const stored = new Map<string, string>();
  const runtime: {e: (chunkId: string) => Promise<unknown>} = {e: load};
  vm.runInNewContext(RELOAD_ON_GONE_CHUNK_SOURCE, {
    __webpack_require__: runtime,
    fetch: (url: string, init: {method: string}) => {
      calls.fetched.push(`${init.method} ${url}`);
      return status === 'offline' ? Promise.reject(new TypeError('Failed to fetch')) : Promise.resolve({status});
    },
    sessionStorage: {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => void stored.set(key, value),
    },
    location: {reload: () => void (calls.reloads += 1)},
    Promise,
  });
  return {ensure: runtime.e, calls};
}

/** A chunk load error as the bundler's runtime makes it. */
function chunkLoadError(url: string): Error {
  return Object.assign(new Error(`Loading chunk x failed.\n(error: ${url})`), {name: 'ChunkLoadError', type: 'error', request: url});
}

/** Whether a promise is still pending after the pending callbacks and one event loop turn have run. */
async function pending(promise: Promise<unknown>): Promise<boolean> {
  let settled = false;
  promise.then(
    () => (settled = true),
    () => (settled = true),
  );
  await new Promise((resolve) => setImmediate(resolve));
  return !settled;
}

test('a chunk whose file is gone (404) reloads the page, once per file; the load never settles meanwhile', async () => {
  const url = '/docs/assets/js/try-it.96ef677d.js';
  const {ensure, calls} = ensureWithReload(() => Promise.reject(chunkLoadError(url)), 404);
  assert.equal(await pending(ensure('try-it')), true);
  assert.equal(calls.reloads, 1);
  assert.deepEqual(calls.fetched, [`HEAD ${url}`]);
  // The same file gone again after the reload (a build without it): the error, no second reload.
  await assert.rejects(ensure('try-it'), {name: 'ChunkLoadError'});
  assert.equal(calls.reloads, 1);
});

test('a chunk that fails otherwise (offline, a server error) stays an error, without a reload', async () => {
  const url = '/docs/assets/js/try-it.96ef677d.js';
  for (const status of ['offline', 500, 200] as const) {
    const {ensure, calls} = ensureWithReload(() => Promise.reject(chunkLoadError(url)), status);
    await assert.rejects(ensure('try-it'), {name: 'ChunkLoadError'}, String(status));
    assert.equal(calls.reloads, 0, String(status));
  }
  // Not a chunk load error: not even a request.
  const {ensure, calls} = ensureWithReload(() => Promise.reject(new Error('boom')), 404);
  await assert.rejects(ensure('try-it'), /boom/);
  assert.deepEqual(calls.fetched, []);
  // A chunk that loads is untouched.
  const loaded = ensureWithReload(() => Promise.resolve('ok'), 404);
  assert.equal(await loaded.ensure('try-it'), 'ok');
});
