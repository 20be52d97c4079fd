import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {benchmarkLine, everyApiPage, largestApiPage, ourTargets, parsePages, parseKinds} from './bench-pages';

/**
 * Runs `check` on a temporary build directory, whose `page(relative, bytes)` writes a file of that size
 * under it; the directory goes afterwards, whatever the check did.
 */
function withBuild(check: (dir: string, page: (relative: string, bytes: number) => void) => void): void {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-pages-'));
  try {
    check(dir, (relative, bytes) => {
      const file = path.join(dir, relative);
      fs.mkdirSync(path.dirname(file), {recursive: true});
      fs.writeFileSync(file, 'x'.repeat(bytes));
    });
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
}

test('--only takes kinds of page, and names the choices when given anything else', () => {
  assert.deepEqual([...parseKinds(undefined)], ['landing', 'intro', 'long', 'api']);
  assert.deepEqual([...parseKinds('long')], ['long']);
  assert.deepEqual([...parseKinds(' api , landing,')], ['api', 'landing']);
  for (const bad of ['', ',', 'Long', 'long,apis', 'all', '../api']) {
    assert.throws(() => parseKinds(bad), /--only takes kinds of page among landing, intro, long, api/, bad);
  }
});

test('the API page measured is the largest group page of each language, not the reference index', () => {
  withBuild((dir, page) => {
    page('csghub/api/index.html', 900);
    page('csghub/api/agents/agent/index.html', 300);
    page('csghub/api/repositories/repository/index.html', 400);
    page('csghub/api/repositories/repository.md', 5000);
    page('en/csghub/api/agents/agent/index.html', 500);
    page('en/csghub/api/repositories/repository/index.html', 100);
    assert.equal(largestApiPage(dir, '/docs/'), '/docs/csghub/api/repositories/repository');
    assert.equal(largestApiPage(path.join(dir, 'en'), '/docs/en/'), '/docs/en/csghub/api/agents/agent');
    assert.equal(largestApiPage(path.join(dir, 'none'), '/docs/'), undefined);
  });
});

test("Lighthouse's CPU benchmark index is printed as a median and range, and its absence is said", () => {
  assert.equal(benchmarkLine([]), 'Lighthouse reported no CPU benchmark index.');
  assert.match(benchmarkLine([812.4, 790, 1203.6]), /median 812 \(790-1204 over 3 runs; Lighthouse warns below 1,000\)/);
});

test('an api run measures the largest group page and the error catalogue index of each language', () => {
  withBuild((dir, page) => {
    page('csghub/api/repositories/dataset/index.html', 900);
    page('csghub/api/errors/index.html', 300);
    page('en/csghub/api/errors/index.html', 900);
    page('en/csghub/api/agents/agent/index.html', 500);
    const api = ourTargets(dir)
      .filter((target) => target.kind === 'api')
      .map((target) => target.path);
    // The English catalogue index is the largest page there: measured once.
    assert.deepEqual(api, ['/docs/en/csghub/api/errors', '/docs/csghub/api/repositories/dataset', '/docs/csghub/api/errors']);
  });
});

test('--pages every-api lists every API page of both languages, and bad paths are refused', () => {
  withBuild((dir, page) => {
    page('csghub/api/index.html', 1);
    page('csghub/api/errors/index.html', 1);
    page('csghub/api/errors/repo/index.html', 1);
    page('csghub/api/agents/agent/index.html', 1);
    page('csghub/api/agents/agent.md', 1);
    page('en/csghub/api/index.html', 1);
    page('en/csghub/api/repositories/dataset/index.html', 1);
    page('intro/index.html', 1);
    const every = [
      '/docs/en/csghub/api',
      '/docs/en/csghub/api/repositories/dataset',
      '/docs/csghub/api',
      '/docs/csghub/api/agents/agent',
      '/docs/csghub/api/errors',
      '/docs/csghub/api/errors/repo',
    ];
    assert.deepEqual(everyApiPage(dir), every);
    assert.deepEqual(parsePages(' every-api ', dir), every);
    assert.deepEqual(parsePages('/docs/a, /docs/en/b,', dir), ['/docs/a', '/docs/en/b']);
    assert.equal(parsePages(undefined, dir), undefined);
    assert.throws(() => parsePages('every-api', path.join(dir, 'none')), /no API reference in/);
    for (const bad of ['', 'intro', ',', '//evil.example/docs', 'every-api,/docs/a', 'https://x/docs']) {
      assert.throws(() => parsePages(bad, dir), /--pages takes paths from the site's root/, bad);
    }
  });
});
