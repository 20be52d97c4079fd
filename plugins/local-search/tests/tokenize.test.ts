// cspell:ignore kubernete kubernets dowload licens modle finetunning badce omnibusy  (misspelled or made up on purpose)
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {indexTerms, queryTerms, shardFileName, shardKey, stem, withinOneEdit, withoutFillers} from '../shared/tokenize';
import {canonical, synonymVariants} from '../shared/synonyms';
import {readerSide, sideOf, counterpartPathOf} from '../shared/counterparts';

test('Latin text: lower case, stop words dropped, words stemmed (Porter2)', () => {
  assert.deepEqual(
    [...indexTerms('Upload the Models to a Dataset')],
    [
      ['upload', 1],
      ['model', 1],
      ['dataset', 1],
    ],
  );
  for (const [words, expected] of [
    [['license', 'licenses', 'licensed'], 'licens'],
    [['install', 'installing', 'installation', 'installs'], 'instal'],
    [['deploy', 'deploying', 'deployment', 'deployed'], 'deploy'],
    [['class', 'classes'], 'class'],
  ] as const) {
    for (const word of words) assert.equal(stem(word), expected, word);
  }
  assert.equal(stem('status'), 'status');
  assert.equal(stem('external_url'), 'external_url', 'identifiers stay whole');
  assert.equal(stem('v1'), 'v1');
  const words: Array<[string, string]> = [];
  indexTerms('Installing models', (word, term) => words.push([word, term]));
  assert.deepEqual(words, [
    ['installing', 'instal'],
    ['models', 'model'],
  ]);
});

test('CJK text is indexed as overlapping character pairs, Latin words kept whole', () => {
  assert.deepEqual([...indexTerms('使用 Helm 安装模型').keys()], ['使用', 'helm', '安装', '装模', '模型']);
  assert.deepEqual([...indexTerms('模').keys()], ['模']);
});

test('query terms: pairs inside each word only; the last word being typed is a prefix', () => {
  const terms = queryTerms('模型 部署');
  assert.deepEqual(
    terms.map((term) => term.text),
    ['模型', '部署'],
  );
  assert.ok(terms.every((term) => !term.prefix));
  const mixed = queryTerms('helm 安装');
  assert.deepEqual(
    mixed.map((term) => [term.text, term.prefix]),
    [
      ['安装', false],
      ['helm', false],
    ],
    'only the word being typed, the last one, is a prefix',
  );
  assert.deepEqual(
    queryTerms('installing lic').map((term) => [term.text, term.word, term.prefix, term.typo]),
    [
      ['instal', 'installing', false, true],
      ['lic', 'lic', true, false],
    ],
  );
  assert.equal(queryTerms('he').at(-1)?.prefix, true);
  assert.equal(queryTerms('he ').at(-1)?.prefix, false);
  assert.deepEqual(
    queryTerms('模').map((term) => [term.text, term.prefix]),
    [['模', true]],
  );
});

test('a query made only of stop words still searches for them', () => {
  assert.deepEqual(
    queryTerms('the').map((term) => term.text),
    ['the'],
  );
  assert.deepEqual(queryTerms('   '), []);
});

test('a typed question without its fillers: what a heading or a title must hold', () => {
  const kept = (query: string) => withoutFillers(query).replace(/\s+/g, ' ').trim();
  assert.equal(kept('CodeSouler 是什么'), 'codesouler');
  assert.equal(kept('什么是多源同步'), '多源同步');
  assert.equal(kept('GIT-ERR-8 什么意思'), 'git-err-8');
  // A function character the segmenter leaves alone goes, as the query's terms drop it.
  assert.equal(kept('删除模型关联的数据集'), '删除模型关联 数据集');
  assert.equal(kept('应用空间是什么？'), '应用空间 ?');
  assert.equal(kept('怎么'), '');
  assert.equal(kept(''), '');
  // Latin text and control characters stay as they are (indexTerms and canonical read them).
  assert.equal(kept('what is a notebook'), 'what is a notebook');
  assert.equal(withoutFillers('模型\u0000下载'), '模型\u0000下载');
});

test('shard keys and their file names', () => {
  assert.equal(shardKey('helm'), 'he');
  assert.equal(shardKey('模型'), '模');
  assert.equal(shardFileName('he'), 'he');
  assert.equal(shardFileName('模'), '_6a21');
  assert.equal(shardFileName('é.'), '_e9_2e');
});

test('one edit apart: insertion, deletion, substitution, transposition', () => {
  assert.ok(withinOneEdit('kubernetes', 'kubernets'));
  assert.ok(withinOneEdit('dowload', 'download'));
  assert.ok(withinOneEdit('modle', 'model'));
  assert.ok(withinOneEdit('helm', 'helm'));
  assert.ok(!withinOneEdit('finetunning', 'fine'));
  assert.ok(!withinOneEdit('install', 'uninstall'));
  assert.ok(!withinOneEdit('abcde', 'badce'));
});

