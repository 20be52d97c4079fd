// cspell:ignore usecase hfmodelhub
/**
 * The kind of page, the product and the query's shape (shared/kinds.ts), the ranking they drive in the
 * engine (a plain word lists the guide first, an API-shaped query the reference, a heading that is
 * the query never beats the page made for it), the modal's section runs, and the Algolia records and
 * rules that carry the same signals.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {
  describedMatch,
  KEYWORD_INTRO_MATCH,
  KEYWORD_MATCH,
  PAGE_KINDS,
  PRODUCTS,
  asksReference,
  errorPrefixesOf,
  isConfigKeyQuery,
  isConfigReference,
  isErrorPrefixQuery,
  isFixPage,
  kindTier,
  pageKindOf,
  pageWeight,
  productOf,
  queryShape,
  titleMatch,
  titleShare,
} from '../shared/kinds';
import {buildIndex, indexFiles, toAlgoliaRecords} from '../server/buildIndex';
import {INDEX_SETTINGS, queryRules} from '../server/algolia';
import {SearchEngine} from '../client/engine';
import {sectionRuns} from '../client/client';
import type {SourcePage} from '../shared/format';

const BASE = '/docs/en/';

test('the kind of a page comes from its path under the base URL', () => {
  const cases: Array<[string, string]> = [
    ['/docs/en/model/model_intro', 'guide'],
    ['/docs/en/csghub/101/install/by_helm', 'guide'],
    ['/docs/en/csghub/api', 'api'],
    ['/docs/en/csghub/api/', 'api'],
    ['/docs/en/csghub/api/repositories/model', 'api'],
    ['/docs/en/csghub/api/errors', 'errors'],
    ['/docs/en/csghub/config/server-env', 'api'],
    ['/docs/en/csghub/101/function/other/error_codes/', 'errors'],
    ['/docs/en/releasenote/csghub_v2025.10', 'release'],
    ['/docs/en/csghub/101/releasenotes', 'release'],
    ['/docs/en/blog/welcome', 'blog'],
    ['/docs/en/blog', 'blog'],
    // Paths that only look like them stay guides.
    ['/docs/en/csghub/apis', 'guide'],
    ['/docs/en/other/api_and_sdk', 'guide'],
    ['/docs/en/my-blog/post', 'guide'],
  ];
  for (const [path, kind] of cases) assert.equal(pageKindOf(path, BASE), kind, path);
  assert.equal(pageKindOf('/docs/csghub/api/errors', '/docs/'), 'errors', 'the Chinese site');
  for (const kind of ['guide', 'api', 'errors', 'release', 'blog']) assert.ok((PAGE_KINDS as readonly string[]).includes(kind));
});

test('the product of a page comes from its path', () => {
  const cases: Array<[string, string]> = [
    ['/docs/en/csghub/101/install/by_helm', 'csghub'],
    ['/docs/en/csghub/api/repositories/model', 'csghub'],
    ['/docs/en/releasenote/csghub_v2025.10', 'csghub'],
    ['/docs/en/starship/codesouler/ask', 'csgship'],
    ['/docs/en/releasenote/starship_v0.1', 'csgship'],
    ['/docs/en/agentichub/agentichub_intro', 'agentichub'],
    ['/docs/en/autohub/install', 'autohub'],
    ['/docs/en/starchain/starchain_intro', 'starchain'],
    ['/docs/en/model/model_intro', 'community'],
    ['/docs/en/blog/welcome', 'community'],
    ['/docs/en/intro', 'community'],
  ];
  for (const [path, product] of cases) assert.equal(productOf(path, BASE), product, path);
  assert.equal(PRODUCTS.length, 6);
});

test('the shape of a query: API-shaped, about releases, or plain', () => {
  for (const query of [
    'GET /models',
    'delete /models/{namespace}/{name}',
    '/models/{namespace}',
    '/datasets',
    'REPO-ERR-1',
    'auth-err-12',
    'models API',
    'model rest api',
    '模型 接口',
    '创建模型接口',
    '错误码',
    '错误代码',
    'error codes',
    // An API key with another word that asks for the reference is still API-shaped.
    'api key 接口',
    'create api key api',
    // 成 inside a word is not a model made into an API; a path is API-shaped whatever it says.
    '组织成员 接口',
    '修改组织成员角色接口',
    'GET /api/v1/models as json',
    'get a model as json via api',
    // 成 and the API word across a sentence's punctuation are not one phrase.
    '部署成，接口',
    'models as csv through the api',
    // A method with a path stays API-shaped whatever status follows; a number that is not a status is a word.
    'GET /api/v1/models 404',
    'port 4010 api',
    'v1.401 接口',
    '8401 接口',
    'api 40',
  ]) {
    assert.equal(queryShape(query), 'api', query);
  }
  for (const query of [
    'models',
    '模型',
    'spaces',
    'MCP',
    'get a model onto my laptop',
    'rest of the page',
    'http2',
    'helm 安装',
    'errors',
    '',
    // An API key or token is a credential the guides explain, not a request for the reference.
    'pass an api key to my app without putting it in the code',
    'starship api key',
    'API Key 在哪里创建',
    'revoke an API token',
    // A model or an app made into an API asks how to deploy it, not for the reference.
    '把开源大模型部署成在线接口',
    '模型部署为 API',
    '封装成接口给前端调',
    'serve llama as an http api',
    'expose my app as a REST API',
    'turn a model into an api',
    // Crafted input: full-width letters, tabs and newlines between the words, a control character.
    'ＳＥＲＶＥ ｌｌａｍａ ＡＳ ＡＮ ＡＰＩ',
    'serve it as\tan\napi',
    '部署成\u0000接口',
    // Upgrading to a new version asks for the upgrade steps: 新版本 is where the reader goes, not what they ask about.
    'CSGHub 升级到新版本',
    '升级至最新版本',
    '升级新版',
    'upgrade to the latest release',
    'upgrade csghub to a new version',
    'Upgrading the chart to the newest release',
    // Crafted input: full-width letters, a tab and a newline between the words, a long run of spaces.
    'ＵＰＧＲＡＤＥ to the latest release',
    'upgrade\tto\nthe latest release',
    `upgrade${' '.repeat(20_000)}to the latest release`,
    // An HTTP error status is a symptom: the fix is in the guides, though the query says API or 接口.
    '调用接口返回 401',
    '401 unauthorized api',
    'API 报502',
    'rest api returns 429 too many requests',
    // Crafted input: full-width digits, a tab, a control character, a newline before the status.
    '接口返回 ４０３',
    'api\t404',
    '接口\u0000500',
    'api returned\n503',
    // Helm's release is an installed chart: the reader asks about their installation.
    'uninstall csghub helm release',
    'helm release stuck in pending-upgrade',
    'list HELM  releases',
    'helm\u0000release failed',
  ]) {
    assert.equal(queryShape(query), 'plain', query);
  }
  for (const query of [
    'release notes',
    'Dataflow 版本',
    '版本说明',
    'what changed in the latest release',
    '新版本',
    '新版本有什么变化',
    // The release notes of a new version are still asked for by their own words, upgrade or not.
    '升级到新版本的更新日志',
    'changelog after upgrading to the latest release',
    'helm release notes',
    'helm chart release notes',
  ])
    assert.equal(queryShape(query), 'release', query);
  assert.ok(kindTier('guide', 'plain') < kindTier('release', 'plain') && kindTier('release', 'plain') < kindTier('api', 'plain'));
  assert.ok(kindTier('api', 'api') < kindTier('guide', 'api') && kindTier('errors', 'api') === kindTier('api', 'api'));
  assert.ok(kindTier('release', 'release') < kindTier('guide', 'release'));
});

test("a title's match to a short query: itself, the area's introduction, every term", () => {
  assert.equal(titleMatch('Models', 'models'), 5);
  assert.equal(titleMatch('Model Introduction', 'models'), 4);
  assert.equal(titleMatch('模型简介', '模型'), 4);
  assert.equal(titleMatch('Introduction to the Model Evaluation Framework', 'model evaluation framework'), 4);
  assert.equal(titleMatch('Model Evaluation Introduction', 'evaluation'), 3);
  assert.equal(titleMatch('使用 Helm Chart 安装', 'helm 安装'), 2);
  assert.equal(titleMatch('Multi-Source Sync FAQ', 'helm install'), 0);
  assert.equal(titleMatch('Anything', ''), 0);
  assert.equal(titleMatch('', 'models'), 0);
});

test("a question's fillers are not words a title must hold: 是什么 asks for the introduction as the bare word does", () => {
  assert.equal(titleMatch('CodeSouler 简介', 'CodeSouler 是什么'), 4);
  assert.equal(titleMatch('Notebook 简介', '什么是 Notebook'), 4);
  assert.equal(titleMatch('应用空间简介', '应用空间是什么？'), 4);
  assert.equal(titleMatch('Notebook Introduction', 'what is a notebook'), 4);
  assert.equal(titleMatch('模型简介', '怎么'), 0);
});

/** An index of a few pages of each kind, served from memory. */
function engineOf(pages: SourcePage[]): SearchEngine {
  const files = new Map(indexFiles(buildIndex('en', pages, {base: BASE})));
  return new SearchEngine(async (file) => {
    if (!files.has(file)) throw new Error(`no ${file}`);
    return files.get(file);
  });
}

