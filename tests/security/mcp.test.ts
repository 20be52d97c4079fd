/**
 * The docs MCP server (npm run mcp) against crafted input, over stdio as an assistant drives it, with
 * both kinds of site:
 * - a build folder (`site/`) with secrets planted beside it and symbolic links inside it that point out;
 * - the same site served under /docs/ by a local HTTP server that records every request and answers
 *   anything outside /docs/ with a secret, next to an "other host" server that must get no request.
 * A corpus of traversal, scheme, host, encoding, control-character, lookalike and oversized inputs goes
 * into every argument of both tools. Nothing planted may come back, no request may leave /docs/ of the
 * site, each refusal is an MCP error that names the rule broken, and error messages are short and free
 * of Node's internals (error codes, stacks, the machine's paths).
 */
import {after, before, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {spawn, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type {AddressInfo} from 'node:net';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';
import {buildIndex} from '../../plugins/local-search/server/buildIndex';
import {writeIndex} from '../../plugins/local-search/server/site';
import type {SourcePage} from '../../plugins/local-search/shared/format';
import {ROOT} from '../../lib/build';

const TSX = path.join(ROOT, 'node_modules', '.bin', 'tsx');
const MCP = path.join(ROOT, 'scripts', 'mcp.ts');
/** In every planted file and in every answer served outside /docs/: it must never come back. */
const CANARY = 'PLANTED-SECRET-7c41';

/** What the server's answer must say for each kind of crafted input. */
const RULE = {
  dots: /"\.\." or "\." segment/,
  site: /another site or scheme/,
  outside: /outside \/docs\//,
  control: /control character/,
  long: /longer than \d+ characters/,
  encoding: /percent-encoding/,
  lookalike: /lookalike/,
  empty: /is empty/,
  language: /Unknown language/,
  link: /outside the site folder/,
} as const;

interface Probe {
  readonly value: string;
  /** The rule the refusal names; undefined when a refusal is not required (a missing page, or a page of the site). */
  readonly rule?: RegExp;
}

const LONG = 'a'.repeat(100_000);

/**
 * Page references; `other` is the other host's origin, `site` the origin of the site's own URLs.
 * The symbolic links are the folder's: over HTTP they are missing pages.
 */
function pathProbes(other: string, site: string, folder: boolean): Probe[] {
  const otherHost = other.replace(/^http:\/\//, '');
  return [
    {value: '../README', rule: RULE.dots},
    {value: '../secret', rule: RULE.dots},
    {value: '/../x', rule: RULE.dots},
    {value: 'intro/../../x', rule: RULE.dots},
    {value: '/docs/en/../../secret', rule: RULE.dots},
    {value: '..%2fx', rule: RULE.dots},
    {value: '..%2F..%2Fx', rule: RULE.dots},
    {value: '%2e%2e/x', rule: RULE.dots},
    {value: '%2E%2E%2Fx', rule: RULE.dots},
    {value: '..\\x', rule: RULE.dots},
    {value: '..\\..\\secret', rule: RULE.dots},
    {value: '../api/v1/secret', rule: RULE.dots},
    {value: 'intro/./../../secret', rule: RULE.dots},
    {value: '%252e%252e/secret', rule: RULE.encoding},
    {value: '%', rule: RULE.encoding},
    {value: 'intro%zz', rule: RULE.encoding},
    {value: '/etc/passwd'},
    {value: 'C:\\x', rule: RULE.site},
    {value: 'c:/windows/win.ini', rule: RULE.site},
    {value: `HTTP://${otherHost}/x`, rule: RULE.site},
    {value: ` HTTP://${otherHost}/x`, rule: RULE.site},
    {value: `\tHtTp://${otherHost}/docs/intro`, rule: RULE.site},
    {value: `http://${otherHost}/docs/intro`, rule: RULE.site},
    {value: `\\\\${otherHost}\\x`, rule: RULE.site},
    {value: `//${otherHost}/x`, rule: RULE.site},
    {value: `/\\${otherHost}/x`, rule: RULE.site},
    {value: `http:${otherHost}/x`, rule: RULE.site},
    {value: `http:/${otherHost}/x`, rule: RULE.site},
    {value: 'file:///etc/passwd', rule: RULE.site},
    {value: 'FILE:///etc/passwd', rule: RULE.site},
    {value: 'javascript:alert(1)', rule: RULE.site},
    {value: `${site}/api/v1/secret`, rule: RULE.outside},
    {value: `${site}/docs/../secret`, rule: RULE.outside},
    {value: `${site}/docs/%2e%2e/secret`, rule: RULE.outside},
    {value: `${site}/docs/..%2fsecret`, rule: RULE.dots},
    {value: 'https://opencsg.com/docs/../api/v1/secret', rule: RULE.outside},
    {value: 'intro\u0000', rule: RULE.control},
    {value: '\u0000../secret', rule: RULE.control},
    {value: 'intro%00.md', rule: RULE.control},
    {value: 'intro\r\nX-Injected: 1', rule: RULE.control},
    {value: '%0d%0aX-Injected:%201', rule: RULE.control},
    {value: LONG, rule: RULE.long},
    {value: '../'.repeat(40_000), rule: RULE.long},
    {value: '界'.repeat(50_000), rule: RULE.long},
    {value: '', rule: RULE.empty},
    {value: '   ', rule: RULE.empty},
    {value: '\uff0e\uff0e/secret', rule: RULE.lookalike},
    {value: '..\uff0fsecret', rule: RULE.lookalike},
    {value: '\u2025/secret', rule: RULE.lookalike},
    {value: '..\u2215secret'},
    {value: 'intro#../../secret'},
    {value: 'intro?x=../../secret'},
    {value: 'linked-dir/secret', ...(folder ? {rule: RULE.link} : {})},
    {value: 'linked', ...(folder ? {rule: RULE.link} : {})},
  ];
}

/** Values of `language`: all of them are refused. */
function languageProbes(other: string): Probe[] {
  return [
    '../../x',
    'en/../../secret',
    'zh/../../secret',
    'en\u0000',
    'en\r\nx',
    LONG,
    '',
    'ｅｎ',
    'C:\\x',
    `${other}/`,
    'file:///etc/passwd',
  ].map((value) => ({value, rule: RULE.language}));
}

/** A fake build: a page in each language, a 404 page, a search index; secrets and links out beside it. */
async function plantSite(dir: string): Promise<string> {
  const site = path.join(dir, 'site');
  fs.mkdirSync(path.join(site, 'en'), {recursive: true});
  fs.writeFileSync(path.join(site, '404.html'), '<!doctype html><title>404</title>');
  fs.writeFileSync(path.join(site, 'en', '404.html'), '<!doctype html><title>404</title>');
  fs.writeFileSync(path.join(site, 'intro.md'), '# 简介\n\n第一页。\n');
  fs.writeFileSync(path.join(site, 'en', 'intro.md'), '# Intro\n\nThe first page.\n');
  for (const file of ['secret.md', 'README.md', 'x.md', 'secret.json', path.join('api', 'v1', 'secret.md')]) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    fs.writeFileSync(path.join(dir, file), `# ${CANARY}\n`);
  }
  fs.symlinkSync(path.join('..', '..', 'secret.md'), path.join(site, 'en', 'linked.md'));
  fs.symlinkSync(path.join('..', 'secret.md'), path.join(site, 'linked.md'));
  fs.symlinkSync('..', path.join(site, 'linked-dir'));
  fs.symlinkSync(path.join('..', '..'), path.join(site, 'en', 'linked-dir'));
  const page = (pagePath: string, language: string, title: string, text: string): SourcePage => ({
    path: pagePath,
    docusaurusTag: 'docs-default-current',
    language,
    lvl0: 'Docs',
    records: [
      {type: 'lvl1', anchor: null, text: title},
      {type: 'content', anchor: null, text},
    ],
  });
  await writeIndex(
    path.join(site, 'search-index'),
    buildIndex('zh-Hans', [page('/docs/intro', 'zh-Hans', '简介', '第一页 intro README secret')], {base: '/docs/'}),
  );
  await writeIndex(
    path.join(site, 'en', 'search-index'),
    buildIndex('en', [page('/docs/en/intro', 'en', 'Intro', 'The first page: intro README secret')], {base: '/docs/en/'}),
  );
  return site;
}

/** Every regular file under `dir`, by its path relative to it (symbolic links are not followed). */
function filesOf(dir: string, prefix = ''): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
    const relative = `${prefix}${entry.name}`;
    if (entry.isDirectory()) for (const [file, data] of filesOf(path.join(dir, entry.name), `${relative}/`)) files.set(file, data);
    else if (entry.isFile()) files.set(relative, fs.readFileSync(path.join(dir, entry.name)));
  }
  return files;
}

