/**
 * The docs as an MCP server (scripts/mcp.ts): `search_docs` answers from the site's own search
 * index with the site's ranking (plugins/local-search), `read_page` returns a page's Markdown twin
 * (plugins/llms). The docs come from a served site (https://opencsg.com/docs/, or the offline image
 * inside a network) or from a build folder.
 */
import type {Stats} from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';
import {z} from 'zod';
import {BASE_URL, LOCALES, isLocale, type Locale} from '../../config/locales';
import {hierarchyAt, SearchEngine} from '../../plugins/local-search';

/** The docs' public address: every copy of the site holds the pages its URLs name. */
export const PUBLIC_ORIGIN = 'https://opencsg.com';

/** The longest page reference or query taken; longer ones are refused. */
export const MAX_INPUT = 1_000;

/**
 * The largest file read, a page's Markdown, a search-index file or llms.txt; larger ones are refused.
 * The largest page of the docs is about 110 KB, its largest search-index file about 50 KB.
 */
export const MAX_FILE_BYTES = 1024 * 1024;
const MAX_FILE = '1 MB';

/** How long a read of the site may take, redirects and body included. */
const TIMEOUT_MS = 20_000;

/** An error meant for the assistant: it names what went wrong, quotes input cut short, and holds no internals. */
export class DocsError extends Error {}
/** The input breaks a rule; the message names it. */
export class RefusedError extends DocsError {}
export class NotFoundError extends DocsError {}
export class UnreachableError extends DocsError {}

/**
 * An input as messages quote it: escaped as JSON is, and invisible characters too (control, format
 * such as zero-width and bidi, separators, lone surrogates show as \n, \u200b …), cut to `max` characters.
 */
export function quoted(value: string, max = 100): string {
  const text = JSON.stringify(value.length > max ? `${value.slice(0, max)}…` : value);
  return text.replace(/[\p{C}\p{Z}]/gu, (char) =>
    char === ' ' ? char : Array.from(char, (_, i) => `\\u${char.charCodeAt(i).toString(16).padStart(4, '0')}`).join(''),
  );
}

/**
 * A file of the site the server reads: a page's Markdown (`en/intro.md`), a search-index file or
 * llms.txt, as path segments under the site's root. Made only by pageFile, indexFile and llmsTxt,
 * from input that passed its check: sources read it as it is and check nothing again.
 */
export interface SiteFile {
  readonly segments: readonly string[];
  /** What messages call it: `the page "intro"`, `the search-index file "manifest.json"`. */
  readonly what: string;
}

