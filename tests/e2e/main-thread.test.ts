/**
 * A page's start-up on a phone's main thread: no date formatter and no collator on a doc page (the
 * first Intl.DateTimeFormat of a page loads the locale's data, 200–320 ms with the CPU slowed 4 times;
 * src/components/global/ShortDate formats the last-updated date without it; the first localeCompare
 * sets up the language's collation the same way: plugins/stock-rewrites), the date as the server
 * wrote it, no hydration error, and a click made while React is still hydrating reaches its page.
 */
import {after, before, test} from 'node:test';
import assert from 'node:assert/strict';
import {hydrated, openSite, type Site} from '../../lib/browser';
import {LOCALE_CODES} from '../../config/locales';

let site: Site;
before(async () => {
  site = await openSite();
});
after(async () => {
  await site?.close();
});

/** Counts the date formatters the page creates (construct or call). */
const COUNT_FORMATTERS = `{
  const Original = Intl.DateTimeFormat;
  window.__dateFormatters = 0;
  Intl.DateTimeFormat = new Proxy(Original, {
    construct(target, args) { window.__dateFormatters += 1; return Reflect.construct(target, args); },
    apply(target, self, args) { window.__dateFormatters += 1; return Reflect.apply(target, self, args); },
  });
}`;

/** Counts the collators the page uses: Intl.Collator (construct or call) and String.prototype.localeCompare calls. */
const COUNT_COLLATORS = `{
  const Original = Intl.Collator;
  window.__collators = 0;
  Intl.Collator = new Proxy(Original, {
    construct(target, args) { window.__collators += 1; return Reflect.construct(target, args); },
    apply(target, self, args) { window.__collators += 1; return Reflect.apply(target, self, args); },
  });
  const localeCompare = String.prototype.localeCompare;
  Object.defineProperty(String.prototype, 'localeCompare', {
    configurable: true,
    writable: true,
    value: function (...args) { window.__collators += 1; return localeCompare.apply(this, args); },
  });
}`;

const prefix = (locale: string) => (locale === 'en' ? '/docs/en/' : '/docs/');

for (const locale of LOCALE_CODES) {
  test(`${locale}: a doc page with a last-updated date creates no date formatter or collator, shows the server's date and logs no error`, async () => {
    const {context, page} = await site.newPage({viewport: {width: 412, height: 823}, isMobile: true, hasTouch: true});
    await context.addInitScript({content: COUNT_FORMATTERS});
    await context.addInitScript({content: COUNT_COLLATORS});
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    const url = `${prefix(locale)}csghub/101/install/by_helm`;
    const response = await page.goto(site.url(url));
    if (!response?.ok()) assert.fail(`${url} answers`);
    const serverDate = /<time[^>]*itemprop=["']?dateModified["']?[^>]*>([^<]+)<\/time>/.exec(await response.text())?.[1];
    assert.ok(serverDate, `${url}: the server's HTML has a last-updated date`);
    await hydrated(page);
    // Settled: what hydration scheduled has run (React's scheduler works in tasks; an idle period follows them).
    await page.evaluate(
      () => new Promise<void>((resolve) => requestAnimationFrame(() => requestIdleCallback(() => resolve(), {timeout: 5000}))),
    );
    assert.equal(await page.locator('time[itemprop="dateModified"]').textContent(), serverDate, 'the date as the server wrote it');
    assert.match(serverDate, locale === 'en' ? /^[A-Z][a-z]{2} \d{1,2}, \d{4}$/ : /^\d{4}年\d{1,2}月\d{1,2}日$/);
    assert.equal(await page.evaluate(() => (window as unknown as {__dateFormatters: number}).__dateFormatters), 0, 'no date formatter');
    assert.equal(await page.evaluate(() => (window as unknown as {__collators: number}).__collators), 0, 'no collator');
    assert.deepEqual(errors, [], 'no error in the console (a hydration mismatch is one)');
  });
}

test('a click on a sidebar link during hydration, with the CPU slowed 4 times, reaches that page', async () => {
  const {context, page} = await site.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
  await page.goto(site.url('/docs/en/csghub/101/install/by_vbox'), {waitUntil: 'commit'});
  const link = page.locator('.theme-doc-sidebar-menu a.menu__link[href$="/csghub/101/install/by_helm"]').first();
  // As soon as the link is in the DOM: the server's HTML, before or while React hydrates it.
  await link.waitFor({state: 'attached'});
  const early = !(await page.evaluate(() => document.documentElement.dataset.hasHydrated === 'true'));
  await link.click();
  await page.waitForURL(/\/docs\/en\/csghub\/101\/install\/by_helm$/);
  await page.locator('h1').filter({hasText: /Helm/}).first().waitFor();
  await hydrated(page);
  // Not an assertion on time: where the machine is so fast that hydration ended first, the click still counts.
  if (!early) console.log('  (the page had hydrated before the click)');
});

/**
 * The navbar's sidebar items find the page's doc from an index (src/components/global/ActiveDoc), not by
 * testing every doc's path: the item of the page's sidebar is marked, in the server's HTML and after
 * hydration, no item on the landing page, and the mark follows a navigation in the browser.
 */
for (const [locale, labels] of [
  ['en', {community: 'Community Tutorials', csghub: 'CSGHub', ship: 'CSGShip', agentic: 'AgenticHub'}],
  ['zh-Hans', {community: '社区教程', csghub: 'CSGHub', ship: 'CSGShip', agentic: 'AgenticHub'}],
] as const) {
  test(`${locale}: the navbar marks the item of the page's sidebar, and none on the landing page`, async () => {
    const {page} = await site.newPage({viewport: {width: 1280, height: 800}});
    const active = () => page.locator('.navbar__items:not(.navbar__items--right) > a.navbar__link--active').allInnerTexts();
    const cases: Array<[string, string[]]> = [
      ['', []],
      ['intro', [labels.community]],
      ['model/model_create', [labels.community]],
      ['csghub/101/install/by_helm', [labels.csghub]],
      ['starship/codesouler/codesouler_intro', [labels.ship]],
      ['agentichub/agentichub_intro', [labels.agentic]],
    ];
    for (const [rest, expected] of cases) {
      const url = `${prefix(locale)}${rest}`;
      const response = await page.goto(site.url(url));
      if (!response?.ok()) assert.fail(`${url} answers`);
      const html = await response.text();
      const serverMarked = [...html.matchAll(/<a[^>]*class="[^"]*navbar__link--active[^"]*"[^>]*>([^<]*)</g)].map((match) => match[1]);
      assert.deepEqual(serverMarked, expected, `${url}: the server's HTML`);
      await hydrated(page);
      assert.deepEqual(await active(), expected, `${url}: after hydration`);
    }
    // A navigation in the browser: from the landing page to CSGHub's landing page by its navbar item.
    await page.goto(site.url(prefix(locale)));
    await hydrated(page);
    await page.locator('.navbar__items:not(.navbar__items--right) > a.navbar__link', {hasText: labels.csghub}).click();
    await page.waitForURL(/\/csghub\//);
    await page.locator('.navbar__items:not(.navbar__items--right) > a.navbar__link--active', {hasText: labels.csghub}).waitFor();
    assert.deepEqual(await active(), [labels.csghub]);
    await page.close();
  });
}
