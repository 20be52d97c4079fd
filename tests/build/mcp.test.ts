/**
 * The docs MCP server (npm run mcp) over stdio, against the test build served on loopback and as a
 * folder: both tools answer, and bad input gets a clear message. (tests/security/mcp.test.ts drives
 * it with crafted input.)
 */
import {after, before, test} from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';
import type {Server} from 'node:http';
import {createServer} from '../../lib/serve';
import {listen} from '../../lib/browser';
import {BUILD_DIR, ROOT} from '../../lib/build';

let server: Server;
let client: Client;

async function connect(site: string): Promise<Client> {
  const transport = new StdioClientTransport({command: path.join(ROOT, 'node_modules', '.bin', 'tsx'), args: [path.join(ROOT, 'scripts', 'mcp.ts'), '--site', site], stderr: 'ignore'});
  const mcp = new Client({name: 'docs-test', version: '1.0.0'});
  await mcp.connect(transport);
  return mcp;
}

const textOf = (result: Awaited<ReturnType<Client['callTool']>>) => (result.content as Array<{type: string; text: string}>)[0]!.text;

before(async () => {
  server = createServer({dir: BUILD_DIR});
  const origin = await listen(server);
  client = await connect(`${origin}/docs/`);
});
after(async () => {
  await client?.close();
  await new Promise<void>((resolve) => server?.close(() => resolve()));
});

test('the server offers search_docs and read_page', async () => {
  const {tools} = await client.listTools();
  assert.deepEqual(tools.map((tool) => tool.name).sort(), ['read_page', 'search_docs']);
});

test('search_docs answers with the site search: a known query finds its page', async () => {
  const english = await client.callTool({name: 'search_docs', arguments: {query: 'helm upgrade rollback'}});
  assert.ok(!english.isError);
  assert.match(textOf(english), /path: csghub\/101\/install\/by_helm/);
  const chinese = await client.callTool({name: 'search_docs', arguments: {query: 'helm 升级', language: 'zh-Hans'}});
  assert.match(textOf(chinese), /\/docs\/csghub\/101\/install\/by_helm/);
});

test('read_page returns the Markdown of a page, by path or by URL', async () => {
  const byPath = await client.callTool({name: 'read_page', arguments: {path: 'csghub/101/install/by_helm'}});
  assert.ok(!byPath.isError);
  assert.match(textOf(byPath), /^# Helm Chart/);
  const byUrl = await client.callTool({name: 'read_page', arguments: {path: 'https://opencsg.com/docs/model/model_upload#web', language: 'zh'}});
  assert.match(textOf(byUrl), /^# 上传模型文件/);
});

test('bad input gets a clear error: an unknown page, an empty query, an unreachable site', async () => {
  const unknown = await client.callTool({name: 'read_page', arguments: {path: 'model/no_such_page'}});
  assert.equal(unknown.isError, true);
  assert.match(textOf(unknown), /No page "model\/no_such_page" in the en docs/);
  const empty = await client.callTool({name: 'search_docs', arguments: {query: '  '}});
  assert.equal(empty.isError, true);
  assert.match(textOf(empty), /The query is empty/);
  // A site it cannot reach: the server does not start, and says why on stderr.
  const nowhere = spawnSync(path.join(ROOT, 'node_modules', '.bin', 'tsx'), [path.join(ROOT, 'scripts', 'mcp.ts'), '--site', 'http://127.0.0.1:9/docs/'], {
    encoding: 'utf8',
    input: '',
    timeout: 60_000,
  });
  assert.notEqual(nowhere.status, 0, 'a non-zero exit');
  assert.match(nowhere.stderr, /Cannot reach http:\/\/127\.0\.0\.1:9\/docs\//);
});

test('a build folder: pages and hits link within the site, and the project beside the build stays out of reach', async () => {
  const folder = await connect(BUILD_DIR);
  try {
    const page = await folder.callTool({name: 'read_page', arguments: {path: '/docs/model/model_upload', language: 'zh-Hans'}});
    assert.ok(!page.isError);
    assert.match(textOf(page), /^# 上传模型文件/);
    assert.match(textOf(page), /\]\(\/docs\//, 'links into the site are site paths');
    assert.doesNotMatch(textOf(page), /\]\(https?:\/\/opencsg\.com\/docs\//);
    const hits = await folder.callTool({name: 'search_docs', arguments: {query: 'helm upgrade rollback'}});
    assert.match(textOf(hits), /\n {3}\/docs\/en\/csghub\/101\/install\/by_helm/);
    assert.doesNotMatch(textOf(hits), /opencsg\.com\/docs/);
    // The build sits in the project: its README is one level up.
    const readme = fs.readFileSync(path.join(BUILD_DIR, '..', 'README.md'), 'utf8').split('\n', 1)[0]!;
    const outside = await folder.callTool({name: 'read_page', arguments: {path: '../README', language: 'zh-Hans'}});
    assert.equal(outside.isError, true);
    assert.match(textOf(outside), /^Refused: the page path "\.\.\/README" has a "\.\." or "\." segment/);
    assert.ok(!textOf(outside).includes(readme));
  } finally {
    await folder.close();
  }
});