const page = (path: string, lvl0: string, title: string, ...rest: Array<[string, string | null, string]>): SourcePage => ({
  path,
  docusaurusTag: 'docs-default-current',
  language: 'en',
  lvl0,
  records: [
    {type: 'lvl1', anchor: null, text: title},
    ...rest.map(([type, anchor, text]) => ({type, anchor, text}) as SourcePage['records'][number]),
  ],
});

const SITE: SourcePage[] = [
  // The reference names "Models" in its title and everywhere: it would win on words alone.
  page(
    '/docs/en/csghub/api/repositories/model',
    'API reference',
    'Models',
    ['content', null, 'Models API: list models, create models, update models, delete models.'],
    ['lvl3', 'get-models', 'List models'],
    ['content', 'get-models', 'GET /models returns the models you can see.'],
    ['lvl3', 'get-model-detail', 'Get model detail'],
    ['content', 'get-model-detail', 'GET /models/{namespace}/{name}'],
  ),
  page('/docs/en/model/model_create', 'Models', 'Create a Model', ['content', null, 'Create a model repository for your models.']),
  page('/docs/en/model/model_intro', 'Models', 'Model Introduction', ['content', null, 'Models hold weights.']),
  page(
    '/docs/en/csghub/101/function/reposync/reposync_howtouse',
    'Features',
    'Using Multi-Source Sync',
    ['lvl2', 'helm-install', 'Helm install'],
    ['content', 'helm-install', 'Set the values in the chart.'],
  ),
  page('/docs/en/csghub/101/install/by_helm', 'Install', 'Install with the Helm Chart', [
    'content',
    null,
    'Install CSGHub with helm on Kubernetes.',
  ]),
  page('/docs/en/releasenote/csghub_v1.0', 'Release notes', 'CSGHub v1.0', ['content', null, 'New models page, helm install fixes.']),
];

