/**
 * Is the other language's version of a page newer? Per page, the date of its last change in each
 * language: the last commit that changed the page's file or a partial it imports (transitively), or
 * the page's `last_update.date` front matter when it has one (as Docusaurus itself shows). When one
 * language's date is later than the other's by more than DRIFT_MARGIN_DAYS, the older page is
 * "behind" and names the newer one.
 *
 * Dates come from a lookup function (the site's VCS, which reads the history once), so this module
 * runs no Git command itself and its tests give it made-up dates.
 */
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';

/** Edits within this many days of each other count as being in step. */
export const DRIFT_MARGIN_DAYS = 14;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The last change of a file in milliseconds since the epoch, or null when the history has none. */
export type LastChange = (absoluteFile: string) => Promise<number | null>;

/** One docs folder in each language: the same page ids under both. */
export type DocsFolders = Readonly<Record<string, string>>;

/** What a page that is behind shows: the language whose version is newer, and that version's date. */
export interface Behind {
  readonly locale: string;
  readonly date: number;
}

export interface DriftedPage {
  /** Page id: the file's path under its docs folder, without extension. */
  readonly id: string;
  /** The file of the older version, relative to the site folder (posix). */
  readonly file: string;
  readonly olderLocale: string;
  readonly olderDate: number;
  readonly newer: Behind;
}

/** Page files (not partials: names starting with `_`) under a folder, by id. */
export function pageFiles(dir: string, skip: (id: string) => boolean = () => false): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (folder: string, rel: string) => {
    if (!fs.existsSync(folder)) return;
    for (const entry of fs.readdirSync(folder, {withFileTypes: true})) {
      if (entry.name.startsWith('_') || entry.name.startsWith('.')) continue;
      const relPath = rel ? `${rel}/${entry.name}` : entry.name;
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full, relPath);
      else if (/\.mdx?$/.test(entry.name)) {
        const id = relPath.replace(/\.mdx?$/, '');
        if (!skip(id)) out.set(id, full);
      }
    }
  };
  walk(dir, '');
  return out;
}

const IMPORT = /^import\s[^;'"]*?\sfrom\s+['"](\.{1,2}\/[^'"]+\.mdx?)['"]/gm;

/** The Markdown files a page imports with relative paths (its partials), transitively, the page first. */
export function filesOfPage(file: string): string[] {
  const seen = new Set<string>();
  const visit = (current: string) => {
    if (seen.has(current) || !fs.existsSync(current)) return;
    seen.add(current);
    const text = fs.readFileSync(current, 'utf8');
    for (const match of text.matchAll(IMPORT)) visit(path.resolve(path.dirname(current), match[1]!));
  };
  visit(file);
  return [...seen];
}

/** `last_update.date` of a page's front matter, in milliseconds, or null. A bad date is an error. */
export function frontMatterDate(file: string): number | null {
  const text = fs.readFileSync(file, 'utf8');
  // Most pages have no such key: skip parsing their front matter.
  if (!text.includes('last_update')) return null;
  const {data} = matter(text);
  const value = (data as {last_update?: {date?: unknown}}).last_update?.date;
  if (value === undefined || value === null) return null;
  const date = value instanceof Date ? value.getTime() : new Date(String(value)).getTime();
  if (Number.isNaN(date)) throw new Error(`${file}: last_update.date is not a date: ${String(value)}`);
  return date;
}

/** When a page last changed: its front matter date, else the latest change of its file and partials. */
export async function pageDate(file: string, lastChange: LastChange): Promise<number | null> {
  const fromFrontMatter = frontMatterDate(file);
  if (fromFrontMatter !== null) return fromFrontMatter;
  const [own, ...partials] = await Promise.all(filesOfPage(file).map(lastChange));
  // A page Git does not know (not committed yet) has no date to compare.
  if (own === null || own === undefined) return null;
  return Math.max(own, ...partials.filter((date): date is number => date !== null));
}

/**
 * Pages whose version in one language is older than in the other by more than the margin. `folders`
 * maps each locale to its docs folder (absolute); ids found in one folder only are left out.
 */
export async function driftedPages({
  siteDir,
  folders,
  lastChange,
  marginDays = DRIFT_MARGIN_DAYS,
  skip,
}: {
  siteDir: string;
  folders: DocsFolders;
  lastChange: LastChange;
  marginDays?: number;
  skip?: (id: string) => boolean;
}): Promise<DriftedPage[]> {
  const locales = Object.keys(folders);
  if (locales.length !== 2) throw new Error(`[page-history] the drift check compares two languages; got ${locales.join(', ') || 'none'}`);
  const [a, b] = locales as [string, string];
  const filesA = pageFiles(folders[a]!, skip);
  const filesB = pageFiles(folders[b]!, skip);
  const out: DriftedPage[] = [];
  await Promise.all(
    [...filesA].map(async ([id, fileA]) => {
      const fileB = filesB.get(id);
      if (!fileB) return;
      const [dateA, dateB] = await Promise.all([pageDate(fileA, lastChange), pageDate(fileB, lastChange)]);
      if (dateA === null || dateB === null) return;
      const rel = (file: string) => path.relative(siteDir, file).split(path.sep).join('/');
      if (dateA - dateB > marginDays * DAY_MS)
        out.push({id, file: rel(fileB), olderLocale: b, olderDate: dateB, newer: {locale: a, date: dateA}});
      else if (dateB - dateA > marginDays * DAY_MS)
        out.push({id, file: rel(fileA), olderLocale: a, olderDate: dateA, newer: {locale: b, date: dateB}});
    }),
  );
  return out.sort((x, y) => x.file.localeCompare(y.file));
}
