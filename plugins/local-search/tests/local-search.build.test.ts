/**
 * The search index of the production build (`npm run build:test` first), both languages: what a page
 * marks to be skipped is not indexed. The Mermaid wrapper (src/theme/Mermaid) marks its hidden diagram
 * source with SEARCH_SKIP_ATTRIBUTE through `@theme/SearchSkip`; if the two ever disagree (an attribute
 * written by hand, a renamed constant), the built diagram sources lose the mark and their text becomes
 * records, and this test fails.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {LOCALE_CODES, localeBaseUrl} from '../../../config/locales';
import {localeBuildDir} from '../../../lib/build';
import {INDEX_DIR, SEARCH_SKIP_ATTRIBUTE, type DisplayRecord, type PageOutline} from '../shared/format';

const MERMAID_SOURCE = /<pre\b([^>]*\bmermaid-source\b[^>]*)>([\s\S]*?)<\/pre>/g;
const ENTITIES: Record<string, string> = {'&lt;': '<', '&gt;': '>', '&amp;': '&', '&quot;': '"', '&#x27;': "'", '&#39;': "'"};
const decode = (text: string) => text.replace(/&(?:lt|gt|amp|quot|#x27|#39);/g, (entity) => ENTITIES[entity] ?? entity);

/** The built HTML files under a folder, the other locales' folders left out. */
function htmlFiles(dir: string, skip: ReadonlySet<string>): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory() && !skip.has(full) && entry.name !== INDEX_DIR) out.push(...htmlFiles(full, skip));
    else if (entry.isFile() && entry.name === 'index.html') out.push(full);
  }
  return out;
}

for (const locale of LOCALE_CODES) {
  test(`${locale}: the Mermaid diagrams' sources carry ${SEARCH_SKIP_ATTRIBUTE} and none of their lines is a search record`, () => {
    const root = localeBuildDir(locale);
    const others = new Set(LOCALE_CODES.filter((other) => other !== locale).map((other) => localeBuildDir(other)));
    const index = path.join(root, INDEX_DIR);
    const pageOf = new Map<string, number>();
    for (const file of fs.readdirSync(path.join(index, 'pages')).filter((name) => name.endsWith('.json'))) {
      const outline = JSON.parse(fs.readFileSync(path.join(index, 'pages', file), 'utf8')) as PageOutline;
      pageOf.set(outline.path.replace(/\/$/, ''), Number.parseInt(file, 10));
    }
    const unmarked: string[] = [];
    const indexed: string[] = [];
    let diagrams = 0;
    for (const file of htmlFiles(root, others)) {
      const html = fs.readFileSync(file, 'utf8');
      const sources = [...html.matchAll(MERMAID_SOURCE)];
      if (sources.length === 0) continue;
      const route = `${localeBaseUrl(locale)}${path.relative(root, path.dirname(file)).split(path.sep).join('/')}`.replace(/\/$/, '');
      const page = pageOf.get(route);
      const records: DisplayRecord[] =
        page === undefined
          ? []
          : fs
              .readdirSync(path.join(index, 'pages', String(page)))
              .filter((chunk) => chunk.endsWith('.json'))
              .flatMap((chunk) => JSON.parse(fs.readFileSync(path.join(index, 'pages', String(page), chunk), 'utf8')) as DisplayRecord[]);
      for (const [, attributes, body] of sources) {
        diagrams += 1;
        if (!new RegExp(`\\b${SEARCH_SKIP_ATTRIBUTE}=`).test(attributes!)) unmarked.push(`${route}: <pre${attributes}>`);
        // Each line of the diagram long enough to be telling, looked for in the page's records.
        for (const line of decode(body!)
          .split('\n')
          .map((text) => text.trim())
          .filter((text) => text.length >= 12)) {
          if (records.some(([, , text]) => text.includes(line))) indexed.push(`${route}: ${line}`);
        }
      }
    }
    assert.ok(diagrams > 10, `${diagrams} diagram sources found in the build`);
    assert.deepEqual(unmarked, [], `diagram sources without ${SEARCH_SKIP_ATTRIBUTE}`);
    assert.deepEqual([...new Set(indexed)].slice(0, 20), [], 'diagram lines indexed as records');
  });
}

for (const locale of LOCALE_CODES) {
  test(`${locale}: the index numbers the pages in the sidebar's reading order (the last tie-break of its ranking)`, () => {
    const pages = path.join(localeBuildDir(locale), INDEX_DIR, 'pages');
    const numberOf = new Map<string, number>();
    for (const file of fs.readdirSync(pages).filter((name) => name.endsWith('.json'))) {
      const outline = JSON.parse(fs.readFileSync(path.join(pages, file), 'utf8')) as PageOutline;
      numberOf.set(outline.path.replace(/\/$/, '').slice(localeBaseUrl(locale).length), Number.parseInt(file, 10));
    }
    // The community sidebar's first pages: by path, download and settings would come before intro and upload.
    const models = [
      'intro',
      'model/model_intro',
      'model/model_create',
      'model/model_upload',
      'model/model_download',
      'model/model_settings',
    ];
    assert.deepEqual(
      models.map((id) => numberOf.get(id)),
      models.map((_, index) => index),
    );
  });
}
