/**
 * Readers of the site's contract: `routes.tsv` (every page the site must have) and `sidebars.md` (the
 * sidebars' trees), copies of the project's specification kept in tests/spec/ (its README says why).
 * Tests, scripts and plugins read the contract through this module only.
 */
import fs from 'node:fs';
import path from 'node:path';
import {ROOT} from './build';

export const SPEC_DIR = path.join(ROOT, 'tests', 'spec');

export interface RouteRow {
  readonly path: string;
  readonly id: string;
  readonly sidebar: string;
  readonly category: string;
  readonly titleEn: string;
  readonly titleZh: string;
}

const ROUTE_COLUMNS = ['path', 'id', 'sidebar', 'category', 'title_en', 'title_zh'] as const;

/** The rows of a routes.tsv text; a header or a row that is not the contract's shape throws, naming its line. */
export function parseRoutes(text: string, file = 'routes.tsv'): RouteRow[] {
  const [header = '', ...lines] = text.split('\n');
  if (header.split('\t').slice(0, ROUTE_COLUMNS.length).join('\t') !== ROUTE_COLUMNS.join('\t'))
    throw new Error(`${file}:1: the header must start with the columns ${ROUTE_COLUMNS.join(', ')} (tab-separated); got "${header}"`);
  return lines.flatMap((line, index) => {
    if (!line.trim()) return [];
    const cells = line.split('\t');
    const [routePath = '', id = '', sidebar = '', category = '', titleEn = '', titleZh = ''] = cells;
    // The landing page's path is empty; every row has its six cells, a sidebar (or `none`) and both titles.
    if (cells.length < ROUTE_COLUMNS.length || !id || !sidebar || !titleEn || !titleZh)
      throw new Error(`${file}:${index + 2}: a row needs ${ROUTE_COLUMNS.join(', ')}, tab-separated; got "${line}"`);
    return [{path: routePath, id, sidebar, category, titleEn, titleZh}];
  });
}

export function readRoutes(): RouteRow[] {
  const file = path.join(SPEC_DIR, 'routes.tsv');
  return parseRoutes(fs.readFileSync(file, 'utf8'), path.relative(ROOT, file));
}

/** A sidebar tree as sidebars.md writes it: categories by their Chinese label, docs by id. */
export type SpecItem = {type: 'doc'; id: string} | {type: 'category'; labelZh: string; labelEn: string; items: SpecItem[]};

/**
 * The sidebar trees of a sidebars.md text: each `## <id>  (navbar: …)` section's code block, indented
 * two spaces a level, `[English | 中文]` for a category and a doc id (with an optional note in
 * parentheses) for a page. A line that is neither, or a text with no sidebar, throws, naming its line.
 */
export function parseSpecSidebars(text: string, file = 'sidebars.md'): Record<string, SpecItem[]> {
  const result: Record<string, SpecItem[]> = {};
  const section = /^## (\w+) {2}\(navbar[^\n]*\n[\s\S]*?```\n([\s\S]*?)```/gm;
  for (const match of text.matchAll(section)) {
    const [whole, sidebarId = '', body = ''] = match;
    const firstLine = text.slice(0, match.index + whole.length - body.length - 3).split('\n').length;
    const root: SpecItem[] = [];
    const stack: Array<{indent: number; items: SpecItem[]}> = [{indent: -1, items: root}];
    body.split('\n').forEach((line, index) => {
      if (!line.trim()) return;
      const indent = line.length - line.trimStart().length;
      while (stack.length > 1 && stack[stack.length - 1]!.indent >= indent) stack.pop();
      const parent = stack[stack.length - 1]!.items;
      const category = /^\[(.+?) \| (.+?)\]$/.exec(line.trim());
      const doc = /^([^\s[]\S*)(?: \(.*\))?$/.exec(line.trim());
      if (category) {
        const item: SpecItem = {type: 'category', labelEn: category[1]!, labelZh: category[2]!, items: []};
        parent.push(item);
        stack.push({indent, items: item.items});
      } else if (doc) {
        parent.push({type: 'doc', id: doc[1]!});
      } else {
        throw new Error(
          `${file}:${firstLine + index}: in sidebar ${sidebarId}, a line is a category "[English | 中文]" or a doc id; got "${line.trim()}"`,
        );
      }
    });
    result[sidebarId] = root;
  }
  if (Object.keys(result).length === 0) throw new Error(`${file}: no sidebar section ("## <id>  (navbar: …)" and a code block)`);
  return result;
}

export function readSpecSidebars(): Record<string, SpecItem[]> {
  const file = path.join(SPEC_DIR, 'sidebars.md');
  return parseSpecSidebars(fs.readFileSync(file, 'utf8'), path.relative(ROOT, file));
}
