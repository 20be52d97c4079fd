import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import {TSLIB_HELPERS, UTILS_COMMON} from '../index';

/** The tslib helpers a tsc-compiled CommonJS module calls (`tslib_1.__importDefault(…)`). */
function tslibHelpersUsed(source: string): string[] {
  const binding = /const (\w+) = require\("tslib"\);/.exec(source)?.[1];
  if (!binding) return [];
  return [...new Set([...source.matchAll(new RegExp(`\\b${binding}\\.(__\\w+)`, 'g'))].map((match) => match[1]!))].sort();
}

/** The names a module of `export {a, b} from '…'` lines exports. */
function reExports(source: string): string[] {
  return [...source.matchAll(/export \{([^}]*)\} from/g)].flatMap((match) => match[1]!.split(',').map((name) => name.trim())).sort();
}

test('the helpers are read from a tsc-compiled module', () => {
  const source = 'const tslib_1 = require("tslib");\nx(tslib_1.__importDefault(a), tslib_1.__exportStar(b), tslib_1.__importDefault(c));';
  assert.deepEqual(tslibHelpersUsed(source), ['__exportStar', '__importDefault']);
  assert.deepEqual(tslibHelpersUsed('module.exports = 1;'), []);
});

test('@docusaurus/utils-common uses no tslib helper that tslib-helpers.mjs does not export', () => {
  const file = require.resolve('@docusaurus/utils-common');
  assert.ok(UTILS_COMMON.test(file), `the rule's test matches ${file}`);
  const used = tslibHelpersUsed(fs.readFileSync(file, 'utf8'));
  assert.ok(used.length > 0, 'utils-common requires tslib (if not, the rule in plugins/lean-registry/index.ts can go)');
  const missing = used.filter((name) => !reExports(fs.readFileSync(TSLIB_HELPERS, 'utf8')).includes(name));
  assert.deepEqual(missing, [], 'add them to plugins/lean-registry/tslib-helpers.mjs');
});
