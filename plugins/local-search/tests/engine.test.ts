// cspell:ignore zzqqxx qqzzyy configur protoypes  (made up on purpose: words no page holds)
/**
 * Crafted queries for the engine's one rule about words no page holds (requiredMatches in
 * client/engine.ts): pasted log lines with timestamps, pod names, IP addresses and JSON keys, queries of
 * unknown words only, empty and control-character input, and a huge paste.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {
  NEARLY_DESCRIBED,
  PAGE_SATURATION,
  SearchEngine,
  holdsMost,
  holdsPath,
  nearlyDescribed,
  operationSize,
  pageTermEvidence,
  queryPaths,
  requiredMatches,
  visitMatches,
} from '../client/engine';
import {MAX_QUERY_LENGTH, queryTerms} from '../shared/tokenize';
import {PAGES, memoryFetcher, sourcePage} from './memoryIndex';
import type {SourcePage} from '../shared/format';

const HELM = '/docs/en/csghub/101/install/by_helm';
const UPLOAD = '/docs/en/model/model_upload';

async function paths(query: string): Promise<string[]> {
  const engine = new SearchEngine(memoryFetcher());
  const {matches} = await engine.search({query});
  return Promise.all(matches.map(async (match) => (await engine.getPage(match.page)).path));
}

test('of the terms the index holds, one or two must all match and longer queries may miss two in five', () => {
  assert.deepEqual(
    [0, 1, 2, 3, 4, 5, 10].map((present) => requiredMatches(present)),
    [0, 1, 2, 2, 3, 3, 6],
  );
  assert.deepEqual(
    [3, 4, 9, 10].map((present) => requiredMatches(present, true)),
    [1, 2, 3, 4],
  );
});

test('a pasted log line finds its page although its timestamp, pod name, address and keys match nothing', async () => {
  const lines = [
    'W1012 14:28:51.972853 2108534 loader.go:222] helm upgrade failed',
    '[2024-10-12 14:28:51] csghub-gitaly-0 10.42.0.17:8075 helm upgrade failed',
    '{"time":"2025-07-21T06:18:08.871837597Z","level":"WARN","msg":"helm upgrade failed"}',
  ];
  for (const line of lines) assert.equal((await paths(line))[0], HELM, line);
});

test('one unknown word does not hide a one-word query: "helm zzqqxx" still finds the Helm page', async () => {
  assert.equal((await paths('helm zzqqxx'))[0], HELM);
  assert.equal((await paths('zzqqxx git lfs'))[0], UPLOAD);
});

test('a query whose every term the index lacks finds nothing, without an error', async () => {
  for (const query of ['zzqqxx', 'zzqqxx qqzzyy 0x7f3a9c 2108534', '{"zzqqxx":"qqzzyy"}', '鳕鲸鲽']) {
    assert.deepEqual(await paths(query), [], query);
  }
});

test('a word every object has a property of (constructor, toString, __proto__…) is a word like any other', async () => {
  // The shards of these names hold other words ("configure", "token", "value", "hash", "proxy", "issue"),
  // as on the site: a name the index lacks finds nothing alone, and "helm" with it still finds Helm.
  const pages = [...PAGES, sourcePage('/docs/en/words', 'Configure a token', [['value', 'Hash, proxy and issue settings, prototypes.']])];
  const search = async (query: string) => {
    const engine = new SearchEngine(memoryFetcher(pages));
    const {matches} = await engine.search({query});
    return Promise.all(matches.map(async (match) => (await engine.getPage(match.page)).path));
  };
  for (const word of [
    'constructor',
    'toString',
    'valueOf',
    'hasOwnProperty',
    '__defineGetter__',
    'isPrototypeOf',
    'propertyIsEnumerable',
  ]) {
    assert.deepEqual(await search(word), [], word);
    assert.equal((await search(`helm ${word}`))[0], HELM, `helm ${word}`);
    assert.deepEqual(await search(`${word} 构造`), [], `${word} 构造`);
  }
  // The site's own words still match, by prefix and with a typo.
  assert.equal((await search('prototype'))[0], '/docs/en/words');
  assert.equal((await search('configur'))[0], '/docs/en/words');
  assert.equal((await search('protoypes'))[0], '/docs/en/words');
});

test('empty, blank, punctuation-only and control-character queries find nothing, without an error', async () => {
  for (const query of ['', '   ', '\u0000\u0001\u001f\u007f', '::{}[]"\'', '\n\t\r'])
    assert.deepEqual(await paths(query), [], JSON.stringify(query));
});

test('control characters separate words like spaces', async () => {
  assert.equal((await paths('helm\u0000upgrade\u0007'))[0], HELM);
  assert.deepEqual(
    queryTerms('helm\u0000upgrade\u001b[0m').map((term) => term.word),
    ['helm', 'upgrade', '0m'],
  );
});

test('a huge paste counts for its first characters only, and is answered quickly', async () => {
  const huge = `helm upgrade ${'x'.repeat(5_000_000)} ${'模型'.repeat(100_000)}`;
  const terms = queryTerms(huge);
  assert.ok(terms.every((term) => term.word.length <= MAX_QUERY_LENGTH));
  assert.deepEqual(terms.map((term) => term.word).slice(0, 2), ['helm', 'upgrade']);
  assert.equal((await paths(huge))[0], HELM);
});

/** A page of the in-memory index in Chinese: its title and one paragraph (paths under the fixture index's base). */
function chinesePage(path: string, title: string, text: string, lvl0: string): SourcePage {
  return {
    path,
    docusaurusTag: 'docs-default-current',
    language: 'zh-Hans',
    lvl0,
    records: [
      {type: 'lvl1', anchor: null, text: title},
      {type: 'content', anchor: null, text},
    ],
  };
}

