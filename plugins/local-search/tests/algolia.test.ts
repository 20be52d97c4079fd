// cspell:ignore TESTAPP usecase  (misspelled or made up on purpose)
/**
 * The Algolia upload script's requests, against a stub of the Algolia API on 127.0.0.1, and the
 * records, rules, settings and synonyms it builds (the local engine's signals, no network).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import {uploadRecords, INDEX_SETTINGS, oneWaySynonymHits, queryRules, settingsWith, shapeFilters} from '../server/algolia';
import {ALGOLIA_SHAPES, toAlgoliaRecords} from '../server/buildIndex';
import {HELM_RELEASE_QUERY_WORDS, HTTP_ERROR_STATUS_WORDS, kindTier, queryShape, UPGRADE_QUERY_WORDS} from '../shared/kinds';
import type {SourcePage} from '../shared/format';
import {rewritesOf} from '../index';
import {PAGES} from './memoryIndex';

interface Seen {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: unknown;
}

async function stubAlgolia(): Promise<{port: number; seen: Seen[]; close: () => Promise<void>}> {
  const seen: Seen[] = [];
  let task = 0;
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const body = raw ? JSON.parse(raw) : null;
      seen.push({method: req.method ?? '', path: (req.url ?? '').split('?')[0]!, headers: req.headers, body});
      task += 1;
      res.writeHead(200, {'Content-Type': 'application/json'});
      const objectIDs = Array.isArray(body?.requests) ? body.requests.map((r: {body: {objectID: string}}) => r.body.objectID) : [];
      res.end(
        JSON.stringify({
          taskID: task,
          objectIDs,
          status: 'published',
          updatedAt: '2026-11-22T00:00:00Z',
          createdAt: '2026-11-22T00:00:00Z',
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {port: (server.address() as AddressInfo).port, seen, close: () => new Promise((resolve) => server.close(() => resolve()))};
}

test('uploads every record, the DocSearch settings and the synonyms, authenticated, with an atomic index swap', async () => {
  const stub = await stubAlgolia();
  try {
    const records = toAlgoliaRecords('https://opencsg.com', PAGES);
    const synonyms = [
      ['omnibus', 'all-in-one'],
      ['api key', 'access token'],
    ];
    await uploadRecords({
      appId: 'TESTAPP',
      apiKey: 'admin-key',
      indexName: 'docs',
      records,
      synonyms,
      hosts: [{url: `127.0.0.1:${stub.port}`, protocol: 'http'}],
    });
    assert.ok(stub.seen.length > 0);
    for (const request of stub.seen) {
      assert.equal(request.headers['x-algolia-application-id'], 'TESTAPP');
      assert.equal(request.headers['x-algolia-api-key'], 'admin-key');
    }
    const batches = stub.seen.filter((request) => request.method === 'POST' && /\/1\/indexes\/[^/]+\/batch$/.test(request.path));
    const uploaded = batches.flatMap(
      (request) => (request.body as {requests: Array<{action: string; body: {objectID: string; language: string}}>}).requests,
    );
    assert.deepEqual(uploaded.map((item) => item.body.objectID).sort(), records.map((record) => record.objectID).sort());
    assert.ok(uploaded.every((item) => item.action === 'addObject' && item.body.language === 'en'));
    assert.ok(
      batches.every((request) => request.path.includes('docs_tmp_')),
      'records go to a temporary index first',
    );
    const moves = stub.seen.filter(
      (request) =>
        request.path === `/1/indexes/${encodeURIComponent(batches[0]!.path.split('/')[3]!)}/operation` ||
        (request.body as {operation?: string})?.operation === 'move',
    );
    assert.ok(
      moves.some((request) => (request.body as {operation?: string; destination?: string}).operation === 'move'),
      'the temporary index is moved over the live one',
    );
    const settings = stub.seen.find((request) => request.method === 'PUT' && request.path === '/1/indexes/docs/settings');
    assert.deepEqual((settings?.body as typeof INDEX_SETTINGS).attributesForFaceting, INDEX_SETTINGS.attributesForFaceting);
    // A pasted line no record holds in full still finds the records holding most of it, as locally.
    assert.equal((settings?.body as typeof INDEX_SETTINGS).removeWordsIfNoResults, 'allOptional');
    const saved = stub.seen.find((request) => request.method === 'POST' && request.path === '/1/indexes/docs/synonyms/batch');
    assert.ok(saved, 'the synonyms are saved');
    assert.deepEqual(
      (saved.body as Array<{type: string; synonyms: string[]}>).map((hit) => [hit.type, hit.synonyms]),
      synonyms.map((group) => ['synonym', group]),
    );
  } finally {
    await stub.close();
  }
});

/** A page of each kind, with the locale's base URL, as the extraction gives them. */
const KIND_PAGES: SourcePage[] = [
  ['csghub/api/repositories/model', 'Models'],
  ['csghub/api/errors', 'Error codes'],
  ['csghub/config/helm', 'Helm chart values'],
  ['model/model_intro', 'Model Introduction'],
  ['releasenote/csghub_v1.0', 'CSGHub v1.0'],
].map(([path, title]) => ({
  path: `/docs/en/${path}`,
  base: '/docs/en/',
  docusaurusTag: 'docs-default-current',
  language: 'en',
  lvl0: 'Docs',
  records: [{type: 'lvl1' as const, anchor: null, text: title!}],
}));

