import {test} from 'node:test';
import assert from 'node:assert/strict';
import {
  COMMUNITY_HUB,
  allowedByBuild,
  defaultTarget,
  errorCodeOf,
  formatBody,
  jsonBody,
  dotSegments,
  missingRequired,
  prepareRequest,
  readBody,
  requestPath,
  shownRequest,
  targetOrigin,
  badCredentialCharacters,
  type Entered,
  type Field,
} from '../request';
import {securityHeaders} from '../../../lib/serving';
import {apiOrigins} from '../../../config/env';

const FIELDS: Field[] = [
  {name: 'namespace', in: 'path', required: true},
  {name: 'name', in: 'path', required: true},
  {name: 'current_user', in: 'query', required: false},
];

test('the target: the community hub on opencsg.com, the docs’ own origin elsewhere', () => {
  assert.equal(defaultTarget({origin: 'https://opencsg.com', hostname: 'opencsg.com'}), COMMUNITY_HUB);
  assert.equal(defaultTarget({origin: 'https://docs.opencsg.com', hostname: 'docs.opencsg.com'}), COMMUNITY_HUB);
  assert.equal(defaultTarget({origin: 'http://10.0.0.5:8080', hostname: '10.0.0.5'}), 'http://10.0.0.5:8080');
  assert.equal(
    defaultTarget({origin: 'https://opencsg.com.evil.example', hostname: 'opencsg.com.evil.example'}),
    'https://opencsg.com.evil.example',
  );
});

test('a target is a bare http(s) origin; anything else is refused', () => {
  assert.equal(targetOrigin(' https://hub.opencsg.com/ '), 'https://hub.opencsg.com');
  assert.equal(targetOrigin('http://127.0.0.1:3000'), 'http://127.0.0.1:3000');
  for (const bad of [
    'hub.opencsg.com',
    'javascript:alert(1)',
    'https://u:p@a.example',
    'https://a.example/api',
    'https://a.example?x=1',
    'file:///etc',
    '',
  ]) {
    assert.equal(targetOrigin(bad), null, bad);
  }
  assert.equal(allowedByBuild('http://a.example', 'http://a.example', []), true);
  assert.equal(allowedByBuild('https://hub.opencsg.com', 'http://a.example', ['https://hub.opencsg.com']), true);
  assert.equal(allowedByBuild('https://b.example', 'http://a.example', ['https://hub.opencsg.com']), false);
});

test('values fill the path as single encoded segments and the query; required ones are named when missing', () => {
  const values = {namespace: 'OpenCSG', name: '../x/y?z#', current_user: 'a b&c=d'};
  assert.equal(
    requestPath('/api/v1/models/{namespace}/{name}', FIELDS, values),
    '/api/v1/models/OpenCSG/..%2Fx%2Fy%3Fz%23?current_user=a+b%26c%3Dd',
  );
  assert.equal(requestPath('/api/v1/models/{namespace}/{name}', FIELDS, {namespace: 'a', name: 'b'}), '/api/v1/models/a/b');
  assert.deepEqual(missingRequired(FIELDS, {namespace: ' ', current_user: 'x'}), ['namespace', 'name']);
});

test('a path value that is a dot segment is refused: the browser would send the request to another endpoint', () => {
  // fetch() resolves "." and ".." (and their %2e spellings) in a path before sending: a DELETE on
  // /api/v1/models/{namespace}/{name} with both values ".." would go to /api/ with the reader's token.
  assert.equal(
    new URL(`https://h${requestPath('/api/v1/models/{namespace}/{name}/x', FIELDS, {namespace: '..', name: '..'})}`).pathname,
    '/api/x',
  );
  for (const value of ['.', '..', ' .. ', '\t.\n']) {
    assert.deepEqual(dotSegments(FIELDS, {namespace: value, name: 'ok'}), ['namespace'], JSON.stringify(value));
  }
  // Encoded spellings are encoded once more (%252e), so they stay one segment and are sent as typed.
  for (const value of ['...', '.a', 'a..', '%2e%2e', '.%2E', '..%2F', '../x', 'OpenCSG']) {
    assert.deepEqual(dotSegments(FIELDS, {namespace: value, name: value}), [], value);
    const sent = new URL(`https://h${requestPath('/api/v1/models/{namespace}/{name}', FIELDS, {namespace: value, name: value})}`).pathname;
    assert.equal(sent.split('/').length, 6, `${value} -> ${sent}`);
  }
  // Only path values: a query value of ".." is data.
  assert.deepEqual(dotSegments(FIELDS, {namespace: 'a', name: 'b', current_user: '..'}), []);
  assert.deepEqual(dotSegments(FIELDS, {}), []);
});

