/**
 * The plugin's registration: its options, and no file-system side effect of reading the
 * configuration (the plugin, created by Docusaurus, removes its own output when it is off).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import {importConfigRecordingRemovals} from '../../../tests/helpers/configImport';
import apiReferencePlugin, {API_DOCS_DIR, PAGE_DATA, isApiReferencePath, parseOptions} from '..';

test('importing the configuration with the API reference off removes nothing', async () => {
  const {plugins, removed} = await importConfigRecordingRemovals('DOCS_API_REFERENCE', '0');
  assert.deepEqual(removed, [], 'reading the configuration removed files');
  const registered = plugins.find((plugin) => Array.isArray(plugin) && plugin[0] === apiReferencePlugin);
  assert.ok(Array.isArray(registered), 'the plugin is registered, with its options');
  assert.deepEqual(registered[1], {enabled: false});
});

test('off, the plugin removes the pages an earlier build generated, in every locale, and nothing else', () => {
  const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-reference-off-'));
  const generated = [path.join(siteDir, 'docs', API_DOCS_DIR, 'agents', 'agent.mdx')];
  const i18n = path.join(siteDir, 'i18n', 'en', 'docusaurus-plugin-content-docs', 'current');
  generated.push(path.join(i18n, API_DOCS_DIR, 'index.mdx'));
  const kept = [path.join(siteDir, 'docs', 'csghub', 'apis.md'), path.join(i18n, 'csghub', 'intro.md')];
  for (const file of [...generated, ...kept]) {
    fs.mkdirSync(path.dirname(file), {recursive: true});
    fs.writeFileSync(file, 'x');
  }
  const context = {siteDir, i18n: {currentLocale: 'en'}} as unknown as LoadContext;
  assert.equal(apiReferencePlugin(context, {id: 'default', enabled: false}), null);
  for (const file of generated) assert.ok(!fs.existsSync(file), `${path.relative(siteDir, file)} is removed`);
  for (const file of kept) assert.ok(fs.existsSync(file), `${path.relative(siteDir, file)} is kept`);
  fs.rmSync(siteDir, {recursive: true});
});

test('options: enabled defaults to true; anything else stops the build with a message', () => {
  assert.deepEqual(parseOptions({}), {id: 'default', enabled: true});
  assert.deepEqual(parseOptions({enabled: false}), {id: 'default', enabled: false});
  assert.deepEqual(parseOptions({id: 'default', enabled: true}), {id: 'default', enabled: true});
  for (const bad of [{enabled: 'no'}, {enable: false}, [], 'on', {enabled: true, extra: 1}]) {
    assert.throws(() => parseOptions(bad), /\[api-reference\] options: expected \{enabled\?: boolean\}/, JSON.stringify(bad));
  }
  assert.deepEqual(parseOptions(undefined), {id: 'default', enabled: true});
  assert.throws(() => apiReferencePlugin({siteDir: '/nowhere'} as unknown as LoadContext, {enabled: 0}), /options: expected/);
});

test('one predicate says which paths are the generated reference', () => {
  for (const inside of ['csghub/api', 'csghub/api/', 'csghub/api/agents/agent', '/csghub/api/errors', 'csghub\\api\\index.mdx'])
    assert.ok(isApiReferencePath(inside), inside);
  for (const outside of ['csghub/apis', 'csghub/api-guide', 'csghub/config/server', 'model/csghub/api', 'csghub', ''])
    assert.ok(!isApiReferencePath(outside), outside);
  // The group pages' data files, which the bundler reads as JSON objects.
  assert.ok(PAGE_DATA.test('/site/docs/csghub/api/agents/_agent.json'));
  assert.ok(PAGE_DATA.test('C:\\site\\i18n\\en\\docusaurus-plugin-content-docs\\current\\csghub\\api\\agents\\_agent.json'));
  assert.ok(!PAGE_DATA.test('/site/docs/csghub/api/agents/agent.json'));
  assert.ok(!PAGE_DATA.test('/site/docs/csghub/apis/agents/_agent.json'));
});