test('each record carries its place in the kind order of every query shape, the same as the local engine (kindTier)', () => {
  const records = toAlgoliaRecords('https://opencsg.com', KIND_PAGES);
  const order = (path: string) => records.find((record) => record.url_without_anchor === `https://opencsg.com/docs/en/${path}`)!;
  // An API-shaped query: the REST reference and the error catalogue first, guides and the configuration reference next.
  assert.deepEqual(order('csghub/api/repositories/model').kindOrder, ['api-0', 'error-1', 'release-2', 'config-2']);
  assert.deepEqual(order('csghub/api/errors').kindOrder, ['api-0', 'error-0', 'release-2', 'config-2']);
  assert.deepEqual(order('csghub/config/helm').kindOrder, ['api-1', 'error-3', 'release-2', 'config-0']);
  assert.deepEqual(order('model/model_intro').kindOrder, ['api-1', 'error-2', 'release-1', 'config-1']);
  assert.deepEqual(order('releasenote/csghub_v1.0').kindOrder, ['api-2', 'error-3', 'release-0', 'config-2']);
  assert.equal(order('csghub/config/helm').isConfig, true);
  assert.equal(order('csghub/api/repositories/model').isConfig, false);
  for (const record of records)
    for (const [i, shape] of ALGOLIA_SHAPES.entries()) {
      const config = record.isConfig;
      assert.equal(record.kindOrder[i], `${shape}-${kindTier(record.kind, shape, config)}`);
    }
  // The rules boost the first tier above the second; the settings let the rules filter on both attributes.
  assert.deepEqual(shapeFilters('api'), ['kindOrder:api-0<score=2>', 'kindOrder:api-1<score=1>']);
  assert.ok(INDEX_SETTINGS.attributesForFaceting?.includes('filterOnly(kindOrder)'));
  assert.ok(INDEX_SETTINGS.attributesForFaceting?.includes('filterOnly(isConfig)'));
  // The "err" of a pasted code (REPO-ERR-1) asks for the reference, as the local engine's ERROR_CODE does.
  const err = queryRules().find((rule) => rule.conditions?.[0]?.pattern === 'err');
  assert.deepEqual(err?.consequence?.params?.optionalFilters, shapeFilters('api'));
  // "api key" names a credential: its rule sets no kind order, and, matching more words at the same
  // position as the rule for "api", takes precedence over it in Algolia.
  const apiKey = queryRules().find((rule) => rule.conditions?.[0]?.pattern === 'api key');
  assert.deepEqual(apiKey?.consequence?.params?.optionalFilters, []);
  // "升级到新版本" asks how to upgrade: the local engine reads it as plain words, and its rule, starting
  // before the rule for "新版本", sets no kind order either.
  for (const word of UPGRADE_QUERY_WORDS) {
    assert.equal(queryShape(word), 'plain', word);
    const upgrade = queryRules().find((rule) => rule.conditions?.[0]?.pattern === word);
    assert.deepEqual(upgrade?.consequence?.params?.optionalFilters, [], word);
  }
  assert.ok(
    UPGRADE_QUERY_WORDS.some((word) => word.includes('新版本')) && queryRules().some((rule) => rule.conditions?.[0]?.pattern === '新版本'),
  );
  // A Helm release is an installed chart: plain words locally, and a rule that sets no kind order, starting
  // before the rule for "release".
  for (const word of HELM_RELEASE_QUERY_WORDS) {
    assert.equal(queryShape(word), 'plain', word);
    const helm = queryRules().find((rule) => rule.conditions?.[0]?.pattern === word);
    assert.deepEqual(helm?.consequence?.params?.optionalFilters, [], word);
  }
  // An HTTP error status is a symptom: plain words locally, a rule that sets no kind order in Algolia.
  for (const word of HTTP_ERROR_STATUS_WORDS) {
    assert.equal(queryShape(`api ${word}`), 'plain', word);
    const status = queryRules().find((rule) => rule.conditions?.[0]?.pattern === word);
    assert.deepEqual(status?.consequence?.params?.optionalFilters, [], word);
  }
  assert.equal(new Set(queryRules().map((rule) => rule.objectID)).size, queryRules().length, 'one id per rule');
});

