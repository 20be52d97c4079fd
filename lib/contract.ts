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

export function readRoutes(): RouteRow[] {
  return fs
    .readFileSync(path.join(SPEC_DIR, 'routes.tsv'), 'utf8')
    .split('\n')
    .slice(1)
    .filter(Boolean)
    .map((line) => {
      const [routePath = '', id = '', sidebar = '', category = '', titleEn = '', titleZh = ''] = line.split('\t');
      return {path: routePath, id, sidebar, category, titleEn, titleZh};
    });
}

/** A sidebar tree as sidebars.md writes it: categories by their Chinese label, docs by id. */
export type SpecItem = {type: 'doc'; id: string} | {type: 'category'; labelZh: string; labelEn: string; items: SpecItem[]};

export function readSpecSidebars(): Record<string, SpecItem[]> {
  const text = fs.readFileSync(path.join(SPEC_DIR, 'sidebars.md'), 'utf8');
  const result: Record<string, SpecItem[]> = {};
  const section = /^## (\w+) {2}\(navbar[^\n]*\n[\s\S]*?```\n([\s\S]*?)```/gm;
  for (const match of text.matchAll(section)) {
    const [, sidebarId = '', body = ''] = match;
    const root: SpecItem[] = [];
    const stack: Array<{indent: number; items: SpecItem[]}> = [{indent: -1, items: root}];
    for (const line of body.split('\n')) {
      if (!line.trim()) continue;
      const indent = line.length - line.trimStart().length;
      while (stack.length > 1 && stack[stack.length - 1]!.indent >= indent) stack.pop();
      const parent = stack[stack.length - 1]!.items;
      const category = /^\[(.+?) \| (.+?)\]$/.exec(line.trim());
      if (category) {
        const item: SpecItem = {type: 'category', labelEn: category[1]!, labelZh: category[2]!, items: []};
        parent.push(item);
        stack.push({indent, items: item.items});
      } else {
        parent.push({type: 'doc', id: line.trim().replace(/ \(.*\)$/, '')});
      }
    }
    result[sidebarId] = root;
  }
  return result;
}