const pathsOf = async (engine: SearchEngine, query: string) => {
  const {matches} = await engine.search({query});
  return Promise.all(matches.map(async (match) => (await engine.getPage(match.page)).path.replace('/docs/en/', '')));
};

test('plain words list guides before the reference, the area introduction first', async () => {
  const engine = engineOf(SITE);
  const found = await pathsOf(engine, 'models');
  assert.equal(found[0], 'model/model_intro', found.join(', '));
  assert.ok(found.indexOf('csghub/api/repositories/model') > found.indexOf('model/model_create'), found.join(', '));
});

test('API-shaped queries and operation names list the reference first', async () => {
  const engine = engineOf(SITE);
  for (const query of ['GET /models', '/models/{namespace}', 'models API', 'Get model detail']) {
    const found = await pathsOf(engine, query);
    assert.equal(found[0], 'csghub/api/repositories/model', `${query}: ${found.join(', ')}`);
  }
});

test('a guide whose title is an API-shaped query without its API words does not lead: the reference does', async () => {
  const engine = engineOf([
    page(
      '/docs/en/csghub/api/repositories/model',
      'API reference',
      'Models',
      ['lvl3', 'post-models', 'Create a model'],
      ['content', 'post-models', 'POST /models creates a model repository.'],
    ),
    page('/docs/en/model/model_create', 'Models', 'Create a Model', ['content', null, 'Create a model in the web UI or with the API.']),
    page('/docs/en/inferencefinetune/serverless_api', 'Inference', 'Serverless API', [
      'content',
      null,
      'Call a model through the serverless API without creating a model endpoint.',
    ]),
  ]);
  for (const query of ['create a model api', 'create model API']) {
    const found = await pathsOf(engine, query);
    assert.equal(found[0], 'csghub/api/repositories/model', `${query}: ${found.join(', ')}`);
  }
  // A guide whose title holds the API words is the query itself, and leads.
  const found = await pathsOf(engine, 'serverless api');
  assert.equal(found[0], 'inferencefinetune/serverless_api', found.join(', '));
});

