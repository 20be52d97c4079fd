/**
 * exampleSnippets: the three request examples stay valid code for any value they carry (the "Try it"
 * panel fills them with what the reader typed): quoting in the shell, in Python and in JavaScript.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {exampleSnippets} from '../model';

const base = {method: 'GET', path: '/api/v1/models', auth: false} as const;

test('a query value is encoded in the URL as a form would send it, and is a string literal in Python', () => {
  const value = `a b&c="d" $(id) \`id\` 'e' !f \\g <h> 中`;
  const {curl, python, javascript} = exampleSnippets({...base, query: ['search'], queryValues: {search: value}});
  const encoded = new URLSearchParams({search: value}).toString();
  assert.equal(curl, `curl -X GET "https://<your-csghub>/api/v1/models?${encoded}"`);
  assert.match(javascript, new RegExp(`fetch\\("https://<your-csghub>/api/v1/models\\?${encoded.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"`));
  // Nothing the shell expands inside double quotes, nor a quote that ends the string, is left in the URL.
  assert.doesNotMatch(encoded, /["$`\\!]/);
  assert.ok(python.includes(`params={"search": ${JSON.stringify(value)}}`), python);
});

test('a placeholder stays as written where no value is given', () => {
  const {curl, python} = exampleSnippets({...base, query: ['type'], queryValues: {}});
  assert.equal(curl, 'curl -X GET "https://<your-csghub>/api/v1/models?type=<type>"');
  assert.match(python, /params=\{"type": "<type>"\}/);
});

test('the JSON body: quotes escaped for the shell, and only the literals true, false and null become Python’s', () => {
  const json = `{\n  "description": "it's true, not null or false",\n  "private": true,\n  "license": null,\n  "tags": [false]\n}`;
  const {curl, python, javascript} = exampleSnippets({...base, method: 'POST', query: [], json});
  assert.ok(curl.includes(`-d '{\n  "description": "it'\\''s true, not null or false",`), curl);
  assert.ok(python.includes(`"description": "it's true, not null or false",`), python);
  assert.match(python, /"private": True,\n {4} {2}"license": None,\n {4} {2}"tags": \[False\]/);
  assert.ok(javascript.includes(`"description": "it's true, not null or false"`), javascript);
  // Escaped quotes inside a string do not end it.
  const escaped = exampleSnippets({...base, method: 'POST', query: [], json: '{"a": "say \\"true\\" now", "b": true}'});
  assert.ok(escaped.python.includes('json={"a": "say \\"true\\" now", "b": True},'), escaped.python);
});
