/**
 * The four docs sidebars: their ids and names, the navbar entries that open them, and the doc ids a docs
 * folder holds (which sidebars have pages). The rules that place pages in them are sidebars.layout.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import {DEFAULT_LOCALE, type Locale} from './locales';
import {populatedSidebars, type SidebarLayout} from './sidebarLayout';

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