const LOG_PAGES: SourcePage[] = [
  {
    path: '/docs/en/releasenote/v2024',
    docusaurusTag: 'docs-default-current',
    language: 'en',
    lvl0: 'Release notes',
    records: [
      {type: 'lvl1', anchor: null, text: 'Release 2024.12'},
      {type: 'content', anchor: null, text: 'Published 2024-12-17 at 11:08:39; build 472 of December 17.'},
    ],
  },
  {
    path: '/docs/en/troubleshooting',
    docusaurusTag: 'docs-default-current',
    language: 'en',
    lvl0: 'Install',
    records: [
      {type: 'lvl1', anchor: null, text: 'Troubleshooting'},
      {type: 'lvl2', anchor: 'runner', text: 'The runner exits'},
      {type: 'content', anchor: 'runner', text: 'When csghub-runner exited with exit status 2, check its cluster configuration.'},
    ],
  },
];

async function logPaths(query: string): Promise<string[]> {
  const engine = new SearchEngine(memoryFetcher(LOG_PAGES));
  const {matches} = await engine.search({query});
  return Promise.all(matches.map(async (match) => (await engine.getPage(match.page)).path));
}

test("a pasted line's numbers do not outweigh its words: the timestamp's digits find a release note, its words the section", async () => {
  assert.equal((await logPaths('2024-12-17 11:08:39,472 WARN exited: csghub-runner (exit status 2'))[0], '/docs/en/troubleshooting');
  // A short query's numbers still count: "release 2024" is not noise.
  assert.equal((await logPaths('release 2024'))[0], '/docs/en/releasenote/v2024');
});

test('a long line whose words no section holds together still finds the section holding a third of them', async () => {
  // Seven terms, no record with the five that are needed; the blog post holds three (helm, welcome, offline).
  assert.deepEqual(await paths('helm upgrade prerequisites lfs web welcome offline'), ['/docs/en/blog/welcome']);
});

test('when fewer than five pages hold enough of a query, of two terms or more, the pages holding a third of it follow them', async () => {
  // Only the Helm page holds all three terms; the blog post holds "helm" alone and comes after it.
  assert.deepEqual(await paths('helm upgrade values'), [HELM, '/docs/en/blog/welcome']);
  // Two terms as well: the page holding both first, then the pages holding one ("余额不够了怎么办": two pages
  // held 余额 and 不够 in unrelated keywords, and the billing pages, which hold 余额 only, were not listed).
  assert.deepEqual(await paths('helm upgrade'), [HELM, '/docs/en/blog/welcome']);
});