interface Recorder {
  readonly server: http.Server;
  readonly origin: string;
  readonly requests: string[];
}

/** An HTTP server on loopback that records each request target; `answer` writes the response. */
async function recorder(answer: (target: string, response: http.ServerResponse) => void): Promise<Recorder> {
  const requests: string[] = [];
  const server = http.createServer((request, response) => {
    requests.push(request.url ?? '');
    answer(request.url ?? '', response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, requests};
}

/** Whether a request target stays under /docs/ however a server decodes and normalizes it. */
function staysUnderDocs(target: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(target.split('?', 1)[0]!);
  } catch {
    return false;
  }
  if (/[\u0000-\u001f\\]/.test(decoded) || decoded.includes('%')) return false;
  return path.posix.normalize(decoded).startsWith('/docs/') && !decoded.split('/').some((segment) => segment === '..' || segment === '.');
}

interface Answer {
  readonly isError: boolean;
  readonly text: string;
}

async function connect(site: string, cwd: string): Promise<Client> {
  const transport = new StdioClientTransport({command: TSX, args: [MCP, '--site', site], cwd, stderr: 'ignore'});
  const client = new Client({name: 'security-test', version: '1.0.0'});
  await client.connect(transport);
  return client;
}

async function call(client: Client, name: string, args: Record<string, unknown>): Promise<Answer> {
  let result;
  try {
    result = await client.callTool({name, arguments: args}, undefined, {timeout: 20_000});
  } catch (error) {
    // A protocol error (no answer in time, a closed connection) is an answer too: the check reports it.
    return {isError: true, text: `no tool answer: ${error instanceof Error ? error.message : String(error)}`};
  }
  const text = (result.content as Array<{type: string; text?: string}>).map((part) => part.text ?? '').join('\n');
  return {isError: result.isError === true, text};
}

const show = (value: string) => JSON.stringify(value.length > 60 ? `${value.slice(0, 60)}…` : value);

/** What is wrong with an answer, by kind: a secret came back, a raw error, an echo, an unnamed refusal. */
type Problems = Map<string, string[]>;

function note(problems: Problems, kind: string, what: string): void {
  problems.set(kind, [...(problems.get(kind) ?? []), what]);
}

/** What every answer must satisfy, error or not, and the refusal a probe expects. */
function check(problems: Problems, answer: Answer, what: string, rule: RegExp | undefined): void {
  if (answer.text.includes(CANARY) || answer.text.includes('root:x:0:0')) note(problems, 'a secret came back', what);
  if (answer.text.startsWith('no tool answer')) note(problems, 'no answer', `${what}: ${answer.text}`);
  if (answer.text.length >= 2_000) note(problems, 'a long answer (input echoed whole?)', `${what}: ${answer.text.length} characters`);
  if (answer.isError) {
    if (/\bE[A-Z]{3,}\b|\n\s+at |node:internal|TypeError|ZodError/.test(answer.text))
      note(problems, 'a raw Node error', `${what}: ${answer.text.slice(0, 200)}`);
    if (answer.text.includes(dir) || answer.text.includes(fs.realpathSync(dir)))
      note(problems, "the machine's path", `${what}: ${answer.text.slice(0, 200)}`);
  }
  if (!rule) return;
  if (!answer.isError) note(problems, 'not refused', what);
  else if (!rule.test(answer.text)) note(problems, 'a refusal that does not name its rule', `${what}: ${answer.text.slice(0, 200)}`);
}

/** Runs the whole corpus through both tools; returns the problems found. */
async function probeAll(client: Client, probes: readonly Probe[], languages: readonly Probe[]): Promise<Problems> {
  const problems: Problems = new Map();
  for (const language of ['en', 'zh-Hans']) {
    for (const probe of probes) {
      const what = `read_page ${show(probe.value)} (${language})`;
      check(problems, await call(client, 'read_page', {path: probe.value, language}), what, probe.rule);
      // A query is text to search, not a path: it may find nothing, but it never reads outside.
      const search = await call(client, 'search_docs', {query: probe.value, language});
      check(problems, search, `search_docs ${show(probe.value)} (${language})`, probe.value.length > 1_000 ? RULE.long : undefined);
    }
  }
  for (const probe of languages) {
    const read = await call(client, 'read_page', {path: 'intro', language: probe.value});
    check(problems, read, `read_page language ${show(probe.value)}`, probe.rule);
    const search = await call(client, 'search_docs', {query: 'intro', language: probe.value});
    check(problems, search, `search_docs language ${show(probe.value)}`, probe.rule);
  }
  return problems;
}

/** Fails with a count per kind of problem and the first few of each. */
function assertNoProblems(problems: Problems): void {
  const summary = [...problems].map(([kind, list]) => `${kind}: ${list.length}\n  ${list.slice(0, 6).join('\n  ')}`);
  assert.equal(summary.length, 0, `\n${summary.join('\n')}`);
}

let dir: string;
let site: string;
let other: Recorder;

before(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mcp-security-'));
  site = await plantSite(dir);
  other = await recorder((_target, response) => response.end(`# ${CANARY}\n`));
});
after(async () => {
  await new Promise<void>((resolve) => other.server.close(() => resolve()));
  fs.rmSync(dir, {recursive: true, force: true});
});

