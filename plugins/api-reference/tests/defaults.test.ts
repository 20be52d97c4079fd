/**
 * Defaults from csghub-server's code (data/defaults.json): every override names an operation and a
 * parameter of the spec with its annotation as pinned, carries its source, and the pages show the
 * code's value instead of the annotation's.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {loadSpec, operationsOf, type Operation} from '../spec';
import {defaultsProblems, loadDefaults, withCodeDefaults} from '../defaults';
import {generate} from '..';
import {loadMounts, servedAt} from '../servers';
import type {TagPageData} from '../model';

const spec = loadSpec();
const operations = operationsOf(spec);
const overrides = loadDefaults();
const mounts = loadMounts();

test('every override names an operation and parameter of the spec, with its annotation and source', () => {
  assert.ok(overrides.length > 40, `${overrides.length} overrides`);
  assert.deepEqual(defaultsProblems(operations, overrides), []);
  assert.ok(
    overrides.some(
      (entry) => entry.operation === 'GET /models' && entry.parameter === 'per' && entry.code === 50 && entry.annotation === 20,
    ),
  );
});

test('a stale override is reported: unknown operation or parameter, changed annotation, no source, twice', () => {
  const entry = overrides.find((candidate) => candidate.operation === 'GET /models' && candidate.parameter === 'per')!;
  assert.deepEqual(
    defaultsProblems(operations, [
      {...entry, operation: 'GET /nowhere'},
      {...entry, parameter: 'per_page'},
      {...entry, annotation: 10},
      {...entry, source: 'somewhere'},
      {...entry, source: 'somewhere'},
    ]),
    [
      'defaults.json: GET /nowhere is not in the spec',
      'defaults.json: GET /models has no parameter per_page',
      'defaults.json: the annotation of GET /models per is now 20, not 10: check the code again',
      'defaults.json: GET /models per is listed twice',
      'defaults.json: GET /models per has no source file and line',
      'defaults.json: GET /models per is listed twice',
      'defaults.json: GET /models per has no source file and line',
    ],
  );
});

test('overrides apply: the code default replaces the annotation, a default the code lacks is dropped and the parameter required', () => {
  const models = operations.find((operation) => operation.key === 'GET /models')!;
  const per = withCodeDefaults(models, models.op.parameters ?? [], overrides).find((parameter) => parameter.name === 'per');
  assert.equal(per?.default, 50);
  const notifications = operations.find((operation) => operation.key === 'GET /notifications')!;
  const page = withCodeDefaults(notifications, notifications.op.parameters ?? [], overrides).find((parameter) => parameter.name === 'page');
  assert.equal(page?.default, undefined);
  assert.equal(page?.required, true);
});

test('the pages of both languages show the code value of every override', () => {
  const generated = generate();
  const byOperation = new Map<string, Operation>(operations.map((operation) => [operation.key, operation]));
  for (const [locale, pages] of generated.pages) {
    const shown = new Map<string, TagPageData['operations'][number]['operation']>();
    for (const page of pages) {
      if (!page.json || page.id.endsWith('/index')) continue; // a split group's index shows no operation
      for (const {operation} of (JSON.parse(page.json) as TagPageData).operations)
        shown.set(`${operation.method} ${operation.path}`, operation);
    }
    let checked = 0;
    for (const entry of overrides) {
      const operation = byOperation.get(entry.operation)!;
      const data = shown.get(`${operation.method.toUpperCase()} ${servedAt(operation, mounts).path}`);
      if (!data) continue; // an operation left out of the reference
      const parameter = data.parameters.find((candidate) => candidate.name === entry.parameter);
      assert.ok(parameter, `${locale} ${entry.operation}: ${entry.parameter} shown`);
      const label = locale === 'en' ? 'default' : '默认';
      if (entry.code === null) {
        assert.doesNotMatch(parameter.description, new RegExp(label), `${locale} ${entry.operation} ${entry.parameter}`);
        assert.equal(parameter.required, true);
      } else {
        assert.match(
          parameter.description,
          new RegExp(`${label} ${JSON.stringify(entry.code)}(\\D|$)`),
          `${locale} ${entry.operation} ${entry.parameter}`,
        );
        if (entry.annotation !== null)
          assert.doesNotMatch(
            parameter.description,
            new RegExp(`${label} ${JSON.stringify(entry.annotation)}(\\D|$)`),
            `${locale} ${entry.operation} ${entry.parameter}`,
          );
      }
      checked++;
    }
    assert.ok(checked > 40, `${locale}: ${checked} overrides checked on the pages`);
  }
});
