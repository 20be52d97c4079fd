import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {DRIFT_MARGIN_DAYS, driftedPages, filesOfPage, pageDate, type LastChange} from '../drift';
import {pageHistoryVcs} from '../vcs';
import {parseOptions} from '..';
import {LOCALES, LOCALE_CODES} from '../../../config/locales';
import {isApiReferencePath} from '../../api-reference';

const DAY = 24 * 60 * 60 * 1000;
const T0 = Date.UTC(2026, 0, 1);

/** A site folder with the given files (path → text) and made-up Git dates (path → days after T0). */
function site(files: Record<string, string>, days: Record<string, number>): {dir: string; lastChange: LastChange} {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'page-history-drift-'));
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    fs.writeFileSync(path.join(dir, file), text);
  }
  const lastChange: LastChange = async (file) => {
    const day = days[path.relative(dir, file).split(path.sep).join('/')];
    return day === undefined ? null : T0 + day * DAY;
  };
  return {dir, lastChange};
}

const folders = (dir: string) => ({'zh-Hans': path.join(dir, 'zh'), en: path.join(dir, 'en')});

test('pages within the margin are in step; beyond it the older side names the newer one and its date', async () => {
  const {dir, lastChange} = site(
    {'zh/a.md': 'a', 'en/a.md': 'a', 'zh/b/c.md': 'c', 'en/b/c.md': 'c', 'zh/d.md': 'd', 'en/d.md': 'd', 'zh/e.md': 'e', 'en/e.md': 'e'},
    {
      'zh/a.md': 10,
      'en/a.md': 10 + DRIFT_MARGIN_DAYS,
      'zh/b/c.md': 40,
      'en/b/c.md': 10,
      'zh/d.md': 0,
      'en/d.md': 30,
      'zh/e.md': 20,
      'en/e.md': 10,
    },
  );
  assert.deepEqual(await driftedPages({siteDir: dir, folders: folders(dir), lastChange}), [
    {id: 'b/c', file: 'en/b/c.md', olderLocale: 'en', olderDate: T0 + 10 * DAY, newer: {locale: 'zh-Hans', date: T0 + 40 * DAY}},
    {id: 'd', file: 'zh/d.md', olderLocale: 'zh-Hans', olderDate: T0, newer: {locale: 'en', date: T0 + 30 * DAY}},
  ]);
});

test("a page's date counts the partials it imports, transitively, and survives an import cycle", async () => {
  const page = "import Body from './_partials/body.mdx';\n\n<Body />\n";
  const {dir, lastChange} = site(
    {
      'zh/p.mdx': page,
      'en/p.mdx': page,
      'zh/_partials/body.mdx': "import Inner from './inner.mdx';\n\n<Inner />\n",
      'zh/_partials/inner.mdx': "import Body from './body.mdx';\n\ntext\n",
      'en/_partials/body.mdx': 'text\n',
    },
    {'zh/p.mdx': 0, 'en/p.mdx': 1, 'zh/_partials/body.mdx': 2, 'zh/_partials/inner.mdx': 60, 'en/_partials/body.mdx': 3},
  );
  assert.deepEqual(
    filesOfPage(path.join(dir, 'zh/p.mdx')).map((file) => path.relative(dir, file)),
    ['zh/p.mdx', 'zh/_partials/body.mdx', 'zh/_partials/inner.mdx'],
  );
  const drifted = await driftedPages({siteDir: dir, folders: folders(dir), lastChange});
  assert.deepEqual(
    drifted.map((page) => [page.file, page.newer.date]),
    [['en/p.mdx', T0 + 60 * DAY]],
  );
  // Partials are not pages.
  assert.ok(drifted.every((page) => !page.id.includes('_partials')));
});

test('front matter last_update.date wins over Git; a page Git does not know, or with no version in the other language, is left out', async () => {
  const {dir, lastChange} = site(
    {
      'zh/a.md': '---\nlast_update:\n  date: 2026-06-01\n---\ntext\n',
      'en/a.md': 'text\n',
      'zh/new.md': 'not committed yet',
      'en/new.md': 'text',
      'zh/only-zh.md': 'text',
    },
    {'zh/a.md': 0, 'en/a.md': 0, 'en/new.md': 90, 'zh/only-zh.md': 0},
  );
  assert.equal(await pageDate(path.join(dir, 'zh/a.md'), lastChange), Date.UTC(2026, 5, 1));
  assert.deepEqual(
    (await driftedPages({siteDir: dir, folders: folders(dir), lastChange})).map((page) => page.file),
    ['en/a.md'],
  );
});

test('bad input: a date that is not one, or a number of languages other than two, is an error naming it', async () => {
  const {dir, lastChange} = site({'zh/a.md': '---\nlast_update:\n  date: soon\n---\n', 'en/a.md': ''}, {'zh/a.md': 0, 'en/a.md': 0});
  await assert.rejects(
    () => driftedPages({siteDir: dir, folders: folders(dir), lastChange}),
    /zh\/a\.md: last_update\.date is not a date: soon/,
  );
  await assert.rejects(() => driftedPages({siteDir: dir, folders: {en: dir}, lastChange}), /compares two languages; got en/);
});

test("this repository's pages: the drifted ones are listed (a warning, never a failure)", async (t) => {
  const root = path.join(__dirname, '..', '..', '..');
  const vcs = pageHistoryVcs({warn: (message) => t.diagnostic(message)});
  vcs.initialize({siteDir: root});
  const lastChange: LastChange = async (file) => (await vcs.getFileLastUpdateInfo(file))?.timestamp ?? null;
  const drifted = await driftedPages({
    siteDir: root,
    folders: Object.fromEntries(LOCALE_CODES.map((code) => [code, path.join(root, LOCALES[code].docsDir)])),
    lastChange,
    skip: (id) => isApiReferencePath(id),
  });
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  for (const page of drifted) {
    const message = `WARNING: ${page.file} (${day(page.olderDate)}) is behind its ${page.newer.locale} version (${day(page.newer.date)})`;
    t.diagnostic(message);
    console.warn(message);
  }
  t.diagnostic(`${drifted.length} page(s) more than ${DRIFT_MARGIN_DAYS} days behind the other language`);
});

test('the plugin options: folders per language pair, checked with a message that says what is expected', () => {
  const good = {folders: [{'zh-Hans': 'docs', en: 'i18n/en/docs'}]};
  assert.deepEqual(parseOptions(good), {...good, skip: undefined});
  for (const bad of [
    undefined,
    {},
    {folders: []},
    {folders: [{'zh-Hans': 'docs'}]},
    {folders: [{'zh-Hans': 'docs', en: ''}]},
    {folders: 'docs'},
  ]) {
    assert.throws(() => parseOptions(bad), /"folders" must list one or more objects/);
  }
  assert.throws(() => parseOptions({...good, skip: 'csghub/api'}), /"skip" must be a function/);
});
