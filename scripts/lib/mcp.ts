/**
 * The docs as an MCP server (scripts/mcp.ts): `search_docs` answers from the site's own search
 * index with the site's ranking (plugins/local-search), `read_page` returns a page's Markdown twin
 * (plugins/llms). The docs come from a served site (https://opencsg.com/docs/, or the offline image
 * inside a network) or from a build folder.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';
import {z} from 'zod';
import {BASE_URL, LOCALES, isLocale, type Locale} from '../../config/locales';
import {hierarchyAt, SearchEngine} from '../../plugins/local-search';

/** The docs' public address: every copy of the site holds the pages its URLs name. */
export const PUBLIC_ORIGIN = 'https://opencsg.com';

/** The longest page reference, file name or query taken; longer ones are refused. */
export const MAX_INPUT = 1_000;

/** An error meant for the assistant: it names what went wrong, quotes input cut short, and holds no internals. */
export class DocsError extends Error {}
/** The input breaks a rule; the message names it. */
export class RefusedError extends DocsError {}
export class NotFoundError extends DocsError {}
export class UnreachableError extends DocsError {}

/** An input as messages quote it: escaped (control characters show as \n, \u0000 …) and cut to `max` characters. */
export function quoted(value: string, max = 100): string {
  return JSON.stringify(value.length > max ? `${value.slice(0, max)}…` : value);
}

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
  /** A file of the site by its path under the site's root (`en/intro.md`); anything outside is refused. */
  read(file: string): Promise<string>;
  /** Fails when the source cannot be a site (a folder without a build); a URL is only tried when read. */
  check(): Promise<void>;
}

const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

/** A reference checked by siteRelative: its path segments, and whether it started at the host's root. */
export interface SitePath {
  readonly segments: readonly string[];
  readonly rooted: boolean;
}

/**
 * The one gate of every input that names something to read: a page path (`model/model_upload`,
 * `/docs/en/intro.md#anchor`), a full URL of the site itself (its origin in `origins`, any case,
 * under /docs/), or a file of the site. Whitespace around it is trimmed, backslashes count as
 * slashes, percent-escapes are decoded once; then it must have no `.` or `..` segment, no control
 * character, no lookalike character, no other scheme or host, and at most MAX_INPUT characters.
 * Query and anchor are dropped. Each refusal is a RefusedError that names the rule and quotes the
 * input cut short.
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
  return {segments: segments.filter(Boolean), rooted: value.startsWith('/')};
}

/** Whether `real` is `root` or inside it. */
const inside = (root: string, real: string) => real === root || real.startsWith(`${root}${path.sep}`);

/** The operator's network error as a short reason, without Node's error codes. */
function networkReason(error: unknown): string {
  const cause = (error as {cause?: {code?: string}} | null)?.cause;
  if ((error as Error | null)?.name === 'TimeoutError') return 'no answer in 20 s';
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
  const within = (url: URL) => url.origin === base.origin && url.pathname.startsWith(base.pathname);
  return {
    label: base.href,
    description: `the site at ${base.href}`,
    origins: [...new Set([base.origin, PUBLIC_ORIGIN])],
    pageUrl: (pagePath) => new URL(pagePath, base.origin).href,
    async check() {},
    async read(file) {
      const {segments, rooted} = siteRelative(file, [], 'the file');
      if (rooted) throw new RefusedError(`Refused: the file ${quoted(file)} is not relative to the site's root.`);
      let url = new URL(segments.map(encodeURIComponent).join('/'), base);
      if (!within(url)) throw new RefusedError(`Refused: the file ${quoted(file)} is outside ${base.href}.`);
      for (let redirects = 0; ; redirects++) {
        let response: Response;
        try {
          response = await fetch(url, {redirect: 'manual', signal: AbortSignal.timeout(20_000)});
        } catch (error) {
          throw new UnreachableError(
            `Cannot reach ${base.href} (${networkReason(error)}). Check the address and the network, or pass a build folder with --site.`,
          );
        }
        const location = response.headers.get('location');
        if (response.status >= 300 && response.status < 400 && location !== null) {
          await response.body?.cancel();
          let next: URL | null = null;
          try {
            next = new URL(location, url);
          } catch {
            // Not an address: refused below.
          }
          if (!next || !within(next))
            throw new RefusedError(
              `Refused: ${base.href} answered ${quoted(file)} with a redirect to ${quoted(location)}, outside it; only pages under ${base.href} are read.`,
            );
          if (redirects === 3) throw new UnreachableError(`${base.href} answered ${quoted(file)} with redirect after redirect.`);
          url = next;
          continue;
        }
        if (response.status === 404) throw new NotFoundError(`${base.href} has no file ${quoted(file)}.`);
        if (!response.ok)
          throw new UnreachableError(`${base.href} answered ${quoted(file)} with ${response.status} ${quoted(response.statusText, 40)}.`);
        return response.text();
      }
    },
  };
}