test('the body is sent as the JSON typed, and a body that is not JSON is refused with the reason', () => {
  assert.deepEqual(jsonBody('{\n "name": "m"\n}'), {body: '{\n "name": "m"\n}'});
  assert.deepEqual(jsonBody('  '), {body: ''});
  assert.ok('error' in jsonBody('{"name": '));
});

test('the body sent is the one typed and shown, not a re-serialization: big numbers and repeated keys stay as typed', () => {
  const typed = '{"id": 12345678901234567890123, "name":"a","name":"b", "ratio": 1.10, "text": "\\u00e9"}';
  assert.deepEqual(jsonBody(`\n  ${typed}  \n`), {body: typed});
  const shown = shownRequest(
    {method: 'PUT', path: '/api/v1/models/<namespace>/<name>', query: [], auth: true, json: '{}'},
    'http://10.0.0.5:8080',
    '/api/v1/models/{namespace}/{name}',
    FIELDS,
    {namespace: 'alice', name: 'model'},
    `\n  ${typed}  \n`,
  );
  assert.ok(shown.curl.includes(`-d '${typed}'`), shown.curl);
  // A body of megabytes is checked and sent whole; crafted text that is not JSON is refused.
  const huge = JSON.stringify({items: Array.from({length: 100_000}, (_, i) => ({i, name: `model-${i}`}))});
  assert.equal((jsonBody(huge) as {body: string}).body, huge);
  for (const bad of ['{not json', '{"a": 1}}', "{'a': 1}", '{"a": 1,}', 'NaN', '\u0000', '{"a": "\u0001"}']) {
    assert.ok('error' in jsonBody(bad), JSON.stringify(bad));
  }
});

test('a credential with a character an Authorization header cannot carry is named before anything is sent', () => {
  // What fetch() does with the header: throws before sending (beyond Latin-1, a line break, NUL)…
  for (const bad of ['abc\u200Bdef', 'tök’en', '令牌', 'abc\r\nX-Injected: 1', 'a\u0000b', 'key🔑']) {
    assert.throws(() => new Headers({Authorization: `Bearer ${bad}`}), TypeError, JSON.stringify(bad));
  }
  assert.deepEqual(badCredentialCharacters('abc\u200Bdef'), ['U+200B']);
  assert.deepEqual(badCredentialCharacters('tök’en'), ['U+00F6', 'U+2019']);
  assert.deepEqual(badCredentialCharacters('令牌'), ['U+4EE4', 'U+724C']);
  assert.deepEqual(badCredentialCharacters('abc\r\nX-Injected: 1'), ['U+000D', 'U+000A']);
  assert.deepEqual(badCredentialCharacters('a\u0000b\tc\u007F'), ['U+0000', 'U+0009', 'U+007F']);
  assert.deepEqual(badCredentialCharacters('key🔑'), ['U+1F511'], 'a character outside the BMP is one character');
  // …or sends as one byte each, not the UTF-8 a server reads: refused too.
  assert.deepEqual(badCredentialCharacters('tök\u00A0en'), ['U+00F6', 'U+00A0']);
  // Visible ASCII passes; the blanks around a pasted credential are not part of it.
  for (const good of ['', 'stub-token-3f9c1a7e', ' abc.DEF_123~+/= ', 'sk-' + 'x'.repeat(100_000), '!"#$%&\'()*,;<>?@[\\]^`{|}']) {
    assert.deepEqual(badCredentialCharacters(good), [], good.slice(0, 40));
    assert.doesNotThrow(() => new Headers({Authorization: `Bearer ${good.trim()}`}));
  }
  // A long run of them names the first few, each once.
  assert.deepEqual(badCredentialCharacters('令'.repeat(1_000_000) + '牌\u200B\u200C'), ['U+4EE4', 'U+724C', 'U+200B']);
});

