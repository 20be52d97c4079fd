/**
 * A stub CSGHub API for the "Try it" tests: a small Node server that answers a few operations of the
 * API reference the way csghub-server does (a token check, a list, a create, an error code) and
 * records what it received. It sends no CORS headers unless told to allow an origin: a page of
 * another origin is refused by the browser, as a CSGHub that does not allow the docs' origin refuses it.
 */
import http from 'node:http';
import {listen} from '../../lib/browser';

export const STUB_TOKEN = 'stub-token-3f9c1a7e';

export interface StubRequest {
  readonly method: string;
  readonly url: string;
  readonly authorization: string | undefined;
  readonly body: string;
}

export interface StubCsghub {
  readonly origin: string;
  /** Every request received, in order (CORS preflight requests included). */
  readonly requests: StubRequest[];
  /** An origin that gets CORS headers; null refuses every other origin (the default). */
  allowOrigin: string | null;
  stop(): Promise<void>;
}

const json = (res: http.ServerResponse, status: number, value: unknown, extra: http.OutgoingHttpHeaders = {}) => {
  res.writeHead(status, {'Content-Type': 'application/json; charset=utf-8', ...extra});
  res.end(JSON.stringify(value));
};

export async function startStubCsghub(): Promise<StubCsghub> {
  const models: Array<{path: string; name: string; nickname?: string}> = [{path: 'OpenCSG/csg-wukong-1B', name: 'csg-wukong-1B'}];
  const stub: StubCsghub = {origin: '', requests: [], allowOrigin: null, stop: async () => undefined};
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      stub.requests.push({method: req.method ?? '', url: req.url ?? '', authorization: req.headers.authorization, body});
      const cors: http.OutgoingHttpHeaders =
        stub.allowOrigin && req.headers.origin === stub.allowOrigin
          ? {
              'Access-Control-Allow-Origin': stub.allowOrigin,
              'Access-Control-Allow-Headers': 'Authorization, Content-Type, Accept',
              'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE',
            }
          : {};
      if (req.method === 'OPTIONS') {
        res.writeHead(204, cors);
        res.end();
        return;
      }
      const url = new URL(req.url ?? '/', 'http://stub');
      if (req.headers.authorization !== `Bearer ${STUB_TOKEN}`) {
        json(res, 401, {code: 'AUTH-ERR-1', msg: 'invalid or missing access token'}, cors);
        return;
      }
      if (req.method === 'GET' && url.pathname === '/api/v1/models') {
        // A long list when asked for one: `per` of 1,000 or more repeats the models held (megabytes of JSON);
        // a smaller `per` lists them as they are.
        const per = Number(url.searchParams.get('per') ?? 0);
        const data = per >= 1000 ? Array.from({length: Math.min(per, 500_000)}, (_, i) => models[i % models.length]) : models;
        json(res, 200, {msg: 'OK', data, total: data.length}, cors);
      } else if (req.method === 'POST' && url.pathname === '/api/v1/models') {
        let created: {name?: unknown; namespace?: unknown; nickname?: unknown};
        try {
          created = JSON.parse(body) as typeof created;
        } catch {
          json(res, 400, {code: 'REQ-ERR-0', msg: 'bad JSON'}, cors);
          return;
        }
        const model = {path: `${String(created.namespace)}/${String(created.name)}`, name: String(created.name)};
        models.push(model);
        json(res, 200, {msg: 'OK', data: model}, cors);
      } else if (req.method === 'GET' && url.pathname.startsWith('/api/v1/models/')) {
        const path = decodeURIComponent(url.pathname.slice('/api/v1/models/'.length));
        const model = models.find((entry) => entry.path === path);
        if (model) json(res, 200, {msg: 'OK', data: model}, cors);
        else json(res, 404, {code: 'REPO-ERR-1', msg: 'repository not found'}, cors);
      } else {
        json(res, 404, {msg: 'not found'}, cors);
      }
    });
  });
  const origin = await listen(server);
  Object.assign(stub, {
    origin,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
  return stub;
}
