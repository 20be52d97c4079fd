// cspell:ignore Cimg Cevil Fevil afevil Findex Ferrors PROPFIND  (percent-encoded crafted input)
/**
 * What the adversarial serving tests share: a raw HTTP/1.1 client that sends a request target byte for
 * byte (fetch and curl without --path-as-is normalize it first), the crafted names and redirect rules
 * they combine, and the checks every response of the docs' web servers must pass.
 */
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import {LOCALES, LOCALE_CODES, type Locale} from '../../config/locales';

export interface RawResponse {
  readonly status: number;
  /** Header lines in order, as sent: [name, value]. */
  readonly headers: ReadonlyArray<readonly [string, string]>;
  /** Lines of the head that are not `Name: value` or hold a lone CR or LF (a split response). */
  readonly malformed: readonly string[];
  readonly body: Buffer;
}

/** The value of a header (first occurrence, case-insensitive), or undefined. */
export function header(response: RawResponse, name: string): string | undefined {
  return response.headers.find(([key]) => key.toLowerCase() === name.toLowerCase())?.[1];
}

function joinChunks(body: Buffer): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  for (;;) {
    const lineEnd = body.indexOf('\r\n', at);
    if (lineEnd < 0) break;
    const size = parseInt(body.subarray(at, lineEnd).toString('latin1'), 16);
    if (!Number.isFinite(size) || size === 0) break;
    parts.push(body.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
}

/** Parses a whole HTTP/1.1 response as received on a connection that the server closed. */
export function parseResponse(raw: Buffer): RawResponse {
  const headEnd = raw.indexOf('\r\n\r\n');
  if (headEnd < 0)
    throw new Error(`no end of head in a response of ${raw.length} bytes: ${JSON.stringify(raw.subarray(0, 200).toString('latin1'))}`);
  const [statusLine = '', ...lines] = raw.subarray(0, headEnd).toString('latin1').split('\r\n');
  const status = /^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1];
  if (!status) throw new Error(`not an HTTP status line: ${JSON.stringify(statusLine.slice(0, 200))}`);
  const headers: Array<[string, string]> = [];
  const malformed: string[] = [];
  for (const line of lines) {
    const match = /^([!#$%&'*+.^_`|~0-9A-Za-z-]+):[ \t]*(.*?)[ \t]*$/.exec(line);
    if (!match || /[\r\n\0]/.test(line)) malformed.push(line);
    if (match) headers.push([match[1]!, match[2]!]);
    // A lone LF inside a line is a line break to many clients: count what follows it as a header too.
    for (const extra of line.split(/\r|\n/).slice(1)) {
      const injected = /^([!#$%&'*+.^_`|~0-9A-Za-z-]+):[ \t]*(.*)$/.exec(extra);
      if (injected) headers.push([injected[1]!, injected[2]!]);
    }
  }
  let body = raw.subarray(headEnd + 4);
  if (headers.some(([name, value]) => name.toLowerCase() === 'transfer-encoding' && /chunked/i.test(value))) body = joinChunks(body);
  return {status: Number(status), headers, malformed, body};
}

/**
 * Sends one request with the target exactly as given (a string is sent as UTF-8, so raw non-ASCII
 * bytes can be sent too), the header lines given and "Connection: close"; resolves with the parsed response once the server
 * closes the connection.
 */
export function rawRequest(
  origin: string,
  target: string,
  {method = 'GET', timeoutMs = 10_000, headers = []}: {method?: string; timeoutMs?: number; headers?: readonly string[]} = {},
): Promise<RawResponse> {
  const {hostname, port} = new URL(origin);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = net.connect(Number(port), hostname, () => {
      // Written, not ended: a browser does not half-close, and Node's HTTP server drops a half-closed request.
      const extra = headers.map((line) => `${line}\r\n`).join('');
      socket.write(Buffer.from(`${method} ${target} HTTP/1.1\r\nHost: ${hostname}:${port}\r\n${extra}Connection: close\r\n\r\n`, 'utf8'));
    });
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no complete answer in ${timeoutMs} ms to ${method} ${target.slice(0, 120)}`));
    }, timeoutMs);
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      // A server that refuses a request it has not read in full may reset the connection after its answer.
      if (error.code === 'ECONNRESET' && chunks.length > 0) {
        try {
          return resolve(parseResponse(Buffer.concat(chunks)));
        } catch {
          // Reported below.
        }
      }
      reject(Object.assign(new Error(`${method} ${target.slice(0, 120)}: ${error.message}`), {code: error.code}));
    });
    socket.on('close', () => {
      clearTimeout(timer);
      try {
        resolve(parseResponse(Buffer.concat(chunks)));
      } catch (error) {
        reject(new Error(`${method} ${target.slice(0, 120)}: ${(error as Error).message}`));
      }
    });
  });
}

/**
 * Crafted page names: each is put where a page name goes in every redirect rule. Percent-encoded
 * unless the name says raw.
 */
export const CRAFTED_NAMES: ReadonlyArray<readonly [label: string, name: string]> = [
  ['CR LF + Set-Cookie', 'x%0d%0aSet-Cookie:%20pwn=1'],
  ['CR LF CR LF + markup', '%0d%0a%0d%0a%3Cimg%20src=x%20onerror=document.title=1%3E'],
  ['LF + Set-Cookie', 'x%0aSet-Cookie:%20pwn=1'],
  ['upper-case CR + header', 'x%0DLocation:%20//evil.example'],
  ['NUL', 'x%00y'],
  ['encoded backslashes', '%5C%5Cevil.example'],
  ['raw backslashes', '\\\\evil.example'],
  ['slash + encoded backslash', '/%5Cevil.example'],
  ['double slash', '/evil.example'],
  ['encoded double slash', '%2F%2Fevil.example'],
  ['http: scheme', 'http:evil.example'],
  ['https: + backslashes', 'https:%5C%5Cevil.example'],
  ['upper-case scheme', 'HTTP:evil.example'],
  ['https://', 'https://evil.example'],
  ['javascript:', 'javascript:alert(1)'],
  ['encoded dot segments', '%2e%2e/%2e%2e/x'],
  ['encoded dot segments and slashes', '%2e%2e%2f%2e%2e%2fx'],
  ['dot dot', '..'],
  ['dot dot semicolon', '..;/x'],
  ['overlong UTF-8 dots', '%c0%ae%c0%ae/x'],
  ['overlong UTF-8 slash', 'x%c0%afevil.example'],
  ['tab', 'x%09y'],
  ['space', 'x%20y'],
  ['encoded slash', 'x%2Fy'],
  ['unicode, encoded', '%E4%B8%AD%E6%96%87'],
  ['unicode, raw', '中文'],
  ['8 KB name', 'a'.repeat(8 * 1024)],
  ['64 KB name', 'a'.repeat(64 * 1024)],
];

/** Every redirect rule (and the paths near them), with a slot for the name: paths under /docs/. */
export const RULES: ReadonlyArray<readonly [label: string, make: (name: string) => string]> = [
  ['.html', (name) => `/docs/${name}.html`],
  ['.html, English', (name) => `/docs/en/${name}.html`],
  ['.html, nested', (name) => `/docs/csghub/${name}.html`],
  ['.html + query', (name) => `/docs/${name}.html?${name}`],
  ['page .html + crafted query', (name) => `/docs/intro.html?${name}`],
  ['/index.html', (name) => `/docs/${name}/index.html`],
  ['/index.html, English', (name) => `/docs/en/${name}/index.html`],
  ['name then index.html', (name) => `/docs/${name}index.html`],
  ['root /index.html + query', (name) => `/docs/index.html?${name}`],
  ['English root /index.html + query', (name) => `/docs/en/index.html?${name}`],
  ['case-only rule + query', (name) => `/docs/Space/space_intro?${name}`],
  ['case-only rule, English + query', (name) => `/docs/en/Space/space_intro?${name}`],
  ['case-only rule below a name', (name) => `/docs/${name}/Space/space_intro`],
  ['bare path', (name) => `/docs/${name}`],
  ['trailing slash', (name) => `/docs/${name}/`],
  ['trailing slash, English, nested', (name) => `/docs/en/csghub/${name}/`],
  ['trailing slash + query', (name) => `/docs/intro/?${name}`],
  ['missing asset', (name) => `/docs/assets/js/${name}.js`],
  ['missing asset, English', (name) => `/docs/en/assets/${name}`],
  ['server files', (name) => `/docs/_serving/${name}`],
  ['server files, English', (name) => `/docs/en/_serving/${name}`],
];

/** Paths crafted as a whole (no slot). */
export const CRAFTED_PATHS: readonly string[] = [
  '/docs%2Findex.html',
  '/docs/x%2Findex.html',
  '/docs/en%2Fx%2Findex.html',
  '/docs/en%2Findex.html',
  '/docs%2FSpace/space_intro',
  '/docs/.%2e/x.html',
  '/docs/x/..%2F..%2Fy.html',
  '/docs/%2e%2e%5Cevil.example.html',
  '/docs/\\evil.example/index.html',
  '/docs//evil.example/index.html',
  '/docs/..%2F..%2Fevil.example/index.html',
  '/docs/404.html',
  '/docs/en/404.html',
  '/docs/x/404.html',
  '/docs/_serving/headers.conf',
  '/docs/en/_serving/headers.conf',
  '/docs/assets/js/missing.js',
  '/docs/en/assets/css/missing.css',
];

/**
 * A page's address with a trailing slash, where a page's relative links (the error catalogue index's
 * `errors/git#GIT-ERR-1`) would resolve one folder too deep: the plain form redirects to the bare path
 * (`to`); the forms crafted around the slash (double slash, encoded slash, dot segments, another host
 * after the slash) are not redirected (`to` null) and must pass problemsOf like any crafted request;
 * the home pages keep their slash (`to` ''): they are served.
 */
export const SLASH_FORMS: ReadonlyArray<readonly [from: string, to: string | null]> = [
  ['/docs/en/csghub/api/errors/', '/docs/en/csghub/api/errors'],
  ['/docs/csghub/api/errors/', '/docs/csghub/api/errors'],
  ['/docs/en/csghub/api/errors/?page=1', '/docs/en/csghub/api/errors?page=1'],
  ['/docs/en/intro/', '/docs/en/intro'],
  ['/docs/', ''],
  ['/docs/en/', ''],
  ['/docs/en/?x=1', ''],
  ['/docs/en/csghub/api//errors/', null],
  ['/docs/en/csghub/api/errors//', null],
  ['/docs//en/csghub/api/errors/', null],
  ['/docs/en/csghub/api/errors%2F', null],
  ['/docs/en/csghub/api/errors%2f/', null],
  ['/docs/en/csghub/api%2Ferrors/', null],
  ['/docs/en/csghub/api/./errors/', null],
  ['/docs/en/csghub/api/errors/./', null],
  ['/docs/en/csghub/x/../api/errors/', null],
  ['/docs/en/csghub/api/errors/../', null],
  ['/docs/en/csghub/api/%2e%2e/errors/', null],
  ['/docs//evil.example/', null],
  ['/docs/%2F%2Fevil.example/', null],
  ['/docs/%5Cevil.example/', null],
  ['/docs/en/csghub/api/errors/?%0d%0aSet-Cookie:%20pwn=1', '/docs/en/csghub/api/errors?%0d%0aSet-Cookie:%20pwn=1'],
];

/** Every crafted request target: each name in each rule, then the whole-path probes. */
export function craftedTargets(): Array<{label: string; target: string}> {
  const targets = RULES.flatMap(([rule, make]) =>
    CRAFTED_NAMES.map(([name, value]) => ({label: `${rule} × ${name}`, target: make(value)})),
  );
  return [...targets, ...CRAFTED_PATHS.map((target) => ({label: 'whole path', target}))];
}

/** The security headers each locale's build promises (its `_serving/headers.conf`), by lower-case name. */
export function promisedHeaders(buildDir: string): Record<Locale, ReadonlyMap<string, string>> {
  const out = {} as Record<Locale, Map<string, string>>;
  for (const locale of LOCALE_CODES) {
    const file = path.join(buildDir, LOCALES[locale].urlSegment, '_serving', 'headers.conf');
    const headers = new Map<string, string>();
    for (const match of fs.readFileSync(file, 'utf8').matchAll(/^add_header ([\w-]+) "([^"]*)" always;$/gm)) {
      headers.set(match[1]!.toLowerCase(), match[2]!);
    }
    if (headers.size === 0) throw new Error(`${file} promises no header`);
    out[locale] = headers;
  }
  return out;
}

/** Header names a docs response may carry: what nginx sends for static files, redirects and errors. */
const ALLOWED_HEADERS = new Set([
  'server',
  'date',
  'content-type',
  'content-length',
  'connection',
  'keep-alive',
  'last-modified',
  'etag',
  'accept-ranges',
  'allow',
  'vary',
  'content-encoding',
  'transfer-encoding',
  'location',
  'cache-control',
]);

/** Text of a crafted request that must never come back in a redirect's body. */
const ECHOED = /evil|onerror|pwn|Set-Cookie|<img|javascript/i;

/**
 * Every problem of one response to `target` (a path under /docs/ on `origin`, as a browser would have
 * requested it): an empty list when it holds.
 * - only known header names, each security header of headers.conf present once with its value (the
 *   page's language when the body is one of our pages), nothing unparsable in the head;
 * - a Location is relative, has no backslash or control character, and resolves, as a browser
 *   resolves it against the request URL, to a path under /docs/ on the same origin;
 * - a redirect's body is at most nginx's short stock text and echoes nothing of the request;
 * - only a 200 may be cached for long.
 */
export function problemsOf(
  origin: string,
  target: string,
  response: RawResponse,
  promised: Record<Locale, ReadonlyMap<string, string>>,
  {securityHeaders = true}: {securityHeaders?: boolean} = {},
): string[] {
  const problems: string[] = [];
  const {status} = response;
  if (![200, 301, 400, 404, 414, 431].includes(status)) problems.push(`status ${status}`);
  for (const line of response.malformed) problems.push(`malformed head line ${JSON.stringify(line.slice(0, 80))}`);
  for (const [name] of response.headers) {
    if (!ALLOWED_HEADERS.has(name.toLowerCase()) && !promised['zh-Hans'].has(name.toLowerCase()))
      problems.push(`unexpected header ${name}`);
  }
  if (securityHeaders) {
    const lang = /<html[^>]*\blang="?([\w-]+)/.exec(response.body.subarray(0, 4096).toString('utf8'))?.[1];
    const locales = LOCALE_CODES.filter((locale) => !lang || LOCALES[locale].htmlLang === lang);
    const matches = locales.some((locale) =>
      [...promised[locale]].every(
        ([name, value]) => response.headers.filter(([key, got]) => key.toLowerCase() === name && got === value).length === 1,
      ),
    );
    if (!matches) {
      const missing = [...promised['zh-Hans'].keys()].filter((name) => !header(response, name));
      problems.push(missing.length > 0 ? `no ${missing.join(', ')}` : `security headers not those of ${lang ?? 'either language'}`);
    }
  }
  const cache = header(response, 'cache-control') ?? '';
  if (status !== 200 && /immutable|max-age=[1-9]/.test(cache)) problems.push(`a ${status} cached: ${cache}`);
  const location = header(response, 'location');
  if (location !== undefined) {
    if (status < 300 || status > 399) problems.push(`Location on a ${status}`);
    if (/[\\\0-\x20\x7f]/.test(location))
      problems.push(`Location with a backslash, space or control character: ${JSON.stringify(location.slice(0, 80))}`);
    if (/^[a-z][a-z0-9+.-]*:/i.test(location) || location.startsWith('//'))
      problems.push(`Location not relative: ${location.slice(0, 80)}`);
    let resolved: URL | null = null;
    try {
      resolved = new URL(location, `${origin}${target}`);
    } catch {
      problems.push(`Location does not resolve: ${location.slice(0, 80)}`);
    }
    if (resolved && (resolved.origin !== origin || !(resolved.pathname === '/docs' || resolved.pathname.startsWith('/docs/')))) {
      problems.push(`Location leaves /docs/: ${location.slice(0, 80)} -> ${resolved.href.slice(0, 120)}`);
    }
    if (response.body.length > 256 || ECHOED.test(response.body.toString('latin1'))) {
      problems.push(`redirect body of ${response.body.length} bytes: ${JSON.stringify(response.body.subarray(0, 80).toString('latin1'))}`);
    }
  } else if (status === 301) problems.push('301 without Location');
  return problems;
}

/**
 * Requests a static site answers in its own way, each sent to a page and to a hashed asset: other
 * methods, byte ranges, preconditions that fail. Both servers ignore ranges (the whole file, 200),
 * answer a method other than GET and HEAD with 405 and `Allow: GET, HEAD`, and may answer a failed
 * precondition with 412; whatever the status, a response is cached for long only when it is an asset's
 * 200, and no header is sent twice.
 */
export const UNUSUAL_REQUESTS: ReadonlyArray<{readonly label: string; readonly method?: string; readonly headers?: readonly string[]}> = [
  {label: 'a range past the end', headers: ['Range: bytes=999999999-']},
  {label: 'a one-byte range', headers: ['Range: bytes=0-0']},
  {label: 'three ranges', headers: ['Range: bytes=0-0,5-5,10-10']},
  {label: 'overlapping ranges', headers: ['Range: bytes=0-100,50-150,0-']},
  {label: 'a suffix range', headers: ['Range: bytes=-1']},
  {label: 'a range in another unit', headers: ['Range: lines=0-1']},
  {label: 'a malformed range', headers: ['Range: bytes=x-y']},
  {label: 'If-Range with a range', headers: ['If-Range: "nope"', 'Range: bytes=0-0']},
  {label: 'If-Match that fails', headers: ['If-Match: "nope"']},
  {label: 'If-Unmodified-Since in 1970', headers: ['If-Unmodified-Since: Thu, 01 Jan 1970 00:00:00 GMT']},
  {label: 'HEAD with a range past the end', method: 'HEAD', headers: ['Range: bytes=999999999-']},
  ...['OPTIONS', 'POST', 'PUT', 'DELETE', 'PATCH', 'PROPFIND'].map((method) => ({label: method, method})),
];

/** Headers a response may carry once only. */
const SINGLE_HEADERS = ['cache-control', 'content-type', 'content-length', 'location', 'allow'];

/**
 * What is wrong with the answer to one of UNUSUAL_REQUESTS: its status, a header sent twice, a long
 * cache on anything but an asset's 200, a 405 without its Allow, a 200 to a range that is not the
 * whole file (`wholeLength`: the bytes of a plain GET; 0 for HEAD).
 */
export function unusualProblems(response: RawResponse, {asset, wholeLength}: {asset: boolean; wholeLength: number}): string[] {
  const problems: string[] = [];
  const {status} = response;
  if (![200, 405, 412].includes(status)) problems.push(`status ${status}`);
  const names = response.headers.map(([name]) => name.toLowerCase());
  const promisedOnce = [...SINGLE_HEADERS, 'content-security-policy', 'x-content-type-options', 'referrer-policy'];
  for (const name of new Set(names)) {
    if (promisedOnce.includes(name) && names.filter((other) => other === name).length > 1) problems.push(`${name} sent twice`);
  }
  const cache = header(response, 'cache-control');
  const long = 'public, max-age=31536000, immutable';
  const expected = status === 200 && asset ? long : 'no-cache';
  if (cache !== expected) problems.push(`Cache-Control ${cache ?? '(none)'} on a ${status}, not ${expected}`);
  if (status === 405 && header(response, 'allow') !== 'GET, HEAD')
    problems.push(`a 405 with Allow ${header(response, 'allow') ?? '(none)'}`);
  if (status === 200 && response.body.length !== wholeLength) problems.push(`${response.body.length} bytes, not the whole ${wholeLength}`);
  return problems;
}
