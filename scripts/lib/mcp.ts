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
import {SearchEngine} from '../../plugins/local-search/client/engine';
import {hierarchyAt} from '../../plugins/local-search/shared/records';

/** Reads files of the site: a URL to fetch or a folder to read. */
export interface DocsSource {
  /** What the user gave, for messages. */
  readonly label: string;
  /** The public URL of a page path (`/docs/en/intro`), for links in answers. */
  pageUrl(pagePath: string): string;
  read(file: string): Promise<string>;
}

export class NotFoundError extends Error {}
export class UnreachableError extends Error {}

/** A site URL (`https://opencsg.com/docs/`) or a build folder (`build`). */
export function docsSource(site: string): DocsSource {
  if (/^https?:\/\//.test(site)) {
    const base = new URL(site.endsWith('/') ? site : `${site}/`);
    return {
      label: base.href,
      pageUrl: (pagePath) => new URL(pagePath, base.origin).href,
      async read(file) {
        const url = new URL(file, base);
        let response: Response;
        try {
          response = await fetch(url, {signal: AbortSignal.timeout(20_000)});
        } catch (error) {
          const reason = error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message) : String(error);
          throw new UnreachableError(
            `Cannot reach ${base.href} (${reason}). Check the address and the network, or pass a build folder with --site.`,
          );
        }
        if (response.status === 404) throw new NotFoundError(`${url.href} answered 404`);
        if (!response.ok) throw new UnreachableError(`${url.href} answered ${response.status} ${response.statusText}`);
        return response.text();
      },
    };
  }
  const root = path.resolve(site);
  return {
    label: root,
    pageUrl: (pagePath) => `https://opencsg.com${pagePath}`,
    async read(file) {
      try {
        return await fs.readFile(path.join(root, file), 'utf8');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
          try {
            await fs.stat(path.join(root, '404.html'));
          } catch {
            throw new UnreachableError(`${root} holds no built site: run "npm run build", or pass the site's address with --site.`);
          }
          throw new NotFoundError(`${path.join(root, file)} does not exist`);
        }
        throw error;
      }
    },
  };
}

/** `en`, `zh`, `zh-CN`, `zh-Hans` … to a locale of the site. */
export function localeOf(language: string | undefined): Locale {
  const value = (language ?? 'en').trim();
  if (isLocale(value)) return value;
  if (/^zh/i.test(value)) return 'zh-Hans';
  if (/^en/i.test(value)) return 'en';
  throw new Error(`Unknown language "${language}": use "en" or "zh-Hans".`);
}

const segmentOf = (locale: Locale) => (LOCALES[locale].urlSegment ? `${LOCALES[locale].urlSegment}/` : '');

/**
 * A page reference as a reader gives it — `model/model_upload`, `/docs/en/model/model_upload`, a full
 * URL, with or without `.md`, `.html` or an anchor — as the page's path inside its locale.
 */
export function pagePathOf(reference: string, locale: Locale): string {
  let value = reference.trim();
  if (/^https?:\/\//.test(value)) value = new URL(value).pathname;
  value = value.split(/[?#]/, 1)[0] ?? '';
  value = value.replace(/\.(?:md|html)$/, '').replace(/\/index$/, '');
  if (value.startsWith(BASE_URL)) value = value.slice(BASE_URL.length);
  const segment = segmentOf(locale);
  if (segment && value.startsWith(segment)) value = value.slice(segment.length);
  return value.replace(/^\/+|\/+$/g, '');
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
      engine = new SearchEngine(async (file) => JSON.parse(await this.source.read(`${segmentOf(locale)}search-index/${file}`)));
      this.engines.set(locale, engine);
    }
    return engine;
  }

  async search(query: string, language?: string, limit = 5): Promise<SearchHit[]> {
    if (!query.trim()) throw new Error('The query is empty: give a few words, a command, an error code or a page title.');
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
      throw cause instanceof Error ? cause : error;
    }
    const manifest = await engine.getManifest();
    const hits: SearchHit[] = [];
    for (const match of result.matches.slice(0, Math.max(1, Math.min(limit, 20)))) {
      const index = match.id - manifest.pageStarts[match.page]!;
      const [outline, record] = await Promise.all([engine.getPage(match.page), engine.getRecord(match.page, index)]);
      const hierarchy = hierarchyAt(outline, index);
      const [, anchor, text] = record;
      const pagePath = outline.path.replace(/\/$/, '');
      hits.push({
        title: hierarchy.lvl1 ?? pagePath,
        section: [hierarchy.lvl2, hierarchy.lvl3].filter(Boolean).join(' › ') || null,
        url: `${this.source.pageUrl(pagePath)}${anchor ? `#${anchor}` : ''}`,
        path: pagePathOf(pagePath, locale),
        text: text.length > 300 ? `${text.slice(0, 300)}…` : text,
      });
    }
    return hits;
  }

  async readPage(reference: string, language?: string): Promise<string> {
    const locale = localeOf(language);
    const pagePath = pagePathOf(reference, locale);
    if (!pagePath) throw new Error('Give the path of a page, for example "model/model_upload"; search_docs returns them.');
    try {
      return await this.source.read(`${segmentOf(locale)}${pagePath}.md`);
    } catch (error) {
      if (error instanceof NotFoundError) {
        throw new NotFoundError(
          `No page "${pagePath}" in the ${locale} docs at ${this.source.label}. Use search_docs to find the path of the page you need.`,
        );
      }
      throw error;
    }
  }
}

const failure = (error: unknown) => ({
  isError: true,
  content: [{type: 'text' as const, text: error instanceof Error ? error.message : String(error)}],
});

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
          : `No results for "${query}". Try other words, or the other language.`;
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
      description: 'Returns a page of the OpenCSG documentation as Markdown. Takes a page path (as search_docs returns it) or a docs URL.',
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