test('a heading that is the query never outranks the page made for it', async () => {
  const found = await pathsOf(engineOf(SITE), 'helm install');
  assert.equal(found[0], 'csghub/101/install/by_helm', found.join(', '));
});

test('a page whose keywords or description hold the query is made for it: before a heading that is the query, after a title that holds it', async () => {
  const helmChart = {
    ...page('/docs/en/csghub/101/install/by_helm', 'Install', 'Helm Chart', ['content', null, 'Set the chart values, then run it.']),
    description: 'Install CSGHub on Kubernetes with the Helm chart.',
  };
  const site = [SITE[3]!, helmChart];
  assert.equal((await pathsOf(engineOf(site), 'helm install'))[0], 'csghub/101/install/by_helm');
  // A page titled with the query still comes first.
  const titled = page('/docs/en/other/helm_install', 'Other', 'Helm install notes', ['content', null, 'Notes.']);
  assert.equal((await pathsOf(engineOf([...site, titled]), 'helm install'))[0], 'other/helm_install');
});

test("a page whose title is the query comes first whatever its kind, but the reference's title not for plain words", async () => {
  const engine = engineOf(SITE);
  assert.equal((await pathsOf(engine, 'CSGHub v1.0'))[0], 'releasenote/csghub_v1.0');
  assert.notEqual((await pathsOf(engine, 'Models'))[0], 'csghub/api/repositories/model');
});

test('an error-code prefix in capitals lists the error catalogue first; in lower case it stays a word', async () => {
  assert.deepEqual(errorPrefixesOf(['REQ-ERR-0', 'REQ-ERR-12', ' sensitive-err-3 ', 'REQ: request format', 'Prefixes', 'GIT-ERR']), [
    'req',
    'sensitive',
  ]);
  assert.ok(isErrorPrefixQuery(' REQ ', ['req']));
  assert.ok(!isErrorPrefixQuery('req', ['req']));
  assert.ok(!isErrorPrefixQuery('MCP', ['req']));
  assert.ok(!isErrorPrefixQuery('REQ ERR', ['req']));
  assert.equal(queryShape('REPO-ERR'), 'api');
  const site = [
    page('/docs/en/model/model_upload', 'Models', 'Upload Files', [
      'content',
      null,
      'Each request uploads one file; large files require Git LFS.',
    ]),
    page('/docs/en/csghub/api/repositories/model', 'API reference', 'Models', ['content', null, 'The request body.']),
    page(
      '/docs/en/csghub/api/errors',
      'API reference',
      'Error Code Catalogue',
      ['lvl2', 'req', 'REQ: request format'],
      ['lvl3', 'req-err-0', 'REQ-ERR-0'],
      ['content', 'req-err-0', 'Bad request.'],
    ),
  ];
  const engine = engineOf(site);
  assert.equal((await pathsOf(engine, 'REQ'))[0], 'csghub/api/errors');
  assert.equal((await engine.search({query: 'REQ'})).shape, 'error');
  assert.equal((await pathsOf(engine, 'req'))[0], 'model/model_upload');
});

