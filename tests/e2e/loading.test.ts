/**
 * What a page loads, and when: Prism only where a code block is rendered in the browser (the server
 * highlights the rest), the search modal only when the reader asks for search, and code blocks are highlighted and copyable
 * however the reader arrives (a full load or a client-side navigation).
 */
import {after, before, test} from 'node:test';
import assert from 'node:assert/strict';
import type {Page} from 'playwright-core';
import {hydrated, openSite, type Site} from '../../lib/browser';

/** Strings found only in the chunk that holds Prism and its languages, and in the DocSearch modal's. */
const PRISM_MARKER = 'languages.bash';
const MODAL_MARKER = 'DocSearch-Modal';

let site: Site;
before(async () => {
  site = await openSite();
});
after(async () => {
  await site?.close();
});

/** Records the text of every script the page downloads, from now on. */
function recordScripts(page: Page): () => Promise<string[]> {
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.text().catch(() => ''));
  });
  return () => Promise.all(bodies);
}

const loaded = async (scripts: () => Promise<string[]>, marker: string) => (await scripts()).some((body) => body.includes(marker));

test('a page without code blocks loads neither Prism nor the search modal; pressing Ctrl+K loads and opens the modal', async () => {
  const {page} = await site.newPage();
  const scripts = recordScripts(page);
  await page.goto(site.url('/docs/en/model/model_intro'));
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  assert.equal(await page.locator('.theme-code-block').count(), 0, 'the page has no code block');
  assert.equal(await loaded(scripts, PRISM_MARKER), false, 'Prism was downloaded');
  assert.equal(await loaded(scripts, MODAL_MARKER), false, 'the search modal was downloaded');

  // The button is styled as DocSearch's from the start, before its modal's code is requested.
  const button = await page.locator('.DocSearch-Button').evaluate((element) => {
    const style = getComputedStyle(element);
    return {display: style.display, radius: style.borderTopLeftRadius};
  });
  assert.deepEqual(button, {display: 'flex', radius: '40px'}, 'DocSearch button styles');

  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Modal .DocSearch-Input').waitFor();
  assert.equal(await loaded(scripts, MODAL_MARKER), true, 'the modal came from its own chunk');
  // Its styles came with it: a fixed overlay, the modal at DocSearch's width.
  const modal = await page.locator('.DocSearch-Container').evaluate((element) => ({
    position: getComputedStyle(element).position,
    width: getComputedStyle(element.querySelector('.DocSearch-Modal')!).maxWidth,
  }));
  assert.deepEqual(modal, {position: 'fixed', width: '560px'}, 'DocSearch modal styles');
  await page.keyboard.press('Escape');
  await page.locator('.DocSearch-Modal').waitFor({state: 'detached'});
  await page.close();
});

/** Waits for the first code block's highlighted tokens and copy button; returns the block's text. */
async function highlightedBlock(page: Page): Promise<string> {
  const block = page.locator('.theme-code-block:visible').first();
  await block.locator('pre code .token').first().waitFor();
  await block.locator('button[aria-label]').first().waitFor();
  return (await block.locator('pre code').innerText()).trim();
}

test('a code block is highlighted and copyable on a full page load', async () => {
  const {context, page} = await site.newPage();
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: site.origin});
  const scripts = recordScripts(page);
  // Highlighted by the server: the tokens are there before any script runs.
  await page.route('**/*.js', (route) => route.abort());
  await page.goto(site.url('/docs/en/csghub/101/getting_started'));
  assert.ok(await page.locator('.theme-code-block pre code .token').count(), 'highlighted tokens in the HTML');
  await page.unroute('**/*.js');
  await page.reload();
  await hydrated(page);
  const text = await highlightedBlock(page);
  const block = page.locator('.theme-code-block:visible').first();
  await block.hover();
  await block.locator('button[aria-label]').first().click();
  await page.waitForFunction(async (expected) => (await navigator.clipboard.readText()).trim() === expected, text);
  // React kept the server's highlighted lines; Prism was never needed.
  await page.waitForLoadState('networkidle');
  assert.equal(await loaded(scripts, PRISM_MARKER), false, 'Prism was downloaded');
  await page.close();
});

test('a code block inside tool tabs is highlighted once the page has hydrated', async () => {
  const {page} = await site.newPage();
  await page.goto(site.url('/docs/en/model/model_create'));
  await hydrated(page);
  await page.getByRole('tab', {name: 'Git', exact: true}).first().click();
  assert.ok(await highlightedBlock(page));
  await page.close();
});

test("an API operation's request examples: cURL in the built page, Python and JavaScript rendered when picked", async () => {
  const {page} = await site.newPage();
  const path = '/docs/en/csghub/api/repositories/model/models';
  const html = await (await page.request.get(site.url(path))).text();
  assert.ok(html.includes('language-bash'), 'the cURL examples are in the HTML');
  assert.equal(html.includes('language-python'), false, 'the Python examples are rendered only when picked');
  await page.goto(site.url(path));
  await hydrated(page);
  const operation = page.locator('h3#get-models-namespace-name + div');
  await operation.getByRole('tab', {name: 'Python', exact: true}).click();
  const python = operation.locator('.language-python pre code');
  await python.locator('.token').first().waitFor();
  // Served from 127.0.0.1, the example names the reader's own host (plugins/code-blocks/readerHost.ts).
  const origin = new URL(site.url(path)).origin;
  await operation.locator('.language-python pre code', {hasText: `${origin}/api/v1/models/`}).waitFor();
  const code = (await python.innerText()).replace(/\s+/g, ' ');
  assert.ok(code.includes(`requests.get( "${origin}/api/v1/models/<namespace>/<name>"`), code);
  await operation.getByRole('tab', {name: 'JavaScript', exact: true}).click();
  await operation.locator('.language-javascript pre code .token').first().waitFor();
  await page.close();
});

test('after a client-side navigation from a page without code, code blocks are highlighted', async () => {
  const {page} = await site.newPage();
  await page.goto(site.url('/docs/en/csghub/101/introduction'));
  await hydrated(page);
  assert.equal(await page.locator('.theme-code-block').count(), 0, 'the first page has no code block');
  // Marks the document: a full page load would drop the mark.
  await page.evaluate(() => document.documentElement.setAttribute('data-test-same-document', ''));
  await page.locator('a.pagination-nav__link--next').click();
  await page.waitForURL('**/docs/en/csghub/101/getting_started');
  assert.ok(await highlightedBlock(page));
  assert.equal(await page.locator('html[data-test-same-document]').count(), 1, 'the navigation stayed in the page');
  await page.close();
});

test('links are still prefetched once the page has loaded', async () => {
  const {page} = await site.newPage();
  await page.goto(site.url('/docs/en/csghub/101/install/by_helm'));
  await hydrated(page);
  await page.waitForFunction(() => document.querySelectorAll('link[rel="prefetch"]').length > 0);
  await page.close();
});
