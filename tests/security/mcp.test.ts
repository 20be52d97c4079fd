// cspell:ignore fsecret csecret  (percent-encoded crafted input)
/**
 * The docs MCP server (npm run mcp) against crafted input, over stdio as an assistant drives it, with
 * both kinds of site:
 * - a build folder (`site/`) with secrets planted beside it and symbolic links inside it that point out;
 * - the same site served under /docs/ by a local HTTP server that records every request and answers
 *   anything outside /docs/ with a secret, next to an "other host" server that must get no request.
 * A corpus of traversal, scheme, host, encoding, control-character, lookalike, invisible-character and
 * oversized inputs goes into every argument of both tools. Nothing planted may come back (only a page's
 * `.md` file is read), no request may leave /docs/ of the site, each refusal is an MCP error that names
 * the rule broken, and error messages are short, quote input escaped, and are free of Node's internals
 * (error codes, stacks, the machine's paths). Then: a site that stalls, answers too much or the wrong
 * type, or redirects oddly; a FIFO in the folder; an oversized message; and --site values that are not
 * the docs.
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
  hash: /an encoded "#" or "\?"/,
  invisible: /invisible character/,
  unicode: /not valid Unicode/,
  notFile: /not a regular file/,
  size: /larger than 1 MB/,
  /** A missing page is named as the client wrote it, never as a file name the server made of it. */
  thousand: /^No page "a{100}…" in the (?:en|zh-Hans) docs/,
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
    {value: 'intro%23', rule: RULE.hash},
    {value: 'intro%3F', rule: RULE.hash},
    {value: 'llms-full.txt%23', rule: RULE.hash},
    {value: 'llms-full.txt%3f', rule: RULE.hash},
    {value: '_serving/headers.conf%23', rule: RULE.hash},
    {value: '/_serving/headers.conf%3F', rule: RULE.hash},
    {value: '/docs/_serving/headers.conf%23', rule: RULE.hash},
    {value: 'search-index/manifest.json%23', rule: RULE.hash},
    {value: '404.html%23', rule: RULE.hash},
    {value: '..%23/x', rule: RULE.hash},
    {value: `${site}/docs/en/llms-full.txt%23`, rule: RULE.hash},
    {value: '\ud800', rule: RULE.unicode},
    {value: 'intro\udc00', rule: RULE.unicode},
    {value: 'intro\u200b', rule: RULE.invisible},
    {value: '\u202e', rule: RULE.invisible},
    {value: 'in\u2066tro', rule: RULE.invisible},
    {value: 'intro%e2%80%8b', rule: RULE.invisible},
    {value: 'a'.repeat(1_000), rule: RULE.thousand},
    {value: 'big', rule: RULE.size},
    {value: 'fifo', ...(folder ? {rule: RULE.notFile} : {})},
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

/** FIFOs planted in the build folder, a page's name in each language: nothing ever writes to them. */
const FIFO_FILES = ['fifo.md', path.join('en', 'fifo.md')];

