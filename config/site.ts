/**
 * What docusaurus.config.ts composes besides the locales: the environment switches, the sidebars and
 * their navbar entries, and the docs that the frame links to. Pure functions of their arguments (the
 * walk of the docs folder aside), so they are unit-tested (tests/unit/site-config.test.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import type {PluginConfig} from '@docusaurus/types';
import {DEFAULT_LOCALE, currentLocale, type Locale} from './locales';
import {populatedSidebars, type SidebarLayout} from './sidebarLayout';
import productLinks from './product-links.json';

/**
 * The four sidebars, in navbar order, with their names in each language. The navbar shows the
 * default locale's name, translated by i18n/en/docusaurus-theme-classic/navbar.json (the same names).
 */
export const SIDEBARS = [
  {id: 'tutorialSidebar', labels: {'zh-Hans': '社区教程', en: 'Community Tutorials'}},
  {id: 'csghub', labels: {'zh-Hans': 'CSGHub', en: 'CSGHub'}},
  {id: 'starship', labels: {'zh-Hans': 'CSGShip', en: 'CSGShip'}},
  {id: 'agentichub', labels: {'zh-Hans': 'AgenticHub', en: 'AgenticHub'}},
] as const satisfies ReadonlyArray<{id: string; labels: Readonly<Record<Locale, string>>}>;

export type SidebarId = (typeof SIDEBARS)[number]['id'];
export const SIDEBAR_IDS: readonly SidebarId[] = SIDEBARS.map((sidebar) => sidebar.id);

/** Docs the frame (announcement bar, footer) links to, by path under the locale's base URL. */
export const FRAME_DOCS = {
  intro: '/intro',
  csghubIntroduction: '/csghub/101/introduction',
  gettingStarted: '/csghub/101/getting_started',
} as const;

const ALGOLIA_VARIABLES = ['ALGOLIA_APP_ID', 'ALGOLIA_API_KEY', 'ALGOLIA_INDEX_NAME'] as const;

export interface SearchConfig {
  readonly backend: 'local' | 'algolia';
  readonly appId: string;
  readonly apiKey: string;
  readonly indexName: string;
}

/** Every switch the build reads from the environment. */
export interface SiteEnv {
  /** The locale being built. */
  readonly locale: Locale;
  /** DOCS_ONLY: the docs plugin `include` globs of a preview build, or null for the whole site. */
  readonly onlyGlobs: string[] | null;
  /** DOCS_TEST_FIXTURES=1: add the test-only fixture pages (never for readers). */
  readonly withFixtures: boolean;
  /** DOCS_PREVIEW=1: a private preview copy (scripts/preview.sh): no shared on-disk bundler cache. */
  readonly preview: boolean;
  /** ALGOLIA_*: the search backend. */
  readonly search: SearchConfig;
  /** DOCS_API_REFERENCE=0: leave out the generated API reference (the bench compares builds with and without it). */
  readonly apiReference: boolean;
  /** DOCS_READER_HOST=0: code blocks keep the hub's address as written on every domain (plugins/code-blocks/readerHost.ts). */
  readonly readerHost: boolean;
  /** DOCS_API_ORIGINS: origins besides the docs' own that "Try it" may call, allowed by the CSP's connect-src. */
  readonly apiOrigins: readonly string[];
}

type Env = Readonly<Record<string, string | undefined>>;

export function readSiteEnv(env: Env): SiteEnv {
  return {
    locale: currentLocale(env),
    onlyGlobs: docsOnlyGlobs(env),
    withFixtures: env.DOCS_TEST_FIXTURES === '1',
    preview: env.DOCS_PREVIEW === '1',
    search: searchConfig(env),
    apiReference: env.DOCS_API_REFERENCE !== '0',
    readerHost: env.DOCS_READER_HOST !== '0',
    apiOrigins: apiOrigins(env),
  };
}

/**
 * `DOCS_API_ORIGINS=https://hub.opencsg.com,https://csghub.example.com`: the CSGHub origins besides the
 * docs' own that the API reference's "Try it" may send requests to (the build for opencsg.com names the
 * community hub). Each must be a bare http(s) origin: anything else stops the build with its reason.
 */
export function apiOrigins(env: Env): string[] {
  const raw = env.DOCS_API_ORIGINS?.trim();
  if (!raw) return [];
  const origins = raw
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      let url: URL | null = null;
      try {
        url = new URL(entry);
      } catch {
        // reported below
      }
      if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:') || url.origin !== entry.replace(/\/$/, '')) {
        throw new Error(`DOCS_API_ORIGINS takes http(s) origins separated by commas, e.g. "https://hub.opencsg.com"; got "${entry}".`);
      }
      return url.origin;
    });
  return [...new Set(origins)];
}

/**
 * `DOCS_ONLY=csghub/101/install,model` builds only those doc folders or files (a fast preview while
 * writing). Returns the docs plugin `include` globs, or null when the whole site is built.
 */
export function docsOnlyGlobs(env: Env): string[] | null {
  const raw = env.DOCS_ONLY?.trim();
  if (!raw) return null;
  const prefixes = raw
    .split(',')
    .map((entry) =>
      entry
        .trim()
        .replace(/^\/+|\/+$/g, '')
        .replace(/\.mdx?$/, ''),
    )
    .filter(Boolean);
  if (prefixes.length === 0) return null;
  for (const prefix of prefixes) {
    if (prefix.includes('..') || /[*?{}[\]]/.test(prefix)) {
      throw new Error(`DOCS_ONLY takes doc folders or files without globs, e.g. "model,csghub/101/install"; got "${prefix}".`);
    }
  }
  return prefixes.flatMap((prefix) => [`${prefix}.{md,mdx}`, `${prefix}/**/*.{md,mdx}`]);
}

