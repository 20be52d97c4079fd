/**
 * The request examples the pages and their Markdown twins show: every JSON body validates against
 * its operation's schema (the spec's definitions as JSON Schema draft-07, checked by ajv), and every
 * query value that is not a placeholder validates against its parameter.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import Ajv, {type ValidateFunction} from 'ajv';
import {loadSpec, loadTexts, publicOperations, type Schema} from '../spec';
import {generate} from '..';
import type {TagPageData} from '../model';
import {parameterSchema, sample, toJsonSchema} from '../samples';
import {loadMounts, servedAt} from '../servers';

const spec = loadSpec();
const texts = loadTexts();
const operations = publicOperations(spec, texts);
const jsonSchema = toJsonSchema(spec);
const mounts = loadMounts();

function validator(): Ajv {
  const ajv = new Ajv({allErrors: true, strict: false});
  // The formats of the spec: Go's int64 (any integer JSON can hold) and uri; the samples' own formats.
  ajv.addFormat('int64', true);
  ajv.addFormat('uri', /^[a-z][a-z0-9+.-]*:\/\/\S+$/i);
  ajv.addFormat('date-time', /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/);
  ajv.addFormat('email', /^[^@\s]+@[^@\s]+\.[^@\s]+$/);
  ajv.addSchema(jsonSchema, 'spec');
  return ajv;
}

const ajv = validator();
const compiled = new Map<string, ValidateFunction>();
function validate(schema: Schema, value: unknown): string[] {
  const key = JSON.stringify(schema);
  let check = compiled.get(key);
  if (!check) {
    // The schema's $refs point into the converted definitions.
    const rebased = JSON.parse(key.replace(/"#\/definitions\//g, '"spec#/definitions/')) as object;
    check = ajv.compile(rebased);
    compiled.set(key, check);
  }
  return check(value) ? [] : (check.errors ?? []).map((error) => `${error.instancePath || '/'} ${error.message ?? ''}`);
}

test('the definitions convert to a JSON Schema document ajv compiles, with every $ref resolvable', () => {
  assert.equal(jsonSchema.$schema, 'http://json-schema.org/draft-07/schema#');
  assert.equal(Object.keys(jsonSchema.definitions).length, Object.keys(spec.definitions).length);
  for (const name of Object.keys(spec.definitions)) {
    assert.doesNotThrow(() => validate({$ref: `#/definitions/${name}`}, sample({$ref: `#/definitions/${name}`}, spec)), name);
  }
});

test('every request body of the pages and twins validates against its schema (both languages)', () => {
  const generated = generate();
  const problems: string[] = [];
  let bodies = 0;
  for (const [locale, pages] of generated.pages) {
    // The bodies as the pages carry them (the twins are written from the same data), by method and example path.
    const shown = new Map<string, string>();
    for (const page of pages) {
      if (!page.json || page.id.endsWith('/index')) continue; // a split group's index shows no operation
      for (const {operation} of (JSON.parse(page.json) as TagPageData).operations)
        if (operation.example.json !== undefined) shown.set(`${operation.method} ${operation.example.path}`, operation.example.json);
    }
    for (const operation of operations) {
      const body = operation.op.parameters?.find((parameter) => parameter.in === 'body');
      if (!body?.schema) continue;
      const key = `${operation.method.toUpperCase()} ${servedAt(operation, mounts).path.replace(/\{([^}]+)\}/g, '<$1>')}`;
      const json = shown.get(key);
      assert.ok(json !== undefined, `${locale}: the page shows a body for ${operation.key} (${key})`);
      bodies++;
      const errors = validate(body.schema, JSON.parse(json));
      if (errors.length) problems.push(`${locale} ${operation.key}: ${errors.slice(0, 3).join('; ')}`);
    }
  }
  console.log(`# ${bodies} request bodies checked, ${problems.length} rejected`);
  assert.deepEqual(problems, []);
});

test('every query value of an example that is not a placeholder validates against its parameter', () => {
  const generated = generate();
  const shown = new Map<string, Readonly<Record<string, string>>>();
  for (const page of generated.pages.get('en') ?? []) {
    if (!page.json || page.id.endsWith('/index')) continue; // a split group's index shows no operation
    for (const {operation} of (JSON.parse(page.json) as TagPageData).operations)
      shown.set(`${operation.method} ${operation.example.path}`, operation.example.queryValues ?? {});
  }
  const problems: string[] = [];
  let values = 0;
  for (const operation of operations) {
    const key = `${operation.method.toUpperCase()} ${servedAt(operation, mounts).path.replace(/\{([^}]+)\}/g, '<$1>')}`;
    const queryValues = shown.get(key);
    assert.ok(queryValues, key);
    for (const [name, value] of Object.entries(queryValues)) {
      const parameter = operation.op.parameters?.find((candidate) => candidate.name === name && candidate.in === 'query');
      assert.ok(parameter, `${operation.key}: ${name} is a query parameter`);
      values++;
      const typed =
        parameter.type === 'integer' || parameter.type === 'number'
          ? Number(value)
          : parameter.type === 'boolean'
            ? value === 'true'
            : value;
      const errors = validate(parameterSchema(parameter), typed);
      if (errors.length) problems.push(`${operation.key} ${name}=${value}: ${errors.join('; ')}`);
    }
  }
  console.log(`# ${values} query values checked`);
  assert.ok(values > 0, 'some examples give query values');
  assert.deepEqual(problems, []);
});

test('samples: enums, formats, names, required fields, allOf, recursion', () => {
  const local = {
    ...spec,
    definitions: {
      Node: {
        type: 'object',
        required: ['name'],
        properties: {
          name: {type: 'string'},
          children: {type: 'array', items: {$ref: '#/definitions/Node'}},
          parent: {$ref: '#/definitions/Node'},
        },
      },
      Base: {type: 'object', required: ['id'], properties: {id: {type: 'integer'}}},
    } satisfies Record<string, Schema>,
  };
  assert.equal(sample({type: 'string', enum: ['model', 'dataset']}, local), 'model');
  assert.equal(sample({type: 'string', format: 'date-time'}, local), '2026-01-01T00:00:00Z');
  assert.equal(typeof sample({type: 'integer'}, local), 'number');
  assert.equal(sample({type: 'boolean'}, local), false);
  assert.match(
    String(
      sample({type: 'object', properties: {email: {type: 'string'}}}, local) &&
        (sample({type: 'object', properties: {email: {type: 'string'}}}, local) as {email: string}).email,
    ),
    /@/,
  );
  // Recursion stops with a valid value: no infinite tree, the required name always there.
  const node = sample({$ref: '#/definitions/Node'}, local) as {name: string; children?: unknown[]; parent?: unknown};
  assert.equal(typeof node.name, 'string');
  assert.ok(JSON.stringify(node).length < 2000);
  // allOf unions properties and required fields.
  const merged = sample(
    {allOf: [{$ref: '#/definitions/Base'}, {type: 'object', required: ['tag'], properties: {tag: {type: 'string'}}}]},
    local,
  ) as Record<string, unknown>;
  assert.equal(typeof merged.id, 'number');
  assert.equal(typeof merged.tag, 'string');
  // An example of the wrong type is not used.
  assert.equal(typeof sample({type: 'integer', example: 'ten'}, local), 'number');
  assert.equal(sample({type: 'integer', example: 7}, local), 7);
});
