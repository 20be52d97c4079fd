/**
 * Code blocks after a full page load (plugins/code-blocks): served from a domain other than
 * opencsg.com (the tests serve from 127.0.0.1), the blocks that name the hub take the reader's host
 * without Prism and without rendering again (the server marked the address; the browser replaces its
 * text); and the word-wrap button appears on a block that scrolls sideways, measured when the browser
 * lays the block out (a ResizeObserver), not in the hydration task.
 */
import {after, before, test} from 'node:test';
import assert from 'node:assert/strict';
import {hydrated, openSite, type Site} from '../../lib/browser';
import {LOCALE_CODES, localeBaseUrl} from '../../config/locales';
import {withReaderHost} from '../../plugins/code-blocks/readerHost';

/** A string found only in the chunk that holds Prism and its languages (as tests/e2e/loading.test.ts). */
const PRISM_MARKER = 'languages.bash';

/** Counts the code blocks (or their `<pre>`) taken out of the page, from before the first script runs. */
const COUNT_REMOVED_BLOCKS = `window.__removedBlocks = 0;
new MutationObserver((records) => {
  for (const record of records)
    for (const node of record.removedNodes)
      if (node.nodeType === 1 && (node.matches('pre, .theme-code-block') || node.querySelector('pre'))) window.__removedBlocks += 1;
}).observe(document, {childList: true, subtree: true});`;

let site: Site;
before(async () => {
  site = await openSite();
});
after(async () => {
  await site?.close();
});

for (const locale of LOCALE_CODES) {
  const url = `${localeBaseUrl(locale)}model/model_download`;
  test(`${url}: the reader's host replaces the hub's in the server's blocks, without Prism or a new render`, async () => {
    const {context, page} = await site.newPage();
    await context.addInitScript({content: COUNT_REMOVED_BLOCKS});
    const scripts: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
    });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    try {
      await page.goto(site.url(url));
      await hydrated(page);
      const expected = `${site.origin}/models/`;
      await page.waitForFunction(
        (text) => Array.from(document.querySelectorAll('.theme-code-block pre')).some((pre) => pre.textContent?.includes(text)),
        expected,
      );
      for (const text of await page.locator('.theme-code-block pre').allTextContents()) {
        assert.equal(withReaderHost(text, site.origin), text, `a block still names the hub:\n${text}`);
      }
      // The replaced address keeps the server's highlighting around it: the blocks' tokens are still there.
      assert.ok(await page.locator('.theme-code-block pre code .token').count(), 'the highlighted tokens stay');
      await page.waitForLoadState('networkidle');
      assert.equal(
        await page.evaluate(() => (window as unknown as {__removedBlocks: number}).__removedBlocks),
        0,
        'a code block was rendered again',
      );
      assert.equal(
        (await Promise.all(scripts)).some((body) => body.includes(PRISM_MARKER)),
        false,
        'Prism was downloaded',
      );
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });
}

test('the word-wrap button shows on the blocks that scroll sideways, and only on them, and wraps the code', async () => {
  const {context, page} = await site.newPage({viewport: {width: 412, height: 823}, isMobile: true});
  try {
    await page.goto(site.url('/docs/en/csghub/101/install/by_helm'));
    await hydrated(page);
    const blocks = page.locator('.theme-code-block');
    const wrapButton = 'button[aria-label="Toggle word wrap"]';
    // The reader scrolls through the page: a section off screen is not laid out (plugins/doc-sections),
    // so its blocks are measured, and get their buttons, when it comes near the screen.
    await page.evaluate(async () => {
      for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
        window.scrollTo(0, y);
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      }
    });
    // Each block, once measured: the button exactly where the code is wider than its box.
    await page.waitForFunction((selector) => {
      const all = Array.from(document.querySelectorAll('.theme-code-block'));
      const scrolling = all.filter((block) => {
        const pre = block.querySelector('pre')!;
        return pre.scrollWidth > pre.clientWidth;
      });
      return scrolling.length > 0 && all.every((block) => scrolling.includes(block) === Boolean(block.querySelector(selector)));
    }, wrapButton);
    const index = await blocks.evaluateAll((all, selector) => all.findIndex((block) => block.querySelector(selector)), wrapButton);
    const block = blocks.nth(index);
    await block.hover();
    await block.locator(wrapButton).click();
    // Wrapped: the code no longer scrolls, and the button stays to turn word wrap off.
    await block.locator('pre').evaluate((pre) => new Promise((resolve) => requestAnimationFrame(resolve)).then(() => pre));
    assert.equal(await block.locator('pre').evaluate((pre) => pre.scrollWidth > pre.clientWidth), false, 'the wrapped code still scrolls');
    await block.locator(wrapButton).waitFor();
  } finally {
    await context.close();
  }
});