describe('a build folder with secrets beside it', () => {
  let client: Client;
  before(async () => {
    client = await connect('site', dir);
  });
  after(async () => {
    await client?.close();
  });

  test('pages of the site are read, by path and by the public URL', async () => {
    const page = await call(client, 'read_page', {path: 'intro', language: 'en'});
    assert.deepEqual(page, {isError: false, text: '# Intro\n\nThe first page.\n'});
    const byUrl = await call(client, 'read_page', {path: 'https://opencsg.com/docs/intro#x', language: 'zh-Hans'});
    assert.equal(byUrl.text, '# 简介\n\n第一页。\n');
    const hits = await call(client, 'search_docs', {query: 'intro', language: 'en'});
    assert.match(hits.text, /path: intro/);
    assert.doesNotMatch(hits.text, /opencsg\.com/, 'a folder has no public address: links are site paths');
    assert.match(hits.text, /\/docs\/en\/intro/);
  });

  test('no crafted path, query or language reads outside the folder; refusals name their rule', async () => {
    const problems = await probeAll(client, pathProbes(other.origin, 'https://opencsg.com', true), languageProbes(other.origin));
    if (other.requests.length) note(problems, 'requests to the other host', other.requests.slice(0, 6).join(' '));
    assertNoProblems(problems);
  });
});

