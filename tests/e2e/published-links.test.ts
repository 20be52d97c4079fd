/**
 * Every docs link OpenCSG has published (config/published-links.json) resolves, in both languages,
 * through the three ways the site is served: real nginx standalone at /docs/, the same nginx behind the
 * raw-path proxy that strips /docs as the CSGHub chart's route does, and `npm run serve`
 * (lib/serve.ts). "Resolves" means: a 200 page, reached directly or after 301s and redirect
 * pages, and that page is the one that says the same thing (the link's `to`, the web app's redirect for
 * that path, or the path itself, letter case aside). A redirect page counts only when its meta refresh
 * and its script both name the target, and the target answers 200 in turn. Plain HTTP from Node, one
 * server per mode.
 */
import {after, before, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import {PUBLISHED_LINKS, docPathOf} from '../../config/publishedLinks';
import {PRODUCT_LINKS} from '../../config/productLinks';
import {BUILD_DIR} from '../../lib/build';
import {listen} from '../../lib/browser';
import {startNginx, startRawPrefixStrippingProxy, type Served} from '../../scripts/lib/nginx';
import {createServer} from '../../lib/serve';

interface Answer {
  status: number;
  location?: string;
  body: string;
}

/** One GET on its own connection (the raw proxy serves one request per connection). */
function get(origin: string, target: string): Promise<Answer> {
  const {hostname, port} = new URL(origin);
  return new Promise((resolve, reject) => {
    const request = http.get({hostname, port, path: target, agent: false, headers: {connection: 'close'}}, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({status: response.statusCode ?? 0, location: response.headers.location, body}));
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

/** The target a redirect page names, when both its meta refresh and its script name the same one. */
export function redirectPageTarget(body: string): string | undefined {
  const refresh = /<meta http-equiv="refresh" content="0; url=([^"]+)"/.exec(body)?.[1];
  if (refresh === undefined) return undefined;
  const script = /window\.location\.href\s*=\s*'([^']+)'/.exec(body)?.[1];
  if (script !== refresh) throw new Error(`the redirect page's refresh (${refresh}) and script (${script ?? 'none'}) disagree`);
  return refresh;
}

/** Follows 301s and redirect pages from `start`; the path it lands on, or why it does not land. */
async function resolve(origin: string, start: string): Promise<{landed: string} | {problem: string}> {
  let target = start;
  const seen: string[] = [];
  for (let hops = 0; hops < 5; hops += 1) {
    seen.push(target);
    const answer = await get(origin, target);
    if (answer.status === 301 && answer.location) {
      target = new URL(answer.location, `http://x${target}`).pathname;
      continue;
    }
    if (answer.status !== 200) return {problem: `${seen.join(' -> ')} answers ${answer.status}`};
    let next: string | undefined;
    try {
      next = redirectPageTarget(answer.body);
    } catch (error) {
      return {problem: `${seen.join(' -> ')}: ${(error as Error).message}`};
    }
    if (next === undefined) return {landed: target};
    target = new URL(next, `http://x${target}`).pathname;
  }
  return {problem: `${seen.join(' -> ')}: more than 5 hops`};
}

/** The doc path (no locale) each published link must land on. */
function expectedPath(path: string, to: string | undefined): string {
  if (to) return to;
  const product = PRODUCT_LINKS.find((link) => link.path === path);
  return product?.to ?? path;
}

const trim = (pathname: string) => pathname.replace(/\/+$/, '');

async function unresolved(origin: string): Promise<string[]> {
  const problems: string[] = [];
  for (const link of PUBLISHED_LINKS) {
    const target = docPathOf(link.url)!;
    const expected = expectedPath(target.path, link.to);
    // The link's own language is asked for exactly as published (`https://opencsg.com/docs`, no slash).
    const published = new URL(link.url, 'https://opencsg.com').pathname;
    for (const base of ['/docs/', '/docs/en/']) {
      const start = base === (target.locale === 'en' ? '/docs/en/' : '/docs/') ? published : `${base}${target.path}`;
      const outcome = await resolve(origin, start);
      if ('problem' in outcome) problems.push(`${link.url} (${base}): ${outcome.problem}`);
      else if (trim(outcome.landed) !== trim(`${base}${expected}`))
        problems.push(`${link.url} (${base}): lands on ${outcome.landed}, not ${base}${expected}`);
    }
  }
  return problems;
}

const servers: Served[] = [];
let nginx: Served;
let proxy: Served;
let serve: Served;
before(async () => {
  nginx = await startNginx(BUILD_DIR);
  servers.push(nginx);
  proxy = await startRawPrefixStrippingProxy(nginx.origin);
  servers.push(proxy);
  const server = createServer({dir: BUILD_DIR});
  const origin = await listen(server);
  serve = {origin, stop: () => new Promise<void>((done) => server.close(() => done()))};
  servers.push(serve);
});
after(async () => {
  for (const server of servers.reverse()) await server.stop();
});

describe('every published docs link resolves in both languages', () => {
  test('the fixture covers both languages and every link is a docs URL', () => {
    assert.ok(PUBLISHED_LINKS.length > 0);
    for (const link of PUBLISHED_LINKS) assert.ok(docPathOf(link.url), link.url);
  });
  test('through nginx standalone at /docs/', async () => {
    assert.deepEqual(await unresolved(nginx.origin), []);
  });
  test('through nginx behind the raw-path prefix-stripping proxy', async () => {
    assert.deepEqual(await unresolved(proxy.origin), []);
  });
  test('through npm run serve', async () => {
    assert.deepEqual(await unresolved(serve.origin), []);
  });
});
