/**
 * The doc sources in both locales against the contract and the rules of CONTRIBUTING.md: every page is a route of the
 * spec, exists in the other locale, carries the spec's title, a description and the sidebar
 * position of sidebars.md, and its prose follows the writing rules that a machine can check.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {readDocs, readSources, proseLines, DOC_ROOTS, type DocLocale, type DocSource} from '../helpers/docs';
import {TOOL_TAB_VALUES} from '../../src/components/global/ToolTabs/values';
import {readRoutes, readSpecSidebars, type SpecItem} from '../../lib/contract';
import {ADDITIONAL_PAGES} from '../../config/additional-pages';

/** The contract's doc routes, plus the pages this site adds to them (config/additional-pages.ts). */
const routes = new Map<string, {titleEn: string; titleZh: string}>([
  ...readRoutes()
    .filter((row) => row.id !== '-')
    .map((row) => [row.id, row] as const),
  ...ADDITIONAL_PAGES.map((page) => [page.id, page] as const),
]);
const docs: Record<DocLocale, DocSource[]> = {'zh-Hans': readDocs('zh-Hans'), en: readDocs('en')};

/** A doc's expected sidebar_position: its 1-based place among its siblings in sidebars.md. */
const expectedPositions = new Map<string, number>();
const walk = (items: SpecItem[]) =>
  items.forEach((item, index) => {
    if (item.type === 'doc') expectedPositions.set(item.id, index + 1);
    else walk(item.items);
  });
Object.values(readSpecSidebars()).forEach(walk);
for (const page of ADDITIONAL_PAGES) expectedPositions.set(page.id, page.position);

function where(doc: DocSource, line?: number): string {
  return `${path.relative(path.join(DOC_ROOTS['zh-Hans'], '..'), doc.file)}${line ? `:${line}` : ''}`;
}

function failures(check: (doc: DocSource, locale: DocLocale) => string[]): string[] {
  return (Object.keys(docs) as DocLocale[]).flatMap((locale) => docs[locale].flatMap((doc) => check(doc, locale)));
}

test('every page is a route of the spec', () => {
  assert.deepEqual(
    failures((doc) =>
      routes.has(doc.id) ? [] : [`${where(doc)}: "${doc.id}" is neither in tests/spec/routes.tsv nor in config/additional-pages.ts`],
    ),
    [],
  );
});

test('every page exists in both languages', () => {
  const zh = new Set(docs['zh-Hans'].map((doc) => doc.id));
  const en = new Set(docs.en.map((doc) => doc.id));
  assert.deepEqual(
    [...zh].filter((id) => !en.has(id)).map((id) => `no English page for ${id}`),
    [],
  );
  assert.deepEqual(
    [...en].filter((id) => !zh.has(id)).map((id) => `no Chinese page for ${id}`),
    [],
  );
});

test("front matter: the spec's title, a description of at most 160 characters, the sidebar position", () => {
  const problems = failures((doc, locale) => {
    const row = routes.get(doc.id);
    const out: string[] = [];
    if (doc.frontMatter.__error) return [`${where(doc)}: the front matter is not valid YAML: ${String(doc.frontMatter.__error)}`];
    const {title, description, sidebar_position: position} = doc.frontMatter;
    const wanted = locale === 'en' ? row?.titleEn : row?.titleZh;
    if (row && title !== wanted) out.push(`${where(doc)}: title is ${JSON.stringify(title)}, the spec says ${JSON.stringify(wanted)}`);
    if (typeof description !== 'string' || description.trim() === '') out.push(`${where(doc)}: no description`);
    else if ([...description].length > 160) out.push(`${where(doc)}: description is ${[...description].length} characters (max 160)`);
    const expected = expectedPositions.get(doc.id);
    if (expected !== undefined && position !== expected) {
      out.push(`${where(doc)}: sidebar_position is ${String(position)}, sidebars.md puts it at ${expected}`);
    }
    return out;
  });
  assert.deepEqual(problems, []);
});

/** CONTRIBUTING.md: at most this many keywords a page. */
const MAX_KEYWORDS = 20;

test('front matter: keywords are a list of at most 20 strings (an unquoted 2025.10 or 8080 is read as a number)', () => {
  assert.deepEqual(
    failures((doc) => {
      const keywords = doc.frontMatter.keywords;
      if (keywords === undefined) return [];
      if (!Array.isArray(keywords)) return [`${where(doc)}: keywords is not a list`];
      const tooMany = keywords.length > MAX_KEYWORDS ? [`${where(doc)}: ${keywords.length} keywords, more than ${MAX_KEYWORDS}`] : [];
      return keywords
        .filter((keyword) => typeof keyword !== 'string')
        .map((keyword) => `${where(doc)}: keyword ${JSON.stringify(keyword)} is not a string; quote it`)
        .concat(tooMany);
    }),
    [],
  );
});

test('no placeholder text', () => {
  const problems = failures((doc) =>
    /\b(TODO|TBD|FIXME|lorem ipsum)\b|待补充|待完善|敬请期待/i.test(doc.body) ? [`${where(doc)}: placeholder text`] : [],
  );
  assert.deepEqual(problems, []);
});

test('Chinese prose: spaces between CJK and Latin text, full-width punctuation', () => {
  const problems = docs['zh-Hans'].flatMap((doc) =>
    proseLines(doc.body).flatMap(({line, text}) => {
      const out: string[] = [];
      const spacing = /[\u4e00-\u9fff][A-Za-z0-9]|[A-Za-z0-9][\u4e00-\u9fff]/.exec(text);
      if (spacing) out.push(`${where(doc, line)}: no space in "${spacing[0]}"`);
      const punctuation = /[\u4e00-\u9fff][,;:!?]|[\u4e00-\u9fff]\(/.exec(text);
      if (punctuation) out.push(`${where(doc, line)}: half-width punctuation in "${punctuation[0]}"`);
      const padded = / [，。：；？！、]|[，。：；？！、] /.exec(text);
      if (padded) out.push(`${where(doc, line)}: space around full-width punctuation in "${padded[0]}"`);
      return out;
    }),
  );
  assert.deepEqual(problems, []);
});

test('English prose has no Chinese text outside code', () => {
  const problems = docs.en.flatMap((doc) =>
    proseLines(doc.body).flatMap(({line, text}) =>
      /[\u4e00-\u9fff]/.test(text) ? [`${where(doc, line)}: Chinese text in English prose`] : [],
    ),
  );
  assert.deepEqual(problems, []);
});

test('ToolTabs items take only the documented values (src/components/global/ToolTabs/values.ts)', () => {
  const allowed = new Set<string>(TOOL_TAB_VALUES);
  const problems: string[] = [];
  for (const locale of Object.keys(DOC_ROOTS) as DocLocale[]) {
    for (const {file, text} of readSources(locale)) {
      let depth = 0;
      text.split('\n').forEach((line, index) => {
        if (/<ToolTabs[\s>]/.test(line)) depth += 1;
        if (depth > 0) {
          for (const match of line.matchAll(/<TabItem\b[^>]*\bvalue=["']([^"']*)["']/g)) {
            if (!allowed.has(match[1]!))
              problems.push(`${file}:${index + 1}: ToolTabs item value "${match[1]}" is not one of ${[...allowed].join(', ')}`);
          }
        }
        if (line.includes('</ToolTabs>')) depth = Math.max(0, depth - 1);
      });
    }
  }
  assert.deepEqual(problems, []);
});
