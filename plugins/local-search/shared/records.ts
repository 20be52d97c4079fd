/**
 * Record helpers shared by the index builder and the browser client: the DocSearch hierarchy of a
 * record and its stable objectID.
 */
import type {DisplayRecord, PageOutline, SourceRecord} from './format';
import {typeCode} from './format';

export interface Hierarchy {
  lvl0: string;
  lvl1: string | null;
  lvl2: string | null;
  lvl3: string | null;
  lvl4: string | null;
  lvl5: string | null;
  lvl6: string | null;
}

export const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

/** The titles above record `index` of a page: its section, page title and enclosing headings. */
export function hierarchyAt(page: PageOutline, index: number): Hierarchy {
  const hierarchy: Hierarchy = {lvl0: page.lvl0, lvl1: null, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null};
  const levels = hierarchy as unknown as Record<string, string | null>;
  for (const [at, code, , text] of page.headings) {
    if (at > index) break;
    levels[LEVELS[code]!] = text;
    for (let deeper = code + 1; deeper <= 6; deeper += 1) levels[LEVELS[deeper]!] = null;
  }
  return hierarchy;
}

/** A page's outline and its records for display, from the records extracted from its HTML. */
export function displayOf(path: string, lvl0: string, records: readonly SourceRecord[]): {outline: PageOutline; records: DisplayRecord[]} {
  const seen = new Map<string, number>();
  const display = records.map((record): DisplayRecord => {
    const code = typeCode(record.type);
    const key = `${code}|${record.anchor ?? ''}`;
    const rank = seen.get(key) ?? 0;
    seen.set(key, rank + 1);
    return [code, record.anchor, record.text, rank];
  });
  const headings = display.flatMap(([code, anchor, text], index) => (code > 0 ? [[index, code, anchor, text] as const] : []));
  return {outline: {path, lvl0, headings}, records: display};
}

/** FNV-1a, 32 bits, as 8 hex digits: short and stable across builds and platforms. */
export function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/**
 * An id that stays the same between builds as long as the record keeps its place: the page path,
 * the anchor, the record kind and its rank among the records of that kind under that anchor.
 */
export function objectIdOf(path: string, [code, anchor, , rank]: DisplayRecord): string {
  return `${fnv1a(path)}-${fnv1a(`${anchor ?? ''}|${code}|${rank}`)}`;
}
