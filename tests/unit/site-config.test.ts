import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {SIDEBARS, docSidebarNavbarItems, listDocIds} from '../../config/docSidebars';
import {docsOnlyGlobs, keptByDocsOnly, readSiteEnv, searchConfig} from '../../config/env';
import {currentLocale, localeBaseUrl, localeOfPath} from '../../config/locales';
import {sidebarLayout} from '../../sidebars.layout';

test('the locale being built comes from DOCUSAURUS_CURRENT_LOCALE, defaulting to zh-Hans', () => {
  assert.equal(currentLocale({DOCUSAURUS_CURRENT_LOCALE: 'en'}), 'en');
  assert.equal(currentLocale({DOCUSAURUS_CURRENT_LOCALE: 'fr'}), 'zh-Hans');
  assert.equal(currentLocale({}), 'zh-Hans');
  assert.equal(readSiteEnv({DOCUSAURUS_CURRENT_LOCALE: 'en', DOCS_TEST_FIXTURES: '1'}).locale, 'en');
  assert.equal(readSiteEnv({DOCS_TEST_FIXTURES: '1'}).withFixtures, true);
});

test('a path belongs to the locale whose prefix it starts with', () => {
  assert.equal(localeBaseUrl('zh-Hans'), '/docs/');
  assert.equal(localeBaseUrl('en'), '/docs/en/');
  assert.equal(localeOfPath('/docs/en/intro'), 'en');
  assert.equal(localeOfPath('/docs/en'), 'en');
  assert.equal(localeOfPath('/docs/english'), 'zh-Hans');
  assert.equal(localeOfPath('/docs/intro'), 'zh-Hans');
});

test('DOCS_ONLY selects doc folders or files, and rejects globs', () => {
  assert.equal(docsOnlyGlobs({}), null);
  assert.equal(docsOnlyGlobs({DOCS_ONLY: ' '}), null);
  const globs = docsOnlyGlobs({DOCS_ONLY: 'model, csghub/101/install/ ,intro.md'});
  assert.deepEqual(globs, [
    'model.{md,mdx}',
    'model/**/*.{md,mdx}',
    'csghub/101/install.{md,mdx}',
    'csghub/101/install/**/*.{md,mdx}',
    'intro.{md,mdx}',
    'intro/**/*.{md,mdx}',
  ]);
  assert.equal(keptByDocsOnly(globs, 'model/model_create'), true);
  assert.equal(keptByDocsOnly(globs, 'intro'), true);
  assert.equal(keptByDocsOnly(globs, 'modeltree'), false);
  assert.equal(keptByDocsOnly(null, 'anything'), true);
  assert.throws(() => docsOnlyGlobs({DOCS_ONLY: 'model/**'}), /without globs/);
});

test('doc ids come from file paths; partials (names starting with _) are not pages', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-'));
  for (const file of ['intro.md', 'model/model_create.mdx', '_partials/model/x.mdx', 'model/_private.md', 'model/_category_.json']) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    fs.writeFileSync(path.join(dir, file), '');
  }
  assert.deepEqual(listDocIds(dir), ['intro', 'model/model_create']);
  assert.deepEqual(listDocIds(path.join(dir, 'missing')), []);
});

test('a navbar entry whose sidebar has no docs yet is left out, with the reason', () => {
  const {items, skipped} = docSidebarNavbarItems(sidebarLayout, ['intro', 'console/join_us']);
  assert.deepEqual(items, [{type: 'docSidebar', sidebarId: 'tutorialSidebar', label: '社区教程', position: 'left'}]);
  assert.deepEqual(skipped, [
    'navbar entry "CSGHub" left out: the sidebar "csghub" has no docs yet',
    'navbar entry "CSGShip" left out: the sidebar "starship" has no docs yet',
    'navbar entry "AgenticHub" left out: the sidebar "agentichub" has no docs yet',
  ]);
});

test('search backend: local without Algolia variables, Algolia with all three, an error in between', () => {
  assert.equal(searchConfig({}).backend, 'local');
  assert.deepEqual(searchConfig({ALGOLIA_APP_ID: 'A', ALGOLIA_API_KEY: 'k', ALGOLIA_INDEX_NAME: 'docs'}), {
    backend: 'algolia',
    appId: 'A',
    apiKey: 'k',
    indexName: 'docs',
  });
  assert.throws(() => searchConfig({ALGOLIA_APP_ID: 'A'}), /set ALGOLIA_API_KEY and ALGOLIA_INDEX_NAME too/);
});

test("each sidebar's English navbar label is its translation in i18n/en", () => {
  const navbar = JSON.parse(fs.readFileSync(path.join(__dirname, '../../i18n/en/docusaurus-theme-classic/navbar.json'), 'utf8')) as Record<
    string,
    {message: string}
  >;
  for (const {id, labels} of SIDEBARS) {
    const key = `item.label.${labels['zh-Hans']}`;
    assert.equal(navbar[key]?.message, labels.en, `sidebar "${id}": ${key} in navbar.json should be "${labels.en}"`);
  }
});
