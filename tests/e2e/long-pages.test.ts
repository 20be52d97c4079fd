/**
 * Long doc pages, as readers use them. Each h2 section of a doc page is a block the browser skips while
 * it is off screen (content-visibility: auto, plugins/doc-sections): on a phone, the first load lays out
 * the sections near the screen only, and the article's spacing is the same as without the blocks. A link
 * to a heading deep in the page lands with the heading at the top and keeps it there once the blocks
 * around it render, and so does a jump by script past blocks never laid out; the table of contents follows the section in view; find-in-page finds text in a
 * block that was never on screen; printing renders everything; copy buttons and tabs work in a block
 * that was off screen; scrolling through the page shifts nothing in view. (Written first for a rule on
 * code blocks and tables, since removed: README "Page weight".)
 */
import {after, before, test} from 'node:test';
import assert from 'node:assert/strict';
import type {Page} from 'playwright-core';
import {hydrated, idleFrames, openSite, type Site} from '../../lib/browser';
import {LOCALE_CODES, localeBaseUrl} from '../../config/locales';

let site: Site;
before(async () => {
  site = await openSite();
});
after(async () => {
  await site?.close();
});

const LONG_PAGE = 'csghub/101/install/by_helm';
/** Headings from the middle to the end of the long page (the same ids in both languages). */
const DEEP_HEADINGS = ['trust-the-registry', 'external-services', 'upgrade'];
const PHONE = {viewport: {width: 412, height: 823}, isMobile: true, hasTouch: true};

/** Waits until the page has settled: hydrated, its images and fonts loaded, two frames drawn and the main thread idle. */
async function settled(page: Page): Promise<void> {
  await hydrated(page);
  await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete), undefined, {polling: 100});
  await idleFrames(page);
}

/**
 * Where the heading sits against where a hash link puts it: its top below the fixed navbar at its
 * scroll margin, or lower when the page cannot scroll farther.
 */
async function headingPlace(page: Page, id: string): Promise<{top: number; expected: number; atBottom: boolean}> {
  return page.evaluate((target) => {
    const heading = document.getElementById(target);
    if (!heading) throw new Error(`no element #${target}`);
    const atBottom = Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight - 1;
    return {top: heading.getBoundingClientRect().top, expected: parseFloat(getComputedStyle(heading).scrollMarginTop), atBottom};
  }, id);
}

function assertAtTop(place: {top: number; expected: number; atBottom: boolean}, what: string): void {
  if (place.atBottom)
    assert.ok(place.top >= place.expected - 2, `${what}: ${place.top} px from the top, above its place (${place.expected} px)`);
  else assert.ok(Math.abs(place.top - place.expected) <= 2, `${what}: ${place.top} px from the top, not at ${place.expected} px`);
}