test('a use case ranks below a guide of its kind in Algolia too (pageWeight as weight.pageRank, customRanking desc)', () => {
  const pages: SourcePage[] = ['model/model_intro', 'csghub/101/function/usecase/private_model_hub', 'csghub/api/repositories/model'].map(
    (path) => ({
      path: `/docs/en/${path}`,
      base: '/docs/en/',
      docusaurusTag: 'docs-default-current',
      language: 'en',
      lvl0: 'Docs',
      records: [{type: 'lvl1' as const, anchor: null, text: path}],
    }),
  );
  const rank = (path: string) =>
    toAlgoliaRecords('https://opencsg.com', pages).find((record) => record.url_without_anchor.endsWith(path))!.weight;
  const guide = rank('model/model_intro');
  const useCase = rank('usecase/private_model_hub');
  assert.equal(useCase.kindRank, guide.kindRank, 'a use case is a guide');
  assert.ok(useCase.pageRank < guide.pageRank, `use case ${useCase.pageRank}, guide ${guide.pageRank}`);
  assert.equal(rank('csghub/api/repositories/model').pageRank, guide.pageRank, 'the reference is ranked by kindRank, not pageRank');
  assert.ok(INDEX_SETTINGS.customRanking?.includes('desc(weight.pageRank)'));
});

test('everyday words go up as one-way synonyms; fillers become optional words; empty, blank and repeated rules are left out', () => {
  const rewrites: Array<[string, string]> = [
    ['put', 'upload'],
    ['put', 'upload'],
    ['拉到本地', '下载'],
    ['am', ''],
    [' ', 'upload'],
    ['提示词', '提示词'],
  ];
  const hits = oneWaySynonymHits(rewrites);
  assert.deepEqual(
    hits.map((hit) => [hit.type, hit.input, hit.synonyms]),
    [
      ['oneWaySynonym', 'put', ['upload']],
      ['oneWaySynonym', '拉到本地', ['下载']],
    ],
  );
  assert.equal(new Set(hits.map((hit) => hit.objectID)).size, hits.length);
  assert.deepEqual(settingsWith(rewrites).optionalWords, ['am']);
  assert.equal(settingsWith([]).optionalWords, undefined);
  // Every rule of everyday.json that has a site word goes up.
  const all = (['en', 'zh-Hans'] as const).flatMap((locale) => rewritesOf(locale));
  const expected = all.filter(([from, to]) => to.trim() !== '' && from.trim() !== to.trim());
  assert.equal(oneWaySynonymHits(all).length, new Set(expected.map(([from, to]) => `${from}→${to}`)).size);
});

test('the upload sends the one-way synonyms beside the synonym groups, and the settings with the optional fillers', async () => {
  const stub = await stubAlgolia();
  try {
    await uploadRecords({
      appId: 'TESTAPP',
      apiKey: 'admin-key',
      indexName: 'docs',
      records: toAlgoliaRecords('https://opencsg.com', KIND_PAGES),
      synonyms: [['omnibus', 'all-in-one']],
      rewrites: [
        ['put', 'upload'],
        ['am', ''],
      ],
      hosts: [{url: `127.0.0.1:${stub.port}`, protocol: 'http'}],
    });
    const saved = stub.seen.find((request) => request.method === 'POST' && request.path === '/1/indexes/docs/synonyms/batch');
    assert.deepEqual(
      (saved?.body as Array<{type: string}>).map((hit) => hit.type),
      ['synonym', 'oneWaySynonym'],
    );
    const settings = stub.seen.find((request) => request.method === 'PUT' && request.path === '/1/indexes/docs/settings');
    assert.deepEqual((settings?.body as {optionalWords?: string[]}).optionalWords, ['am']);
  } finally {
    await stub.close();
  }
});
