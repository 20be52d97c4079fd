/**
 * On the finished build, in each language: the runtime (`runtime~main.js`) holds no map of chunk
 * names or hashes: its file name function adds the build's hash to a chunk's id, and names only
 * doc-theme's file apart; every route chunk's file carries that hash. Its `__webpack_require__.gca`,
 * which Docusaurus's prefetch and plugins/idle-prefetch call with a route chunk's name, returns a file of
 * the build for every chunk name of the route table (main.js and the lazy-routes chunks) that has a
 * chunk of its own, and for doc-theme. The runtime is run in a sandbox and reached through the
 * bundler's chunk callback, as a chunk of the site would.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import {BASE_URL, LOCALES, LOCALE_CODES} from '../../../config/locales';
import {localeBuildDir} from '../../../lib/build';
import {DOC_THEME_CHUNK} from '../docTheme';

type ChunkAsset = (chunkName: string) => string | undefined;

/** Runs the runtime and returns its `gca`, taken from the chunk callback's `__webpack_require__`. */
function runtimeGca(runtime: string): ChunkAsset {
  const self: Record<string, unknown> = {};
  vm.runInNewContext(runtime, {self, document: {}, window: self});
  const queue = Object.entries(self).find(([key]) => key.startsWith('webpackChunk'))?.[1] as {push(item: unknown): void} | undefined;
  assert.ok(queue, 'the runtime sets up its chunk queue (self.webpackChunk…)');
  let gca: ChunkAsset | undefined;
  queue.push([['lean-runtime-test'], {}, (require: {gca?: ChunkAsset}) => (gca = require.gca)]);
  assert.equal(typeof gca, 'function', 'the runtime defines __webpack_require__.gca');
  return gca!;
}

/** The chunk names a route table script names (`__comp:"17896441"`, `"content":"…"`, in objects or JSON.parse strings). */
function routeChunkNames(script: string): string[] {
  const names = new Set<string>();
  // A chunk name is the value of a key in the route chunk names (`__comp`, `content`, `__props`, …), quoted or not.
  for (const match of script.matchAll(/[\w"\\]:\\?"([0-9a-f]{8}|lazy-routes-[\w-]+)\\?"/g)) names.add(match[1]!);
  return [...names];
}

for (const locale of LOCALE_CODES) {
  test(`${locale}: the runtime has no map of chunk names or hashes, and gca finds each route chunk's file`, () => {
    const dir = path.join(localeBuildDir(locale), 'assets', 'js');
    const files = fs.readdirSync(dir).filter((file) => file.endsWith('.js'));
    const runtimeFile = files.find((file) => file.startsWith('runtime~main.'));
    assert.ok(runtimeFile, 'a runtime~main.js');
    const runtime = fs.readFileSync(path.join(dir, runtimeFile), 'utf8');
    // The file name function adds the build's hash (no map of ids, names or hashes); gca has no name to id map.
    const fullHash = /\.h=\(\)=>"([0-9a-f]+)"/.exec(runtime)?.[1];
    assert.ok(fullHash, "the runtime holds the build's hash (__webpack_require__.h)");
    assert.match(
      runtime,
      /\.u=(\w)=>"doc-theme"===\1\?"assets\/js\/"\+\1\+"\.[0-9a-f]{8}\.js":"assets\/js\/"\+\1\+"\."\+(\w)\.h\(\)\.slice\(0,8\)\+"\.js"/,
      'u: doc-theme by its own hash, every other chunk "assets/js/" + id + "." + h().slice(0, 8) + ".js"',
    );
    assert.match(
      runtime,
      /\.gca=function\((\w)\)\{return (?:0>\[[^\]]*\]\.indexOf\(\1\)\?)?(\w)\.p\+\2\.u\(\1\)(?::void 0)?\}/,
      'gca: publicPath + u(chunk name), but for the names without a chunk',
    );

    const gca = runtimeGca(runtime);
    const base = `${BASE_URL}${LOCALES[locale].urlSegment ? `${LOCALES[locale].urlSegment}/` : ''}`;
    const tables = files.filter((file) => file.startsWith('main.') || file.startsWith('lazy-routes-'));
    const sources = tables.map((file) => fs.readFileSync(path.join(dir, file), 'utf8'));
    const names = new Set(sources.flatMap(routeChunkNames));
    // A registry entry whose module the bundler put into main.js (`() => Promise.resolve()…`) has no chunk:
    // gca gives no URL (Docusaurus's prefetch and plugins/idle-prefetch skip it), not a file that is not there.
    const withoutFile = new Set<string>();
    for (const source of sources)
      for (const match of source.matchAll(/"?([0-9a-f]{8})"?:\[\(\)=>Promise\.resolve\(\)/g)) withoutFile.add(match[1]!);
    for (const name of withoutFile) {
      names.delete(name);
      assert.equal(gca(name), undefined, `gca("${name}"), a route chunk name without a chunk`);
    }
    assert.ok(names.size > 300, `${names.size} route chunk names in the route tables (more than 300 expected)`);
    const named = [...names].filter((name) => runtime.includes(name));
    assert.deepEqual(named.slice(0, 5), [], `${named.length} route chunk names in the runtime`);
    const hashed = new RegExp(`^[0-9a-f]{8}\\.${fullHash!.slice(0, 8)}\\.js$`);
    const routeFiles = files.filter((file) => /^[0-9a-f]{8}\.[0-9a-f]{8}\.js$/.test(file));
    const otherHash = routeFiles.filter((file) => !hashed.test(file));
    assert.deepEqual(otherHash.slice(0, 5), [], `${otherHash.length} of ${routeFiles.length} route chunk files without the build's hash`);
    names.add(DOC_THEME_CHUNK);
    const onDisk = new Set(files);
    const missing = [...names].filter((name) => {
      const url = gca(name) ?? '';
      return !url.startsWith(`${base}assets/js/`) || !onDisk.has(url.slice(`${base}assets/js/`.length));
    });
    assert.deepEqual(
      missing.slice(0, 5),
      [],
      `${missing.length} route chunk names whose gca URL is not a file (e.g. ${missing[0]} → ${missing[0] ? gca(missing[0]) : ''})`,
    );
    console.log(
      `# ${locale}: runtime ${runtime.length} bytes, ${names.size} route chunk names, each found by gca; ${withoutFile.size} without a chunk`,
    );
  });
}

for (const locale of LOCALE_CODES) {
  test(`${locale}: the doc page's theme packages are in one chunk, doc-theme, and in no other chunk file (docTheme.ts)`, () => {
    const dir = path.join(localeBuildDir(locale), 'assets', 'js');
    const files = fs.readdirSync(dir).filter((file) => file.endsWith('.js'));
    assert.equal(files.filter((file) => file.startsWith(`${DOC_THEME_CHUNK}.`)).length, 1, `one ${DOC_THEME_CHUNK}.<hash>.js`);
    // The default vendors group names a chunk (and so its file) after its first modules' paths: a chunk
    // of the doc item, doc root, code block or MDX components beside doc-theme is a copy or a second request.
    const split = files.filter((file) =>
      /^vendors-.*theme-classic_lib_theme_(DocItem|DocRoot|CodeBlock|MDXComponents|Admonition|TOC)/.test(file),
    );
    assert.deepEqual(split.slice(0, 5), [], `${split.length} vendors chunks of the doc theme beside ${DOC_THEME_CHUNK}`);
  });
}