describe('a served site, with another host beside it', () => {
  let client: Client;
  let served: Recorder;
  before(async () => {
    const files = filesOf(site);
    served = await recorder((target, response) => {
      const pathname = target.split('?', 1)[0]!;
      let file: Buffer | undefined;
      try {
        file = pathname.startsWith('/docs/') ? files.get(decodeURIComponent(pathname.slice('/docs/'.length))) : undefined;
      } catch {
        // A malformed escape names no file.
      }
      if (file) response.end(file);
      else if (pathname.startsWith('/docs/')) response.writeHead(404).end('not found');
      else response.end(`# ${CANARY}\n`);
    });
    client = await connect(`${served.origin}/docs/`, dir);
  });
  after(async () => {
    await client?.close();
    await new Promise<void>((resolve) => served.server.close(() => resolve()));
  });

  test('pages of the site are read, by path and by a URL of the site in any case', async () => {
    const page = await call(client, 'read_page', {path: 'intro', language: 'en'});
    assert.deepEqual(page, {isError: false, text: '# Intro\n\nThe first page.\n'});
    const shouted = await call(client, 'read_page', {path: ` ${served.origin.toUpperCase()}/docs/en/intro.md `, language: 'en'});
    assert.equal(shouted.text, '# Intro\n\nThe first page.\n');
    const hits = await call(client, 'search_docs', {query: 'intro', language: 'zh-Hans'});
    assert.match(hits.text, new RegExp(`${served.origin}/docs/intro`));
  });

  test('no crafted path, query or language makes a request outside /docs/ or to another host', async () => {
    const problems = await probeAll(client, pathProbes(other.origin, served.origin, false), languageProbes(other.origin));
    for (const target of other.requests) note(problems, 'requests to the other host', target.slice(0, 100));
    for (const target of served.requests.filter((request) => !staysUnderDocs(request)))
      note(problems, "requests outside /docs/ on the site's host", target.slice(0, 100));
    assertNoProblems(problems);
  });

  test('a redirect of the site that leaves /docs/ is not followed', async () => {
    const bouncer = await recorder((target, response) => {
      if (target.startsWith('/docs/'))
        response.writeHead(302, {Location: target.includes('away') ? `${other.origin}/x` : '/api/v1/secret'}).end();
      else response.end(`# ${CANARY}\n`);
    });
    const bounced = await connect(`${bouncer.origin}/docs/`, dir);
    try {
      for (const page of ['intro', 'away']) {
        const problems: Problems = new Map();
        check(problems, await call(bounced, 'read_page', {path: page}), `read_page through a redirect (${page})`, /redirect/);
        assertNoProblems(problems);
      }
      assert.deepEqual(
        bouncer.requests.filter((target) => !staysUnderDocs(target)),
        [],
      );
      assert.deepEqual(other.requests, []);
    } finally {
      await bounced.close();
      await new Promise<void>((resolve) => bouncer.server.close(() => resolve()));
    }
  });
});

