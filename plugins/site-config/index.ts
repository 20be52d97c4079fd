/**
 * Build-time helpers for docusaurus.config.ts: reading the environment switches and the docs tree.
 * Pure functions of their arguments (the file system walk aside), so they are unit-tested.
 */
import fs from 'node:fs';
import path from 'node:path';
import {placeDoc, populatedSidebars, type SidebarLayout} from '../sidebar-layout';

export type Locale = 'zh-Hans' | 'en';
export const LOCALES: readonly Locale[] = ['zh-Hans', 'en'];
export const DEFAULT_LOCALE: Locale = 'zh-Hans';

/** The locale whose config Docusaurus is loading (it sets this variable per locale). */
export function currentLocale(env: NodeJS.ProcessEnv): Locale {
  const value = env.DOCUSAURUS_CURRENT_LOCALE;
  return value === 'en' ? 'en' : DEFAULT_LOCALE;
}

/** Picks the text of the locale being built. */
export function localized<T>(locale: Locale, texts: Record<Locale, T>): T {
  return texts[locale];
}

/**
 * `DOCS_ONLY=csghub/101/install,model` builds only those doc folders or files (a fast preview while
 * writing). Returns the docs plugin `include` globs, or null when the whole site is built.
 */
export function docsOnlyGlobs(env: NodeJS.ProcessEnv): string[] | null {
  const raw = env.DOCS_ONLY?.trim();
  if (!raw) return null;
  const prefixes = raw
    .split(',')
    .map((entry) => entry.trim().replace(/^\/+|\/+$/g, '').replace(/\.mdx?$/, ''))
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
export function keptByDocsOnly(globs: string[] | null, docId: string): boolean {
  if (globs === null) return true;
  return globs.some((glob) => {
    const prefix = glob.replace(/(?:\/\*\*\/\*)?\.\{md,mdx\}$/, '');
    return docId === prefix || docId.startsWith(`${prefix}/`);
  });
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

export interface NavbarSidebarEntry {
  readonly sidebarId: string;
  readonly label: string;
}

/**
 * Navbar entries that open a docs sidebar. A sidebar with no docs yet would make the navbar fail
 * to render, so its entry is left out and the reason is returned for the build log.
 */
export function docSidebarNavbarItems(
  layout: SidebarLayout,
  docIds: readonly string[],
  entries: readonly NavbarSidebarEntry[],
): {items: Array<{type: 'docSidebar'; sidebarId: string; label: string; position: 'left'}>; skipped: string[]} {
  const populated = populatedSidebars(layout, docIds);
  const items = [];
  const skipped = [];
  for (const {sidebarId, label} of entries) {
    if (populated.has(sidebarId)) items.push({type: 'docSidebar' as const, sidebarId, label, position: 'left' as const});
    else skipped.push(`navbar entry "${label}" left out: the sidebar "${sidebarId}" has no docs yet`);
  }
  return {items, skipped};
}

/** The docs that belong to no sidebar and to no rule would be a layout mistake; list them early. */
export function checkLayout(layout: SidebarLayout, docIds: readonly string[]): void {
  for (const id of docIds) placeDoc(layout, id);
}

export interface SearchConfig {
  readonly backend: 'local' | 'algolia';
  readonly appId: string;
  readonly apiKey: string;
  readonly indexName: string;
}

const ALGOLIA_VARIABLES = ['ALGOLIA_APP_ID', 'ALGOLIA_API_KEY', 'ALGOLIA_INDEX_NAME'] as const;

/**
 * The search backend: a hosted Algolia index when ALGOLIA_APP_ID, ALGOLIA_API_KEY (search-only) and
 * ALGOLIA_INDEX_NAME are all set at build time, else the local index built with the site. Some but
 * not all of them set is a mistake worth stopping the build for.
 */
export function searchConfig(env: NodeJS.ProcessEnv): SearchConfig {
  const values = ALGOLIA_VARIABLES.map((name) => env[name]?.trim() ?? '');
  const set = values.filter(Boolean).length;
  if (set === 0) return {backend: 'local', appId: 'local', apiKey: 'local', indexName: 'opencsg-docs'};
  if (set < ALGOLIA_VARIABLES.length) {
    const missing = ALGOLIA_VARIABLES.filter((_, i) => !values[i]);
    throw new Error(`Algolia search is half configured: set ${missing.join(' and ')} too, or unset all of ${ALGOLIA_VARIABLES.join(', ')} to use the local index.`);
  }
  const [appId = '', apiKey = '', indexName = ''] = values;
  return {backend: 'algolia', appId, apiKey, indexName};
}