test('an error-code prefix in capitals lists the catalogue before an API group titled with the same word (INVITATION)', async () => {
  const site = [
    page('/docs/en/csghub/api/account/invitation', 'API reference', 'Invitation', ['content', null, 'Invite a user by email.']),
    page(
      '/docs/en/csghub/api/errors',
      'API reference',
      'Error Code Catalogue',
      ['lvl2', 'invitation', 'INVITATION: invitations'],
      ['lvl3', 'invitation-err-0', 'INVITATION-ERR-0'],
      ['content', 'invitation-err-0', 'The invitation has expired.'],
    ),
  ];
  const engine = engineOf(site);
  assert.equal((await engine.search({query: 'INVITATION'})).shape, 'error');
  assert.equal((await pathsOf(engine, 'INVITATION'))[0], 'csghub/api/errors');
  // In lower case it is a word, and the page titled with it comes first.
  assert.equal((await pathsOf(engine, 'invitation'))[0], 'csghub/api/account/invitation');
});

test("in a query for the reference, the words that ask for it need not be on the page: 'collections api endpoints'", async () => {
  const site = [
    page(
      '/docs/en/csghub/api/repositories/collection',
      'API reference',
      'Collections',
      ['lvl3', 'list', 'List collections'],
      ['content', 'list', 'GET /collections'],
    ),
    page('/docs/en/inferencefinetune/endpoint_create', 'Inference', 'Create an Endpoint', [
      'content',
      null,
      'Call endpoints through the API; add them to collections.',
    ]),
  ];
  assert.equal((await pathsOf(engineOf(site), 'collections api endpoints'))[0], 'csghub/api/repositories/collection');
  // A guide must still hold them: its title without "api" is not the query.
  const guideTitled = [
    page(
      '/docs/en/csghub/api/repositories/model',
      'API reference',
      'Models',
      ['lvl3', 'create', 'Create an endpoint'],
      ['content', 'create', 'POST /models/{namespace}/{name}/run'],
    ),
    page('/docs/en/inferencefinetune/endpoint_create', 'Inference', 'Create an Endpoint', [
      'content',
      null,
      'Pick a model and a resource.',
    ]),
  ];
  assert.equal((await pathsOf(engineOf(guideTitled), 'create endpoint api'))[0], 'csghub/api/repositories/model');
});

test('the manifest records each page kind and product', () => {
  const {manifest} = buildIndex('en', SITE, {base: BASE});
  assert.deepEqual(
    manifest.pageKinds.map((kind) => PAGE_KINDS[kind]),
    ['api', 'guide', 'guide', 'guide', 'guide', 'release'],
  );
  assert.deepEqual(
    manifest.pageProducts.map((product) => PRODUCTS[product]),
    ['csghub', 'community', 'community', 'csghub', 'csghub', 'csghub'],
  );
});