test('npm run mcp without --site reads nothing and says how to name a site', () => {
  const run = spawnSync(TSX, [MCP], {cwd: dir, encoding: 'utf8', timeout: 60_000, input: ''});
  assert.notEqual(run.status, 0);
  assert.equal(run.stdout, '');
  assert.match(run.stderr, /--site/);
  assert.match(run.stderr, /build folder/);
  assert.match(run.stderr, /https?:\/\//);
  assert.deepEqual(other.requests, []);
});

test('npm run mcp says on stderr which site it reads, before it answers', async () => {
  const server = spawn(TSX, [MCP, '--site', 'site'], {cwd: dir, stdio: ['pipe', 'pipe', 'pipe']});
  try {
    let stderr = '';
    const line = await new Promise<string>((resolve, reject) => {
      server.stderr.setEncoding('utf8').on('data', (chunk: string) => {
        stderr += chunk;
        if (stderr.includes('\n')) resolve(stderr.split('\n', 1)[0]!);
      });
      server.once('exit', (code) => reject(new Error(`the server stopped (${code}): ${stderr}`)));
    });
    assert.equal(line, `OpenCSG docs MCP server on stdio, reading the build folder ${site}`);
  } finally {
    server.kill();
  }
});

test('a folder that holds no built site stops the server at start, with the reason', () => {
  const run = spawnSync(TSX, [MCP, '--site', 'nowhere'], {cwd: dir, encoding: 'utf8', timeout: 60_000, input: ''});
  assert.notEqual(run.status, 0);
  assert.match(run.stderr, /holds no built site/);
});