test('two words the index holds but no record holds together find the pages holding one of them, not nothing', async () => {
  // "lfs" is only on the upload page, "prerequisites" only on the Helm page.
  const found = await paths('lfs prerequisites');
  assert.deepEqual([...found].sort(), [HELM, UPLOAD].sort());
  // A word no page holds is still dropped first: "zzqqxx lfs" is "lfs".
  assert.deepEqual(await paths('zzqqxx lfs'), [UPLOAD]);
});

test('a guide titled with the query and one more word keeps a plain query plain: the reference heading that is the query comes after it', async () => {
  const pages: SourcePage[] = [
    {
      path: '/docs/en/csghub/api/repositories/sync',
      docusaurusTag: 'docs-default-current',
      language: 'en',
      lvl0: 'API reference',
      records: [
        {type: 'lvl1', anchor: null, text: 'Sync'},
        {type: 'lvl2', anchor: 'op', text: 'Multi-source sync'},
        {type: 'content', anchor: 'op', text: 'Starts multi-source sync of a repository.'},
      ],
    },
    {
      path: '/docs/en/csghub/101/function/reposync/reposync_intro',
      docusaurusTag: 'docs-default-current',
      language: 'en',
      lvl0: 'Multi-source sync',
      records: [
        {type: 'lvl1', anchor: null, text: 'Multi-Source Sync Introduction'},
        {type: 'content', anchor: null, text: 'Multi-source sync connects a self-hosted hub to the community.'},
      ],
    },
  ];
  const engine = new SearchEngine(memoryFetcher(pages));
  const {shape, matches} = await engine.search({query: 'multi-source sync'});
  assert.equal(shape, 'plain');
  assert.equal((await engine.getPage(matches[0]!.page)).path, '/docs/en/csghub/101/function/reposync/reposync_intro');
});

test('queryPaths and holdsPath: a path is matched whole once both are bare, never as the end of another', () => {
  assert.deepEqual(queryPaths('POST /mirror/repo'), ['/mirror/repo']);
  assert.deepEqual(queryPaths('GET /api/v1/models/{namespace}/ and /datasets, /'), ['/models/{namespace}', '/datasets']);
  assert.deepEqual(queryPaths('mirror repo'), []);
  assert.deepEqual(queryPaths(''), []);
  assert.ok(holdsPath('POST /api/v1/mirror/repo', ['/mirror/repo']));
  assert.ok(holdsPath('Send POST /api/v1/mirror/repo/, then wait.', ['/mirror/repo']));
  assert.ok(!holdsPath('GET /api/v1/organization/{namespace}/codes', ['/codes']));
  assert.ok(!holdsPath('POST /api/v1/mirror/repos', ['/mirror/repo']));
  assert.ok(!holdsPath('POST /api/v1/mirror/repo/{id}', ['/mirror/repo']));
  assert.ok(!holdsPath('POST /api/v1/mirror/repo', []));
  assert.ok(!holdsPath('', ['/mirror/repo']));
});

test('an HTTP method with a path lists the operation with that path before one whose path only holds its words', async () => {
  const api = (name: string, title: string, text: string): SourcePage => ({
    path: `/docs/en/csghub/api/repositories/${name}`,
    docusaurusTag: 'docs-default-current',
    language: 'en',
    lvl0: 'API reference',
    records: [
      {type: 'lvl1', anchor: null, text: title},
      {type: 'content', anchor: null, text},
    ],
  });
  const pages = [
    api(
      'repository',
      'Mirror a repository',
      'POST /api/v1/{repo_type}/{namespace}/{name}/mirror/repo: mirror a repo of a repo from a mirror.',
    ),
    api('mirror', 'Mirrors', 'POST /api/v1/mirror/repo'),
  ];
  const engine = new SearchEngine(memoryFetcher(pages));
  const {matches} = await engine.search({query: 'POST /mirror/repo'});
  assert.equal((await engine.getPage(matches[0]!.page)).path, '/docs/en/csghub/api/repositories/mirror');
});

