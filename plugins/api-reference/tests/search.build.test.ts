/**
 * The index pages of the API reference in the production build's search index, both languages: the
 * error-code catalogue's index and each split group's index list what other pages document, so their
 * lists are marked with SEARCH_SKIP_ATTRIBUTE and none of their rows is a search record; a query for a
 * code or an operation finds the page that documents it, while an index page is found by its title and
 * introduction, which stay in the records.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {LOCALE_CODES, localeBaseUrl, type Locale} from '../../../config/locales';
import {localeBuildDir} from '../../../lib/build';
import {INDEX_DIR, type DisplayRecord, type PageOutline} from '../../local-search/shared/format';
import {loadErrorCodes, loadErrorTexts, loadSpec, loadTexts, publicOperations} from '../spec';
import {errorSummary, operationAnchor, searchSummary} from '../render';
import {loadMounts, servedAt} from '../servers';
import {operationTitle, loadApiTexts} from '../texts';
import {API_DOCS_DIR, loadSplit, pageIdOf} from '..';

const codes = loadErrorCodes();
const {texts: errorTexts} = loadErrorTexts();
const texts = loadTexts();
const apiTexts = loadApiTexts();
const operations = publicOperations(loadSpec(), texts);
const split = loadSplit();
const mounts = loadMounts();

/** A page's search records (with their anchors) and heading texts, by its route (`/docs/en/csghub/api/errors`). */
function searchTextOf(
  locale: Locale,
  route: string,
): {records: string[]; anchored: Array<readonly [string | null, string]>; headings: string[]} | undefined {
  const index = path.join(localeBuildDir(locale), INDEX_DIR);
  for (const file of fs.readdirSync(path.join(index, 'pages')).filter((name) => name.endsWith('.json'))) {
    const outline = JSON.parse(fs.readFileSync(path.join(index, 'pages', file), 'utf8')) as PageOutline;
    if (outline.path.replace(/\/$/, '') !== route) continue;
    const folder = path.join(index, 'pages', String(Number.parseInt(file, 10)));
    const anchored = fs
      .readdirSync(folder)
      .filter((chunk) => chunk.endsWith('.json'))
      .flatMap((chunk) => JSON.parse(fs.readFileSync(path.join(folder, chunk), 'utf8')) as DisplayRecord[])
      .map(([, anchor, text]) => [anchor, text] as const);
    return {records: anchored.map(([, text]) => text), anchored, headings: outline.headings.map(([, , , text]) => text)};
  }
  return undefined;
}

for (const locale of LOCALE_CODES) {
  const api = `${localeBaseUrl(locale)}${API_DOCS_DIR}`;

  test(`${locale}: the error-code catalogue's index is searchable by its introduction, and none of its code rows is a record`, () => {
    const found = searchTextOf(locale, `${api}/errors`);
    assert.ok(found, `${api}/errors is not in the search index of ${localeBuildDir(locale)}`);
    const indexed = codes.flatMap(({code}) => {
      const summary = errorSummary(errorTexts.get(code)?.[locale].meaning ?? '').replace(/`/g, '');
      // The summary as the page shows it (code spans become text), long enough to be telling.
      const probe = summary.slice(0, 40);
      return found.records.some((text) => text.includes(probe)) ? [code] : [];
    });
    assert.deepEqual(indexed.slice(0, 20), [], 'code rows of the index in its records');
    assert.deepEqual(
      found.headings.filter((text) => /^[A-Z]+[:：]/.test(text)),
      [],
      'prefix headings of the index in its outline',
    );
    assert.ok(
      found.records.some((text) => text.includes('REPO-ERR-1') && text.includes('Accept-Language')),
      'the introduction is a record',
    );
  });

  test(`${locale}: the spec's own summary of an operation ("Get model detail") is a record of its section, hidden from the page`, () => {
    const summaries = operations.filter((operation) => searchSummary(operation, operationTitle(apiTexts, operation.key, locale)));
    assert.ok(summaries.length > 100, `only ${summaries.length} operations have a summary our title replaced`);
    for (const key of ['GET /models/{namespace}/{name}', 'PUT /models/{namespace}/{name}']) {
      const operation = operations.find((candidate) => candidate.key === key);
      assert.ok(operation, `${key} is not a public operation`);
      const summary = searchSummary(operation, operationTitle(apiTexts, key, locale));
      assert.ok(summary, `${key}: no summary our title replaced`);
      const route = `${api}/${pageIdOf(operation, texts, split)}`;
      const found = searchTextOf(locale, route);
      assert.ok(found, `${route} is not in the search index`);
      assert.ok(
        found.anchored.some(([anchor, text]) => anchor === operationAnchor(operation) && text === summary),
        `${route}: no record "${summary}" under #${operationAnchor(operation)}`,
      );
      const html = fs.readFileSync(
        path.join(localeBuildDir(locale), API_DOCS_DIR, pageIdOf(operation, texts, split), 'index.html'),
        'utf8',
      );
      assert.match(
        html,
        new RegExp(`<p hidden(?:=[^>]*)?>${summary.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?:</p>)?<`),
        `${route}: the summary is not a hidden paragraph`,
      );
    }
  });

  test(`${locale}: no operation row of a split group's index is a record`, () => {
    const indexed: string[] = [];
    let groups = 0;
    for (const [name, tag] of texts.tags) {
      if (!split.has(name)) continue;
      const route = `${api}/${tag.group}/${tag.slug}`;
      const found = searchTextOf(locale, route);
      assert.ok(found, `${route} is not in the search index`);
      groups += 1;
      for (const operation of operations.filter((candidate) => candidate.tag === name)) {
        // A row shows the operation's method and path, which no introduction does; its title is no heading.
        const endpoint = `${operation.method.toUpperCase()} ${servedAt(operation, mounts).path}`;
        const title = operationTitle(apiTexts, operation.key, locale);
        if (found.records.some((text) => text.includes(endpoint)) || found.headings.includes(title)) indexed.push(`${route}: ${endpoint}`);
      }
    }
    assert.equal(groups, split.size);
    assert.deepEqual(indexed.slice(0, 20), []);
  });
}
