// cspell:ignore kubernete  (misspelled or made up on purpose)
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {indexTerms, queryTerms, shardFileName, shardKey, stem} from '../shared/tokenize';

test('Latin text: lower case, stop words dropped, plurals folded', () => {
  assert.deepEqual(
    [...indexTerms('Upload the Models to a Dataset')],
    [
      ['upload', 1],
      ['model', 1],
      ['dataset', 1],
    ],
  );
  assert.equal(stem('libraries'), 'library');
  assert.equal(stem('classes'), 'class');
  assert.equal(stem('status'), 'status');
  assert.equal(stem('kubernetes'), 'kubernete');
});

test('CJK text is indexed as overlapping character pairs, Latin words kept whole', () => {
  assert.deepEqual([...indexTerms('使用 Helm 安装模型').keys()], ['使用', 'helm', '安装', '装模', '模型']);
  assert.deepEqual([...indexTerms('模').keys()], ['模']);
});

test('query terms: pairs inside each word only; the last word being typed is a prefix', () => {
  const terms = queryTerms('模型 部署');
  assert.deepEqual(
    terms.map((term) => term.text),
    ['模型', '部署'],
  );
  assert.ok(terms.every((term) => !term.prefix));
  const mixed = queryTerms('helm 安装');
  assert.deepEqual(
    mixed.map((term) => [term.text, term.prefix]),
    [
      ['安装', false],
      ['helm', true],
    ],
  );
  assert.equal(queryTerms('he').at(-1)?.prefix, true);
  assert.equal(queryTerms('he ').at(-1)?.prefix, false);
  assert.deepEqual(
    queryTerms('模').map((term) => [term.text, term.prefix]),
    [['模', true]],
  );
});

test('a query made only of stop words still searches for them', () => {
  assert.deepEqual(
    queryTerms('the').map((term) => term.text),
    ['the'],
  );
  assert.deepEqual(queryTerms('   '), []);
});

test('shard keys and their file names', () => {
  assert.equal(shardKey('helm'), 'he');
  assert.equal(shardKey('模型'), '模');
  assert.equal(shardFileName('he'), 'he');
  assert.equal(shardFileName('模'), '_6a21');
  assert.equal(shardFileName('é.'), '_e9_2e');
});
