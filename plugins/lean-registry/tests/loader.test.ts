import {test} from 'node:test';
import assert from 'node:assert/strict';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const {leanRegistry} = require('../loader.js') as {leanRegistry: (source: string) => string};

const entry = (key: string, file: string) =>
  `  "${key}": [() => import(/* webpackChunkName: "${key}" */ "${file}"), "${file}", require.resolveWeak("${file}")],`;
const QUOTED = String.raw`@site/docs/a \"b\".md`;

test('each registry entry keeps its loader and module id and loses its source path', () => {
  const source = ['export default {', entry('0002eda7', QUOTED), entry('17896441', '@theme/DocItem'), '};'].join('\n');
  assert.equal(
    leanRegistry(source),
    [
      'export default {',
      `  "0002eda7": [() => import(/* webpackChunkName: "0002eda7" */ "${QUOTED}"), "", require.resolveWeak("${QUOTED}")],`,
      '  "17896441": [() => import(/* webpackChunkName: "17896441" */ "@theme/DocItem"), "", require.resolveWeak("@theme/DocItem")],',
      '};',
    ].join('\n'),
  );
});

test('a registry of another form stops the build with a message', () => {
  assert.throws(
    () => leanRegistry('export default {\n  "a": [() => import("x"), require.resolveWeak("x")],\n};'),
    /0 of 1 registry entries have the expected form.*update plugins\/lean-registry\/loader\.js/,
  );
  assert.equal(leanRegistry('export default {};'), 'export default {};', 'an empty registry is left alone');
});
