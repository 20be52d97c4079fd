import {test} from 'node:test';
import assert from 'node:assert/strict';
import {countElements, parseOptions} from './api-weight';

test('elements are counted as the HTML parser builds them: omitted end tags, implied elements, template content', () => {
  // html, head, body are implied; tbody too; <p> and <td> end tags omitted as the minified pages do.
  assert.equal(countElements('<p>one<p>two'), 3 + 2);
  assert.equal(countElements('<table><tr><td>a<td>b</table>'), 3 + 5);
  assert.equal(countElements('<!doctype html><title>t</title><template><b>x</b><i>y</i></template>'), 3 + 2 + 2);
  // Text, comments and attributes are no elements.
  assert.equal(countElements('<div a="<span>">text<!-- <span> --></div>'), 3 + 1);
  assert.equal(countElements(''), 3);
});

test('options: defaults, values, and a clear message for an unknown option, a missing value or a bad count', () => {
  assert.deepEqual(parseOptions([], '/b'), {build: '/b', top: 8});
  assert.deepEqual(parseOptions(['--build', '/x', '--before', '/y', '--top', '3'], '/b'), {build: '/x', before: '/y', top: 3});
  assert.throws(() => parseOptions(['--after', '/x']), /unknown option --after/);
  assert.throws(() => parseOptions(['--before']), /--before needs a value/);
  assert.throws(() => parseOptions(['--before', '--top', '2']), /--before needs a value/);
  assert.throws(() => parseOptions(['--top', '0']), /--top: expected a positive whole number, got 0/);
  assert.throws(() => parseOptions(['--top', '2.5']), /positive whole number/);
});