test('the modal lists runs of one section as groups, so hits stay in rank order', () => {
  assert.deepEqual(sectionRuns([]), []);
  assert.deepEqual(sectionRuns(['A', 'A', 'B', 'A', 'A', 'B', 'C']), ['A', 'A', 'B', 'A\u200b', 'A\u200b', 'B\u200b', 'C']);
  assert.deepEqual(sectionRuns(['A', 'B', 'A', 'B', 'A']), ['A', 'B', 'A\u200b', 'B\u200b', 'A\u200b\u200b']);
});

test('the Algolia records carry the kind, the product and the kind rank; the rules boost the reference for API words', () => {
  const records = toAlgoliaRecords(
    'https://opencsg.com',
    SITE.map((entry) => ({...entry, base: BASE})),
  );
  const byPath = (path: string) => records.find((record) => record.url_without_anchor === `https://opencsg.com/docs/en/${path}`)!;
  assert.equal(byPath('csghub/api/repositories/model').kind, 'api');
  assert.equal(byPath('csghub/api/repositories/model').weight.kindRank, 2);
  assert.equal(byPath('model/model_intro').kind, 'guide');
  assert.equal(byPath('model/model_intro').weight.kindRank, 0);
  assert.equal(byPath('releasenote/csghub_v1.0').weight.kindRank, 1);
  assert.equal(byPath('csghub/101/install/by_helm').product, 'csghub');
  assert.equal(INDEX_SETTINGS.customRanking?.[0], 'asc(weight.kindRank)');
  assert.ok(INDEX_SETTINGS.attributesForFaceting?.includes('searchable(kind)'));
  assert.ok(INDEX_SETTINGS.attributesForFaceting?.includes('searchable(product)'));
  const rules = queryRules();
  const api = rules.find((rule) => rule.conditions?.[0]?.pattern === 'api');
  assert.deepEqual(api?.consequence?.params?.optionalFilters, ['kindOrder:api-0<score=2>', 'kindOrder:api-1<score=1>']);
  assert.ok(rules.some((rule) => rule.conditions?.[0]?.pattern === '接口'));
  assert.ok(rules.some((rule) => rule.conditions?.[0]?.pattern === 'release notes'));
  assert.equal(new Set(rules.map((rule) => rule.objectID)).size, rules.length, 'rule ids are unique');
});

test('a configuration key is a query of its own shape; a file, a host, a version or a sentence is not', () => {
  for (const query of [
    'global.ingress.domain',
    ' csghub.external_url ',
    'STARHUB_SERVER_SAAS',
    'global.edition=ee',
    '--set global.ingress.domain=example.com',
    'server.port: 8080',
    'global.edition = ee',
    'global.edition\t:\tee',
    'STARHUB_SERVER_SAAS=true',
    // A long run of spaces before the value (the cut at "=" once retried every space from each one).
    `global.edition${' '.repeat(20_000)}=ee`,
  ]) {
    assert.ok(isConfigKeyQuery(query), query);
    assert.equal(queryShape(query), 'config', query);
  }
  for (const query of [
    'values.yaml',
    'csghub.yaml',
    'opencsg.com',
    'v1.10.0',
    '1.10',
    'README.md',
    'external_url',
    'starhub_server_saas',
    'REQ',
    'REPO-ERR-1',
    'global ingress domain',
    'set global.ingress.domain to your host',
    '',
    '\u0000.\u001b',
    '.',
    'a.'.repeat(300),
    'global.ingress.domain '.repeat(40),
    `as${' '.repeat(20_000)}x`,
    `global.ingress.domain${' '.repeat(20_000)}x=1`,
  ]) {
    assert.ok(!isConfigKeyQuery(query), JSON.stringify(query.slice(0, 40)));
  }
  assert.ok(asksReference('config'));
  assert.ok(kindTier('api', 'config', true) < kindTier('guide', 'config') && kindTier('guide', 'config') < kindTier('api', 'config'));
  assert.ok(kindTier('api', 'api') < kindTier('api', 'api', true), 'a REST path: the REST reference before the configuration reference');
  assert.equal(kindTier('api', 'plain', true), kindTier('api', 'plain'));
  assert.ok(isConfigReference('/docs/en/csghub/config/helm', BASE) && !isConfigReference('/docs/en/csghub/configs', BASE));
});