test('operationSize counts the terms a query searches for, not the fillers it drops', () => {
  assert.equal(operationSize(queryTerms('哪些模型可以部署')), 4);
  assert.equal(operationSize(queryTerms('delete a dataset')), 4);
  assert.equal(operationSize(queryTerms('删除提示词')), 5);
  assert.equal(operationSize(queryTerms('List models by paths')), 6);
});

test('a plain question whose words a reference heading holds is no operation name: "哪些模型可以部署" lists the guide first', async () => {
  // Paths under the fixture index's base (/docs/en/), texts in Chinese.
  const pages: SourcePage[] = [
    {
      path: '/docs/en/csghub/api/repositories/model',
      docusaurusTag: 'docs-default-current',
      language: 'zh-Hans',
      lvl0: 'API 参考',
      records: [
        {type: 'lvl1', anchor: null, text: '模型'},
        {type: 'lvl3', anchor: 'op', text: '部署模型'},
        {type: 'content', anchor: 'op', text: '为模型创建部署。'},
      ],
    },
    {
      path: '/docs/en/inferencefinetune/endpoint_set_model_for_inference',
      docusaurusTag: 'docs-default-current',
      language: 'zh-Hans',
      lvl0: '专属实例',
      records: [
        {type: 'lvl1', anchor: null, text: '设置模型支持推理'},
        {type: 'content', anchor: null, text: '模型要先设置为支持推理，才能部署为专属实例。'},
      ],
    },
  ];
  const engine = new SearchEngine(memoryFetcher(pages, 'zh-Hans'));
  const {shape, matches} = await engine.search({query: '哪些模型可以部署'});
  assert.equal(shape, 'plain');
  assert.equal((await engine.getPage(matches[0]!.page)).path, '/docs/en/inferencefinetune/endpoint_set_model_for_inference');
});

test('holdsMost: three in four or more of a query of four terms or more, never of a shorter one', () => {
  assert.equal(holdsMost(3, 4), true);
  assert.equal(holdsMost(4, 5), true);
  assert.equal(holdsMost(2, 4), false);
  assert.equal(holdsMost(3, 5), false);
  // Two in three is too little to tell the page made for the subject ("make my repo private").
  assert.equal(holdsMost(2, 3), false);
  assert.equal(holdsMost(1, 1), false);
});

test('a page whose keywords hold most of a task phrase comes before pages that only hold it in one body sentence', async () => {
  const space = (name: string): SourcePage => ({
    path: `/docs/en/space/${name}`,
    docusaurusTag: 'docs-default-current',
    language: 'en',
    lvl0: 'Spaces',
    records: [
      {type: 'lvl1', anchor: null, text: `${name} Space`},
      {type: 'lvl2', anchor: 'push', text: 'Push your app'},
      {type: 'content', anchor: 'push', text: 'When Git asks for a password, enter your access token.'},
    ],
  });
  const token: SourcePage = {
    path: '/docs/en/profile/accesstoken',
    docusaurusTag: 'docs-default-current',
    language: 'en',
    lvl0: 'Account',
    keywords: 'access token, git password, Git keeps asking for a password',
    records: [
      {type: 'lvl1', anchor: null, text: 'Access Token'},
      {type: 'content', anchor: null, text: 'Your access token proves who you are when a program talks to the hub.'},
      {type: 'lvl2', anchor: 'troubleshooting', text: 'Troubleshooting'},
      {type: 'content', anchor: 'troubleshooting', text: 'Git keeps asking for a password when you push: the token is wrong.'},
    ],
  };
  const pages = [space('Docker'), space('Gradio'), space('Streamlit'), token];
  const engine = new SearchEngine(memoryFetcher(pages));
  const {matches} = await engine.search({query: 'git push asks for a password'});
  assert.equal((await engine.getPage(matches[0]!.page)).path, '/docs/en/profile/accesstoken');
  // A pasted line asks for its words, not for a subject: the rule does not apply.
  const pasted = await engine.search({query: 'git push: asks for a password'});
  assert.notEqual((await engine.getPage(pasted.matches[0]!.page)).path, '/docs/en/profile/accesstoken');
});