/** A fake build: a page in each language, a 404 page, a search index; secrets and links out beside it. */
async function plantSite(dir: string): Promise<string> {
  const site = path.join(dir, 'site');
  fs.mkdirSync(path.join(site, 'en'), {recursive: true});
  fs.writeFileSync(path.join(site, '404.html'), '<!doctype html><title>404</title>');
  fs.writeFileSync(path.join(site, 'en', '404.html'), '<!doctype html><title>404</title>');
  fs.writeFileSync(path.join(site, 'intro.md'), '# 简介\n\n第一页。\n');
  fs.writeFileSync(path.join(site, 'en', 'intro.md'), '# Intro\n\nThe first page.\n');
  fs.writeFileSync(path.join(site, 'llms.txt'), '# 文档\n');
  fs.writeFileSync(path.join(site, 'en', 'llms.txt'), '# Docs\n');
  // Files of the site that are not pages: read_page never returns them.
  fs.mkdirSync(path.join(site, '_serving'));
  for (const file of [path.join('_serving', 'headers.conf'), 'llms-full.txt', path.join('en', 'llms-full.txt')])
    fs.writeFileSync(path.join(site, file), `# ${CANARY}\n`);
  // A page over the size limit (the largest page of the docs is about 110 KB), and a FIFO that never answers.
  fs.writeFileSync(path.join(site, 'en', 'big.md'), `# Big\n\n${'word '.repeat(400_000)}\n`);
  fs.copyFileSync(path.join(site, 'en', 'big.md'), path.join(site, 'big.md'));
  const fifo = spawnSync(
    'mkfifo',
    FIFO_FILES.map((file) => path.join(site, file)),
  );
  assert.equal(fifo.status, 0, `mkfifo: ${fifo.stderr}`);
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

async function call(client: Client, name: string, args: Record<string, unknown>, timeout = 20_000): Promise<Answer> {
  let result;
  try {
    result = await client.callTool({name, arguments: args}, undefined, {timeout});
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
    if (answer.text.includes('internal error')) note(problems, 'an internal error', what);
    // Input is quoted escaped: an invisible or broken character would make the client read another name.
    if (/[\p{Cc}\p{Cf}\p{Cs}]/u.test(answer.text.replace(/\n/g, '')))
      note(problems, 'an invisible character quoted raw', `${what}: ${JSON.stringify(answer.text.slice(0, 200))}`);
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
    // A reader stuck on the FIFO would keep the server alive: open its other end to let it go.
    for (const file of FIFO_FILES) {
      try {
        fs.closeSync(fs.openSync(path.join(site, file), fs.constants.O_WRONLY | fs.constants.O_NONBLOCK));
      } catch {
        // No reader: nothing to release.
      }
    }
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
      if (target === '/docs/llms.txt' || target === '/docs/en/llms.txt') response.end('# Docs\n');
      else if (target.startsWith('/docs/'))
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

/** Answers of a site that misbehaves, by page: each names the rule the server's answer must name. */
const TRICKS: Record<string, {readonly rule: RegExp; readonly answer: (response: http.ServerResponse) => void}> = {
  // The body stops after the headers: the timeout is the network's, not an internal error.
  stall: {rule: /^Cannot reach .*\(no answer in 20 s\)/, answer: (response) => response.writeHead(200, MARKDOWN).write('# Sta')},
  huge: {rule: RULE.size, answer: (response) => response.writeHead(200, {...MARKDOWN, 'Content-Length': BIG}).end(Buffer.alloc(BIG, 'a'))},
  // No Content-Length: the body is counted as it comes.
  chunked: {
    rule: RULE.size,
    answer: (response) => {
      response.writeHead(200, MARKDOWN).write(Buffer.alloc(BIG / 2, 'a'));
      response.end(Buffer.alloc(BIG / 2, 'a'));
    },
  },
  html: {rule: /HTML/, answer: (response) => response.writeHead(200, {'Content-Type': 'text/html; charset=utf-8'}).end(HTML)},
  'html-as-text': {rule: /HTML/, answer: (response) => response.writeHead(200, {'Content-Type': 'text/plain'}).end(HTML)},
  'redirect-dots': {rule: /redirect.*"\.\." or "\." segment/, answer: (response) => redirect(response, '/docs/..%2f..%2fsecret')},
  'redirect-backslash-dots': {
    rule: /redirect.*"\.\." or "\." segment/,
    answer: (response) => redirect(response, '/docs/%5c..%5c..%5csecret'),
  },
  'redirect-slash': {rule: /redirect.*encoded slash/, answer: (response) => redirect(response, '/docs/en/a%2Fb.md')},
  'redirect-backslash': {rule: /redirect.*encoded slash/, answer: (response) => redirect(response, '/docs/en/a%5Cb.md')},
  'redirect-not-a-page': {rule: /redirect.*not a page/, answer: (response) => redirect(response, '/docs/en/llms-full.txt')},
  'redirect-unparsable': {
    rule: /redirect to "http:\/\/\[::1", which is not a valid address/,
    answer: (response) => redirect(response, 'http://[::1'),
  },
};
const MARKDOWN = {'Content-Type': 'text/markdown; charset=utf-8'};
const BIG = 4 * 1024 * 1024;
const HTML = '<!DOCTYPE html>\n<html><title>Intro</title></html>';
const redirect = (response: http.ServerResponse, location: string) => response.writeHead(302, {Location: location}).end();

describe('a served site that stalls, answers too much or the wrong type, or redirects oddly', () => {
  let client: Client;
  let tricky: Recorder;
  before(async () => {
    tricky = await recorder((target, response) => {
      response.on('error', () => {});
      const page = /^\/docs\/en\/(.+)\.md$/.exec(target)?.[1];
      const trick = page === undefined ? undefined : TRICKS[page];
      if (trick) trick.answer(response);
      else if (target === '/docs/llms.txt' || target === '/docs/en/llms.txt') response.end('# Docs\n');
      else if (page === 'intro') response.writeHead(200, MARKDOWN).end('# Intro\n');
      else if (page === 'moved') redirect(response, '/docs/en/intro.md');
      else if (target.startsWith('/docs/')) response.writeHead(404).end('not found');
      else response.end(`# ${CANARY}\n`);
    });
    client = await connect(`${tricky.origin}/docs/`, dir);
  });
  after(async () => {
    await client?.close();
    tricky.server.closeAllConnections();
    await new Promise<void>((resolve) => tricky.server.close(() => resolve()));
  });

  test('a Markdown page and a redirect to one are read', async () => {
    assert.deepEqual(await call(client, 'read_page', {path: 'intro'}), {isError: false, text: '# Intro\n'});
    assert.deepEqual(await call(client, 'read_page', {path: 'moved'}), {isError: false, text: '# Intro\n'});
  });

  test('each fault gets a clear error that names it, and no request leaves /docs/', async () => {
    const problems: Problems = new Map();
    const pages = Object.keys(TRICKS);
    const answers = await Promise.all(pages.map((page) => call(client, 'read_page', {path: page}, 40_000)));
    pages.forEach((page, i) => check(problems, answers[i]!, `read_page ${page}`, TRICKS[page]!.rule));
    for (const target of tricky.requests.filter((request) => !staysUnderDocs(request)))
      note(problems, "requests outside /docs/ on the site's host", target.slice(0, 100));
    for (const target of tricky.requests.filter((request) => !/\.md$|^\/docs\/(?:en\/)?llms\.txt$/.test(request)))
      note(problems, 'a request for a file that is not a page', target.slice(0, 100));
    assertNoProblems(problems);
  });
});

/** Runs `npm run mcp` with these arguments and stdin closed; its exit code and output. */
async function run(args: readonly string[], input = ''): Promise<{code: number | null; stdout: string; stderr: string}> {
  const server = spawn(TSX, [MCP, ...args], {cwd: dir, stdio: ['pipe', 'pipe', 'pipe']});
  let stdout = '';
  let stderr = '';
  server.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  server.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  // It may stop before it has read everything: a broken pipe is expected then.
  server.stdin.on('error', () => {});
  server.stdin.end(input);
  const timer = setTimeout(() => server.kill('SIGKILL'), 60_000);
  const code = await new Promise<number | null>((resolve) => server.once('exit', (exitCode) => resolve(exitCode)));
  clearTimeout(timer);
  return {code, stdout, stderr};
}

test('a message over 10 MB stops the server with the reason on stderr and a non-zero exit', async () => {
  const frame = JSON.stringify({
    jsonrpc: '2.0',
    id: 1,
    method: 'tools/call',
    params: {name: 'read_page', arguments: {path: 'a'.repeat(11 * 1024 * 1024)}},
  });
  const {code, stderr} = await run(['--site', 'site'], `${frame}\n`);
  assert.notEqual(code, 0);
  assert.match(stderr, /larger than 10 MB/);
});

test('a --site that is not the docs stops the server at start, with the reason', async () => {
  const docs = await recorder((target, response) => {
    const file = target === '/docs/llms.txt' || target === '/docs/en/llms.txt' ? '# Docs\n' : undefined;
    if (file) response.end(file);
    else response.writeHead(404).end('not found');
  });
  const closed = await recorder((_target, response) => response.end());
  await new Promise<void>((resolve) => closed.server.close(() => resolve()));
  const missing = await recorder((_target, response) => response.writeHead(404).end('not found'));
  const html = await recorder((_target, response) => response.writeHead(200, {'Content-Type': 'text/html'}).end(HTML));
  const root = /--site names the root of the docs, http:\/\/127\.0\.0\.1:\d+\/docs\//;
  const cases: ReadonlyArray<readonly [string, RegExp]> = [
    [`${closed.origin}/docs/`, /^Cannot reach .*\(connection refused\)/],
    ['http://nowhere.invalid/docs/', /^Cannot reach .*\(host name not found\)/],
    [`${missing.origin}/docs/`, /has no llms\.txt/],
    [`${html.origin}/docs/`, /HTML/],
    [`${docs.origin}/`, root],
    [docs.origin, root],
    [`${docs.origin}/docs/en/intro`, root],
    [`${docs.origin}/docs/en/`, root],
    ['ftp://example.com/docs/', /scheme "ftp:" is not supported/],
    ['file:///etc', /scheme "file:" is not supported/],
    ['javascript:alert(1)', /scheme "javascript:" is not supported/],
    ['site/en', /is the "en" folder of a build: pass the build folder itself/],
  ];
  try {
    const runs = await Promise.all(cases.map(([site]) => run(['--site', site])));
    cases.forEach(([site, reason], i) => {
      const {code, stdout, stderr} = runs[i]!;
      assert.notEqual(code, 0, `--site ${site} started`);
      assert.equal(stdout, '');
      assert.match(stderr, reason, `--site ${site}`);
      assert.doesNotMatch(stderr, /\n\s+at |node:internal/, `--site ${site}`);
    });
    assert.deepEqual(other.requests, []);
  } finally {
    for (const server of [docs, missing, html]) await new Promise<void>((resolve) => server.server.close(() => resolve()));
  }
});
