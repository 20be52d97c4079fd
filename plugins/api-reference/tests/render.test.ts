/**
 * searchSummary: which of the spec's summaries become search text of an operation's section; onDemand:
 * which schemas keep their tables out of a page's HTML.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {onDemand, searchSummary} from '../render';
import type {SchemaData} from '../model';

const op = (summary?: string) => ({op: summary === undefined ? {} : {summary}});

test('a summary our title replaced is search text, as the spec writes it (spaces folded)', () => {
  assert.equal(searchSummary(op('Update a exists model'), 'Update a model'), 'Update a exists model');
  assert.equal(searchSummary(op('Get model detail'), '查看模型详情'), 'Get model detail');
  assert.equal(searchSummary(op('  get\tmodel \n detail '), 'Get a model'), 'get model detail');
});

test('no search text when the spec has no summary, an empty one, or our title says the same', () => {
  assert.equal(searchSummary(op(), 'Show a model'), undefined);
  assert.equal(searchSummary(op(''), 'Show a model'), undefined);
  assert.equal(searchSummary(op(' ... '), 'Show a model'), undefined);
  assert.equal(searchSummary(op('show a model.'), 'Show a model'), undefined);
  assert.equal(searchSummary(op('List  models'), 'List models'), undefined);
});

const schema = (name: string, level: number, fields: number): SchemaData => ({
  name,
  anchor: `schema-${name}`,
  level,
  type: [],
  fields: Array.from({length: fields}, (_, i) => ({name: `f${i}`, required: false, type: ['string'], description: ''})),
});
const deep = (schemas: SchemaData[], maxLevels?: number, maxFields?: number) =>
  onDemand(schemas, maxLevels, maxFields)
    .filter((item) => item.onDemand)
    .map((item) => item.name);

test('schemas on demand: the levels past the shown ones, and whole levels past the budget of rows', () => {
  const page = [schema('a', 0, 30), schema('b', 0, 20), schema('enum', 0, 0), schema('c', 1, 40), schema('d', 2, 5)];
  assert.deepEqual(deep(page, 2, 150), ['d'], 'two levels within the budget: the third on demand');
  assert.deepEqual(deep(page, 2, 89), ['c', 'd'], 'level 1 would pass the budget: it goes whole');
  assert.deepEqual(deep(page, 2, 49), ['a', 'b', 'c', 'd'], 'level 0 alone passes it: every table on demand');
  assert.deepEqual(deep(page, 1, 1000), ['c', 'd']);
  assert.deepEqual(deep([], 2, 10), []);
  assert.ok(!onDemand(page, 2, 0).find((item) => item.name === 'enum')!.onDemand, 'a schema without fields has no table to defer');
});
