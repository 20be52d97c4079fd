/**
 * "Copy page" on doc pages, in both languages: the clipboard receives the page's Markdown twin, the
 * Markdown view is linked, and a missing twin is reported to the reader.
 */
import {after, before, test} from 'node:test';
import assert from 'node:assert/strict';
import {hydrated, openSite, type Site} from '../../lib/browser';

let site: Site;
before(async () => {
  site = await openSite();
});
after(async () => {
  await site?.close();
});

for (const [path, label, done] of [
  ['/docs/model/model_upload', '复制页面', '已复制为 Markdown'],
  ['/docs/en/csghub/101/install/by_helm', 'Copy page', 'Copied as Markdown'],
] as const) {
  test(`"Copy page" on ${path} copies its Markdown twin`, async () => {
    const {context, page} = await site.newPage();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: site.origin});
    await page.goto(site.url(path));
    await hydrated(page);
    const twin = await (await fetch(site.url(`${path}.md`))).text();
    assert.match(twin, /^# /);
    await page.locator('[data-testid="copy-page"]', {hasText: label}).click();
    await page.locator('[role="status"]', {hasText: done}).waitFor();
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), twin);
    assert.equal(await page.locator('a', {hasText: /View as Markdown|查看 Markdown/}).getAttribute('href'), `${path}.md`);
    await page.close();
  });
}

test('when the twin cannot be fetched, the reader is told', async () => {
  const {context, page} = await site.newPage();
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: site.origin});
  page.on('console', () => undefined);
  await page.route('**/*.md', (route) => route.fulfill({status: 404, body: 'missing'}));
  await page.goto(site.url('/docs/en/intro'));
  await hydrated(page);
  await page.locator('[data-testid="copy-page"]').click();
  await page.locator('[role="status"]', {hasText: 'Could not copy'}).waitFor();
  await page.close();
});