test('a REST path lists the REST operation first, a configuration key the configuration reference first', async () => {
  const site = [
    ...SITE,
    page(
      '/docs/en/csghub/api/repositories/dataset',
      'API reference',
      'Repositories',
      ['lvl3', 'list-datasets', 'List public datasets'],
      ['content', 'list-datasets', 'GET /datasets'],
    ),
    // The server's variables name the paths it serves, again and again.
    page(
      '/docs/en/csghub/config/server-env',
      'Configuration reference',
      'CSGHub Server Environment Variables',
      ['lvl2', 'datasets', 'Datasets'],
      ['content', 'datasets', 'Where /datasets is served, and the datasets of the server.'],
      ['lvl3', 'starhub-server-datasets-path', 'STARHUB_SERVER_DATASETS_PATH'],
      ['content', 'starhub-server-datasets-path', 'The path /datasets and /models are served under: /datasets, /models.'],
    ),
    page(
      '/docs/en/csghub/config/helm',
      'Configuration reference',
      'Helm Chart Values',
      ['lvl3', 'global-ingress-domain', 'global.ingress.domain'],
      ['content', 'global-ingress-domain', 'The domain of every service.'],
      ['lvl3', 'global-edition', 'global.edition'],
      ['content', 'global-edition', 'ce or ee.'],
    ),
    page('/docs/en/csghub/101/install/editions', 'Install', 'Global Edition Notes', [
      'content',
      null,
      'Pick the edition: global.edition is ce or ee; global.edition decides the images.',
    ]),
    page(
      '/docs/en/csghub/101/install/domain',
      'Install',
      'Set the Domain',
      ['content', null, 'Set global.ingress.domain to your domain: global.ingress.domain is read by every chart.'],
      ['lvl2', 'ingress', 'global.ingress.domain and the ingress'],
    ),
  ];
  const engine = engineOf(site);
  for (const [query, first] of [
    ['/datasets', 'csghub/api/repositories/dataset'],
    ['GET /datasets', 'csghub/api/repositories/dataset'],
    ['GET /models', 'csghub/api/repositories/model'],
    ['global.ingress.domain', 'csghub/config/helm'],
    ['global.ingress.domain=example.com', 'csghub/config/helm'],
    ['global.edition', 'csghub/config/helm'],
    ['STARHUB_SERVER_DATASETS_PATH', 'csghub/config/server-env'],
  ] as const) {
    const found = await pathsOf(engine, query);
    assert.equal(found[0], first, `${query}: ${found.join(', ')}`);
  }
  assert.ok((await pathsOf(engine, '/datasets')).indexOf('csghub/config/server-env') > 0);
  assert.equal((await engine.search({query: 'global.ingress.domain'})).shape, 'config');
});

test('a page of fixes: troubleshooting and FAQ titles in both languages, not pages that only mention problems', () => {
  for (const title of ['Troubleshooting', 'Fine-tuning FAQ', 'Dedicated Endpoint FAQ', '故障排查', '多源同步常见问题', '常见问题']) {
    assert.equal(isFixPage(title), true, title);
  }
  for (const title of ['Code Review', 'Error Codes', 'Install with the Helm Chart', '模型简介', '', 'FAQtory']) {
    assert.equal(isFixPage(title), false, title);
  }
});

test('a pasted log line: of pages that match it equally, the page of fixes comes first; a reader phrase keeps the score order', async () => {
  const logs = (path: string, lvl0: string, title: string) =>
    page(path, lvl0, title, ['content', null, 'Read the log: each line has a time, a level and a msg field.']);
  const engine = engineOf([
    logs('/docs/en/starship/codereview/doc/review', 'CodeReview', 'Code Review'),
    page('/docs/en/csghub/101/install/troubleshooting', 'Install', 'Troubleshooting', [
      'content',
      null,
      'Find the time and level of the msg in the server log, then the fix below. Other pages and other words.',
    ]),
  ]);
  const pasted = '{"time":"2025-07-21T06:18:08.871837597Z","level":"WARN","msg":"f';
  assert.equal((await pathsOf(engine, pasted))[0], 'csghub/101/install/troubleshooting');
  assert.equal((await pathsOf(engine, 'time level msg'))[0], 'starship/codereview/doc/review');
});

