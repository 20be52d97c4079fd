/**
 * Schemas on demand, in the production build: a group page's HTML holds the tables of the schemas its
 * operations name and of those they name (SHOWN_SCHEMA_LEVELS), as many levels as stay within
 * MAX_SHOWN_FIELDS rows; any other schema has its heading (its
 * anchor, its name in search) and its fields only in the page's data, rendered when the reader opens
 * it or arrives at its anchor. The Markdown twin keeps every table. Checked on every API page, both
 * languages; in Chromium on the AI gateway's page, the largest by schemas.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {LOCALE_CODES} from '../../../config/locales';
import {localeBuildDir} from '../../../lib/build';
import {hydrated, openSite} from '../../../lib/browser';
import {MAX_SHOWN_FIELDS, SHOWN_SCHEMA_LEVELS, type TagPageData} from '../model';
import {API_DOCS_DIR, generate} from '..';

const generated = generate();

for (const locale of LOCALE_CODES) {
  test(`${locale}: the HTML holds the tables of at most ${SHOWN_SCHEMA_LEVELS} schema levels and ${MAX_SHOWN_FIELDS} rows, the twin every table`, () => {
    const root = path.join(localeBuildDir(locale), API_DOCS_DIR);
    const problems: string[] = [];
    let deep = 0;
    for (const page of generated.pages.get(locale)!) {
      if (!page.json || page.id.endsWith('/index')) continue;
      const {schemas} = JSON.parse(page.json) as TagPageData;
      const file = path.join(root, page.id, 'index.html');
      if (!fs.existsSync(file)) {
        problems.push(`${page.id}: not built`);
        continue;
      }
      const html = fs.readFileSync(file, 'utf8');
      const rows = schemas.filter((schema) => !schema.onDemand).reduce((sum, schema) => sum + schema.fields.length, 0);
      if (rows > MAX_SHOWN_FIELDS) problems.push(`${page.id}: ${rows} field rows in the HTML (at most ${MAX_SHOWN_FIELDS})`);
      // Each schema's part of the page: from its heading to the next heading of its level, or the end.
      const starts = schemas.map((schema) => html.search(new RegExp(`<h3\\b[^>]*\\sid="?${schema.anchor}["\\s>]`)));
      schemas.forEach((schema, i) => {
        if (starts[i]! < 0) return problems.push(`${page.id}#${schema.anchor}: no heading`);
        const next = html.indexOf('<h3', starts[i]! + 3);
        const part = html.slice(starts[i], next < 0 ? undefined : next);
        const hasTable = part.includes('<table');
        const onDemand = schema.onDemand === true;
        if (schema.level >= SHOWN_SCHEMA_LEVELS && schema.fields.length > 0 && !onDemand)
          problems.push(`${page.id}#${schema.anchor} (level ${schema.level}): not on demand`);
        if (onDemand) deep += 1;
        if (onDemand && hasTable) problems.push(`${page.id}#${schema.anchor} (level ${schema.level}): its table is in the HTML`);
        if (!onDemand && schema.fields.length > 0 && !hasTable) problems.push(`${page.id}#${schema.anchor}: no table`);
        if (schema.fields.length > 0 && !page.twin?.includes(`\`${schema.fields[0]!.name}\``))
          problems.push(`${page.id}#${schema.anchor}: the twin lacks its fields`);
        return undefined;
      });
    }
    assert.deepEqual(problems.slice(0, 20), []);
    assert.ok(deep > 0, 'some schemas are on demand');
    console.log(`# ${locale}: ${deep} schemas render their fields on demand`);
  });
}

test("a deep schema's fields render when the reader arrives at its anchor or opens it", async () => {
  const data = JSON.parse(generated.pages.get('en')!.find((page) => page.id === 'agents/ai-gateway')!.json!) as TagPageData;
  const [first, second] = data.schemas.filter((schema) => schema.onDemand);
  assert.ok(first && second, 'the AI gateway page has deep schemas');
  const site = await openSite();
  try {
    const {page} = await site.newPage();
    await page.goto(site.url(`/docs/en/${API_DOCS_DIR}/agents/ai-gateway#${first.anchor}`));
    await hydrated(page);
    await page.locator(`h3#${first.anchor} + details[open] table code`, {hasText: first.fields[0]!.name}).first().waitFor();
    const other = page.locator(`h3#${second.anchor} + details`);
    assert.equal(await other.locator('table').count(), 0, 'another deep schema stays empty');
    await other.locator('summary').click();
    await other.locator('table code', {hasText: second.fields[0]!.name}).first().waitFor();
  } finally {
    await site.close();
  }
});

test("after an in-app navigation from another API page, the schemas are the new page's and a deep one opens", async () => {
  const data = JSON.parse(generated.pages.get('en')!.find((page) => page.id === 'agents/ai-gateway')!.json!) as TagPageData;
  const deep = data.schemas.find((schema) => schema.onDemand);
  assert.ok(deep, 'the AI gateway page has a deep schema');
  const site = await openSite();
  try {
    const {page} = await site.newPage();
    // The agent configs page: its schemas far below the first screen; its sidebar (sticky: the page stays at its top) links the AI gateway's page.
    await page.goto(site.url(`/docs/en/${API_DOCS_DIR}/agents/agent/configs`));
    await hydrated(page);
    await page.evaluate(() => ((window as unknown as {inApp: boolean}).inApp = true));
    await page.locator(`.theme-doc-sidebar-container a[href$="/${API_DOCS_DIR}/agents/ai-gateway"]`).click();
    await page.locator(`section h3[id="${deep.anchor}"]`).waitFor();
    assert.equal(await page.evaluate(() => (window as unknown as {inApp?: boolean}).inApp), true, 'the app navigated, no page load');
    assert.deepEqual(
      await page.evaluate(() => Array.from(document.querySelectorAll('article section h3'), (heading) => heading.id)),
      data.schemas.map((schema) => schema.anchor),
      "the new page's schema headings",
    );
    const details = page.locator(`h3[id="${deep.anchor}"] + details`);
    await details.locator('summary').click();
    await details.locator('table code', {hasText: deep.fields[0]!.name}).first().waitFor();
  } finally {
    await site.close();
  }
});