/** A DELETE of a model, as the panel's form holds it, with `change` applied. */
function entered(change: Partial<Entered> = {}): Entered {
  return {
    method: 'delete',
    path: '/api/v1/models/{namespace}/{name}',
    target: 'http://127.0.0.1:3931',
    fields: FIELDS,
    values: {namespace: 'alice', name: 'model'},
    credential: 'stub-token',
    body: null,
    ...change,
  };
}

test('a checked request is exactly what is confirmed and sent: its path with the query, its host, its body as typed', () => {
  const checked = prepareRequest(entered({values: {namespace: 'alice', name: 'model', current_user: 'bob'}, credential: ' stub-token '}));
  assert.deepEqual(checked, {
    request: {
      method: 'DELETE',
      origin: 'http://127.0.0.1:3931',
      host: '127.0.0.1:3931',
      path: '/api/v1/models/alice/model?current_user=bob',
      url: 'http://127.0.0.1:3931/api/v1/models/alice/model?current_user=bob',
      credential: 'stub-token',
      body: '',
    },
  });
  const put = prepareRequest(entered({method: 'PUT', body: ' {"id": 12345678901234567890123, "name":"a","name":"b"}\n'}));
  assert.equal('request' in put && put.request.body, '{"id": 12345678901234567890123, "name":"a","name":"b"}');
  // No credential when the operation takes none, whatever was typed for another operation.
  const open = prepareRequest(entered({credential: null}));
  assert.equal('request' in open && open.request.credential, '');
});

test('crafted input is refused before a request exists: targets, dot segments, empty values, bodies, credentials', () => {
  const problem = (change: Partial<Entered>) => {
    const checked = prepareRequest(entered(change));
    return 'problem' in checked ? checked.problem : null;
  };
  for (const target of [
    'javascript:alert(1)',
    'not a url',
    '',
    ' ',
    'file:///etc/passwd',
    'data:text/plain,x',
    'http://a.example/api',
    'http://u:p@a.example',
    `http://${'a'.repeat(100_000)}.example/x`,
  ]) {
    assert.deepEqual(problem({target}), {kind: 'target'}, target.slice(0, 40));
  }
  assert.deepEqual(problem({values: {namespace: '..', name: 'model'}}), {kind: 'dotSegment', names: ['namespace']});
  assert.deepEqual(problem({values: {namespace: 'alice', name: ' . '}}), {kind: 'dotSegment', names: ['name']});
  assert.deepEqual(problem({values: {namespace: 'alice', name: ''}}), {kind: 'missing', names: ['name']});
  assert.deepEqual(problem({values: {namespace: '\t\n', name: 'model'}}), {kind: 'missing', names: ['namespace']});
  assert.deepEqual(problem({method: 'PUT', body: '{not json'}), {kind: 'json', reason: (jsonBody('{not json') as {error: string}).error});
  assert.deepEqual(problem({credential: 'abc\u200Bdef'}), {kind: 'credential', characters: ['U+200B']});
  assert.deepEqual(problem({credential: '令牌'}), {kind: 'credential', characters: ['U+4EE4', 'U+724C']});
  // A credential the operation does not take is not checked (the page's other operations share it).
  assert.equal(problem({credential: null}), null);
});