test('a described page whose title holds most of the query comes before an introduction described by it, one holding less after it', () => {
  const intro = describedMatch('Introduction', 'CSGHub getting started');
  assert.ok(describedMatch('Getting Started', 'CSGHub getting started') > intro);
  // The engine asks with every reading of the query: 评审 is 代码审查 in the site's words (synonyms.json).
  const review = describedMatch('代码审查简介', '合并请求自动代码审查');
  assert.equal(review, KEYWORD_INTRO_MATCH);
  assert.ok(describedMatch('StarShip Code Review', '合并请求自动代码审查') < review);
  assert.ok(describedMatch('生成合并请求描述', '合并请求自动代码审查') < review);
  assert.equal(describedMatch('Quick Start'), 1);
  // A task phrase that does not name an introduction's subject: the introduction is one more page its
  // keywords describe ("summarize a web page in the browser": AutoHub's Page Summary, not the introduction).
  assert.equal(describedMatch('AutoHub Introduction', 'summarize a web page in the browser'), KEYWORD_MATCH);
  assert.equal(describedMatch('AutoHub Introduction', 'autohub page summary in the browser'), KEYWORD_INTRO_MATCH);
  // A query that names the subject keeps the introduction first; so does a short one on an introduction
  // whose title names no subject (its section does).
  assert.equal(describedMatch('MCP 简介', 'MCP 服务器'), KEYWORD_INTRO_MATCH);
  assert.equal(describedMatch('Introduction', 'web pages'), KEYWORD_INTRO_MATCH);
  // A short query that names another subject: an introduction whose description mentions a feature
  // ("tags", "visibility") is one more page that holds the word, not the feature's guide.
  assert.equal(describedMatch('Prompt Library Introduction', 'tags'), KEYWORD_MATCH);
  assert.equal(describedMatch('Dataset Introduction', 'visibility'), KEYWORD_MATCH);
  assert.equal(describedMatch('CSGHub 简介', '内网部署'), KEYWORD_MATCH);
  assert.equal(describedMatch('Dataset Introduction', 'datasets'), KEYWORD_INTRO_MATCH);
  assert.equal(titleShare('Getting Started', 'CSGHub getting started'), 2 / 3);
  assert.equal(titleShare('Page Summary', 'summary of a web page'), 2 / 3);
});

test("a use case counts less than a feature's own guide: the guide first when both hold a task phrase alike", async () => {
  assert.ok(
    pageWeight('/docs/en/csghub/101/function/usecase/hfmodelhub', '/docs/en/') < pageWeight('/docs/en/model/model_upload', '/docs/en/'),
  );
  assert.equal(pageWeight('/docs/en/releasenote/v1', '/docs/en/'), 0.7);
  const text = (path: string, lvl0: string, title: string) =>
    page(path, lvl0, title, ['content', null, 'Mirror models from Hugging Face to your own hub, then keep them in sync.']);
  const engine = engineOf([
    text('/docs/en/csghub/101/function/usecase/hfmodelhub', 'Use Cases', 'Private Model Hub'),
    text('/docs/en/csghub/101/function/reposync/reposync_howtouse', 'Multi-Source Sync', 'Using Multi-Source Sync'),
  ]);
  assert.deepEqual(await pathsOf(engine, 'mirror models from hugging face'), [
    'csghub/101/function/reposync/reposync_howtouse',
    'csghub/101/function/usecase/hfmodelhub',
  ]);
});