/** A build folder: only files whose real path (symbolic links resolved) is inside it. */
function folderSource(site: string): DocsSource {
  const root = path.resolve(site);
  let realRoot: Promise<string> | undefined;
  const noSite = () =>
    new UnreachableError(`${quoted(site)} holds no built site: run "npm run build", or pass the site's address with --site.`);
  const hasSite = async () => {
    try {
      return (await fs.stat(path.join(await (realRoot ??= fs.realpath(root)), '404.html'))).isFile();
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
    },
    async read(file) {
      const {segments, rooted} = siteRelative(file, [], 'the file');
      if (rooted) throw new RefusedError(`Refused: the file ${quoted(file)} is not relative to the site's root.`);
      if (!(await hasSite())) throw noSite();
      const top = await realRoot!;
      let real: string;
      try {
        real = await fs.realpath(path.join(root, ...segments));
      } catch {
        throw new NotFoundError(`The site folder has no file ${quoted(file)}.`);
      }
      if (!inside(top, real))
        throw new RefusedError(
          `Refused: the file ${quoted(file)} resolves outside the site folder (through a symbolic link); only files inside it are read.`,
        );
      try {
        return await fs.readFile(real, 'utf8');
      } catch {
        throw new NotFoundError(`The site folder has no readable file ${quoted(file)}.`);
      }
    },
  };
}

/** A site URL (`https://opencsg.com/docs/`) or a build folder (`build`). */
export function docsSource(site: string): DocsSource {
  const value = site.trim();
  return /^https?:\/\//i.test(value) ? urlSource(value) : folderSource(site);
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

const segmentOf = (locale: Locale) => (LOCALES[locale].urlSegment ? `${LOCALES[locale].urlSegment}/` : '');

/**
 * A page reference as a reader gives it — `model/model_upload`, `/docs/en/model/model_upload`, a full
 * URL of the site, with or without `.md`, `.html` or an anchor — as the page's path inside its locale,
 * checked by siteRelative.
 */
export function pagePathOf(reference: string, locale: Locale, origins: readonly string[] = [PUBLIC_ORIGIN]): string {
  const {segments, rooted} = siteRelative(reference, origins);
  const parts = [...segments];
  if (rooted && parts[0] === BASE_URL.replace(/\//g, '')) parts.shift();
  if (LOCALES[locale].urlSegment && parts[0] === LOCALES[locale].urlSegment) parts.shift();
  if (parts.length) parts[parts.length - 1] = parts.at(-1)!.replace(/\.(?:md|html)$/, '');
  if (parts.at(-1) === 'index') parts.pop();
  return parts.join('/');
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
        const text = await this.source.read(`${segmentOf(locale)}search-index/${file}`);
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
    const pagePath = pagePathOf(reference, locale, this.source.origins);
    if (!pagePath) throw new RefusedError('Give the path of a page, for example "model/model_upload"; search_docs returns them.');
    try {
      return await this.source.read(`${segmentOf(locale)}${pagePath}.md`);
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