for (const locale of LOCALE_CODES) {
  const url = `${localeBaseUrl(locale)}${LONG_PAGE}`;

  test(`${locale}: on a phone, the long page's first load lays out only the sections near the screen`, async () => {
    const {context, page} = await site.newPage(PHONE);
    try {
      await page.goto(site.url(url));
      await settled(page);
      const state = await page.evaluate((selector) => {
        const sections = Array.from(document.querySelectorAll(`.markdown > ${selector}`));
        return {
          sections: sections.length,
          headings: document.querySelectorAll('.markdown h2').length,
          wrapped: document.querySelectorAll(`.markdown > ${selector} > h2:first-child`).length,
          // checkVisibility is false for content the layout skips (content-visibility: auto, off screen).
          skipped: sections.filter((section) => !section.firstElementChild!.checkVisibility({contentVisibilityAuto: true})).length,
        };
      }, '.doc-section');
      assert.ok(state.sections >= 10, `${url}: ${state.sections} h2 sections`);
      assert.equal(state.wrapped, state.headings, `${url}: every h2 opens a section`);
      assert.ok(
        state.skipped >= state.sections - 3,
        `${url}: ${state.skipped} of ${state.sections} sections skipped at the top of the page`,
      );
    } finally {
      await context.close();
    }
  });

  test(`${locale}: the sections space the article as it is without them, on a phone and a desktop`, async () => {
    for (const options of [PHONE, {}]) {
      const {context, page} = await site.newPage(options);
      try {
        await page.goto(site.url(url));
        await settled(page);
        const tops = await page.evaluate(() => {
          const article = document.querySelector('.markdown')!;
          const headings = () =>
            Array.from(article.querySelectorAll('h2, h3')).map((heading) =>
              Math.round(heading.getBoundingClientRect().top + window.scrollY),
            );
          for (const section of Array.from(article.querySelectorAll<HTMLElement>('.doc-section')))
            section.style.contentVisibility = 'visible';
          const sections = article.querySelectorAll('.doc-section').length;
          const sectioned = headings();
          // The same content, each section's blocks moved back to the article's top level.
          for (const section of Array.from(article.querySelectorAll('.doc-section')))
            section.replaceWith(...Array.from(section.childNodes));
          return {sections, sectioned, flat: headings()};
        });
        assert.ok(tops.sections >= 10, `${url}: ${tops.sections} h2 sections`);
        const off = tops.sectioned.map((top, index) => top - tops.flat[index]!).filter((delta) => Math.abs(delta) > 1);
        assert.deepEqual(off, [], `${url}: headings moved by the sections (px)`);
      } finally {
        await context.close();
      }
    }
  });

  test(`${locale}: a link to a heading deep in the long page lands with it at the top, and it stays there once the page has settled`, async () => {
    for (const [view, options] of [
      ['phone', PHONE],
      ['desktop', {}],
    ] as const) {
      for (const id of DEEP_HEADINGS) {
        const {context, page} = await site.newPage(options);
        try {
          await page.goto(site.url(`${url}#${id}`));
          await hydrated(page);
          assertAtTop(await headingPlace(page, id), `${view}, #${id} once hydrated`);
          await settled(page);
          assertAtTop(await headingPlace(page, id), `${view}, #${id} once settled`);
          // The blocks just above render as the reader scrolls up a little, and the heading moves with the page only.
          const before = await headingPlace(page, id);
          await page.evaluate(() => window.scrollBy(0, -300));
          await settled(page);
          const moved = await headingPlace(page, id);
          await page.evaluate(() => window.scrollBy(0, 300));
          await settled(page);
          const back = await headingPlace(page, id);
          assert.ok(moved.top > before.top, `${view}, #${id}: scrolling up moves the heading down`);
          assert.ok(
            Math.abs(back.top - before.top) <= 2,
            `${view}, #${id}: scrolled back, the heading is at ${back.top} px, not ${before.top} px`,
          );
        } finally {
          await context.close();
        }
      }
    }
  });

  test(`${locale}: a jump past sections never laid out (a script's scrollIntoView) keeps the heading where it landed`, async () => {
    for (const [view, options] of [
      ['phone', PHONE],
      ['desktop', {}],
    ] as const) {
      for (const id of [...DEEP_HEADINGS, 'storage']) {
        const {context, page} = await site.newPage(options);
        try {
          await page.goto(site.url(url));
          await settled(page);
          // The sections between the top and the heading were never laid out: their heights are estimates.
          const landed = await page.evaluate((target) => {
            const heading = document.getElementById(target)!;
            heading.scrollIntoView({block: 'start'});
            return heading.getBoundingClientRect().top;
          }, id);
          await settled(page);
          const place = await headingPlace(page, id);
          assert.ok(
            Math.abs(place.top - landed) <= 2,
            `${view}, #${id}: landed ${landed} px from the top, ${place.top} px once the sections around it were laid out`,
          );
          // Every section laid out is marked, and only those take part in scroll anchoring.
          const sections = await page.$$eval('.doc-section', (blocks) =>
            blocks.map((block) => ({
              laidOut: block.firstElementChild!.checkVisibility({contentVisibilityAuto: true}),
              marked: block.hasAttribute('data-laid-out'),
              anchoring: getComputedStyle(block).overflowAnchor,
            })),
          );
          for (const [index, section] of sections.entries()) {
            if (section.laidOut)
              assert.ok(
                section.marked && section.anchoring === 'auto',
                `${view}, #${id}: section ${index} laid out: ${JSON.stringify(section)}`,
              );
            if (!section.marked) assert.equal(section.anchoring, 'none', `${view}, #${id}: section ${index} never laid out`);
          }
        } finally {
          await context.close();
        }
      }
    }
  });

  test(`${locale}: the table of contents marks the section in view while the reader scrolls down and up`, async () => {
    const {context, page} = await site.newPage();
    try {
      await page.goto(site.url(url));
      await settled(page);
      const ids = await page.$$eval('.table-of-contents a[href^="#"]', (links) => links.map((link) => link.getAttribute('href')!.slice(1)));
      assert.ok(ids.length >= 10, `${url}: a table of contents (${ids.length} entries)`);
      // Every third entry down the page, then back up, jumping as a reader does: by the entry's link (the
      // browser's fragment navigation). Jumps by script are the test above.
      const picks = ids.filter((_, index) => index % 3 === 1);
      for (const id of [...picks, ...picks.slice(0, -1).reverse()]) {
        await page.click(`.table-of-contents a[href="#${id}"]`);
        await page
          .waitForFunction(
            (target) => document.querySelector('.table-of-contents__link--active')?.getAttribute('href') === `#${target}`,
            id,
            {polling: 100, timeout: 5000},
          )
          .catch(async () => {
            const active = await page.evaluate(() => document.querySelector('.table-of-contents__link--active')?.getAttribute('href'));
            assert.fail(`${url}: #${id} scrolled to the top, the table of contents marks ${active ?? 'nothing'}`);
          });
      }
    } finally {
      await context.close();
    }
  });

  test(`${locale}: find-in-page finds text in the last code block and table, never on screen before`, async () => {
    const {context, page} = await site.newPage(PHONE);
    try {
      await page.goto(site.url(url));
      await settled(page);
      for (const selector of ['.markdown .theme-code-block', '.markdown table']) {
        await page.evaluate(() => {
          window.scrollTo(0, 0);
          window.getSelection()?.removeAllRanges();
        });
        await settled(page);
        // A line of the last block that occurs once in the page: what a reader would type into the find bar.
        const needle = await page.evaluate((blocks) => {
          const last = Array.from(document.querySelectorAll(blocks)).at(-1);
          const whole = document.body.textContent ?? '';
          const lines = Array.from(last?.querySelectorAll('.token-line, td') ?? []).map((line) => (line.textContent ?? '').trim());
          return lines.find((line) => line.length >= 8 && whole.indexOf(line) === whole.lastIndexOf(line)) ?? null;
        }, selector);
        assert.ok(needle, `${url}: a line of the last ${selector} that occurs once`);
        const found = await page.evaluate(
          ({text, blocks}) => {
            const last = Array.from(document.querySelectorAll(blocks)).at(-1)!;
            const offscreen = last.getBoundingClientRect().top > window.innerHeight;
            const hit = (window as unknown as {find: (text: string) => boolean}).find(text);
            const selection = window.getSelection();
            return {offscreen, hit, inBlock: !!selection?.anchorNode && last.contains(selection.anchorNode)};
          },
          {text: needle, blocks: selector},
        );
        assert.deepEqual(found, {offscreen: true, hit: true, inBlock: true}, `${url}: "${needle}" found in the last ${selector}`);
      }
    } finally {
      await context.close();
    }
  });

  test(`${locale}: printed, every part of the long page is rendered`, async () => {
    const {context, page} = await site.newPage(PHONE);
    try {
      await page.goto(site.url(url));
      await settled(page);
      await page.emulateMedia({media: 'print'});
      // The page reacts to the paper's width (a code block's word-wrap button comes or goes with its
      // overflow, through a ResizeObserver): two frames let that render first. The elements are then
      // read and checked in one evaluation, so none is removed between the query and its style
      // ($$eval queries in one step and runs the function in another: a button removed in between
      // has an empty computed style, and the CI run of e60fcbf failed on it).
      await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
      const skipped = await page.evaluate(() =>
        Array.from(document.querySelectorAll('article, article *'))
          .filter((element) => getComputedStyle(element).contentVisibility !== 'visible')
          .map((element) => `${element.tagName.toLowerCase()}.${Array.from(element.classList).join('.')}`),
      );
      assert.deepEqual(skipped, [], 'no part of the article may skip rendering on paper');
    } finally {
      await context.close();
    }
  });

  test(`${locale}: scrolling through the long page on a phone shifts nothing in view`, async () => {
    const {context, page} = await site.newPage(PHONE);
    try {
      await context.addInitScript({
        content: `window.__shifts = []; new PerformanceObserver((list) => { for (const entry of list.getEntries()) window.__shifts.push(entry.value); }).observe({type: 'layout-shift', buffered: true});`,
      });
      await page.goto(site.url(url));
      await settled(page);
      const atLoad = await page.evaluate(() => (window as unknown as {__shifts: number[]}).__shifts.reduce((a, b) => a + b, 0));
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      for (const direction of [1, -1]) {
        for (let step = 0; step < Math.ceil(height / 600) + 2; step += 1) {
          const y = await page.evaluate(() => window.scrollY);
          await page.evaluate((delta) => window.scrollBy(0, delta), 600 * direction);
          await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
          if ((await page.evaluate(() => window.scrollY)) === y) break;
        }
      }
      const total = await page.evaluate(() => (window as unknown as {__shifts: number[]}).__shifts.reduce((a, b) => a + b, 0));
      assert.ok(atLoad <= 0.01, `${url}: layout shift while loading ${atLoad.toFixed(4)}`);
      assert.ok(total - atLoad <= 0.01, `${url}: layout shift while scrolling through ${(total - atLoad).toFixed(4)}`);
    } finally {
      await context.close();
    }
  });
}