test('what is confirmed is what the browser sends: control characters, dot spellings and huge values stay in their segment', () => {
  for (const value of [
    'a\u0000b',
    'a\r\nb',
    'a\tb',
    '\u202Eevil',
    '%2e%2e',
    '..%2f..',
    '...',
    '?x=1#y',
    'a/../..',
    '令牌',
    'x'.repeat(100_000),
  ]) {
    const checked = prepareRequest(entered({values: {namespace: value, name: 'model', current_user: value}}));
    assert.ok('request' in checked, JSON.stringify(value.slice(0, 40)));
    const {request} = checked;
    const url = new URL(request.url);
    assert.equal(url.origin, request.origin);
    assert.equal(`${url.pathname}${url.search}`, request.path, 'the browser sends the path confirmed, unchanged');
    assert.equal(url.pathname.split('/').length, 6, request.path.slice(0, 80));
    assert.equal(decodeURIComponent(url.pathname.split('/')[4]!), value.trim());
    assert.equal(url.searchParams.get('current_user'), value.trim());
  }
});

test('the shown request is the page’s example with the target and the values; the credential stays a placeholder', () => {
  const example = {method: 'GET', path: '/api/v1/models/<namespace>/<name>', query: [], auth: true};
  const shown = shownRequest(
    example,
    'http://10.0.0.5:8080',
    '/api/v1/models/{namespace}/{name}',
    FIELDS,
    {namespace: 'OpenCSG', current_user: 'alice'},
    '',
  );
  assert.equal(
    shown.curl,
    'curl -X GET "http://10.0.0.5:8080/api/v1/models/OpenCSG/<name>?current_user=alice" \\\n  -H "Authorization: Bearer <token>"',
  );
  assert.match(shown.python, /"http:\/\/10\.0\.0\.5:8080\/api\/v1\/models\/OpenCSG\/<name>"[\s\S]*params=\{"current_user": "alice"\}/);
  assert.match(shown.javascript, /fetch\("http:\/\/10\.0\.0\.5:8080\/api\/v1\/models\/OpenCSG\/<name>\?current_user=alice"/);
  for (const code of Object.values(shown)) assert.match(code, /Bearer <token>/);
  const post = shownRequest(
    {method: 'POST', path: '/api/v1/models', query: [], auth: true, json: '{}'},
    COMMUNITY_HUB,
    '/api/v1/models',
    [],
    {},
    '{"name": "m"}',
  );
  assert.match(post.curl, /-d '\{"name": "m"\}'/);
});

test('the shown request is the request sent, whatever the reader typed: the same URL, quoted code', () => {
  const example = {method: 'GET', path: '/api/v1/models/<namespace>/<name>', query: [], auth: true};
  const nasty = `a b&c="d" $(id) \`id\` 'e' !f \\g <name> https://<your-csghub> 中`;
  const values = {namespace: 'ns', name: `it's (1)!*`, current_user: nasty};
  const target = 'http://10.0.0.5:8080';
  const shown = shownRequest(example, target, '/api/v1/models/{namespace}/{name}', FIELDS, values, '');
  const sent = `${target}${requestPath('/api/v1/models/{namespace}/{name}', FIELDS, values)}`;
  assert.equal(shown.curl.split('\n')[0], `curl -X GET "${sent}" \\`);
  assert.ok(shown.javascript.includes(`fetch("${sent}"`), shown.javascript);
  assert.ok(shown.python.includes(`"${target}/api/v1/models/ns/it%27s%20%281%29%21%2A",`), shown.python);
  // Inside the shell's double quotes: nothing it expands, no quote that ends the string.
  assert.doesNotMatch(/^curl -X GET "(.*)" \\$/.exec(shown.curl.split('\n')[0]!)![1]!, /["$`\\!']/);
  assert.ok(shown.python.includes(`params={"current_user": ${JSON.stringify(nasty)}}`), shown.python);
  // The target replaces the example's host once, in the URL; a value naming the example host stays as typed.
  assert.equal(shown.python.split(target).length, 2, shown.python);
});

/** A body of `chunks` chunks of `size` bytes of `char`, counting how many the reader pulled. */
function stream(chunks: number, size: number, char = 'a', fail?: Error): {body: ReadableStream<Uint8Array>; pulled: () => number} {
  let pulled = 0;
  const chunk = new TextEncoder().encode(char.repeat(size / new TextEncoder().encode(char).byteLength));
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled === chunks) {
        if (fail) controller.error(fail);
        else controller.close();
        return;
      }
      pulled += 1;
      controller.enqueue(chunk);
    },
  });
  return {body, pulled: () => pulled};
}

