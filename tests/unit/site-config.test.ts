import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  currentLocale,
  docSidebarNavbarItems,
  docsOnlyGlobs,
  keptByDocsOnly,
  listDocIds,
  searchConfig,
} from '../../plugins/site-config';
import {sidebarLayout} from '../../sidebars.layout';
import {systemColorModeInlineScript} from '../../plugins/color-mode-system';
import {announcementBarInlineScript} from '../../plugins/announcement-bar';

test('the locale being built comes from DOCUSAURUS_CURRENT_LOCALE, defaulting to zh-Hans', () => {
  assert.equal(currentLocale({DOCUSAURUS_CURRENT_LOCALE: 'en'}), 'en');
  assert.equal(currentLocale({}), 'zh-Hans');
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
  const entries = [
    {sidebarId: 'tutorialSidebar', label: 'Tutorials'},
    {sidebarId: 'starship', label: 'CSGShip'},
  ];
  const {items, skipped} = docSidebarNavbarItems(sidebarLayout, ['intro', 'console/join_us'], entries);
  assert.deepEqual(items, [{type: 'docSidebar', sidebarId: 'tutorialSidebar', label: 'Tutorials', position: 'left'}]);
  assert.deepEqual(skipped, ['navbar entry "CSGShip" left out: the sidebar "starship" has no docs yet']);
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

test('the colour mode script applies a stored "system" choice before the first paint', () => {
  const script = systemColorModeInlineScript();
  let attributes: Record<string, string> = {};
  const run = (stored: string | null, dark: boolean, query = '') => {
    const window = {
      location: {search: query},
      localStorage: {getItem: () => stored},
      matchMedia: () => ({matches: dark}),
    };
    const document = {documentElement: {setAttribute: (name: string, value: string) => (attributes[name] = value)}};
    new Function('window', 'document', script)(window, document);
  };
  run('system', true);
  assert.deepEqual(attributes, {'data-theme': 'dark', 'data-theme-choice': 'system'});
  attributes = {};
  run('dark', false);
  run('system', true, '?docusaurus-theme=light');
  assert.deepEqual(attributes, {});
});

test('the announcement bar script un-hides the bar when the stored announcement id is an older one', () => {
  const run = (storedId: string | null) => {
    const attributes: Record<string, string> = {'data-announcement-bar-initially-dismissed': 'true'};
    const window = {localStorage: {getItem: () => storedId}};
    const document = {documentElement: {setAttribute: (name: string, value: string) => (attributes[name] = value)}};
    new Function('window', 'document', announcementBarInlineScript('news-2'))(window, document);
    return attributes['data-announcement-bar-initially-dismissed'];
  };
  assert.equal(run('news-1'), 'false');
  assert.equal(run(null), 'false');
  assert.equal(run('news-2'), 'true');
});
