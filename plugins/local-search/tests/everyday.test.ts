/**
 * Everyday words (everyday.json, shared/synonyms.ts rewriteQuery): a reader's word also searches the
 * site's word for it, one way, all rules of a query at once. Crafted input: empty and control
 * characters, rules whose targets are other rules' sources, empty targets, CJK words inside longer
 * words, pasted lines, a malformed table.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {canonical, isMachineText, rewriteQuery, type Rewrite} from '../shared/synonyms';
import {SearchEngine} from '../client/engine';
import {rewritesOf} from '../index';
import {memoryFetcher, PAGES} from './memoryIndex';
import everyday from '../everyday.json';

const rules = (locale: 'en' | 'zh-Hans'): Rewrite[] => rewritesOf(locale).map(([from, to]) => [canonical(from), canonical(to)] as const);

test('a task phrase in everyday words is also read in the site words, every rule at once', () => {
  const cases: Array<['en' | 'zh-Hans', string, string]> = [
    ['en', 'put weights on the hub', 'upload model on the hub'],
    ['en', 'get a model onto my laptop', 'get a model download local'],
    ['en', 'how am I charged for gpu time', 'how i charged for gpu time'],
    // "Models owned by a user" is the reference's "a user's models": the words that say whose drop out.
    ['en', 'list models owned by a user api', 'list models a user api'],
    ['en', 'remove a dataset', 'delete a dataset'],
    ['en', 'First steps', 'getting started'],
    ['zh-Hans', '把模型拉到本地', '把模型下载'],
    ['zh-Hans', '导入授权文件', '导入许可证'],
    // 错误代码 is the reader's word for the catalogue the site calls 错误码.
    ['zh-Hans', '错误代码', '错误码'],
    // A reader's words for money, hardware, people and visibility: recharge, GPU, members, private.
    ['en', 'add money to my account', 'recharge to my account'],
    ['en', 'can I run it without a graphics card', 'can i run it without a gpu'],
    ['zh-Hans', '显卡够不够', 'gpu够不够'],
    ['zh-Hans', '发截图给编程助手提问', '发图片给编程助手提问'],
    ['zh-Hans', '和同事一起管理仓库', '和成员一起管理仓库'],
    ['zh-Hans', '把模型设成只有自己能看', '把模型设成私有能看'],
    // 数据流 is the reader's word for the product Dataflow, whose pages keep its English name.
    ['zh-Hans', '数据流', 'dataflow'],
    // 改成 (change to) is the site's 修改: "改成私有" is the glossary's 修改可见性.
    ['zh-Hans', '把仓库改成私有', '把仓库修改可见性'],
    // 提示词 is the site's word already: it stays, and is not read as 提示词词.
    ['zh-Hans', '提示词优化', '提示词优化'],
    // A verb with a particle the pages do not write: "clean up" is the pages' clean; tidying code up is refactoring.
    ['en', 'clean up a messy dataset', 'clean a messy dataset'],
    ['en', 'tidy up messy code', 'refactor messy code'],
    // A token is revoked or rotated in readers' words; the reference deletes and refreshes it.
    ['en', 'revoke my access token', 'delete my access token'],
    ['en', 'rotate an app token', 'refresh an app token'],
    // The Chinese reference names a list operation 获取… ("获取用户的全部访问令牌"); readers type 列出.
    ['zh-Hans', '列出组织成员接口', '获取组织成员接口'],
    // 整理 (tidy up) code is the site's 重构.
    ['zh-Hans', '让 AI 整理一下代码', '让 ai 重构一下代码'],
    // 装 is what a reader says for the site's 安装 (with 显卡 as GPU); 安装 itself stays, not read as 安安装.
    ['zh-Hans', '没有显卡能不能装', '没有gpu能不能安装'],
    ['zh-Hans', '安装失败', '安装失败'],
  ];
  for (const [locale, query, expected] of cases) {
    const got = rewriteQuery(query, rules(locale)) ?? canonical(query);
    assert.equal(got, expected, `${locale} "${query}"`);
  }
});

test('rewriteQuery: crafted input', () => {
  const table: Rewrite[] = [
    ['a b', 'c'],
    ['c', 'd'],
    ['x', ''],
    ['提示', '提示词'],
  ];
  // A target is not rewritten again by a later rule.
  assert.equal(rewriteQuery('a b', table), 'c');
  assert.equal(rewriteQuery('c a b', table), 'd c');
  // Whole words only; an empty target drops the word; nothing left or nothing changed is null.
  assert.equal(rewriteQuery('ab cx', table), null);
  assert.equal(rewriteQuery('x y', table), 'y');
  // A plural ending reads as the rule's word; a longer word does not.
  assert.equal(rewriteQuery('a bs', table), 'c');
  assert.equal(rewriteQuery('a bes', table), 'c');
  assert.equal(rewriteQuery('a bz', table), null);
  assert.equal(rewriteQuery('x', table), null);
  assert.equal(rewriteQuery('', table), null);
  assert.equal(rewriteQuery(' \t\n', table), null);
  assert.equal(rewriteQuery('y', []), null);
  // Control characters and the placeholder's own shape in the query do not reach the output.
  assert.equal(rewriteQuery('\u00000\u0000 a b', table), '0 c');
  assert.equal(rewriteQuery('c\u0000\u0000', table), 'd');
  // Case and width are folded first, as for synonyms.
  assert.equal(rewriteQuery('A  B', table), 'c');
  assert.equal(rewriteQuery('改写提示', table), '改写提示词');
});

test("a pasted line is the program's words: no everyday word is rewritten in it", () => {
  const table: Rewrite[] = [
    ['fetch', 'download'],
    ['put', 'upload'],
    ['new', 'create'],
  ];
  for (const line of [
    'Failed to fetch tag category: SyntaxError',
    'LFS: Put "http://127.0.0.1:9000/lfs/objects" new',
    'put {"name": "x"}',
    'put values.yaml -> global.ingress.domain=example.com',
    'fetch (new) [pod]',
    'put_object failed',
    'new pod put fetch after the node was drained and the volume was released',
  ])
    assert.equal(rewriteQuery(line, table), null, line);
  // A reader's phrase, with a product name, a number or an apostrophe, is rewritten.
  assert.equal(rewriteQuery("can't put 5GB files on GitLab", table), 'can t upload 5gb files on gitlab');
  assert.ok(!isMachineText('put weights on the hub'));
  assert.ok(isMachineText('one two three four five six seven eight nine'));
  assert.ok(!isMachineText('one two three four five six seven eight'));
});

test('everyday.json: pairs of strings, canonical sources, no source twice, none rewritten to itself but to protect a word', () => {
  for (const locale of ['en', 'zh-Hans'] as const) {
    const seen = new Set<string>();
    for (const [from, to] of rewritesOf(locale)) {
      assert.ok(canonical(from) !== '', `${locale}: empty source`);
      assert.ok(!seen.has(canonical(from)), `${locale}: "${from}" twice`);
      seen.add(canonical(from));
      // A rule onto itself only protects a word that holds another rule's source (提示词 holds 提示).
      if (canonical(from) === canonical(to))
        assert.ok(
          rewritesOf(locale).some(([other]) => other !== from && from.includes(other)),
          `${locale}: "${from}" onto itself protects nothing`,
        );
    }
  }
});

test('a malformed everyday table stops the build with what is expected', () => {
  const bad: unknown[] = [
    {en: 'put upload'},
    {en: [['put']]},
    {en: [['put', 3]]},
    {en: [['', 'upload']]},
    {en: [[' ', 'upload']]},
    {en: null},
  ];
  for (const table of bad)
    assert.throws(() => rewritesOf('en', table), /everyday\.json: "en" must be a list of \[everyday word, site word\] pairs/);
  assert.deepEqual(rewritesOf('fr', everyday), []);
  assert.deepEqual(rewritesOf('en', null), []);
});

test('the engine searches the rewritten reading: "put" finds the upload page only with the rule (no page holds "put")', async () => {
  const first = async (rewrites: Array<[string, string]>) => {
    const engine = new SearchEngine(memoryFetcher(PAGES, 'en', [], undefined, rewrites));
    const {matches} = await engine.search({query: 'put'});
    return matches[0] === undefined ? null : (await engine.getPage(matches[0].page)).path;
  };
  assert.equal(await first([['put', 'upload']]), '/docs/en/model/model_upload');
  assert.equal(await first([]), null);
});
