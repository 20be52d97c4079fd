/** Readers of the doc sources in both locales. */
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';

import {LOCALES, LOCALE_CODES, type Locale} from '../../config/locales';
import {ROOT} from '../../lib/build';
import {isApiReferencePath} from '../../plugins/api-reference';
import {CONFIG_DOCS_DIR} from '../../plugins/config-reference/render';

export {ROOT};
export type DocLocale = Locale;
export const DOC_ROOTS = Object.fromEntries(LOCALE_CODES.map((locale) => [locale, path.join(ROOT, LOCALES[locale].docsDir)])) as Record<
  DocLocale,
  string
>;

export interface DocSource {
  readonly id: string;
  readonly file: string;
  readonly frontMatter: Record<string, unknown>;
  readonly body: string;
}

/** Pages (not partials: files or folders starting with `_`; not the generated API and configuration references) of one locale. */
export function readDocs(locale: DocLocale): DocSource[] {
  const root = DOC_ROOTS[locale];
  const docs: DocSource[] = [];
  const walk = (dir: string, rel: string) => {
    if (!fs.existsSync(dir)) return;
    for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
      if (entry.name.startsWith('_')) continue;
      const relPath = rel ? `${rel}/${entry.name}` : entry.name;
      if (isApiReferencePath(relPath) || relPath === CONFIG_DOCS_DIR) continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full, relPath);
      else if (/\.mdx?$/.test(entry.name)) {
        const text = fs.readFileSync(full, 'utf8');
        let frontMatter: Record<string, unknown>;
        let body: string;
        try {
          ({data: frontMatter, content: body} = matter(text));
        } catch (error) {
          // Reported by the front matter test, with the file's name, instead of stopping every test.
          frontMatter = {__error: error instanceof Error ? error.message.split('\n')[0] : String(error)};
          body = text;
        }
        docs.push({id: relPath.replace(/\.mdx?$/, ''), file: full, frontMatter, body});
      }
    }
  };
  walk(root, '');
  return docs;
}

/** Every Markdown/MDX file of a locale, partials included, with its path relative to the repository. */
export function readSources(locale: DocLocale): Array<{file: string; text: string}> {
  const out: Array<{file: string; text: string}> = [];
  const walk = (dir: string) => {
    if (!fs.existsSync(dir)) return;
    for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        const rel = path.relative(DOC_ROOTS[locale], full).split(path.sep).join('/');
        if (!isApiReferencePath(rel) && rel !== CONFIG_DOCS_DIR) walk(full);
      } else if (/\.mdx?$/.test(entry.name)) out.push({file: path.relative(ROOT, full), text: fs.readFileSync(full, 'utf8')});
    }
  };
  walk(DOC_ROOTS[locale]);
  return out.sort((a, b) => a.file.localeCompare(b.file));
}

const CJK = /[\u3400-\u9fff\uf900-\ufaff]/;

/** Stands for the first or last character of a bold label: a CJK character, a Latin one, or neither. */
function edge(char: string | undefined): string {
  if (char === undefined) return '';
  if (CJK.test(char)) return '中';
  if (/[A-Za-z0-9]/.test(char)) return 'A';
  return '·';
}

/**
 * Prose lines of a Markdown source: no front matter, code blocks, imports, JSX/HTML lines or tables,
 * with URLs and link targets dropped, inline code standing as a Latin word and bold UI labels reduced
 * to their first and last characters' kind (so that spacing around them is still checked).
 */
export function proseLines(source: string): Array<{line: number; text: string}> {
  const lines = source.split('\n');
  const out: Array<{line: number; text: string}> = [];
  let inFence = false;
  let inFrontMatter = lines[0] === '---';
  lines.forEach((raw, index) => {
    if (index === 0 && inFrontMatter) return;
    if (inFrontMatter) {
      if (raw === '---') inFrontMatter = false;
      return;
    }
    if (/^\s*(```|~~~)/.test(raw)) {
      inFence = !inFence;
      return;
    }
    if (inFence) return;
    const trimmed = raw.trim();
    if (/^(import|export) /.test(trimmed) || /^<\/?[A-Za-z]/.test(trimmed) || /^[{}]/.test(trimmed) || trimmed.startsWith('|')) return;
    if (/^:::/.test(trimmed)) return;
    const text = raw
      .replace(/\{#[\w-]+\}/g, '')
      .replace(/https?:\/\/[^\s)>]+/g, 'URL')
      .replace(/\]\([^)]*\)/g, ']')
      .replace(/`[^`]*`/g, 'CODE')
      .replace(/\*\*([^*]+)\*\*/g, (_match, inner: string) => `${edge(inner[0])}…${edge(inner[inner.length - 1])}`);
    out.push({line: index + 1, text});
  });
  return out;
}
