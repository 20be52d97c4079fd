/**
 * Every page of both sitemaps, loaded in Chromium: no console error, no uncaught exception, no failed
 * request to the site itself, and every Mermaid diagram rendered. One browser with a few tabs, each
 * loading page after page (a full load every time, with the HTTP cache warm, as a reader's browser has).
 */
import {after, before, test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import type {Page} from 'playwright-core';
import {hydrated, openSite, type Site} from '../../lib/browser';
import {BUILD_DIR, localeBuildDir} from '../../lib/build';
import {LOCALE_CODES} from '../../config/locales';
import {FIXTURES_ROUTE_BASE} from '../../config/testFixtures';

const TABS = 4;

const XML_ENTITIES: Record<string, string> = {amp: '&', lt: '<', gt: '>', quot: '"', apos: "'"};
const decodeXml = (text: string) => text.replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => XML_ENTITIES[name]!);

/** The paths a locale's sitemap lists (test-only fixture pages left out: some fail on purpose). */
function sitemapPaths(locale: (typeof LOCALE_CODES)[number]): string[] {
  const xml = fs.readFileSync(path.join(localeBuildDir(locale, BUILD_DIR), 'sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map(([, url = '']) => new URL(decodeXml(url)).pathname)
    .filter((pathname) => !pathname.includes(`/${FIXTURES_ROUTE_BASE}/`));
}

let site: Site;
before(async () => {
  site = await openSite();
});
after(async () => {
  await site?.close();
});

/** Loads `pathname` in `page` and reports what went wrong; `report` also receives the page's own events. */
async function check(page: Page, pathname: string, report: (what: string) => void): Promise<void> {
  const response = await page.goto(site.url(pathname));
  if (!response?.ok()) report(`HTTP ${response?.status()} for the page itself`);
  await hydrated(page);
  const diagrams = await page.locator('.docusaurus-mermaid-container').count();
  if (diagrams > 0) {
    await page
      .waitForFunction(
        () => Array.from(document.querySelectorAll('.docusaurus-mermaid-container')).every((container) => container.querySelector('svg')),
        null,
        {timeout: 15_000},
      )
      .catch(() => report(`${diagrams} Mermaid diagram(s), not all rendered`));
  }
}

test('every page of both sitemaps loads without errors, with its diagrams drawn', async () => {
  const paths = LOCALE_CODES.flatMap(sitemapPaths);
  assert.ok(paths.length > 500, `both sitemaps list ${paths.length} pages`);
  const problems: string[] = [];
  const {origin} = new URL(site.url('/'));
  let next = 0;
  const tab = async () => {
    const {page} = await site.newPage();
    let current = '';
    const report = (what: string) => problems.push(`${current}: ${what}`);
    page.on('console', (message) => {
      if (message.type() === 'error') report(`console error: ${message.text().split('\n')[0]}`);
    });
    page.on('pageerror', (error) => report(`uncaught exception: ${error.message.split('\n')[0]}`));
    page.on('requestfailed', (request) => {
      // A request cut short by the next navigation is not a failure of the site.
      if (request.url().startsWith(origin) && request.failure()?.errorText !== 'net::ERR_ABORTED') {
        report(`request failed: ${request.url()} (${request.failure()?.errorText})`);
      }
    });
    page.on('response', (response) => {
      if (response.url().startsWith(origin) && response.status() >= 400) report(`HTTP ${response.status()}: ${response.url()}`);
    });
    while (next < paths.length) {
      current = paths[next++]!;
      await check(page, current, report).catch((error: unknown) =>
        report(error instanceof Error ? error.message.split('\n')[0]! : String(error)),
      );
    }
  };
  await Promise.all(Array.from({length: TABS}, tab));
  assert.deepEqual(problems, [], `${problems.length} problem(s):\n${problems.join('\n')}`);
});
