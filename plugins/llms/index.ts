/**
 * The docs for AI tools, written by postBuild for each locale:
 * - a Markdown twin of every doc page and blog post at the page's path plus `.md`
 *   (`/docs/en/model/model_upload.md`), converted from the built HTML (markdown.ts), or as another
 *   plugin wrote it from its own data (MarkdownTwinsContent: the API reference's group pages);
 * - `llms.txt` at the locale's root: the site's summary, then every page with a link to its twin and
 *   its one-line description, per sidebar and category in sidebar order (llmstxt.org);
 * - `llms-full.txt`: the twins, one after another, in the same order.
 * The theme's "Copy page" (theme/DocItem/Content) copies a page's twin.
 *
 * Their links into the site are paths from the host's root (`/docs/en/intro.md`), so a copy served
 * inside a network (the offline image beside CSGHub) links to itself, never to opencsg.com; a reader
 * or tool resolves them against the address it fetched the file from. DOCS_LLMS_ORIGIN
 * (`https://opencsg.com`) puts an origin before them, for a build that is served at one known host.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import {SIDEBARS} from '../../config/docSidebars';
import {isLocale, type Locale} from '../../config/locales';
import type {TwinJob} from './twins';
import {writeTwinsInWorker} from './worker';

/**
 * What another plugin's loadContent may return to supply the twins of its pages itself (by doc id),
 * when the built HTML holds less than the page's data (the API reference renders one request example
 * of three). Links in them are relative to the page's address; they are made site links here (siteLink).
 */
export interface MarkdownTwinsContent {
  readonly markdownTwins: Readonly<Record<string, string>>;
}

function isMarkdownTwinsContent(content: unknown): content is MarkdownTwinsContent {
  const twins = (content as {markdownTwins?: unknown} | null | undefined)?.markdownTwins;
  return typeof twins === 'object' && twins !== null;
}

export interface PageEntry {
  readonly permalink: string;
  readonly title: string;
  readonly description: string;
}

/** A section of llms.txt: a heading and its pages, in order. */
export interface Section {
  readonly heading: string;
  readonly depth: 2 | 3;
  readonly pages: readonly PageEntry[];
}

interface SidebarItem {
  readonly type: string;
  readonly id?: string;
  readonly label?: string;
  readonly items?: readonly SidebarItem[];
  readonly link?: {readonly type: string; readonly id?: string};
}

const TEXT = {
  'zh-Hans': {
    other: '其他页面',
    blog: '博客',
    details: (full: string) =>
      `每个页面都有 Markdown 版本：在页面地址后加上 \`.md\` 即可。全部页面的 Markdown 全文见 [llms-full.txt](${full})。`,
  },
  en: {
    other: 'Other pages',
    blog: 'Blog',
    details: (full: string) =>
      `Every page is also available as Markdown: add \`.md\` to its address. The Markdown of all pages, one after another, is in [llms-full.txt](${full}).`,
  },
} as const satisfies Record<Locale, unknown>;

/** The sections of llms.txt: each sidebar (navbar order), its categories, then the other pages and the blog. */
export function sectionsOf(
  sidebars: Readonly<Record<string, readonly SidebarItem[]>>,
  docs: ReadonlyMap<string, PageEntry>,
  sidebarLabels: ReadonlyMap<string, string>,
  blogPosts: readonly PageEntry[],
  locale: Locale,
): Section[] {
  const sections: Section[] = [];
  const listed = new Set<string>();
  const take = (id: string | undefined, into: PageEntry[]) => {
    const doc = id ? docs.get(id) : undefined;
    if (doc && !listed.has(id!)) {
      listed.add(id!);
      into.push(doc);
    }
  };
  for (const [sidebarId, label] of sidebarLabels) {
    const top: PageEntry[] = [];
    const categories: Section[] = [];
    // A category's section comes before the sections of the categories inside it.
    const visit = (items: readonly SidebarItem[], trail: readonly string[], into: PageEntry[]) => {
      for (const item of items) {
        if (item.type === 'doc' || item.type === 'ref') take(item.id, into);
        else if (item.type === 'category') {
          const names = [...trail, item.label ?? ''];
          const own: PageEntry[] = [];
          if (item.link?.type === 'doc') take(item.link.id, own);
          categories.push({heading: names.join(' › '), depth: 3, pages: own});
          visit(item.items ?? [], names, own);
        }
      }
    };
    visit(sidebars[sidebarId] ?? [], [], top);
    sections.push({heading: label, depth: 2, pages: top}, ...categories.filter((section) => section.pages.length > 0));
  }
  const others = [...docs].filter(([id]) => !listed.has(id)).map(([, doc]) => doc);
  if (others.length) sections.push({heading: TEXT[locale].other, depth: 2, pages: others});
  if (blogPosts.length) sections.push({heading: TEXT[locale].blog, depth: 2, pages: blogPosts});
  return sections;
}

/** The llms.txt of a locale. */
export function llmsTxt(
  title: string,
  tagline: string,
  sections: readonly Section[],
  twinUrl: (permalink: string) => string,
  fullUrl: string,
  locale: Locale,
): string {
  const lines = [`# ${title}`, '', `> ${tagline}`, '', TEXT[locale].details(fullUrl), ''];
  for (const section of sections) {
    lines.push(`${'#'.repeat(section.depth)} ${section.heading}`, '');
    for (const page of section.pages)
      lines.push(`- [${page.title}](${twinUrl(page.permalink)})${page.description ? `: ${page.description}` : ''}`);
    lines.push('');
  }
  return lines.join('\n');
}

