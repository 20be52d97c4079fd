/**
 * "Try it" on the API reference (plugins/try-it), against a stub CSGHub (tests/helpers/stub-csghub.ts)
 * on the docs' own origin: real nginx with the project's config (deploy/nginx/nginx.conf, as
 * scripts/lib/nginx.ts starts it), to which this test adds what a CSGHub's gateway does, a route of
 * /api/ to the API server (the stub) for every method (the docs' 405 to a method other than GET and
 * HEAD stays for the rest), and what an operator's DOCS_API_ORIGINS does, the stub's own origin in the
 * CSP's connect-src (for the CORS case). Nothing else of the config changes.
 */
import {after, before, test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {Page} from 'playwright-core';
import type axe from 'axe-core';
import {hydrated, openSite, type Site} from '../../lib/browser';
import {BUILD_DIR} from '../../lib/build';
import {NGINX_CONFIG_DIR, startNginx, type ServedByNginx} from '../../scripts/lib/nginx';
import {STUB_TOKEN, startStubCsghub, type StubCsghub} from '../helpers/stub-csghub';

const PAGE = {en: '/docs/en/csghub/api/repositories/model/models', 'zh-Hans': '/docs/csghub/api/repositories/model/models'} as const;
const axeSource = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

let stub: StubCsghub;
let nginx: ServedByNginx;
let site: Site;
let configDir: string;

/** The project's nginx.conf with /api/ routed to the stub and the stub's origin added to each language's connect-src. */
function testConfig(stubOrigin: string): string {
  configDir = fs.mkdtempSync(path.join(os.tmpdir(), 'try-it-nginx-'));
  for (const [segment, name] of [
    ['', 'headers.conf'],
    ['en/', 'headers-en.conf'],
  ] as const) {
    const headers = fs.readFileSync(path.join(BUILD_DIR, segment, '_serving', 'headers.conf'), 'utf8');
    assert.match(headers, /connect-src 'self'/);
    fs.writeFileSync(path.join(configDir, name), headers.replace(/connect-src 'self'/, `connect-src 'self' ${stubOrigin}`));
  }
  const config = fs
    .readFileSync(path.join(NGINX_CONFIG_DIR, 'nginx.conf'), 'utf8')
    .replaceAll('include html/en/_serving/headers.conf;', `include ${configDir}/headers-en.conf;`)
    .replaceAll('include html/_serving/headers.conf;', `include ${configDir}/headers.conf;`)
    .replace(
      /(\n {8}rewrite \^\/docs\/\(\.\*\)\$ \/\$1 last;\n)/,
      `$1\n        location ^~ /api/ {\n            proxy_pass ${stubOrigin};\n        }\n`,
    )
    // The docs answer GET and HEAD only (a 405 before any location); the API server takes every method.
    .replace(
      /\n( {8})if \(\$other_method\) \{\n {12}return 405;\n {8}\}\n/,
      '\n$1set $refused_method $other_method;\n$1if ($request_uri ~ ^/api/) {\n$1    set $refused_method "";\n$1}\n' +
        '$1if ($refused_method) {\n$1    return 405;\n$1}\n',
    );
  assert.match(config, /location \^~ \/api\/ \{/, 'the /api/ route was added');
  assert.match(config, /if \(\$request_uri ~ \^\/api\/\)/, 'the /api/ route takes every method');
  const file = path.join(configDir, 'nginx.conf');
  fs.writeFileSync(file, config);
  return file;
}

before(async () => {
  stub = await startStubCsghub();
  nginx = await startNginx(BUILD_DIR, {config: testConfig(stub.origin)});
  site = await openSite({origin: nginx.origin});
});
after(async () => {
  await site?.close();
  await nginx?.stop();
  await stub?.stop();
  if (configDir) fs.rmSync(configDir, {recursive: true, force: true});
});

/** Opens the page, records every request the page makes, opens the panel of one operation. */
async function open(
  locale: keyof typeof PAGE,
  anchor: string,
): Promise<{page: Page; requests: string[]; panel: ReturnType<Page['locator']>}> {
  const {page} = await site.newPage();
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await page.goto(site.url(PAGE[locale]));
  await hydrated(page);
  const operation = page.locator(`h3[id="${anchor}"] + div`);
  const before = requests.length;
  await operation.getByRole('button', {name: locale === 'en' ? 'Try it' : '试一试'}).click();
  const panel = operation.locator('section');
  await panel.waitFor();
  assert.ok(
    requests.slice(before).some((url) => /\/assets\/js\/.*try-it.*\.js$/.test(url)),
    'the panel came in its own chunk',
  );
  return {page, requests, panel};
}

const fromSite = (requests: readonly string[]) => requests.filter((url) => new URL(url).origin !== nginx.origin);

test('a GET is sent at once to the docs’ origin, with the token, and shows status, headers and JSON; the token is kept nowhere', async () => {
  const {page, requests, panel} = await open('en', 'get-models');
  assert.equal(await panel.getByLabel('Target').inputValue(), nginx.origin);
  await panel.getByLabel('Access token').fill(STUB_TOKEN);
  await panel.getByLabel(/^per/).fill('10');
  const seen = stub.requests.length;
  await panel.getByRole('button', {name: 'Send'}).click();
  await panel.locator('[data-status="200"]').waitFor();
  // The focus goes to the response's heading: a keyboard or screen reader user lands on the response.
  await page.waitForFunction(() => document.activeElement?.matches('section h5') && document.activeElement.textContent === 'Response');
  assert.deepEqual(
    stub.requests.slice(seen).map((request) => [request.method, request.url, request.authorization]),
    [['GET', '/api/v1/models?per=10', `Bearer ${STUB_TOKEN}`]],
  );
  assert.match(
    await panel
      .locator('pre')
      .filter({hasText: /"total": 1\s*\}/})
      .innerText(),
    /"path": "OpenCSG\/csg-wukong-1B"/,
  );
  await panel.getByText('Response headers').click();
  assert.match(await panel.locator('details pre').innerText(), /content-type: application\/json/);
  // The request as code: the target and values, the token masked.
  const curl = await panel.locator('pre').filter({hasText: 'curl -X GET'}).innerText();
  assert.match(curl, new RegExp(`curl -X GET "${nginx.origin}/api/v1/models\\?per=10"`));
  assert.match(curl, /Bearer <token>/);
  // No request to any other origin; the token in no URL, no storage, not in the page's Markdown twin.
  assert.deepEqual(fromSite(requests), []);
  assert.equal(requests.filter((url) => url.includes(STUB_TOKEN)).length, 0);
  const stored = await page.evaluate(() => JSON.stringify([{...localStorage}, {...sessionStorage}, document.cookie, location.href]));
  assert.equal(stored.includes(STUB_TOKEN), false, stored);
  const twin = await (await fetch(`${nginx.origin}${PAGE.en}.md`)).text();
  assert.match(twin, /GET \/api\/v1\/models/);
  assert.equal(twin.includes(STUB_TOKEN), false);
  await page.close();
});

test('a response of megabytes is cut at the shown limit and said so; the page stays usable', async () => {
  const {page, panel} = await open('en', 'get-models');
  await panel.getByLabel('Access token').fill(STUB_TOKEN);
  await panel.getByLabel(/^per/).fill('200000'); // about 11 MB of JSON
  await panel.getByRole('button', {name: 'Send'}).click();
  await panel.locator('[data-status="200"]').waitFor();
  assert.match(await panel.locator('[data-cut="size"]').innerText(), /only its first 256 KiB are shown/);
  const shown = await panel.locator('pre').filter({hasText: '"total"'}).count();
  assert.equal(shown, 0, 'the cut body is shown as text, from its start; its end (with "total") is not read');
  const body = (await panel.locator('pre').filter({hasText: '{"msg":"OK","data":['}).innerText()).trimEnd();
  assert.ok(body.length <= 256 * 1024 && body.length > 200 * 1024, `${body.length} characters shown`);
  await page.close();
});

test('a POST is sent only after a confirmation naming method, path and host; cancelled, nothing is sent', async () => {
  const {page, requests, panel} = await open('en', 'post-models');
  await panel.getByLabel('Access token').fill(STUB_TOKEN);
  await panel.getByLabel(/^Request body/).fill('{"namespace": "alice", "name": "tried-model"}');
  const seen = stub.requests.length;
  await panel.getByRole('button', {name: 'Send'}).click();
  const dialog = panel.getByRole('alertdialog');
  assert.match(await dialog.innerText(), new RegExp(`POST /api/v1/models .*${new URL(nginx.origin).host.replace(/[.]/g, '\\.')}`));
  // Focus moves to the confirmation; cancelled, nothing is sent.
  assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Send POST');
  await dialog.getByRole('button', {name: 'Cancel'}).click();
  await dialog.waitFor({state: 'detached'});
  assert.deepEqual(stub.requests.slice(seen), [], 'nothing sent without confirmation');
  // Confirmed, it is sent once.
  await panel.getByRole('button', {name: 'Send'}).click();
  await panel.getByRole('alertdialog').getByRole('button', {name: 'Send POST'}).click();
  await panel.locator('[data-status="200"]').waitFor();
  assert.deepEqual(
    stub.requests.slice(seen).map((request) => [request.method, request.url, JSON.parse(request.body)]),
    [['POST', '/api/v1/models', {namespace: 'alice', name: 'tried-model'}]],
  );
  assert.deepEqual(fromSite(requests), []);
  await page.close();
});

/** The requests of the page that change data (not GET or HEAD), as `METHOD url`. */
function changes(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (!['GET', 'HEAD'].includes(request.method())) seen.push(`${request.method()} ${request.url()}`);
  });
  return seen;
}

