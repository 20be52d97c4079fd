import {test} from 'node:test';
import assert from 'node:assert/strict';
import {LEXICON_MAX_WORDS, buildLexicon} from '../server/lexicon';
import {queryTerms} from '../shared/tokenize';
import {buildIndex} from '../server/buildIndex';
import {SearchEngine} from '../client/engine';
import type {SourcePage} from '../shared/format';
import {memoryFetcher} from './memoryIndex';

/** A segmenter that cuts on '/' only, so a test says where words end. */
const slashes = {segment: (text: string) => text.split('/').map((segment) => ({segment}))};

test('lexicon: two-to-four-character words that occur often enough, and one-character pieces joined when frequent', () => {
  const texts = [...Array<string>(3).fill('构建/镜像'), ...Array<string>(4).fill('大/模型'), '一/次/性/部署'];
  // The index reads the texts without the slashes; the test segmenter knows where each run's words end.
  const cut = (text: string) => text.replace(/\//g, '');
  const byRun = new Map(texts.map((text) => [cut(text), text]));
  const segmenter = {segment: (run: string) => slashes.segment(byRun.get(run) ?? run)};
  assert.deepEqual(buildLexicon(texts.map(cut), segmenter), ['大模型', '构建', '模型', '镜像']);
});

test('lexicon: particles, Latin text, empty and huge input', () => {
  const segmenter = new Intl.Segmenter('zh', {granularity: 'word'});
  assert.deepEqual(buildLexicon([], segmenter), []);
  assert.deepEqual(buildLexicon(['', 'helm install', '\u0000\u001b[0m'], segmenter), []);
  const words = buildLexicon(Array<string>(5).fill('仓库的设置'), segmenter);
  assert.ok(!words.some((word) => word.endsWith('的')), `no word ends with a particle: ${words.join(' ')}`);
  // Many distinct words: the list is capped, each word two to four characters.
  const chars = [...'模型数据集代码仓库应用空间提示词合集专属实例微调评测同步部署安装升级配置'];
  const many = chars.flatMap((a) => chars.flatMap((b) => chars.map((c) => `${a}${b}${c}`)));
  const huge = buildLexicon(
    [...many, ...many, ...many].map((text) => `${text}，`),
    segmenter,
  );
  assert.ok(huge.length <= LEXICON_MAX_WORDS);
  assert.ok(huge.every((word) => [...word].length >= 2 && [...word].length <= 4));
});

test('query terms: a Chinese query is cut on the lexicon first, so no pair straddles two of its words', () => {
  const lexicon = new Set(['大模型', '工具', '构建', '一直', '应用', '在线', '代码', '显卡', '识别']);
  // The browser's segmenter cuts 大/模型 and 构/建: pairs such as 给大 or 在构 would be asked for.
  assert.deepEqual(
    queryTerms('给大模型接工具', lexicon).map((term) => term.text),
    ['大模', '模型', '型接', '工具'],
  );
  assert.deepEqual(
    queryTerms('应用一直在构建中', lexicon).map((term) => term.text),
    ['应用', '一直', '构建', '建中'],
  );
  // A function character inside a word of the lexicon stays (在线); alone it is dropped.
  assert.deepEqual(
    queryTerms('在线写 Python 代码', lexicon).map((term) => term.text),
    ['在线', '线写', '代码', 'python'],
  );
  assert.deepEqual(
    queryTerms('显卡识别不到', lexicon).map((term) => term.text),
    ['显卡', '识别', '不到'],
  );
});

test('query terms with a lexicon: crafted input', () => {
  const lexicon = new Set(['模型', '部署']);
  assert.deepEqual(queryTerms('', lexicon), []);
  assert.deepEqual(queryTerms('的了吗', lexicon), []);
  assert.deepEqual(
    queryTerms('给', lexicon).map((term) => term.text),
    ['给'],
    'a lone character is kept when nothing else is left',
  );
  assert.deepEqual(
    queryTerms('模型\u0000部署\u001b[0m', lexicon).map((term) => term.text),
    ['模型', '部署', '0m'],
  );
  assert.deepEqual(
    queryTerms('helm部署模型v1', lexicon).map((term) => term.text),
    ['部署', '模型', 'helm', 'v1'],
  );
  const huge = '模型部署'.repeat(100_000);
  assert.deepEqual(
    queryTerms(huge, lexicon).map((term) => term.text),
    ['模型', '部署'],
  );
  // An empty lexicon cuts as the segmenter does.
  assert.deepEqual(queryTerms('给大模型', new Set()), queryTerms('给大模型'));
});

test('the index ships the lexicon of its titles and headings, and the engine cuts queries on it', async () => {
  const page = (name: string, title: string, headings: string[]): SourcePage => ({
    path: `/docs/${name}`,
    docusaurusTag: 'docs-default-current',
    language: 'zh-Hans',
    lvl0: '应用空间',
    records: [{type: 'lvl1', anchor: null, text: title}, ...headings.map((text, i) => ({type: 'lvl2' as const, anchor: `h${i}`, text}))],
  });
  const pages = [page('a', '构建应用', ['构建日志', '构建失败']), page('b', '构建镜像', ['重新构建']), page('c', '应用设置', ['应用状态'])];
  const index = buildIndex('zh-Hans', pages, {base: '/docs/'});
  const words = (index.manifest.lexicon ?? '').split(' ');
  for (const word of ['构建', '应用']) assert.ok(words.includes(word), `${word} in ${index.manifest.lexicon}`);
  const engine = new SearchEngine(memoryFetcher(pages, 'zh-Hans'));
  const {terms} = await engine.search({query: '应用一直在构建中'});
  assert.ok(!terms.some((term) => term.text === '在构'), terms.map((term) => term.text).join(' '));
  // An index without the lexicon (an English one) leaves the query to the segmenter.
  assert.equal(buildIndex('en', [page('d', 'Build', ['Logs'])], {base: '/docs/'}).manifest.lexicon, undefined);
});
