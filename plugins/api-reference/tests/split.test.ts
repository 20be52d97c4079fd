/**
 * data/pages.json, the split of the large API groups: the pinned file takes every operation of each
 * group it names to one page of at most MAX_OPERATIONS, and a malformed or incomplete split stops with
 * a message that says where.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {loadSpec, loadTexts, publicOperations, type Operation} from '../spec';
import {MAX_OPERATIONS, loadSplit, pageIdOf, splitProblems} from '../split';
import {generate} from '..';

const spec = loadSpec();
const texts = loadTexts();
const operations = publicOperations(spec, texts);

test('the pinned split leaves no page with more than MAX_OPERATIONS operations and no operation without a page', () => {
  const split = loadSplit();
  assert.deepEqual(splitProblems(operations, split), []);
  const counts = new Map<string, number>();
  for (const operation of operations) {
    const id = pageIdOf(operation, texts, split);
    counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  assert.ok(Math.max(...counts.values()) <= MAX_OPERATIONS);
  // Without the split, the largest groups are far above it: the check has something to check.
  assert.deepEqual(splitProblems(operations, new Map()).length > 5, true);
});

test('every split page is generated in both languages, with an index at the group address', () => {
  const generated = generate();
  const split = loadSplit();
  for (const [, pages] of generated.pages) {
    const ids = new Set(pages.map((page) => page.id));
    for (const [name, parts] of split) {
      const tag = texts.tags.get(name)!;
      assert.ok(ids.has(`${tag.group}/${tag.slug}/index`), `${name}: index`);
      assert.ok(!ids.has(`${tag.group}/${tag.slug}`), `${name}: no single page`);
      for (const part of parts) assert.ok(ids.has(`${tag.group}/${tag.slug}/${part.slug}`), `${name}/${part.slug}`);
    }
  }
});

const op = (tag: string, key: string): Operation =>
  ({tag, key, method: key.split(' ')[0]!.toLowerCase(), path: key.split(' ')[1]!, op: {}}) as Operation;
const part = (slug: string, match: string[]) => ({slug, match, en: `Title ${slug}`, 'zh-Hans': `标题 ${slug}`});

test('a split reports operations no page takes, empty pages, repeated slugs and pages over the limit', () => {
  const own = [op('T', 'GET /a'), op('T', 'GET /a/{id}'), op('T', 'GET /b'), op('T', 'GET /c')];
  const split = loadSplit(JSON.stringify({T: [part('a', ['^GET /a']), part('a', ['^GET /b']), part('d', ['^GET /d'])]}));
  assert.deepEqual(splitProblems(own, split, 1), [
    'T: two pages named "a"',
    'T: no page takes GET /c',
    'T/a: 2 operations (at most 1)',
    'T/d: no operation',
  ]);
  assert.deepEqual(splitProblems([op('U', 'GET /x'), op('U', 'GET /y')], new Map(), 1), [
    'U: 2 operations on one page (at most 1): split it in data/pages.json',
  ]);
  assert.deepEqual(splitProblems([], loadSplit(JSON.stringify({Gone: [part('a', ['x']), part('b', ['y'])]}))), [
    'Gone: data/pages.json splits a tag with no public operation',
  ]);
});

test('an operation goes to the first page whose pattern matches its key', () => {
  const split = loadSplit(JSON.stringify({Model: [part('first', ['^GET /models']), part('second', ['/models'])]}));
  const tag = texts.tags.get('Model')!;
  assert.equal(pageIdOf(op('Model', 'GET /models'), texts, split), `${tag.group}/${tag.slug}/first`);
  assert.equal(pageIdOf(op('Model', 'POST /models'), texts, split), `${tag.group}/${tag.slug}/second`);
  assert.throws(() => pageIdOf(op('Model', 'PUT /other'), texts, split), /Model: no page takes PUT \/other/);
  assert.equal(pageIdOf(op('Code', 'GET /codes'), texts, split), `${texts.tags.get('Code')!.group}/code`);
});

test('a malformed split stops with what is wrong and where', () => {
  const cases: Array<[string, RegExp]> = [
    ['[]', /expected an object of tags/],
    ['{"T": [{"slug": "a", "match": ["x"], "en": "A", "zh-Hans": "甲"}]}', /T: expected a list of at least two pages/],
    ['{"T": [{"slug": "A b", "match": ["x"], "en": "A", "zh-Hans": "甲"}, 1]}', /T\[0\]: "slug" must be/],
    ['{"T": [{"slug": "index", "match": ["x"], "en": "A", "zh-Hans": "甲"}, 1]}', /T\[0\]: "slug" must be/],
    ['{"T": [{"slug": "a", "match": ["x"], "en": "A"}, 1]}', /T\[0\]: "zh-Hans": a title is missing/],
    ['{"T": [{"slug": "a", "match": ["x"], "en": " ", "zh-Hans": "甲"}, 1]}', /T\[0\]: "en": a title is missing/],
    ['{"T": [{"slug": "a", "match": [], "en": "A", "zh-Hans": "甲"}, 1]}', /T\[0\]: "match" must be a non-empty list/],
    ['{"T": [{"slug": "a", "match": ["("], "en": "A", "zh-Hans": "甲"}, 1]}', /T\[0\]: bad pattern "\("/],
    ['{"T": [{"slug": "a", "match": ["x"], "en": "A", "zh-Hans": "甲"}, null]}', /T\[1\]: expected an object/],
  ];
  for (const [text, message] of cases) assert.throws(() => loadSplit(text), message, text);
});
