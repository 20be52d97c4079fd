/**
 * On the finished build, in headless Chromium: a long page with many links prefetches, after the load
 * event, the chunks of the pages it links to, each URL once (Docusaurus's own prefetch appended one
 * <link> per chunk of every route: 241 for 22 URLs on by_helm), every one a chunk of the build, and no
 * error on the page.
 */
import {after, before, test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {BUILD_DIR} from '../../../lib/build';
import {hydrated, openSite, type Site} from '../../../lib/browser';

let site: Site;
before(async () => {
  site = await openSite();
});
after(async () => {
  await site?.close();
});

for (const prefix of ['/docs/', '/docs/en/']) {
  test(`${prefix}csghub/101/install/by_helm prefetches each chunk once`, async () => {
    const {page} = await site.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(site.url(`${prefix}csghub/101/install/by_helm`));
    await hydrated(page);
    // The queue runs in idle time after the load event: wait until it has added links and then
    // stopped adding them for a second (the count is read every 250 ms until it holds 4 times).
    await page.waitForFunction(() => document.querySelectorAll('link[rel="prefetch"]').length > 0);
    await page.waitForFunction(
      () => {
        const state = window as unknown as {prefetchCount?: number; stable?: number};
        const count = document.querySelectorAll('link[rel="prefetch"]').length;
        state.stable = count === state.prefetchCount ? (state.stable ?? 0) + 1 : 0;
        state.prefetchCount = count;
        return state.stable >= 4;
      },
      undefined,
      {polling: 250},
    );
    const hrefs = await page.$$eval('link[rel="prefetch"]', (links) => links.map((link) => (link as HTMLLinkElement).href));
    assert.ok(hrefs.length >= 5, `few prefetches: ${hrefs.join(', ')}`);
    const repeated = hrefs.filter((href, index) => hrefs.indexOf(href) !== index);
    assert.deepEqual(repeated, [], 'a chunk URL is prefetched more than once');
    for (const href of hrefs) {
      const file = decodeURIComponent(new URL(href).pathname).replace(/^\/docs\//, '');
      assert.ok(/^(en\/)?assets\/js\/[\w~-]+\.[0-9a-f]+\.js$/.test(file), `not a chunk: ${href}`);
      assert.ok(fs.existsSync(path.join(BUILD_DIR, file)), `no such chunk in the build: ${href}`);
    }
    assert.deepEqual(errors, []);
    await page.close();
  });
}