test('nearlyDescribed: a title record missing one word, far above the best record holding every word', () => {
  assert.equal(nearlyDescribed(1, 0, NEARLY_DESCRIBED * 10, 10), true);
  assert.equal(nearlyDescribed(1, 0, NEARLY_DESCRIBED * 10 - 1, 10), false);
  assert.equal(nearlyDescribed(2, 0, 100, 1), false);
  assert.equal(nearlyDescribed(1, 1, 100, 1), false);
  assert.equal(nearlyDescribed(1, 0, 1, 0), true);
});

test('a page whose title record holds a task phrase but one word comes before pages that scatter every word through their body', async () => {
  const scattered = (name: string): SourcePage => ({
    path: `/docs/en/other/${name}`,
    docusaurusTag: 'docs-default-current',
    language: 'en',
    lvl0: 'Other',
    records: [
      {type: 'lvl1', anchor: null, text: `${name} overview`},
      {
        type: 'content',
        anchor: null,
        text: `The ${name} service is part of the platform; its first release came after several steps of review by the team, long before the current design of its interface and storage was settled.`,
      },
    ],
  });
  const start: SourcePage = {
    path: '/docs/en/getting_started',
    docusaurusTag: 'docs-default-current',
    language: 'en',
    lvl0: 'Start',
    keywords: 'getting started',
    records: [
      {type: 'lvl1', anchor: null, text: 'First Steps'},
      {type: 'content', anchor: null, text: 'Sign up, create a repository and upload a file.'},
    ],
  };
  const pages = [scattered('gateway'), scattered('scheduler'), start];
  const engine = new SearchEngine(memoryFetcher(pages));
  const {matches} = await engine.search({query: 'first steps on the platform'});
  assert.equal((await engine.getPage(matches[0]!.page)).path, '/docs/en/getting_started');
  // A pasted line asks for its words, not for a subject: the rule does not apply.
  const pasted = await engine.search({query: 'first steps: on the platform'});
  assert.notEqual((await engine.getPage(pasted.matches[0]!.page)).path, '/docs/en/getting_started');
});

test('the pairs of one Chinese word count as one missing word: a page missing 智能体 beats one missing two words', async () => {
  const page = (name: string, title: string, text: string) => chinesePage(`/docs/en/agentichub/${name}`, title, text, 'AgenticHub');
  const pages = [
    // Holds 模板, 启动 and 应用; misses 智能体 (two pairs, one word).
    page('template', '用模板启动应用', '选一个模板，点击启动，应用就运行起来了。'),
    // Holds 智能体 and 启动, far more often; misses 模板 and 应用 (two words).
    page('agent', '智能体启动', '智能体启动后，智能体会一直运行；启动智能体需要几秒，智能体启动完成后即可对话。'),
  ];
  const engine = new SearchEngine(memoryFetcher(pages, 'zh-Hans'));
  const {terms, matches} = await engine.search({query: '模板启动智能体应用'});
  assert.deepEqual(
    terms.map((term) => term.text),
    ['模板', '启动', '智能', '能体', '应用'],
  );
  assert.equal((await engine.getPage(matches[0]!.page)).path, '/docs/en/agentichub/template');
});

test('an operation name lists the operation whose heading it is before a reference page whose description holds its words', async () => {
  const pages: SourcePage[] = [
    {
      path: '/docs/en/csghub/api/repositories/dataset',
      docusaurusTag: 'docs-default-current',
      language: 'en',
      lvl0: 'API Reference',
      description: "Create, delete and list datasets, and each dataset's relation to a model.",
      records: [
        {type: 'lvl1', anchor: null, text: 'Datasets'},
        {type: 'lvl3', anchor: 'delete', text: 'Delete a dataset'},
        {type: 'content', anchor: 'delete', text: 'Deletes the dataset and its files.'},
      ],
    },
    {
      path: '/docs/en/csghub/api/repositories/model',
      docusaurusTag: 'docs-default-current',
      language: 'en',
      lvl0: 'API Reference',
      records: [
        {type: 'lvl1', anchor: null, text: 'Models'},
        {type: 'lvl3', anchor: 'relation', text: 'Delete dataset relation for model'},
        {type: 'content', anchor: 'relation', text: 'Removes the link between a model and a dataset it was trained on.'},
      ],
    },
  ];
  const engine = new SearchEngine(memoryFetcher(pages));
  const {shape, matches} = await engine.search({query: 'delete dataset relation for model'});
  assert.equal(shape, 'api');
  assert.equal((await engine.getPage(matches[0]!.page)).path, '/docs/en/csghub/api/repositories/model');
});