test('a copy button and tabs work in blocks that were off screen on a phone', async () => {
  const {context, page} = await site.newPage(PHONE);
  try {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: site.origin});
    await page.goto(site.url(`/docs/en/${LONG_PAGE}`));
    await settled(page);
    const block = page.locator('.markdown .theme-code-block').last();
    assert.ok(
      await block.evaluate((element) => element.getBoundingClientRect().top > window.innerHeight),
      'the last code block starts off screen',
    );
    await block.scrollIntoViewIfNeeded();
    const copy = block.locator('button[aria-label]').first();
    await copy.waitFor();
    const text = (await block.locator('pre code').innerText()).trim();
    await copy.click();
    await page.waitForFunction(async (expected) => (await navigator.clipboard.readText()).trim() === expected, text, {timeout: 5000});

    await page.goto(site.url('/docs/en/inferencefinetune/endpoint_how_to_use'));
    await settled(page);
    const tabs = page.locator('.markdown .tabs-container').last();
    assert.ok(await tabs.evaluate((element) => element.getBoundingClientRect().top > window.innerHeight), 'the last tabs start off screen');
    await tabs.scrollIntoViewIfNeeded();
    const second = tabs.getByRole('tab').nth(1);
    await second.click();
    await page.waitForFunction((element) => element?.getAttribute('aria-selected') === 'true', await second.elementHandle());
    const panels = tabs.locator('[role="tabpanel"]');
    assert.equal(await panels.nth(1).isVisible(), true, 'the second tab shows its panel');
    assert.equal(await panels.nth(0).isVisible(), false, 'the first panel is hidden');
  } finally {
    await context.close();
  }
});
