/**
 * The pages of the error-code catalogue (data/errors/_pages.json): the file is read strictly, every
 * prefix of the pinned codes is on exactly one page, no page has more than MAX_CODES codes, and the
 * index and its Markdown twin list every code with a link to its page.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {loadErrorCodes, loadErrorTexts, type ErrorCode} from '../spec';
import {errorSummary, renderErrorPages} from '../render';
import {MAX_CODES, errorPageProblems, loadErrorPages} from '../errors';
import type {ErrorIndexData} from '../model';

const codes = loadErrorCodes();
const {texts, groups} = loadErrorTexts();
const pages = loadErrorPages();

test('every prefix of the pinned codes is on one page of data/errors/_pages.json, each page within MAX_CODES', () => {
  assert.deepEqual(errorPageProblems(codes, pages), []);
  assert.ok(pages.length > 1);
});

test('the pages file is read strictly: a bad slug, a missing title or bad prefixes stop with where', () => {
  const cases: Array<[string, RegExp]> = [
    ['[]', /expected an object of pages/],
    ['{"Git Pages": {"en": "a", "zh-Hans": "甲", "prefixes": ["GIT"]}}', /Git Pages: a slug must be/],
    ['{"index": {"en": "a", "zh-Hans": "甲", "prefixes": ["GIT"]}}', /index: a slug must be/],
    ['{"git": {"en": "a", "prefixes": ["GIT"]}}', /git: "zh-Hans": a title is missing/],
    ['{"git": {"en": " ", "zh-Hans": "甲", "prefixes": ["GIT"]}}', /git: "en": a title is missing/],
    ['{"git": {"en": "a", "zh-Hans": "甲", "prefixes": []}}', /git: "prefixes" must be/],
    ['{"git": {"en": "a", "zh-Hans": "甲", "prefixes": ["git"]}}', /git: "prefixes" must be/],
    ['{"git": "Git"}', /git: expected an object/],
  ];
  for (const [text, message] of cases) assert.throws(() => loadErrorPages(text), message, text);
});

test('the problems name a prefix on no page, on two pages, without codes, and a page over the limit', () => {
  const few: ErrorCode[] = [
    {code: 'A-ERR-0', name: 'a', group: 'A'},
    {code: 'A-ERR-1', name: 'b', group: 'A'},
    {code: 'B-ERR-0', name: 'c', group: 'B'},
    {code: 'C-ERR-0', name: 'd', group: 'C'},
  ];
  const page = (slug: string, prefixes: string[]) => ({slug, en: slug, 'zh-Hans': slug, prefixes});
  assert.deepEqual(errorPageProblems(few, [page('one', ['A', 'B']), page('two', ['B', 'D'])], 2), [
    'one: 3 codes (at most 2)',
    'B: on two pages, one and two',
    'two: no code has the prefix D',
    'C: on no page of data/errors/_pages.json',
  ]);
});

test("an error's summary is the first sentence of its meaning", () => {
  assert.equal(errorSummary('The name is taken. Pick another.'), 'The name is taken.');
  assert.equal(errorSummary('Use `a.b` here. Then retry.'), 'Use `a.b` here.');
  assert.equal(errorSummary('名称已被占用。请换一个。'), '名称已被占用。');
  assert.equal(errorSummary('No full stop'), 'No full stop');
});

for (const locale of ['en', 'zh-Hans'] as const) {
  test(`${locale}: the catalogue's index lists every code once, linked to the page that has its entry`, () => {
    const generated = renderErrorPages(codes, texts, groups, pages, locale);
    const index = generated.find((page) => page.id === 'errors/index');
    assert.ok(index?.json && index.twin);
    assert.match(index.content, /^slug: "\/csghub\/api\/errors"$/m);
    const data = JSON.parse(index.json) as ErrorIndexData;
    const listed = data.pages.flatMap((page) =>
      page.groups.flatMap((group) => group.codes.map((entry) => [entry.code, page.slug] as const)),
    );
    assert.deepEqual(listed.map(([code]) => code).sort(), codes.map(({code}) => code).sort());
    for (const [code, slug] of listed) {
      const page = generated.find((candidate) => candidate.id === `errors/${slug}`);
      assert.ok(page?.content.includes(`### ${code} {#${code}}`), `${code} on errors/${slug}`);
      assert.ok(index.twin.includes(`](errors/${slug}#${code})`), `${code} in the twin`);
    }
    const most = Math.max(...generated.filter((page) => page !== index).map((page) => (page.content.match(/^### /gm) ?? []).length));
    assert.ok(most <= MAX_CODES, `${most} codes on one page`);
  });
}
