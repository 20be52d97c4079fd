// cspell:ignore TESTAPP  (misspelled or made up on purpose)
/**
 * The Algolia upload script's requests, against a stub of the Algolia API on 127.0.0.1.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import {uploadRecords, INDEX_SETTINGS} from '../server/algolia';
import {toAlgoliaRecords} from '../server/buildIndex';
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
