/**
 * The preview server (`npm run serve`, scripts/serve.ts) against malformed and crafted requests, run as
 * its own process as a reader runs it: after every request of the corpus it must still answer a good
 * one, and no answer may carry a Location that leaves /docs/ or a header split by the request.
 */
import {after, before, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {spawn, type ChildProcess} from 'node:child_process';
import path from 'node:path';
import {BUILD_DIR, ROOT} from '../../lib/build';
import {freePort} from '../../scripts/lib/nginx';
import {type Locale} from '../../config/locales';
import {SLASH_FORMS, UNUSUAL_REQUESTS, craftedTargets, header, problemsOf, promisedHeaders, rawRequest, unusualProblems} from './http';

/** Request targets that are not valid URL paths at all. */
const MALFORMED = [
  '//[',
  '//[::1',
  '/docs//[',
  '//',
  '//evil.example/docs/intro',
  '*',
  'http://[',
  'docs/intro',
  '/docs/%',
  '/docs/%zz',
  '/docs/%E0%A4%A',
  '/docs/x y',
  '/docs/\\\\evil.example.html',
  '/docs/x%00y.html',
  `/docs/${'%'.repeat(4096)}`,
];

interface Preview {
  origin: string;
  child: ChildProcess;
  output: () => string;
}

async function startPreview(): Promise<Preview> {
  const port = await freePort();
  const child = spawn(path.join(ROOT, 'node_modules', '.bin', 'tsx'), ['scripts/serve.ts', '--dir', BUILD_DIR, '--port', String(port)], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGTERM');
      reject(new Error(`npm run serve did not say it was serving within 60 s: ${output}`));
    }, 60_000);
    child.stdout!.on('data', () => {
      if (!output.includes('Serving the built site')) return;
      clearTimeout(timer);
      resolve();
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`npm run serve exited (${code}): ${output}`));
    });
  });
  return {origin: `http://127.0.0.1:${port}`, child, output: () => output};
}

async function stopPreview(preview: Preview | undefined) {
  if (!preview || preview.child.exitCode !== null || preview.child.signalCode !== null) return;
  const exited = new Promise((resolve) => preview.child.once('exit', resolve));
  preview.child.kill('SIGTERM');
  await exited;
}

let preview: Preview | undefined;
let promised: Record<Locale, ReadonlyMap<string, string>>;
before(async () => {
  promised = promisedHeaders(BUILD_DIR);
  preview = await startPreview();
});
after(() => stopPreview(preview));

