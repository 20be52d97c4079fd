/**
 * Commands with the reader's host (plugins/code-blocks/readerHost.ts): served from a domain other
 * than opencsg.com (the tests serve from 127.0.0.1), code blocks that name the hub show the reader's
 * origin, on the page and in what their copy button copies, in both languages; the built HTML keeps
 * the code as written (the Markdown twins and the search index are made from it).
 */
import {after, before, test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {hydrated, openSite, type Site} from '../../lib/browser';
import {BUILD_DIR} from '../../lib/build';
import {LOCALE_CODES, localeBaseUrl} from '../../config/locales';
import {withReaderHost} from '../../plugins/code-blocks/readerHost';

/** Pages whose blocks name the hub in each way the pages do, and what one of their blocks must show after. */
const PAGES = [
  ['model/model_download', 'ORIGIN/models/'], // git clone https://opencsg.com/…, csghub-cli -e https://hub.opencsg.com
  ['csghub/101/function/model/model_download', 'ORIGIN/models/'], // the self-hosted counterpart: https://csghub.example.com
  ['other/api_and_sdk', 'ORIGIN/api/v1/'], // API base URLs, SDK endpoints
  ['profile/accesstoken', ':<access-token>@HOST/'], // https://<username>:<access-token>@opencsg.com/…
  ['agentichub/agentichub_quickstart', 'ORIGIN/api/v1/agent/'], // https://<csghub-domain>/api/v1/…
] as const;

let site: Site;
before(async () => {
  site = await openSite();
});
after(async () => {
  await site?.close();
});

for (const locale of LOCALE_CODES) {
  for (const [page, marker] of PAGES) {
    const url = `${localeBaseUrl(locale)}${page}`;
    test(`${url}: code blocks show the reader's host, and Copy copies it`, async () => {
      const {context, page: tab} = await site.newPage();
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: site.origin});
      const errors: string[] = [];
      tab.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      tab.on('pageerror', (error) => errors.push(error.message));
      try {
        await tab.goto(site.url(url));
        await hydrated(tab);
        // The server's HTML names the hub as written.
        const html = fs.readFileSync(path.join(BUILD_DIR, url.replace(/^\/docs/, ''), 'index.html'), 'utf8');
        assert.doesNotMatch(html, new RegExp(site.origin.replace(/[.:/]/g, '\\$&')), 'the built page does not know the reader');
        const expected = marker.replace('ORIGIN', site.origin).replace('HOST', new URL(site.origin).host);
        const blocks = tab.locator('.theme-code-block');
        await tab.waitForFunction(
          (text) => Array.from(document.querySelectorAll('.theme-code-block pre')).some((pre) => pre.textContent?.includes(text)),
          expected,
        );
        const texts = await blocks.locator('pre').allTextContents();
        for (const text of texts) assert.equal(withReaderHost(text, site.origin), text, `a block still names the hub:\n${text}`);
        const index = texts.findIndex((text) => text.includes(expected));
        const block = blocks.nth(index);
        // A block in a tab that is not picked: pick its tab (and the tabs around that one).
        await block.evaluate((element) => {
          for (let panel = element.closest('[role="tabpanel"]'); panel; panel = panel.parentElement?.closest('[role="tabpanel"]') ?? null) {
            const container = panel.parentElement!.closest('.tabs-container')!;
            const panels = Array.from(panel.parentElement!.children).filter((child) => child.getAttribute('role') === 'tabpanel');
            (container.querySelectorAll('[role="tab"]')[panels.indexOf(panel)] as HTMLElement).click();
          }
        });
        await block.hover();
        await block.locator('button:has([class*="copyButtonIcons"])').click();
        const copied = await tab.evaluate(() => navigator.clipboard.readText());
        assert.ok(copied.includes(expected), `the copy lacks ${expected}:\n${copied}`);
        assert.equal(withReaderHost(copied, site.origin), copied, `the copy still names the hub:\n${copied}`);
        // The server's HTML hydrated as it was: the blocks changed afterwards, without a mismatch.
        assert.deepEqual(errors, []);
      } finally {
        await context.close();
      }
    });
  }
}