/**
 * The origin DOCS_LLMS_ORIGIN puts before the links of the twins and llms files: '' when unset (links
 * are site paths), else the value's origin. A value with a path other than `/` or the base URL, a
 * query, credentials or another scheme than HTTP(S) stops the build with the reason.
 */
export function linkOriginOf(value: string | undefined, baseUrl: string): string {
  const given = value?.trim();
  if (!given) return '';
  let url: URL | null = null;
  try {
    url = new URL(given);
  } catch {
    // Refused below.
  }
  const pathOk = url !== null && ['/', baseUrl, baseUrl.replace(/\/$/, '')].includes(url.pathname);
  if (!url || !/^https?:$/.test(url.protocol) || !pathOk || url.search || url.hash || url.username || url.password) {
    throw new Error(
      `DOCS_LLMS_ORIGIN takes the origin the docs are served at, such as https://opencsg.com (or nothing, for links that are site paths); got ${JSON.stringify(given.slice(0, 100))}.`,
    );
  }
  return url.origin;
}

/** The file a route's twin is written to: `<outDir>/<route under baseUrl>.md`. */
export function twinFile(outDir: string, baseUrl: string, permalink: string): string {
  const relative = permalink.startsWith(baseUrl) ? permalink.slice(baseUrl.length) : permalink.replace(/^\//, '');
  return path.join(outDir, `${relative.replace(/\/$/, '') || 'index'}.md`);
}

export default function llmsPlugin(context: LoadContext): Plugin {
  const locale = context.i18n.currentLocale;
  const origin = linkOriginOf(process.env.DOCS_LLMS_ORIGIN, context.baseUrl);
  let docs = new Map<string, PageEntry>();
  let sidebars: Record<string, readonly SidebarItem[]> = {};
  let blogPosts: PageEntry[] = [];
  let provided = new Map<string, string>();
  return {
    name: 'llms',

    getThemePath() {
      return path.join(__dirname, 'theme');
    },

    getTypeScriptThemePath() {
      return path.join(__dirname, 'theme');
    },

    async allContentLoaded({allContent}) {
      const docsContent = allContent['docusaurus-plugin-content-docs']?.default as DocsContent | undefined;
      const version = docsContent?.loadedVersions[0];
      docs = new Map(
        (version?.docs ?? []).map((doc) => [doc.id, {permalink: doc.permalink, title: doc.title, description: doc.description}]),
      );
      sidebars = (version?.sidebars ?? {}) as Record<string, readonly SidebarItem[]>;
      // Twins another plugin wrote for its pages (MarkdownTwinsContent), by the permalink of their doc.
      const docsById = new Map((version?.docs ?? []).map((doc) => [doc.id, doc.permalink]));
      provided = new Map();
      for (const instances of Object.values(allContent)) {
        for (const content of Object.values(instances ?? {})) {
          if (!isMarkdownTwinsContent(content)) continue;
          for (const [id, markdown] of Object.entries(content.markdownTwins)) {
            const permalink = docsById.get(id);
            if (permalink) provided.set(permalink, markdown);
          }
        }
      }
      const blog = allContent['docusaurus-plugin-content-blog']?.default as BlogContent | undefined;
      blogPosts = (blog?.blogPosts ?? []).map((post) => ({
        permalink: post.metadata.permalink,
        title: post.metadata.title,
        description: post.metadata.description,
      }));
    },

    async postBuild({outDir, siteConfig}) {
      if (!isLocale(locale)) return;
      const started = performance.now();
      const twinUrl = (permalink: string) => `${origin}${permalink.replace(/\/$/, '')}.md`;
      const labels = new Map(SIDEBARS.map((sidebar) => [sidebar.id, sidebar.labels[locale]]));
      const sections = sectionsOf(sidebars, docs, labels, blogPosts, locale);
      const jobs: TwinJob[] = [...docs.values(), ...blogPosts].map((page) => {
        const relative = page.permalink.slice(context.baseUrl.length).replace(/\/$/, '');
        const markdown = provided.get(page.permalink);
        return {
          permalink: page.permalink,
          htmlFiles: [path.join(outDir, relative, 'index.html'), path.join(outDir, `${relative}.html`)],
          linkOrigin: origin,
          twinFile: twinFile(outDir, context.baseUrl, page.permalink),
          ...(markdown === undefined ? {} : {markdown}),
        };
      });
      const markdown = new Map(await writeTwinsInWorker(jobs));
      const fullUrl = `${origin}${context.baseUrl}llms-full.txt`;
      await fs.writeFile(path.join(outDir, 'llms.txt'), llmsTxt(siteConfig.title, siteConfig.tagline, sections, twinUrl, fullUrl, locale));
      const full = sections.flatMap((section) =>
        section.pages.map((page) => markdown.get(page.permalink)).filter((text): text is string => Boolean(text)),
      );
      await fs.writeFile(path.join(outDir, 'llms-full.txt'), full.join('\n---\n\n'));
      console.log(
        `[llms] ${locale}: ${markdown.size} Markdown pages, llms.txt, llms-full.txt in ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
    },
  };
}
