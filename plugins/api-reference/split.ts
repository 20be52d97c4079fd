/**
 * The large API groups, split into pages of at most MAX_OPERATIONS operations (data/pages.json): a group
 * named there keeps its address as an index of its operations (`agents/agent`), and its operations go
 * to pages under it (`agents/agent/sessions`), each operation to the first page whose pattern matches
 * its key (`GET /agent/instances/{id}/sessions`). The cuts follow the paths' resources; every page's
 * title is ours, in both languages.
 */
import fs from 'node:fs';
import path from 'node:path';
import {DATA_DIR, type Operation, type Texts} from './spec';

/** The most operations one API page shows: a phone lays out and hydrates a page this long within budget. */
export const MAX_OPERATIONS = 12;

export interface PagePart {
  readonly slug: string;
  /** Patterns over an operation's key (`METHOD /path` as the spec writes it). */
  readonly match: readonly RegExp[];
  readonly en: string;
  readonly 'zh-Hans': string;
}

/** The split groups, by tag: their pages in sidebar order. */
export type Split = ReadonlyMap<string, readonly PagePart[]>;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Reads data/pages.json (or the given text); a malformed entry stops with what is wrong and where. */
export function loadSplit(text: string = fs.readFileSync(path.join(DATA_DIR, 'pages.json'), 'utf8')): Split {
  const raw: unknown = JSON.parse(text);
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw new Error('[api-reference] data/pages.json: expected an object of tags');
  const split = new Map<string, PagePart[]>();
  for (const [tag, parts] of Object.entries(raw)) {
    if (!Array.isArray(parts) || parts.length < 2)
      throw new Error(`[api-reference] data/pages.json: ${tag}: expected a list of at least two pages`);
    split.set(
      tag,
      parts.map((part: unknown, i): PagePart => {
        const where = `data/pages.json: ${tag}[${i}]`;
        const entry = part as Record<string, unknown>;
        if (!entry || typeof entry !== 'object') throw new Error(`[api-reference] ${where}: expected an object`);
        const {slug, match, en, 'zh-Hans': zh} = entry;
        if (typeof slug !== 'string' || !SLUG.test(slug) || slug === 'index')
          throw new Error(
            `[api-reference] ${where}: "slug" must be lower-case words joined by "-" (not "index"), got ${JSON.stringify(slug)}`,
          );
        for (const [name, value] of [
          ['en', en],
          ['zh-Hans', zh],
        ] as const)
          if (typeof value !== 'string' || value.trim() === '') throw new Error(`[api-reference] ${where}: "${name}": a title is missing`);
        if (!Array.isArray(match) || match.length === 0 || !match.every((pattern) => typeof pattern === 'string'))
          throw new Error(`[api-reference] ${where}: "match" must be a non-empty list of patterns`);
        return {
          slug,
          match: match.map((pattern: string) => {
            try {
              return new RegExp(pattern);
            } catch (error) {
              throw new Error(`[api-reference] ${where}: bad pattern ${JSON.stringify(pattern)}: ${(error as Error).message}`);
            }
          }),
          en: en as string,
          'zh-Hans': zh as string,
        };
      }),
    );
  }
  return split;
}

/** The page of a split group an operation goes to: the first whose pattern matches its key. */
export function partOf(operation: Pick<Operation, 'key'>, parts: readonly PagePart[]): PagePart | undefined {
  return parts.find((part) => part.match.some((pattern) => pattern.test(operation.key)));
}

/** The id (under API_DOCS_DIR, no extension) of the page that shows an operation. */
export function pageIdOf(operation: Pick<Operation, 'key' | 'tag'>, texts: Texts, split: Split): string {
  const tag = texts.tags.get(operation.tag);
  if (!tag) throw new Error(`[api-reference] no group for tag ${operation.tag}`);
  const parts = split.get(operation.tag);
  if (!parts) return `${tag.group}/${tag.slug}`;
  const part = partOf(operation, parts);
  if (!part) throw new Error(`[api-reference] data/pages.json: ${operation.tag}: no page takes ${operation.key}`);
  return `${tag.group}/${tag.slug}/${part.slug}`;
}

/**
 * What is wrong with the split for these operations: an operation no page takes, a page that takes
 * none, two pages with one slug, a page (or an unsplit group) with more than `max` operations, a tag
 * the split names that has no public operation.
 */
export function splitProblems(operations: readonly Operation[], split: Split, max = MAX_OPERATIONS): string[] {
  const problems: string[] = [];
  const byTag = new Map<string, Operation[]>();
  for (const operation of operations) byTag.set(operation.tag, [...(byTag.get(operation.tag) ?? []), operation]);
  for (const tag of split.keys()) if (!byTag.has(tag)) problems.push(`${tag}: data/pages.json splits a tag with no public operation`);
  for (const [tag, own] of byTag) {
    const parts = split.get(tag);
    if (!parts) {
      if (own.length > max) problems.push(`${tag}: ${own.length} operations on one page (at most ${max}): split it in data/pages.json`);
      continue;
    }
    const slugs = new Set<string>();
    for (const part of parts) {
      if (slugs.has(part.slug)) problems.push(`${tag}: two pages named "${part.slug}"`);
      slugs.add(part.slug);
    }
    const counts = new Map(parts.map((part) => [part, 0]));
    for (const operation of own) {
      const part = partOf(operation, parts);
      if (part) counts.set(part, counts.get(part)! + 1);
      else problems.push(`${tag}: no page takes ${operation.key}`);
    }
    for (const [part, count] of counts) {
      if (count === 0) problems.push(`${tag}/${part.slug}: no operation`);
      if (count > max) problems.push(`${tag}/${part.slug}: ${count} operations (at most ${max})`);
    }
  }
  return problems;
}
