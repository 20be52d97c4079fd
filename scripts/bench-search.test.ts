import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {missingIndexes, parseOptions, pastedParagraphs} from './bench-search';

/** Runs `check` on a temporary folder, removed afterwards whatever the check did. */
function withDir(check: (dir: string) => void): void {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-search-'));
  try {
    check(dir);
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
}

/** Writes the manifest of a local search index under `dir` (one locale's folder), as a build does. */
function indexIn(dir: string): void {
  fs.mkdirSync(path.join(dir, 'search-index'), {recursive: true});
  fs.writeFileSync(path.join(dir, 'search-index', 'manifest.json'), '{}');
}

test('without options the bench measures this build alone', () => {
  assert.deepEqual(parseOptions([]), {});
});

test('--before takes another build with a local search index, made absolute', () => {
  withDir((dir) => {
    indexIn(dir);
    indexIn(path.join(dir, 'en'));
    assert.deepEqual(missingIndexes(dir), []);
    assert.deepEqual(parseOptions(['--before', dir]), {before: dir});
    assert.deepEqual(parseOptions([`--before=${dir}${path.sep}`]), {before: dir});
    const relative = path.relative(process.cwd(), dir);
    assert.deepEqual(parseOptions(['--before', relative]), {before: dir});
  });
});

test('--before refuses a folder with no search index, a missing value and an empty one, saying why', () => {
  withDir((dir) => {
    assert.deepEqual(missingIndexes(dir), [path.join('search-index', 'manifest.json'), path.join('en', 'search-index', 'manifest.json')]);
    assert.throws(() => parseOptions(['--before', dir]), /no built site with a local search index there/);
    // A build of one locale (`--locale en`) has half an index: the message names the half it lacks.
    indexIn(path.join(dir, 'en'));
    assert.throws(() => parseOptions(['--before', dir]), /\(no search-index\/manifest\.json\)/);
    // A build made with Algolia has no local index either; so has a file, and a path that is not there.
    fs.writeFileSync(path.join(dir, 'file'), '');
    const crafted = [`${dir}\u0000`, `file://${dir}`, `${dir}\\..`, `${dir}/%2e%2e`, 'x'.repeat(5000)];
    for (const bad of [path.join(dir, 'en'), path.join(dir, 'file'), path.join(dir, 'none'), `${dir}/../..`, ...crafted]) {
      assert.throws(() => parseOptions(['--before', bad]), /no built site with a local search index there/, bad);
    }
  });
  assert.throws(() => parseOptions(['--before']), /--before/);
  for (const empty of ['', '   ']) {
    assert.throws(() => parseOptions(['--before', empty]), /--before takes the folder of another build/, JSON.stringify(empty));
  }
});

test('an unknown option or a stray argument stops the bench with a message naming it', () => {
  assert.throws(() => parseOptions(['--after', '/tmp']), /--after/);
  assert.throws(() => parseOptions(['--only', 'zh']), /--only/);
  assert.throws(() => parseOptions(['/tmp/old/build']), /\/tmp\/old\/build/);
  assert.throws(() => parseOptions(['-b', '/tmp']), /-b/);
});

test('the pasted text is prose of the given length from many pages, without front matter, code or Markdown marks', () => {
  for (const locale of ['zh-Hans', 'en'] as const) {
    for (const length of [64, 512]) {
      const texts = pastedParagraphs(locale, length);
      assert.ok(texts.length >= 20, `${locale} ${length}: ${texts.length} texts`);
      assert.equal(new Set(texts).size, texts.length, `${locale} ${length}: a text twice`);
      for (const text of texts) {
        assert.equal([...text].length, length, text);
        assert.doesNotMatch(text, /^---|```|\{#?[\w-]+\}|\]\(|^import |<\/?[a-z]/i, text);
      }
    }
  }
});
