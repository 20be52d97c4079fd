/**
 * Record helpers shared by the index builder and the browser client: the DocSearch hierarchy of a
 * record and its stable objectID.
 */
import type {PageData} from './format';

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
export function hierarchyAt(page: PageData, index: number): Hierarchy {
  const hierarchy: Hierarchy = {lvl0: page.lvl0, lvl1: null, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null};
  for (let i = 0; i <= index && i < page.records.length; i += 1) {
    const [code, , text] = page.records[i]!;
    if (code === 0) continue;
    const levels = hierarchy as unknown as Record<string, string | null>;
    levels[LEVELS[code]!] = text;
    for (let deeper = code + 1; deeper <= 6; deeper += 1) levels[LEVELS[deeper]!] = null;
  }
  return hierarchy;
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
export function objectIdOf(page: PageData, index: number): string {
  const [code, anchor] = page.records[index]!;
  let rank = 0;
  for (let i = 0; i < index; i += 1) {
    const [otherCode, otherAnchor] = page.records[i]!;
    if (otherCode === code && otherAnchor === anchor) rank += 1;
  }
  return `${fnv1a(page.path)}-${fnv1a(`${anchor ?? ''}|${code}|${rank}`)}`;
}
