/**
 * The plugin's registration: `{enabled}` options, and no file-system side effect of reading the
 * configuration (the plugin, created by Docusaurus, removes its own output when it is off).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import {importConfigRecordingRemovals} from '../../../tests/helpers/configImport';
import configReferencePlugin, {CONFIG_DOCS_DIR, parseOptions} from '..';

test('importing the configuration with the configuration reference off removes nothing', async () => {
  const {plugins, removed} = await importConfigRecordingRemovals('DOCS_CONFIG_REFERENCE', '0');
  assert.deepEqual(removed, [], 'reading the configuration removed files');
  const registered = plugins.find((plugin) => Array.isArray(plugin) && plugin[0] === configReferencePlugin);
  assert.ok(Array.isArray(registered), 'the plugin is registered, with its options');
  assert.deepEqual(registered[1], {enabled: false});
});

test('off, the plugin removes the pages an earlier build generated, in every locale, and nothing else', () => {
  const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'config-reference-off-'));
  const i18n = path.join(siteDir, 'i18n', 'en', 'docusaurus-plugin-content-docs', 'current');
  const generated = [path.join(siteDir, 'docs', CONFIG_DOCS_DIR, 'helm.mdx'), path.join(i18n, CONFIG_DOCS_DIR, '_helm.json')];
  const kept = [path.join(siteDir, 'docs', 'csghub', '101', 'install', 'csghub.yaml.md'), path.join(i18n, 'csghub', 'intro.md')];
  for (const file of [...generated, ...kept]) {
    fs.mkdirSync(path.dirname(file), {recursive: true});
    fs.writeFileSync(file, 'x');
  }
  const context = {siteDir, i18n: {currentLocale: 'en'}} as unknown as LoadContext;
  assert.equal(configReferencePlugin(context, {enabled: false}), null);
  for (const file of generated) assert.ok(!fs.existsSync(file), `${path.relative(siteDir, file)} is removed`);
  for (const file of kept) assert.ok(fs.existsSync(file), `${path.relative(siteDir, file)} is kept`);
  fs.rmSync(siteDir, {recursive: true});
});

test('options: enabled defaults to true; anything else stops the build with a message', () => {
  assert.deepEqual(parseOptions(undefined), {id: 'default', enabled: true});
  assert.deepEqual(parseOptions({enabled: false}), {id: 'default', enabled: false});
  for (const bad of [{enabled: 'no'}, {enable: false}, [], 'on', {enabled: true, extra: 1}, {enabled: 0}]) {
    assert.throws(() => parseOptions(bad), /\[config-reference\] options: expected \{enabled\?: boolean\}/, JSON.stringify(bad));
  }
});