test('意思 of a question is a filler: "GIT-ERR-8 什么意思" finds the code\'s heading, not a page whose keywords say 什么意思', async () => {
  const pages: SourcePage[] = [
    {
      path: '/docs/en/csghub/101/function/other/error_codes',
      docusaurusTag: 'docs-default-current',
      language: 'zh-Hans',
      lvl0: '功能',
      keywords: '错误码, 报错是什么意思',
      records: [
        {type: 'lvl1', anchor: null, text: '错误码'},
        {type: 'lvl2', anchor: 'git-err-8', text: 'GIT-ERR-8 认证失败'},
        {type: 'content', anchor: 'git-err-8', text: 'GIT-ERR-8 表示 Git 认证失败：检查访问令牌或 SSH 密钥。GIT-ERR-8 也出现在推送时。'},
        {type: 'content', anchor: 'git-err-8', text: '脚本以 GIT-ERR-8 这样的错误码为准，GIT 开头的错误码都来自 Git 操作。'},
      ],
    },
    {
      path: '/docs/en/csghub/api/errors/git',
      docusaurusTag: 'docs-default-current',
      language: 'zh-Hans',
      lvl0: 'API 参考',
      records: [
        {type: 'lvl1', anchor: null, text: 'Git 错误码'},
        {type: 'lvl3', anchor: 'GIT-ERR-8', text: 'GIT-ERR-8'},
        {type: 'content', anchor: 'GIT-ERR-8', text: '认证失败。'},
      ],
    },
  ];
  const engine = new SearchEngine(memoryFetcher(pages, 'zh-Hans'));
  for (const query of ['GIT-ERR-8', 'GIT-ERR-8 什么意思', '什么是 GIT-ERR-8']) {
    const {matches} = await engine.search({query});
    assert.equal((await engine.getPage(matches[0]!.page)).path, '/docs/en/csghub/api/errors/git', query);
  }
});

test('of two records that tie, the one on the page that holds the query elsewhere too comes first (page evidence)', async () => {
  const page = (name: string, title: string, more: string) =>
    sourcePage(
      `/docs/en/inferencefinetune/${name}`,
      title,
      [
        ['From the hub', 'You can deploy any model from the hub in a few clicks.'],
        ['More', more],
      ],
      'Inference',
    );
  const pages = [
    // One strong section, and nothing else of the query.
    page('endpoint_faq', 'Questions', 'Billing stops when the instance is paused.'),
    // The same section, and the page speaks of the model it serves and of deploying it again.
    page('endpoint_create', 'Endpoints', 'An endpoint serves one model; deploy it again after you change the model.'),
  ];
  const engine = new SearchEngine(memoryFetcher(pages));
  const {matches} = await engine.search({query: 'deploy model'});
  const [first, second] = await Promise.all(matches.slice(0, 2).map((match) => engine.getPage(match.page)));
  // The best records are the same section on each page: their own scores tie.
  assert.equal(matches[0]!.score, matches[1]!.score);
  assert.deepEqual([first!.path, second!.path], ['/docs/en/inferencefinetune/endpoint_create', '/docs/en/inferencefinetune/endpoint_faq']);
});