describe('npm run serve', () => {
  test('answers every malformed or crafted request and still serves a page after each', async (t) => {
    const targets = [...MALFORMED.map((target) => ({label: 'malformed', target})), ...craftedTargets()];
    const failures: string[] = [];
    let deaths = 0;
    for (const {label, target} of targets) {
      const shown = `${label} [${target.slice(0, 60)}]`;
      try {
        const response = await rawRequest(preview!.origin, target);
        for (const problem of problemsOf(preview!.origin, target, response, promised, {securityHeaders: false})) {
          failures.push(`${shown} ${response.status}: ${problem}`);
        }
      } catch (error) {
        // Node's HTTP server resets a connection whose head is over its 16 KB limit, often before the 431
        // it writes is read; what counts is that it goes on serving (checked next).
        const refusedAsTooLong = (error as NodeJS.ErrnoException).code === 'ECONNRESET' && target.length > 16 * 1024;
        if (!refusedAsTooLong) failures.push(`${shown}: ${(error as Error).message}`);
      }
      const good = await rawRequest(preview!.origin, '/docs/intro').catch(() => null);
      if (good?.status !== 200) {
        deaths += 1;
        failures.push(`${shown}: the server no longer answers (${preview!.output().trim().split('\n').slice(-3).join(' | ')})`);
        await stopPreview(preview);
        preview = await startPreview();
      }
    }
    t.diagnostic(`${targets.length} requests, ${deaths} killed the server, ${failures.length} problems`);
    assert.equal(
      failures.length,
      0,
      `${deaths} requests killed the server; ${failures.length} problems:\n${failures.slice(0, 40).join('\n')}`,
    );
  });

  test('other methods, CONNECT, byte ranges and failed preconditions: as deploy/nginx answers them', async () => {
    const targets: Array<{target: string; asset: boolean}> = [];
    for (const page of ['/docs/intro', '/docs/en/intro']) {
      const html = (await rawRequest(preview!.origin, page)).body.toString('utf8');
      const script = /<script src="?([^"\s>]+\/assets\/js\/[^"\s>]+\.js)/.exec(html)?.[1];
      assert.ok(script, `${page} loads a hashed script`);
      targets.push({target: page, asset: false}, {target: script, asset: true});
    }
    const failures: string[] = [];
    for (const {target, asset} of targets) {
      const wholeLength = (await rawRequest(preview!.origin, target)).body.length;
      for (const {label, method, headers} of [...UNUSUAL_REQUESTS, {label: 'CONNECT', method: 'CONNECT'}]) {
        const response = await rawRequest(preview!.origin, target, {method, headers}).catch((error: Error) => error);
        if (response instanceof Error) {
          failures.push(`${label} ${target}: ${response.message}`);
          continue;
        }
        const problems = [
          ...problemsOf(preview!.origin, target, response, promised, {securityHeaders: false}).filter(
            (problem) => !problem.startsWith('status '),
          ),
          ...unusualProblems(response, {asset, wholeLength: method === 'HEAD' ? 0 : wholeLength}),
        ];
        for (const problem of problems) failures.push(`${label} ${target} ${response.status}: ${problem}`);
      }
    }
    assert.deepEqual(failures, []);
    assert.equal((await rawRequest(preview!.origin, '/docs/intro')).status, 200, 'still serving');
  });

  test('malformed targets get a 400 that says why', async () => {
    for (const target of ['*', 'docs/intro', 'http://[', '/docs/%']) {
      const response = await rawRequest(preview!.origin, target);
      assert.equal(response.status, 400, target);
      assert.match(response.body.toString('utf8'), /^Bad request: /, target);
    }
  });

  test('plain .html, /index.html, trailing-slash and case-only URLs still redirect inside /docs/', async () => {
    for (const [from, to] of [
      ['/docs/intro.html', '/docs/intro'],
      ['/docs/en/intro/index.html', '/docs/en/intro'],
      ['/docs/index.html', '/docs/'],
      ['/docs/en/index.html', '/docs/en/'],
      ['/docs/en/index.html?a=b', '/docs/en/?a=b'],
      ['/docs/csghub/101/install/by_helm.html?x=1', '/docs/csghub/101/install/by_helm?x=1'],
      ['/docs/Space/space_intro', '/docs/space/space_intro'],
      ['/docs/en/Space/space_intro?a=b', '/docs/en/space/space_intro?a=b'],
    ]) {
      const response = await rawRequest(preview!.origin, from!);
      assert.equal(response.status, 301, from);
      const location = new URL(header(response, 'location')!, `${preview!.origin}${from}`);
      assert.equal(`${location.pathname}${location.search}`, to, from);
    }
    // A page's address with a trailing slash, as deploy/nginx answers it (tests/security/nginx.test.ts).
    for (const [from, to] of SLASH_FORMS) {
      const response = await rawRequest(preview!.origin, from);
      assert.deepEqual(problemsOf(preview!.origin, from, response, promised, {securityHeaders: false}), [], from);
      if (to === null) assert.notEqual(response.status, 301, `${from}: a crafted form is not redirected`);
      else if (to === '') assert.equal(response.status, 200, `${from}: the home page`);
      else {
        assert.equal(response.status, 301, from);
        const location = new URL(header(response, 'location')!, `${preview!.origin}${from}`);
        assert.equal(`${location.pathname}${location.search}`, to, from);
      }
    }
    const missingAsset = await rawRequest(preview!.origin, '/docs/assets/js/missing.0123abcd.js');
    assert.equal(missingAsset.status, 404);
    assert.equal(header(missingAsset, 'cache-control'), 'no-cache', 'a missing asset is not cached for long');
  });
});