test('an edit after the confirmation opened closes it, and refused input sends nothing: the confirmed request is the one sent', async () => {
  const {page, panel} = await open('en', 'delete-models-namespace-name');
  const sent = changes(page);
  const dialog = panel.getByRole('alertdialog');
  const send = panel.getByRole('button', {name: 'Send', exact: true});
  const valid = async () => {
    await panel.getByLabel('Target').fill(nginx.origin);
    await panel.getByLabel('Access token').fill(STUB_TOKEN);
    await panel.getByLabel(/^namespace/).fill('alice');
    await panel.getByLabel(/^name \(/).fill('model');
  };
  const seen = stub.requests.length;
  // Each edit made while the confirmation is open: it closes, and Send then names what is wrong.
  for (const [label, value, refusal] of [
    [/^namespace/, '..', /A path parameter cannot be/],
    [/^namespace/, ' . ', /A path parameter cannot be/],
    [/^name \(/, '', /Fill in the required parameters: name$/],
    ['Target', 'javascript:alert(1)', /Write the target as https:\/\/host/],
    ['Target', 'not a url', /Write the target as https:\/\/host/],
    ['Target', `${nginx.origin}/api`, /Write the target as https:\/\/host/],
    ['Access token', 'abc\u200Bdef', /characters an HTTP header cannot carry/],
  ] as const) {
    await valid();
    await send.click();
    await dialog.waitFor();
    await panel.getByLabel(label).fill(value);
    await dialog.waitFor({state: 'detached'});
    await send.click();
    await panel.getByRole('status').getByText(refusal).waitFor();
    assert.equal(await dialog.count(), 0, `no confirmation for ${JSON.stringify(value)}`);
  }
  // An edit that keeps the input valid closes it too: the request confirmed is the one it named.
  await valid();
  await send.click();
  await dialog.waitFor();
  await panel.getByLabel(/^name \(/).fill('other-model');
  await dialog.waitFor({state: 'detached'});
  assert.deepEqual(stub.requests.slice(seen), [], 'nothing reached the CSGHub');
  assert.deepEqual(sent, [], 'nothing was sent anywhere');
  await send.click();
  await dialog.getByRole('button', {name: 'Send DELETE'}).click();
  await panel.locator('[data-status]').waitFor();
  assert.deepEqual(
    stub.requests.slice(seen).map((request) => [request.method, request.url, request.authorization]),
    [['DELETE', '/api/v1/models/alice/other-model', `Bearer ${STUB_TOKEN}`]],
  );
  assert.deepEqual(sent, [`DELETE ${nginx.origin}/api/v1/models/alice/other-model`]);

  // A body edited into something that is not JSON: closed, refused, not sent without its body.
  const put = await open('en', 'put-models-namespace-name');
  const putSent = changes(put.page);
  await put.panel.getByLabel('Access token').fill(STUB_TOKEN);
  await put.panel.getByLabel(/^namespace/).fill('alice');
  await put.panel.getByLabel(/^name \(/).fill('model');
  await put.panel.getByLabel(/^Request body/).fill('{"nickname": "m"}');
  await put.panel.getByRole('button', {name: 'Send', exact: true}).click();
  await put.panel.getByRole('alertdialog').waitFor();
  await put.panel.getByLabel(/^Request body/).fill('{not json');
  await put.panel.getByRole('alertdialog').waitFor({state: 'detached'});
  await put.panel.getByRole('button', {name: 'Send', exact: true}).click();
  await put.panel
    .getByRole('status')
    .getByText(/The request body is not valid JSON/)
    .waitFor();
  assert.equal(await put.panel.getByRole('alertdialog').count(), 0);
  assert.deepEqual(putSent, []);
  assert.deepEqual(stub.requests.slice(seen + 1), []);
  await put.page.close();
  await page.close();
});

test('the confirmation names the full path with its query: the one sent', async () => {
  const {page, panel} = await open('en', 'delete-models-namespace-name');
  await panel.getByLabel('Access token').fill(STUB_TOKEN);
  await panel.getByLabel(/^namespace/).fill('alice');
  await panel.getByLabel(/^name \(/).fill('model');
  await panel.getByLabel(/^current_user/).fill('bob');
  const seen = stub.requests.length;
  await panel.getByRole('button', {name: 'Send', exact: true}).click();
  const dialog = panel.getByRole('alertdialog');
  assert.equal(
    await dialog.locator('p').innerText(),
    `Send DELETE /api/v1/models/alice/model?current_user=bob to ${new URL(nginx.origin).host}? This changes data on that CSGHub.`,
  );
  await dialog.getByRole('button', {name: 'Send DELETE'}).click();
  await panel.locator('[data-status]').waitFor();
  assert.deepEqual(
    stub.requests.slice(seen).map((request) => [request.method, request.url]),
    [['DELETE', '/api/v1/models/alice/model?current_user=bob']],
  );
  await page.close();
});

test('the body is sent as typed and shown, not re-serialized: a big number and a repeated key stay as they are', async () => {
  const {page, panel} = await open('en', 'put-models-namespace-name');
  const typed = '{"id": 12345678901234567890123, "nickname":"a","nickname":"b"}';
  await panel.getByLabel('Access token').fill(STUB_TOKEN);
  await panel.getByLabel(/^namespace/).fill('alice');
  await panel.getByLabel(/^name \(/).fill('model');
  await panel.getByLabel(/^Request body/).fill(`  ${typed}\n`);
  const seen = stub.requests.length;
  await panel.getByRole('button', {name: 'Send', exact: true}).click();
  await panel.getByRole('alertdialog').getByRole('button', {name: 'Send PUT'}).click();
  await panel.locator('[data-status]').waitFor();
  assert.deepEqual(
    stub.requests.slice(seen).map((request) => [request.method, request.url, request.body]),
    [['PUT', '/api/v1/models/alice/model', typed]],
  );
  // The body shown in the cURL example is the body sent.
  assert.ok((await panel.locator('pre').filter({hasText: 'curl -X PUT'}).innerText()).includes(`-d '${typed}'`));
  await page.close();
});

test('a credential with characters a header cannot carry is named before anything is sent, in both languages', async () => {
  for (const [locale, credential, target, said] of [
    ['en', 'abc\u200Bdef', () => nginx.origin, /^Access token contains characters an HTTP header cannot carry \(U\+200B\)/],
    ['en', 'tök’en', () => stub.origin, /\(U\+00F6, U\+2019\)/],
    ['zh-Hans', '令牌', () => nginx.origin, /^访问令牌中有 HTTP 请求头无法携带的字符（U\+4EE4, U\+724C）/],
  ] as const) {
    const {page, requests, panel} = await open(locale, 'get-models');
    await panel.getByLabel(locale === 'en' ? 'Access token' : '访问令牌').fill(credential);
    await panel.getByLabel(locale === 'en' ? 'Target' : '目标地址').fill(target());
    const before = requests.length;
    const seen = stub.requests.length;
    await panel.getByRole('button', {name: locale === 'en' ? 'Send' : '发送', exact: true}).click();
    await panel.getByRole('status').getByText(said).waitFor();
    assert.equal(await panel.locator('[data-failure]').count(), 0, 'no network or CORS failure is reported');
    assert.deepEqual(
      requests.slice(before).filter((url) => url.includes('/api/') || new URL(url).origin === stub.origin),
      [],
      credential,
    );
    assert.deepEqual(stub.requests.slice(seen), [], credential);
    await page.close();
  }
});

test('an error code in the response links to its catalogue entry; a wrong token names the credential (Chinese page)', async () => {
  const {page, panel} = await open('zh-Hans', 'get-models-namespace-name');
  await panel.getByLabel('访问令牌').fill(STUB_TOKEN);
  // A path value that is a dot segment is refused, named, and nothing is sent: the browser would have
  // resolved /api/v1/models/../.. to /api/ and sent the token there.
  const before = stub.requests.length;
  await panel.getByLabel(/^current_user/).fill('alice');
  await panel.getByLabel(/^namespace/).fill('..');
  await panel.getByLabel(/^name \(/).fill(' . ');
  await panel.getByRole('button', {name: '发送'}).click();
  assert.match(await panel.getByRole('status').innerText(), /路径参数.*namespace, name$/);
  assert.deepEqual(stub.requests.slice(before), [], 'nothing sent for a dot segment');
  await panel.getByLabel(/^namespace/).fill('nobody');
  await panel.getByLabel(/^name \(/).fill('missing');
  await panel.getByLabel(/^current_user/).fill('alice');
  await panel.getByRole('button', {name: '发送'}).click();
  await panel.locator('[data-status="404"]').waitFor();
  const link = panel.getByRole('link', {name: 'REPO-ERR-1'});
  assert.equal(await link.getAttribute('href'), '/docs/csghub/api/errors#REPO-ERR-1');
  await link.click();
  // The catalogue's index hands a code over to the page that holds its entry (ApiErrorIndex).
  await page.waitForURL(/\/docs\/csghub\/api\/errors\/repositories#REPO-ERR-1$/);
  await page.locator('[id="REPO-ERR-1"]').waitFor();
  await page.goBack();
  await page.close();

  const second = await open('zh-Hans', 'get-models');
  await second.panel.getByLabel('访问令牌').fill('wrong-token');
  await second.panel.getByRole('button', {name: '发送'}).click();
  await second.panel.locator('[data-status="401"]').waitFor();
  assert.match(await second.panel.getByRole('alert').innerText(), /需要访问令牌/);
  await second.page.close();
});

test('a CSGHub that refuses the docs’ origin gets the CORS message; a target outside the CSP the CSP message; nothing else is reached', async () => {
  const {page, requests, panel} = await open('en', 'get-models');
  await panel.getByLabel('Access token').fill(STUB_TOKEN);
  await panel.getByLabel('Target').fill(stub.origin);
  await panel.getByRole('button', {name: 'Send'}).click();
  const alert = panel.locator('[data-failure]');
  await alert.waitFor();
  assert.equal(await alert.getAttribute('data-failure'), 'cors');
  assert.match(await alert.innerText(), /CORS/);
  assert.match(await alert.innerText(), /docs served inside the same CSGHub/);
  // Outside the build's origins: the page says so before sending, and the browser's block is explained.
  const outside = stub.origin.replace('127.0.0.1', 'localhost');
  await panel.getByLabel('Target').fill(outside);
  assert.match(
    await panel
      .getByText(/Content-Security-Policy/)
      .first()
      .innerText(),
    /DOCS_API_ORIGINS/,
  );
  const seen = stub.requests.length;
  await panel.getByRole('button', {name: 'Send'}).click();
  await panel.locator('[data-failure="csp"]').waitFor();
  assert.deepEqual(stub.requests.slice(seen), [], 'a target outside the CSP is not reached');
  assert.deepEqual(
    fromSite(requests)
      .map((url) => new URL(url).origin)
      .filter((origin) => origin !== stub.origin && origin !== outside),
    [],
  );
  await page.close();
});

test('the open panel with a response has no serious or critical axe violation, in both languages', async () => {
  for (const locale of ['en', 'zh-Hans'] as const) {
    const {page, panel} = await open(locale, 'get-models');
    await panel.getByLabel(locale === 'en' ? 'Access token' : '访问令牌').fill(STUB_TOKEN);
    await panel.getByRole('button', {name: locale === 'en' ? 'Send' : '发送'}).click();
    await panel.locator('[data-status="200"]').waitFor();
    await page.evaluate(axeSource);
    const violations = await page.evaluate(async () => {
      const {axe: run} = window as unknown as {axe: typeof axe};
      return (await run.run('section[aria-labelledby]', {resultTypes: ['violations']})).violations.map((item) => ({
        id: item.id,
        impact: item.impact,
        nodes: item.nodes.map((node) => node.target.join(' ')),
      }));
    });
    assert.deepEqual(
      violations.filter((item) => item.impact === 'serious' || item.impact === 'critical'),
      [],
    );
    await page.close();
  }
});