test('a response body is read up to its limit, then no further: a 5 GB file is not loaded into the page', async () => {
  const huge = stream(80_000, 65_536); // 5 GiB if it were all read
  const read = await readBody(huge.body, 256 * 1024);
  assert.equal(read.cut, 'size');
  assert.equal(read.text.length, 256 * 1024);
  assert.equal(read.bytes, 256 * 1024);
  assert.ok(huge.pulled() <= 6, `pulled ${huge.pulled()} chunks`);
  // Exactly the limit is whole; one byte more is cut.
  assert.deepEqual(await readBody(stream(4, 1024).body, 4096), {text: 'a'.repeat(4096), bytes: 4096, cut: null});
  assert.equal((await readBody(stream(5, 1024).body, 4096)).cut, 'size');
  assert.deepEqual(await readBody(null), {text: '', bytes: 0, cut: null});
  assert.deepEqual(await readBody(stream(0, 1).body), {text: '', bytes: 0, cut: null});
});

test('a cut never splits a character: multi-byte text is decoded up to the last whole one', async () => {
  const read = await readBody(stream(3, 3 * 1000, '中').body, 3 * 1000 + 4);
  assert.equal(read.cut, 'size');
  assert.equal(read.text, '中'.repeat(1001));
});

test('a body still arriving when the time runs out keeps what arrived; a timeout before any byte is thrown', async () => {
  const timeout = new DOMException('signal timed out', 'TimeoutError');
  const read = await readBody(stream(2, 10, 'e', timeout).body);
  assert.deepEqual(read, {text: 'e'.repeat(20), bytes: 20, cut: 'time'});
  await assert.rejects(readBody(stream(0, 10, 'e', timeout).body), {name: 'TimeoutError'});
  await assert.rejects(readBody(stream(1, 10, 'e', new TypeError('network error')).body), TypeError);
});

test('a CSGHub error code is found in the body’s code field, else in its text', () => {
  assert.equal(errorCodeOf('{"code":"REPO-ERR-1","msg":"repository not found"}'), 'REPO-ERR-1');
  assert.equal(errorCodeOf('{"code":"<img src=x>","msg":"see AUTH-ERR-2"}'), 'AUTH-ERR-2');
  assert.equal(errorCodeOf('upstream said: DATASET-ERR-12.'), 'DATASET-ERR-12');
  assert.equal(errorCodeOf('{"code":200,"msg":"OK"}'), null);
  assert.equal(errorCodeOf(''), null);
  assert.equal(formatBody('{"a":[1]}'), '{\n  "a": [\n    1\n  ]\n}');
  assert.equal(formatBody('<html>'), '<html>');
});

test('the CSP’s connect-src lists DOCS_API_ORIGINS beside the docs’ own origin, and nothing when it is unset', () => {
  const csp = (origins: readonly string[] | undefined) =>
    /connect-src ([^;"]+)/.exec(securityHeaders([], {algolia: false, ...(origins ? {apiOrigins: origins} : {})}))?.[1];
  assert.equal(csp(undefined), "'self'");
  assert.equal(
    csp(apiOrigins({DOCS_API_ORIGINS: 'https://hub.opencsg.com,http://10.0.0.5:8080'})),
    "'self' https://hub.opencsg.com http://10.0.0.5:8080",
  );
});