test("pageTermEvidence: a term's evidence on a page grows with its records' scores and saturates", () => {
  assert.equal(pageTermEvidence(0, 2), 0);
  assert.equal(pageTermEvidence(5, 0), 0);
  // At PAGE_SATURATION units, half the most a term can give.
  assert.equal(pageTermEvidence(2 * PAGE_SATURATION, 2), PAGE_SATURATION + 1);
  assert.ok(pageTermEvidence(40, 2) > pageTermEvidence(20, 2));
  assert.ok(pageTermEvidence(1e9, 2) < 2 * (PAGE_SATURATION + 1));
});

test('a word repeated in a query is missed once: what a record lacks does not grow with the words before it', async () => {
  // Four times 镜像加速 and then 断点续传, a word of three pairs: the title record of the page on 镜像加速
  // misses one word, as it does for the query without the repeats (the pairs' word number came from the
  // query before its repeats were dropped, past the end of the table that counted missed words).
  const pages = [
    chinesePage('/docs/en/mirror', '镜像加速', '在集群里配置镜像加速。', '部署'),
    chinesePage('/docs/en/resume', '断点续传', '大文件上传支持断点续传。', '部署'),
  ];
  const engine = new SearchEngine(memoryFetcher(pages, 'zh-Hans'));
  for (const query of ['镜像加速 断点续传', '镜像加速 镜像加速 镜像加速 镜像加速 断点续传']) {
    const {matches} = await engine.search({query});
    const shortfalls = await Promise.all(matches.map(async (match) => [(await engine.getPage(match.page)).path, match.shortfall]));
    assert.deepEqual(Object.fromEntries(shortfalls), {'/docs/en/mirror': 1, '/docs/en/resume': 1}, query);
  }
});

test("visitMatches: a record's own posting, else the best title or heading above it on its page, term by term in order", () => {
  // Two pages: records 0-9 (0 the title, 3 a heading) and 10-19 (10 the title).
  const ids = [12, 1, 2, 3, 4, 5, 11];
  const sorted = Int32Array.from(ids).sort();
  const slotOf = new Int32Array(20);
  sorted.forEach((id, slot) => (slotOf[id] = slot));
  const pageStartAt = sorted.map((id) => (id < 10 ? 0 : 10));
  const own = [
    new Map([[1, {score: 2, typo: false}]]),
    new Map([
      [11, {score: 4, typo: true}],
      [2, {score: 1, typo: false}],
    ]),
  ];
  const inherited = [
    [
      // The title covers its page; the heading at 3 covers 4 and 5 with the same score, typed with a typo;
      // a span that runs past its page covers nothing on the next one.
      {id: 0, span: 9, score: 10, typo: false},
      {id: 3, span: 2, score: 10, typo: true},
      {id: 5, span: 10, score: 1, typo: false},
    ],
    [{id: 10, span: 9, score: 20, typo: false}],
  ];
  const visits: Array<[number, number, number, boolean, boolean]> = [];
  visitMatches(sorted, slotOf, pageStartAt, own, inherited, (slot, term, score, typo, mine) =>
    visits.push([sorted[slot]!, term, Math.round(score * 100) / 100, typo, mine]),
  );
  const byRecord = (id: number) => visits.filter(([record]) => record === id).map(([, ...rest]) => rest);
  // Its own posting, although the title's share (3.5) is more.
  assert.deepEqual(byRecord(1), [[0, 2, false, true]]);
  assert.deepEqual(byRecord(2), [
    [0, 3.5, false, false],
    [1, 1, false, true],
  ]);
  // A heading does not cover itself: the title does.
  assert.deepEqual(byRecord(3), [[0, 3.5, false, false]]);
  // Of the title and the heading, equal: the later one.
  assert.deepEqual(byRecord(4), [[0, 3.5, true, false]]);
  assert.deepEqual(byRecord(5), [[0, 3.5, true, false]]);
  // The first page's ranges stop at its end; the second page's title covers 12, and 11 holds the term itself.
  assert.deepEqual(byRecord(11), [[1, 4, true, true]]);
  assert.deepEqual(byRecord(12), [[1, 7, false, false]]);
  // Every record's visits come in the query's term order.
  for (const id of ids) {
    const terms = byRecord(id).map(([term]) => term);
    assert.deepEqual(terms, [...terms].sort());
  }
});