/** Whether a doc id is kept by the DOCS_ONLY globs (null keeps everything). */
export function keptByDocsOnly(globs: readonly string[] | null, docId: string): boolean {
  if (globs === null) return true;
  return globs.some((glob) => {
    const prefix = glob.replace(/(?:\/\*\*\/\*)?\.\{md,mdx\}$/, '');
    return docId === prefix || docId.startsWith(`${prefix}/`);
  });
}

/**
 * The search backend: a hosted Algolia index when ALGOLIA_APP_ID, ALGOLIA_API_KEY (search-only) and
 * ALGOLIA_INDEX_NAME are all set at build time, else the local index built with the site. Some but
 * not all of them set is a mistake worth stopping the build for.
 */
export function searchConfig(env: Env): SearchConfig {
  const values = ALGOLIA_VARIABLES.map((name) => env[name]?.trim() ?? '');
  const set = values.filter(Boolean).length;
  if (set === 0) return {backend: 'local', appId: 'local', apiKey: 'local', indexName: 'opencsg-docs'};
  if (set < ALGOLIA_VARIABLES.length) {
    const missing = ALGOLIA_VARIABLES.filter((_, i) => !values[i]);
    throw new Error(
      `Algolia search is half configured: set ${missing.join(' and ')} too, or unset all of ${ALGOLIA_VARIABLES.join(', ')} to use the local index.`,
    );
  }
  const [appId = '', apiKey = '', indexName = ''] = values;
  return {backend: 'algolia', appId, apiKey, indexName};
}

/**
 * The ids of the docs in a docs folder, as Docusaurus derives them from file paths: files and folders
 * whose names start with `_` are partials, not pages.
 */
export function listDocIds(docsDir: string): string[] {
  const ids: string[] = [];
  const walk = (dir: string, prefix: string) => {
    if (!fs.existsSync(dir)) return;
    for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
      if (entry.name.startsWith('_') || entry.name.startsWith('.')) continue;
      const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(path.join(dir, entry.name), rel);
      else if (/\.mdx?$/.test(entry.name)) ids.push(rel.replace(/\.mdx?$/, ''));
    }
  };
  walk(docsDir, '');
  return ids.sort();
}

export type DocSidebarNavbarItem = {type: 'docSidebar'; sidebarId: SidebarId; label: string; position: 'left'};

/**
 * Navbar entries that open a docs sidebar. Placing every doc checks the layout (a doc no rule places
 * stops the build with its id). A sidebar with no docs yet would make the navbar fail to render, so
 * its entry is left out and the reason is returned for the build log.
 */
export function docSidebarNavbarItems(
  layout: SidebarLayout,
  docIds: readonly string[],
): {items: DocSidebarNavbarItem[]; skipped: string[]} {
  const populated = populatedSidebars(layout, docIds);
  const items: DocSidebarNavbarItem[] = [];
  const skipped: string[] = [];
  for (const {id, labels} of SIDEBARS) {
    const navbarLabel = labels[DEFAULT_LOCALE];
    if (populated.has(id)) items.push({type: 'docSidebar', sidebarId: id, label: navbarLabel, position: 'left'});
    else skipped.push(`navbar entry "${navbarLabel}" left out: the sidebar "${id}" has no docs yet`);
  }
  return {items, skipped};
}

/** Where the test-only fixture pages are served (a second docs plugin instance). */
export const FIXTURES_ROUTE_BASE = '__fixtures';

/**
 * Pages that exist only in test builds (DOCS_TEST_FIXTURES=1): a page that crashes on purpose (the
 * crash page and Try again) and a page with hostile markup in its text (escaped search results).
 */
export const testFixturesPlugins: PluginConfig[] = [
  [
    '@docusaurus/plugin-content-docs',
    {id: 'fixtures', path: 'tests/fixtures/docs', routeBasePath: FIXTURES_ROUTE_BASE, sidebarPath: false, showLastUpdateTime: true},
  ],
];

/** The fixture pages' folders per language (a pair made to drift apart: plugins/page-history). */
export const FIXTURES_DOCS_FOLDERS = {
  'zh-Hans': 'tests/fixtures/docs',
  en: 'i18n/en/docusaurus-plugin-content-docs-fixtures/current',
} as const;

/** A link the CSGHub web app makes into these docs (config/product-links.json). */
export interface ProductLink {
  readonly path: string;
  /** Where a path this site does not have leads instead. */
  readonly to?: string;
  /** Only the letter case differs from `to`: served by the web server's redirect, not a redirect page. */
  readonly caseOnly?: boolean;
}

export const PRODUCT_LINKS: readonly ProductLink[] = productLinks.links;

/** Redirect pages for the web app's links whose paths this site does not have (plugin-client-redirects). */
export function productRedirects(links: readonly ProductLink[] = PRODUCT_LINKS): Array<{from: string; to: string}> {
  return links.filter((link) => link.to && !link.caseOnly).map((link) => ({from: `/${link.path}`, to: `/${link.to}`}));
}

/**
 * Links that differ from a page only in letter case: a redirect page there would be the page itself on
 * a case-insensitive file system, so the web servers (deploy/nginx, lib/serve.ts) redirect them.
 */
export function caseOnlyRedirects(links: readonly ProductLink[] = PRODUCT_LINKS): Array<{from: string; to: string}> {
  return links.filter((link) => link.to && link.caseOnly).map((link) => ({from: link.path, to: link.to!}));
}
