/**
 * A page speaks to the reader about the product, never about the docs themselves: their sources, how
 * or when they were written, or what they could not find (CONTRIBUTING.md, "Speak about the product, never about the docs").
 * Every page, partial and blog post of both languages is read, prose only (code blocks are skipped); each hit is
 * reported with its file and line.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {DOC_ROOTS, ROOT, readSources, type DocLocale} from '../helpers/docs';
import {processLanguageIn} from '../helpers/processLanguage';

/**
 * Real product text that happens to match a pattern: `file` is relative to the locale's docs root.
 * Keep this short; each entry says why it is not process language.
 */
const ALLOWED: ReadonlyArray<{readonly file: string; readonly text: RegExp; readonly why: string}> = [];

interface Hit {
  readonly where: string;
  readonly text: string;
}

/** The blog's posts of a locale: they speak to readers too. */
const BLOG_DIRS: Record<DocLocale, string> = {'zh-Hans': 'blog', en: 'i18n/en/docusaurus-plugin-content-blog'};

function blogSources(locale: DocLocale): Array<{file: string; text: string}> {
  const dir = path.join(ROOT, BLOG_DIRS[locale]);
  return fs
    .readdirSync(dir)
    .filter((name) => /\.mdx?$/.test(name))
    .map((name) => ({file: path.join(BLOG_DIRS[locale], name), text: fs.readFileSync(path.join(dir, name), 'utf8')}));
}

function hitsOf(locale: DocLocale): Hit[] {
  const root = DOC_ROOTS[locale];
  const hits: Hit[] = [];
  for (const {file, text} of [...readSources(locale), ...blogSources(locale)]) {
    const relative = path.relative(root, path.join(ROOT, file)).split(path.sep).join('/');
    let inFence = false;
    text.split('\n').forEach((line, index) => {
      if (/^\s*(```|~~~)/.test(line)) {
        inFence = !inFence;
        return;
      }
      if (inFence) return;
      const found = processLanguageIn(line, locale);
      if (found && !ALLOWED.some((entry) => entry.file === relative && entry.text.test(line))) {
        hits.push({where: `${file}:${index + 1}`, text: found});
      }
    });
  }
  return hits;
}

for (const locale of ['zh-Hans', 'en'] as const) {
  test(`${locale}: no sentence speaks about the docs, their sources or their writing`, () => {
    const hits = hitsOf(locale);
    if (hits.length > 0) {
      assert.fail(
        `${hits.length} sentences about the docs themselves; rewrite each to speak about the product (CONTRIBUTING.md, "Speak about the product, never about the docs"):\n` +
          hits.map((hit) => `  ${hit.where}: "${hit.text}"`).join('\n'),
      );
    }
  });
}