test('synonyms: the query with each synonym of a phrase it contains', () => {
  const groups = [
    ['omnibus', 'all in one'],
    ['api key', 'access token'],
    ['微调', 'fine tune', 'finetune'],
  ].map((group) => group.map(canonical));
  assert.deepEqual(synonymVariants('Omnibus install', groups), ['all in one install']);
  assert.deepEqual(synonymVariants('create an API key', groups), ['create an access token']);
  assert.deepEqual(synonymVariants('how to fine-tune qwen', groups), ['how to 微调 qwen', 'how to finetune qwen']);
  assert.deepEqual(synonymVariants('模型微调', groups), ['模型fine tune', '模型finetune']);
  assert.deepEqual(synonymVariants('omnibusy', groups), [], 'whole words only');
  // An English plural ending is the same word (synonyms.ts findPhrase).
  assert.deepEqual(synonymVariants('omnibuses', groups), ['all in one']);
  assert.deepEqual(synonymVariants('helm', groups), []);
});

test('counterparts: a community page and its csghub/101/function page', () => {
  assert.equal(counterpartPathOf('/docs/en/model/model_upload', '/docs/en/'), '/docs/en/csghub/101/function/model/model_upload');
  assert.equal(counterpartPathOf('/docs/csghub/101/function/model/model_upload', '/docs/'), '/docs/model/model_upload');
  assert.equal(sideOf('/docs/csghub/101/function/model/model_upload'), 'self-hosted');
  assert.equal(sideOf('/docs/model/model_upload'), 'community');
  assert.equal(readerSide('/docs/en/csghub/101/install/by_helm'), 'self-hosted');
  assert.equal(readerSide('/docs/en/intro'), 'community');
});

test('Chinese queries drop question words and function characters, and join a stray character to its word', () => {
  const upload = queryTerms('怎么上传模型').map((term) => term.text);
  assert.ok(upload.includes('上传') && upload.includes('模型') && !upload.some((term) => term.includes('怎')), upload.join(' '));
  assert.deepEqual(
    queryTerms('文生图').map((term) => term.text),
    ['文生', '生图'],
  );
  assert.ok(!queryTerms('数据集子集和配置').some((term) => term.text.includes('和')), 'no pair with 和');
});

test('Chinese queries drop the fillers of a question or a request ("哪些", "一个", "几个", "我的")', () => {
  const cases: Array<[string, string[]]> = [
    ['哪些模型可以部署', ['模型', '部署']],
    ['发布一个 MCP 服务', ['发布', '服务', 'mcp']],
    ['把几个模型放在一起', ['模型']],
    ['改写我的提示', ['改写', '提示']],
  ];
  for (const [query, kept] of cases) {
    const terms = queryTerms(query).map((term) => term.text);
    for (const word of kept) assert.ok(terms.includes(word), `${query}: ${terms.join(' ')} lacks ${word}`);
    for (const filler of ['哪些', '一个', '几个', '我的'])
      assert.ok(!terms.includes(filler), `${query}: ${terms.join(' ')} holds ${filler}`);
  }
  // "一直" stays: "一直部署中" is a state a reader reports, not a filler.
  assert.ok(queryTerms('应用空间一直部署中').some((term) => term.text === '一直'));
});

test('Chinese queries drop the particles of a request or a wish (要, 想, 让, 太, 到) and 有 left on their own', () => {
  const lexicon = new Set(['推送', '密码', '升级', '版本', '代码', '整理']);
  const cases: Array<[string, string[], string]> = [
    ['git 推送要密码', ['推送', '密码', 'git'], '要'],
    ['升级到新版本', ['升级', '版本'], '到'],
    ['代码太乱想让 AI 整理一下', ['代码', '整理', 'ai'], '想'],
  ];
  for (const [query, kept, particle] of cases) {
    const terms = queryTerms(query, lexicon).map((term) => term.text);
    for (const word of kept) assert.ok(terms.includes(word), `${query}: ${terms.join(' ')} lacks ${word}`);
    // A pair straddling the particle and the character beside it ("送要", "级到") is in no page's words.
    assert.ok(!terms.some((term) => term.includes(particle)), `${query}: ${terms.join(' ')} holds a pair with ${particle}`);
  }
  // So do the either-or fillers of a question (能不能, 是不是…) and what is left of 怎么办 and 怎么样.
  for (const [query, filler] of [
    ['没有显卡能不能装', '能'],
    ['余额不够了怎么办', '办'],
    ['是不是要重启', '是'],
    // 哪 on its own asks where ("放在哪"); 哪些, 哪里 are question words already.
    ['训练数据放在哪', '哪'],
    // 有 of "有什么区别" left on its own joined the word before it ("角色有": 角色, 色有).
    ['组织成员角色有什么区别', '有'],
  ] as const) {
    const terms = queryTerms(query).map((term) => term.text);
    assert.ok(!terms.some((term) => term.includes(filler)), `${query}: ${terms.join(' ')} holds ${filler}`);
  }
  // Inside a word the character stays: "需要" and "重要" are words, not a particle.
  assert.ok(queryTerms('需要密码', lexicon).some((term) => term.text === '需要'));
});