/** Each segment is a plain name, and the file is a page's Markdown, a JSON file of the index or llms.txt. */
function isSiteFile(file: SiteFile): boolean {
  const last = file.segments.at(-1) ?? '';
  return (
    file.segments.every((segment) => segment && segment !== '.' && segment !== '..' && !/[/\\#?%\u0000-\u001f]/.test(segment)) &&
    /\.(?:md|json)$|^llms\.txt$/.test(last)
  );
}

/** A file not made by the checks is a bug, not an input: it stops the read (an internal error). */
function assertSiteFile(file: SiteFile): void {
  if (!isSiteFile(file)) throw new Error(`Not a file of the site: ${quoted(file.segments.join('/'))}`);
}

/** `where` is `at <site>` or `in the site folder`. */
const tooLarge = (file: SiteFile, where: string) =>
  new RefusedError(
    `Refused: ${file.what} ${where} is larger than ${MAX_FILE}, the most the server reads; pages of the docs are far smaller.`,
  );

/** Reads files of the site: a URL to fetch or a folder to read. */
export interface DocsSource {
  /** The site as messages to the assistant name it. */
  readonly label: string;
  /** What the server reads, for the operator (stderr at start). */
  readonly description: string;
  /** Origins whose URLs name pages of this site (only their paths are used). */
  readonly origins: readonly string[];
  /** The address of a page path (`/docs/en/intro`) in answers: a URL of the served site, or the path itself. */
  pageUrl(pagePath: string): string;
  /** A file of the site; only a regular file inside the folder, or a URL under the site, is read. */
  read(file: SiteFile): Promise<string>;
  /** Fails, with the reason, when the source is not the docs' root: its llms.txt and each language's are read. */
  check(): Promise<void>;
}

const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
/** Characters that show as nothing: zero-width, bidi controls, variation selectors, private and unassigned code points. */
const INVISIBLE = /[\p{Default_Ignorable_Code_Point}\p{Cf}\p{Co}\p{Cn}]/u;
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

/** A reference checked by siteRelative: its path segments, and whether it started at the host's root. */
export interface SitePath {
  readonly segments: readonly string[];
  readonly rooted: boolean;
}

/**
 * The one check of every input that names something to read: a page path (`model/model_upload`,
 * `/docs/en/intro.md#anchor`), a full URL of the site itself (its origin in `origins`, any case,
 * under /docs/), or the target of a redirect of the site. Whitespace around it is trimmed,
 * backslashes count as slashes, percent-escapes are decoded once; then it must have no `.` or `..`
 * segment, no control, invisible or lookalike character, no lone surrogate, no encoded `#` or `?`,
 * no other scheme or host, and at most MAX_INPUT characters. Query and anchor are dropped. Each
 * refusal is a RefusedError that names the rule and quotes the input escaped and cut short.
 */
export function siteRelative(reference: string, origins: readonly string[], what = 'the page path'): SitePath {
  const refuse = (rule: string) => new RefusedError(`Refused: ${what} ${quoted(reference)} ${rule}.`);
  if (reference.length > MAX_INPUT) throw refuse(`is longer than ${MAX_INPUT} characters`);
  let value = reference.trim();
  if (!value)
    throw new RefusedError(
      `Refused: ${what} is empty: give the path of a page, for example "model/model_upload"; search_docs returns them.`,
    );
  const plain = (text: string) => {
    if (CONTROL.test(text)) throw refuse('has a control character (such as NUL, CR or LF)');
    if (/\p{Cs}/u.test(text)) throw refuse('is not valid Unicode (it has a lone surrogate)');
    if (INVISIBLE.test(text))
      throw refuse('has an invisible character (such as a zero-width space or a bidi control): write it in plain characters');
    if (text.normalize('NFKC') !== text)
      throw refuse('has lookalike characters (such as a full-width "." or "/"): write it in plain characters');
  };
  plain(value);
  value = value.replace(/\\/g, '/');
  const scheme = SCHEME.exec(value)?.[1]?.toLowerCase();
  const elsewhere = `names another site or scheme: give a page path${origins.length ? `, or a URL under ${origins[0]}${BASE_URL}` : ''}`;
  if (scheme !== undefined || value.startsWith('//')) {
    let url: URL | null = null;
    try {
      if (scheme === 'http' || scheme === 'https') url = new URL(value);
    } catch {
      // Not a URL: refused below.
    }
    if (!url || !origins.includes(url.origin)) throw refuse(elsewhere);
    // The URL parser has resolved `.`, `..` and their escapes `%2e` already: what is left must be under /docs/.
    if (!url.pathname.startsWith(BASE_URL)) throw refuse(`is outside ${BASE_URL}: only pages of the docs are read`);
    value = url.pathname;
  }
  value = value.split(/[?#]/, 1)[0] ?? '';
  if (value.includes('%')) {
    try {
      value = decodeURIComponent(value);
    } catch {
      throw refuse('has a malformed percent-encoding');
    }
    if (value.includes('%')) throw refuse('has a double percent-encoding');
    plain(value);
    value = value.replace(/\\/g, '/');
  }
  const segments = value.split('/');
  if (segments.some((segment) => segment === '.' || segment === '..'))
    throw refuse('has a ".." or "." segment: paths go down from the root of the docs, never up');
  // Raw ones were cut off above: these were escaped, and would cut the path short where it is read.
  if (/[#?]/.test(value)) throw refuse('has an encoded "#" or "?" (%23, %3F): page paths have neither');
  return {segments: segments.filter(Boolean), rooted: value.startsWith('/')};
}

/** Whether `real` is `root` or inside it. */
const inside = (root: string, real: string) => real === root || real.startsWith(`${root}${path.sep}`);

/** The operator's network error as a short reason, without Node's error codes. */
function networkReason(error: unknown): string {
  const cause = (error as {cause?: {code?: string}} | null)?.cause;
  if ((error as Error | null)?.name === 'TimeoutError') return `no answer in ${TIMEOUT_MS / 1000} s`;
  switch (cause?.code) {
    case 'ECONNREFUSED':
      return 'connection refused';
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return 'host name not found';
    case 'ECONNRESET':
      return 'connection reset';
    case 'ETIMEDOUT':
    case 'UND_ERR_CONNECT_TIMEOUT':
      return 'no answer in time';
    default:
      return 'network error';
  }
}

/** The languages whose files live in a folder of the site's root (`en/`), with that folder. */
const LOCALE_FOLDERS = (Object.keys(LOCALES) as Locale[]).flatMap((locale) => {
  const segment = LOCALES[locale].urlSegment;
  return segment ? [{locale, segment}] : [];
});

/** llms.txt at the root of the site or of a language's folder: how a site of the docs is known. */
const llmsTxt = (folder = ''): SiteFile => ({
  segments: [...(folder ? [folder] : []), 'llms.txt'],
  what: `${folder ? `${folder}/` : ''}llms.txt`,
});

/** What an HTML page starts with; a Markdown page or a JSON file never does. */
const HTML_START = /^\s*<(?:!doctype\s+html|html[\s>])/i;

/** A served site, read over HTTP: only URLs of its origin under its base path, redirects included. */
function urlSource(site: string): DocsSource {
  let base: URL;
  try {
    base = new URL(site.endsWith('/') ? site : `${site}/`);
  } catch {
    throw new Error(`--site ${quoted(site)} is not a valid URL.`);
  }
  if (base.username || base.password) throw new Error("--site takes the site's address without a user name or password.");
  base.search = '';
  base.hash = '';
  if (base.pathname !== BASE_URL)
    throw new Error(
      `--site names the root of the docs, ${base.origin}${BASE_URL}, not ${quoted(site)} (a page, a language or another path).`,
    );
  const unreachable = (error: unknown) =>
    new UnreachableError(
      `Cannot reach ${base.href} (${networkReason(error)}). Check the address and the network, or pass a build folder with --site.`,
    );

  /** The next URL of a redirect, checked as a page path is; `from` is the URL redirected. */
  const redirectTarget = (location: string, from: URL, file: SiteFile): URL => {
    const refuse = (why: string) =>
      new RefusedError(
        `Refused: ${base.href} answered ${file.what} with a redirect to ${quoted(location)}, ${why}; only files under ${base.href} are read.`,
      );
    let next: URL;
    try {
      next = new URL(location, from);
    } catch {
      throw refuse('which is not a valid address');
    }
    next.hash = '';
    if (next.origin !== base.origin || !next.pathname.startsWith(base.pathname)) throw refuse('outside it');
    try {
      siteRelative(next.pathname, [], 'its path');
    } catch (error) {
      if (error instanceof RefusedError) throw refuse(`and ${error.message.replace(/^Refused: /, '').replace(/\.$/, '')}`);
      throw error;
    }
    // Read as it is sent, an encoded slash is part of a name; a server may take it for a slash.
    if (/%(?:2f|5c)/i.test(next.pathname)) throw refuse('which has an encoded slash or backslash (%2F, %5C)');
    const kind = /\.[a-z]+$/.exec(file.segments.at(-1) ?? '')?.[0] ?? '';
    if (!next.pathname.endsWith(kind)) throw refuse(`which is not ${kind === '.md' ? 'a page' : `a ${kind} file`}`);
    return next;
  };

  /** The body as text, at most MAX_FILE_BYTES of it, within the read's time. */
  const bodyOf = async (response: Response, file: SiteFile): Promise<string> => {
    if (Number(response.headers.get('content-length')) > MAX_FILE_BYTES) {
      void response.body?.cancel().catch(() => {});
      throw tooLarge(file, `at ${base.href}`);
    }
    const chunks: Uint8Array[] = [];
    let size = 0;
    const reader = response.body?.getReader();
    for (;;) {
      let chunk: ReadableStreamReadResult<Uint8Array> | undefined;
      try {
        chunk = await reader?.read();
      } catch (error) {
        throw unreachable(error);
      }
      if (!chunk || chunk.done) break;
      size += chunk.value.byteLength;
      if (size > MAX_FILE_BYTES) {
        void reader?.cancel().catch(() => {});
        throw tooLarge(file, `at ${base.href}`);
      }
      chunks.push(chunk.value);
    }
    return new TextDecoder().decode(Buffer.concat(chunks));
  };

  const source: DocsSource = {
    label: base.href,
    description: `the site at ${base.href}`,
    origins: [...new Set([base.origin, PUBLIC_ORIGIN])],
    pageUrl: (pagePath) => new URL(pagePath, base.origin).href,
    async check() {
      for (const file of [llmsTxt(), ...LOCALE_FOLDERS.map(({segment}) => llmsTxt(segment))]) {
        let text: string;
        try {
          text = await source.read(file);
        } catch (error) {
          if (!(error instanceof NotFoundError)) throw error;
          throw new UnreachableError(
            `${error.message.replace(/\.$/, '')}: --site names the root of the docs, where llms.txt and each language's llms.txt are.`,
          );
        }
        if (!text.startsWith('# '))
          throw new UnreachableError(`${base.href} answered ${file.what} with something else than the docs' llms.txt.`);
      }
    },
    async read(file) {
      assertSiteFile(file);
      let next = new URL(file.segments.map(encodeURIComponent).join('/'), base);
      const signal = AbortSignal.timeout(TIMEOUT_MS);
      for (let redirects = 0; ; redirects++) {
        let response: Response;
        try {
          response = await fetch(next, {redirect: 'manual', signal});
        } catch (error) {
          throw unreachable(error);
        }
        const location = response.headers.get('location');
        if (response.status >= 300 && response.status < 400 && location !== null) {
          void response.body?.cancel().catch(() => {});
          if (redirects === 3) throw new UnreachableError(`${base.href} answered ${file.what} with redirect after redirect.`);
          next = redirectTarget(location, next, file);
          continue;
        }
        if (!response.ok) void response.body?.cancel().catch(() => {});
        if (response.status === 404) throw new NotFoundError(`${base.href} has no ${file.what}.`);
        if (!response.ok)
          throw new UnreachableError(`${base.href} answered ${file.what} with ${response.status} ${quoted(response.statusText, 40)}.`);
        const type = response.headers.get('content-type') ?? '';
        const html = () =>
          new RefusedError(
            `Refused: ${base.href} answered ${file.what} with an HTML page${type ? ` (${quoted(type, 60)})` : ''}, not the file itself; the server returns only the Markdown of pages.`,
          );
        if (/^\s*(?:text\/html|application\/xhtml\+xml)\s*(?:;|$)/i.test(type)) {
          void response.body?.cancel().catch(() => {});
          throw html();
        }
        const text = await bodyOf(response, file);
        if (HTML_START.test(text)) throw html();
        return text;
      }
    },
  };
  return source;
}

/** A build folder: only regular files whose real path (symbolic links resolved) is inside it. */
function folderSource(site: string): DocsSource {
  const root = path.resolve(site);
  let realRoot: Promise<string> | undefined;
  const noSite = () =>
    new UnreachableError(`${quoted(site)} holds no built site: run "npm run build", or pass the site's address with --site.`);
  const isFile = async (file: string) => {
    try {
      return (await fs.stat(file)).isFile();
    } catch {
      return false;
    }
  };
  const hasSite = async () => {
    try {
      return await isFile(path.join(await (realRoot ??= fs.realpath(root)), 'llms.txt'));
    } catch {
      return false;
    }
  };
  return {
    label: site,
    description: `the build folder ${root}`,
    origins: [PUBLIC_ORIGIN],
    pageUrl: (pagePath) => pagePath,
    async check() {
      if (!(await hasSite())) throw noSite();
      for (const {locale, segment} of LOCALE_FOLDERS) {
        if (await isFile(path.join(root, segment, 'llms.txt'))) continue;
        const parent = path.dirname(root);
        if (path.basename(root) === segment && (await isFile(path.join(parent, 'llms.txt'))))
          throw new UnreachableError(
            `${quoted(site)} is the ${quoted(segment)} folder of a build: pass the build folder itself (${quoted(parent)}) with --site.`,
          );
        throw new UnreachableError(
          `${quoted(site)} holds no ${locale} pages (no ${segment}/llms.txt): pass a whole build folder with --site.`,
        );
      }
    },
    async read(file) {
      assertSiteFile(file);
      if (!(await hasSite())) throw noSite();
      const top = await realRoot!;
      let real: string;
      try {
        real = await fs.realpath(path.join(root, ...file.segments));
      } catch {
        throw new NotFoundError(`The site folder has no ${file.what}.`);
      }
      if (!inside(top, real))
        throw new RefusedError(
          `Refused: ${file.what} resolves outside the site folder (through a symbolic link); only files inside it are read.`,
        );
      // A FIFO or a device would block the read (and the process with it): only regular files are opened,
      // and without waiting, in case one took the file's place meanwhile.
      const notFile = () =>
        new RefusedError(`Refused: ${file.what} is not a regular file (a FIFO, device or folder); only files are read.`);
      let kind: Stats;
      try {
        kind = await fs.stat(real);
      } catch {
        throw new NotFoundError(`The site folder has no ${file.what}.`);
      }
      if (!kind.isFile()) throw notFile();
      let handle: fs.FileHandle;
      try {
        handle = await fs.open(real, fs.constants.O_RDONLY | (fs.constants.O_NONBLOCK ?? 0) | (fs.constants.O_NOFOLLOW ?? 0));
      } catch {
        throw new NotFoundError(`The site folder has no readable ${file.what}.`);
      }
      try {
        const stat = await handle.stat();
        if (!stat.isFile()) throw notFile();
        if (stat.size > MAX_FILE_BYTES) throw tooLarge(file, 'in the site folder');
        const data = await handle.readFile();
        if (data.byteLength > MAX_FILE_BYTES) throw tooLarge(file, 'in the site folder');
        return data.toString('utf8');
      } catch (error) {
        if (error instanceof DocsError) throw error;
        throw new NotFoundError(`The site folder has no readable ${file.what}.`);
      } finally {
        await handle.close().catch(() => {});
      }
    },
  };
}

/** A site URL (`https://opencsg.com/docs/`) or a build folder (`build`); another scheme is refused. */
export function docsSource(site: string): DocsSource {
  const value = site.trim();
  // Two letters at least: `C:\build` is a folder.
  const scheme = /^([a-z][a-z0-9+.-]+):/i.exec(value)?.[1]?.toLowerCase();
  if (scheme === 'http' || scheme === 'https') return urlSource(value);
  if (scheme !== undefined)
    throw new Error(
      `--site ${quoted(site)}: the scheme "${scheme}:" is not supported: give the docs' http:// or https:// address, or a build folder.`,
    );
  return folderSource(site);
}

/** `en`, `zh`, `zh-CN`, `zh-Hans` … to a locale of the site; anything else is refused. */
export function localeOf(language: string | undefined): Locale {
  if (language === undefined) return 'en';
  const value = language.trim();
  if (/^[a-z]{2,3}(?:[-_][a-z0-9]{1,8}){0,4}$/i.test(value)) {
    if (isLocale(value)) return value;
    if (/^zh(?:[-_]|$)/i.test(value)) return 'zh-Hans';
    if (/^en(?:[-_]|$)/i.test(value)) return 'en';
  }
  throw new RefusedError(`Unknown language ${quoted(language, 40)}: use "en" or "zh-Hans".`);
}

/**
 * A page reference as a reader gives it — `model/model_upload`, `/docs/en/model/model_upload`, a full
 * URL of the site, with or without `.md`, `.html` or an anchor — as the segments of the page's path
 * inside its locale, checked by siteRelative.
 */
function pageSegments(reference: string, locale: Locale, origins: readonly string[]): string[] {
  const {segments, rooted} = siteRelative(reference, origins);
  const parts = [...segments];
  if (rooted && parts[0] === BASE_URL.replace(/\//g, '')) parts.shift();
  if (LOCALES[locale].urlSegment && parts[0] === LOCALES[locale].urlSegment) parts.shift();
  if (parts.length) parts[parts.length - 1] = parts.at(-1)!.replace(/\.(?:md|html)$/, '');
  if (parts.at(-1) === 'index') parts.pop();
  return parts;
}

/** The page's path inside its locale (`model/model_upload`), as read_page takes it and search_docs gives it. */
export function pagePathOf(reference: string, locale: Locale, origins: readonly string[] = [PUBLIC_ORIGIN]): string {
  return pageSegments(reference, locale, origins).join('/');
}

/** The Markdown file of a page path's segments in a locale: `<page>.md`, nothing else. */
function pageFile(page: readonly string[], locale: Locale): SiteFile {
  const folder = LOCALES[locale].urlSegment;
  const segments = [...(folder ? [folder] : []), ...page.slice(0, -1), `${page.at(-1)}.md`];
  return {segments, what: `the page ${quoted(page.join('/'))}`};
}

/** The names the search engine asks for: `manifest.json`, `pages/12.json`, `pages/12/0.json`, `shards/ab.json`, `terms/_4e2d.json`. */
const INDEX_FILE = /^(?:manifest|(?:pages|shards|terms)\/[a-z0-9_]+(?:\/[0-9]+)?)\.json$/;

/** A file of a locale's search index, by the name the engine gives (taken from the site's own index files). */
function indexFile(name: string, locale: Locale, label: string): SiteFile {
  if (!INDEX_FILE.test(name))
    throw new UnreachableError(`The ${locale} search index of ${label} is damaged: it names the file ${quoted(name)}.`);
  const folder = LOCALES[locale].urlSegment;
  return {segments: [...(folder ? [folder] : []), 'search-index', ...name.split('/')], what: `the search-index file ${quoted(name)}`};
}

export interface SearchHit {
  readonly title: string;
  readonly section: string | null;
  readonly url: string;
  /** What read_page takes. */
  readonly path: string;
  readonly text: string;
}

export class DocsTools {
  private readonly engines = new Map<Locale, SearchEngine>();

  constructor(private readonly source: DocsSource) {}

  private engine(locale: Locale): SearchEngine {
    let engine = this.engines.get(locale);
    if (!engine) {
      engine = new SearchEngine(async (file) => {
        const text = await this.source.read(indexFile(file, locale, this.source.label));
        try {
          return JSON.parse(text);
        } catch {
          throw new UnreachableError(`The search index of ${this.source.label} is damaged: ${quoted(file)} is not JSON.`);
        }
      });
      this.engines.set(locale, engine);
    }
    return engine;
  }

  async search(query: string, language?: string, limit = 5): Promise<SearchHit[]> {
    if (query.length > MAX_INPUT) throw new RefusedError(`Refused: the query ${quoted(query)} is longer than ${MAX_INPUT} characters.`);
    if (!query.trim()) throw new RefusedError('The query is empty: give a few words, a command, an error code or a page title.');
    const locale = localeOf(language);
    const engine = this.engine(locale);
    let result;
    try {
      result = await engine.search({query, acceptTag: (tag) => tag.startsWith('docs-default') || tag === 'default'});
    } catch (error) {
      const cause = (error as {cause?: unknown}).cause;
      if (cause instanceof NotFoundError) {
        throw new UnreachableError(
          `${this.source.label} has no search index for ${locale} (${cause.message}); it may have been built with Algolia.`,
        );
      }
      if (cause instanceof DocsError) throw cause;
      // The engine's own reason (an index of another version, a damaged file), cut short.
      const reason = cause instanceof Error ? cause.message : String(cause ?? error);
      throw new UnreachableError(`The ${locale} search index of ${this.source.label} cannot be used: ${quoted(reason)}.`);
    }
    const manifest = await engine.getManifest();
    const hits: SearchHit[] = [];
    for (const match of result.matches.slice(0, Math.max(1, Math.min(limit, 20)))) {
      const index = match.id - manifest.pageStarts[match.page]!;
      const [outline, record] = await Promise.all([engine.getPage(match.page), engine.getRecord(match.page, index)]);
      const hierarchy = hierarchyAt(outline, index);
      const [, anchor, text] = record;
      const pagePath = outline.path.replace(/\/$/, '');
      // The index is the site's data: a page it places outside the docs is no answer.
      if (!pagePath.startsWith(BASE_URL)) continue;
      let readPath: string;
      try {
        readPath = pagePathOf(pagePath, locale);
      } catch {
        continue;
      }
      hits.push({
        title: hierarchy.lvl1 ?? pagePath,
        section: [hierarchy.lvl2, hierarchy.lvl3].filter(Boolean).join(' › ') || null,
        url: `${this.source.pageUrl(pagePath)}${anchor ? `#${anchor}` : ''}`,
        path: readPath,
        text: text.length > 300 ? `${text.slice(0, 300)}…` : text,
      });
    }
    return hits;
  }

  async readPage(reference: string, language?: string): Promise<string> {
    const locale = localeOf(language);
    const page = pageSegments(reference, locale, this.source.origins);
    if (!page.at(-1)) throw new RefusedError('Give the path of a page, for example "model/model_upload"; search_docs returns them.');
    const pagePath = page.join('/');
    try {
      return await this.source.read(pageFile(page, locale));
    } catch (error) {
      if (error instanceof NotFoundError) {
        throw new NotFoundError(
          `No page ${quoted(pagePath)} in the ${locale} docs at ${this.source.label}. Use search_docs to find the path of the page you need.`,
        );
      }
      throw error;
    }
  }
}

/** A tool's error answer: a DocsError's own message; anything else only in the operator's log. */
function failure(error: unknown) {
  if (!(error instanceof DocsError)) console.error('[mcp]', error);
  const text =
    error instanceof DocsError
      ? error.message
      : 'The docs server could not answer (an internal error); the details are in its log on stderr.';
  return {isError: true, content: [{type: 'text' as const, text}]};
}

/** The MCP server with its two tools. */
export function createDocsServer(source: DocsSource): McpServer {
  const tools = new DocsTools(source);
  const server = new McpServer({name: 'opencsg-docs', version: '1.0.0'});
  const language = z.string().optional().describe('"en" (default) or "zh-Hans" (Chinese).');
  server.registerTool(
    'search_docs',
    {
      title: 'Search the OpenCSG docs',
      description:
        'Searches the OpenCSG documentation (CSGHub, CSGShip/CodeSouler, AgenticHub, the OpenCSG community, the CSGHub API and error codes) and returns the best sections: title, section, URL, the page path for read_page, and text.',
      inputSchema: {
        query: z.string().describe('Words, a command, an error code such as REPO-ERR-1, or a page title.'),
        language,
        limit: z.number().int().min(1).max(20).optional(),
      },
    },
    async ({query, language: lang, limit}) => {
      try {
        const hits = await tools.search(query, lang, limit ?? 5);
        const text = hits.length
          ? hits
              .map(
                (hit, i) =>
                  `${i + 1}. ${hit.title}${hit.section ? ` › ${hit.section}` : ''}\n   ${hit.url}\n   path: ${hit.path}\n   ${hit.text}`,
              )
              .join('\n\n')
          : `No results for ${quoted(query)}. Try other words, or the other language.`;
        return {content: [{type: 'text' as const, text}]};
      } catch (error) {
        return failure(error);
      }
    },
  );
  server.registerTool(
    'read_page',
    {
      title: 'Read an OpenCSG docs page',
      description:
        'Returns a page of the OpenCSG documentation as Markdown. Takes a page path (as search_docs returns it), a link of a page (/docs/…) or a URL of the docs; paths go down from the docs root, never up.',
      inputSchema: {
        path: z.string().describe('For example "csghub/101/install/by_helm" or "https://opencsg.com/docs/en/model/model_upload".'),
        language,
      },
    },
    async ({path: reference, language: lang}) => {
      try {
        return {content: [{type: 'text' as const, text: await tools.readPage(reference, lang)}]};
      } catch (error) {
        return failure(error);
      }
    },
  );
  return server;
}
