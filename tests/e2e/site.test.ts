// cspell:ignore startd introductio  (misspelled or made up on purpose)
/**
 * End-to-end tests of the site frame (spec sections 2, 4, 8, 9) in headless Chromium, against the
 * test build (DOCS_TEST_FIXTURES=1) served by lib/serve.ts (through lib/browser.ts).
 */
import {after, before, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {errors, type Page} from 'playwright-core';
import {hydrated, openSite, type Site} from '../../lib/browser';
import release from '../../config/csghub-release.json';

let site: Site;
before(async () => {
  site = await openSite();
});
after(async () => {
  await site?.close();
});

/** Resolves after the browser has rendered two more frames (state updates from an event have painted). */
function nextFrames(page: Page): Promise<void> {
  return page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}

async function open(path: string, options?: Parameters<Site['newPage']>[0]): Promise<Page> {
  const {page} = await site.newPage(options);
  await page.goto(site.url(path));
  await hydrated(page);
  return page;
}

describe('navbar', () => {
  for (const [path, labels, home] of [
    ['/docs/en/intro', ['Community Tutorials', 'CSGHub', 'CSGShip', 'AgenticHub'], 'Home'],
    ['/docs/intro', ['社区教程', 'CSGHub', 'CSGShip', 'AgenticHub'], '首页'],
  ] as const) {
    test(`items and labels at ${path}`, async () => {
      const page = await open(path);
      const left = await page.locator('.navbar__items:not(.navbar__items--right) > a.navbar__link').allInnerTexts();
      assert.deepEqual(
        left.map((text) => text.trim()),
        labels,
      );
      const right = page.locator('.navbar__items--right');
      assert.equal(await right.locator('.DocSearch-Button').count(), 1, 'search box');
      assert.equal(await right.locator('.dropdown > .navbar__link').count(), 1, 'language dropdown');
      const homeLink = right.locator('a.navbar__link', {hasText: home});
      assert.equal(await homeLink.getAttribute('href'), 'https://opencsg.com');
      await page.close();
    });
  }

  test('each sidebar entry opens its landing page', async () => {
    const page = await open('/docs/en/');
    const expected: Record<string, string> = {
      'Community Tutorials': '/docs/en/intro',
      CSGHub: '/docs/en/csghub/101/introduction',
      CSGShip: '/docs/en/starship/codesouler/codesouler_intro',
      AgenticHub: '/docs/en/agentichub/agentichub_intro',
    };
    for (const [label, href] of Object.entries(expected)) {
      assert.equal(await page.locator('.navbar__items a.navbar__link', {hasText: label}).first().getAttribute('href'), href, label);
    }
    await page.close();
  });

  test('the navbar stays visible while scrolling down', async () => {
    const page = await open('/docs/en/csghub/101/getting_started');
    await page.mouse.wheel(0, 3000);
    await page.waitForFunction(() => window.scrollY > 1000);
    // The theme hides the navbar from its scroll handler: let two frames pass for that render.
    await nextFrames(page);
    assert.equal(await page.locator('.navbar--hidden').count(), 0);
    assert.ok(await page.locator('nav.navbar').isVisible());
    await page.close();
  });
});

test('the language dropdown keeps the reader on the same page', async () => {
  const page = await open('/docs/en/csghub/101/getting_started');
  await page.locator('.navbar__items--right .dropdown').hover();
  await page.locator('.dropdown__menu a', {hasText: '简体中文'}).click();
  await page.waitForURL('**/docs/csghub/101/getting_started');
  await hydrated(page);
  assert.equal(await page.locator('article h1').innerText(), '快速开始');
  await page.locator('.navbar__items--right .dropdown').hover();
  await page.locator('.dropdown__menu a', {hasText: 'English'}).click();
  await page.waitForURL('**/docs/en/csghub/101/getting_started');
  await page.close();
});

test('the skip link moves focus to the main content', async () => {
  const page = await open('/docs/en/intro');
  await page.keyboard.press('Tab');
  const skip = page.locator('a', {hasText: 'Skip to main content'});
  assert.ok(await skip.evaluate((element) => element === document.activeElement));
  await page.keyboard.press('Enter');
  // Focus moves to the main content: the next Tab lands inside it, past the navbar.
  await page.keyboard.press('Tab');
  assert.ok(await page.evaluate(() => Boolean(document.activeElement?.closest('main'))));
  await page.close();
});

test('breadcrumbs and previous / next links on a doc page', async () => {
  const page = await open('/docs/en/csghub/101/getting_started');
  const crumbs = await page.locator('.theme-doc-breadcrumbs .breadcrumbs__item').allInnerTexts();
  assert.equal(crumbs.at(-1)?.trim(), 'Getting Started');
  assert.equal(await page.locator('.theme-doc-breadcrumbs a[aria-label]').first().getAttribute('href'), '/docs/en/');
  const previous = page.locator('.pagination-nav__link--prev');
  assert.equal(await previous.getAttribute('href'), '/docs/en/csghub/101/introduction');
  assert.match(await previous.innerText(), /CSGHub Introduction/);
  // Followed from the keyboard. A jump to the end of the page lays out the sections near it
  // (plugins/doc-sections), which moves the link for a few frames: a mouse click right after the jump
  // landed beside it 3 times in 8 under load.
  await previous.focus();
  await page.keyboard.press('Enter');
  await page.waitForURL('**/docs/en/csghub/101/introduction');
  // Client-side navigation: wait for the new page to render before reading its links.
  await page.locator('article h1', {hasText: 'CSGHub Introduction'}).waitFor();
  const next = page.locator('.pagination-nav__link--next');
  assert.equal(await next.getAttribute('href'), '/docs/en/csghub/101/getting_started');
  assert.match(await next.innerText(), /Getting Started/);
  await page.close();
});

test('the back-to-top button appears after scrolling and returns to the top', async () => {
  const page = await open('/docs/en/csghub/101/getting_started');
  const button = page.locator('button[aria-label="Scroll back to top"]');
  // Scroll to the bottom until it stays there, as a reader presses End again: the page's h2 sections take
  // their real height when laid out near the screen (plugins/doc-sections), so the first bottom may move.
  // Then scroll up a little: the button shows while scrolling up.
  await page.waitForFunction(() => {
    const bottom = document.documentElement.scrollHeight;
    if (window.scrollY + window.innerHeight >= bottom - 2) return true;
    window.scrollTo(0, bottom);
    return false;
  });
  await page.mouse.wheel(0, -200);
  await page.waitForFunction(
    () => document.querySelector('button[aria-label="Scroll back to top"]')?.className.includes('backToTopButtonShow') ?? false,
  );
  // Every scroll position after the click, so that a run that stops short shows where and how it stopped
  // (the theme's animation gives up on a scroll event that does not go up).
  await page.evaluate(() => {
    const trace: number[] = [];
    Object.assign(window, {backToTopTrace: trace});
    window.addEventListener('scroll', () => trace.push(Math.round(window.scrollY)), {passive: true});
  });
  await button.click();
  const reached = await page
    .waitForFunction(() => window.scrollY === 0)
    .then(
      () => true,
      (error: unknown) => {
        if (error instanceof errors.TimeoutError) return false;
        throw error;
      },
    );
  if (!reached) {
    const trace = await page.evaluate(() => (window as unknown as {backToTopTrace: number[]}).backToTopTrace);
    assert.fail(`scrollY did not reach 0 after the click; scroll positions after it: ${trace.join(', ') || 'none'}`);
  }
  await page.close();
});

describe('color mode', () => {
  const state = (page: Page) =>
    page.evaluate(() => ({
      theme: document.documentElement.dataset.theme,
      choice: document.documentElement.dataset.themeChoice,
      stored: window.localStorage.getItem('theme'),
    }));

  test('light by default, even when the system prefers dark', async () => {
    const page = await open('/docs/en/intro', {colorScheme: 'dark'});
    assert.deepEqual(await state(page), {theme: 'light', choice: 'light', stored: null});
    await page.close();
  });

  test('the toggle cycles light → dark → system → light, and the choice survives a reload', async () => {
    const page = await open('/docs/en/intro', {colorScheme: 'dark'});
    const toggle = page.locator('.navbar__items--right button[title]').last();
    await toggle.click();
    assert.deepEqual(await state(page), {theme: 'dark', choice: 'dark', stored: 'dark'});
    await page.reload();
    await hydrated(page);
    assert.deepEqual(await state(page), {theme: 'dark', choice: 'dark', stored: 'dark'});
    await toggle.click();
    assert.deepEqual(await state(page), {theme: 'dark', choice: 'system', stored: 'system'}, 'system follows the OS (dark here)');
    assert.match((await toggle.getAttribute('title')) ?? '', /system/);
    await page.reload();
    await hydrated(page);
    assert.deepEqual(await state(page), {theme: 'dark', choice: 'system', stored: 'system'});
    await page.emulateMedia({colorScheme: 'light'});
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'light');
    await toggle.click();
    assert.deepEqual(await state(page), {theme: 'light', choice: 'light', stored: 'light'});
    await page.close();
  });

  test('the site renders and switches color mode when localStorage throws', async () => {
    const {page, context} = await site.newPage();
    await context.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new Error('storage is disabled');
        },
      });
    });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(site.url('/docs/en/intro'));
    await hydrated(page);
    assert.equal(await page.locator('article h1').innerText(), 'OpenCSG Community Introduction');
    await page.locator('.navbar__items--right button[title]').last().click();
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
    assert.deepEqual(errors, []);
    await page.close();
  });
});

describe('announcement bar', () => {
  test('closing it is remembered across pages and reloads', async () => {
    const page = await open('/docs/en/intro');
    const bar = page.locator('.theme-announcement-bar');
    assert.ok(await bar.isVisible());
    await bar.locator('button[aria-label="Close"]').click();
    await bar.waitFor({state: 'detached'});
    await page.goto(site.url('/docs/en/csghub/101/introduction'));
    await hydrated(page);
    assert.equal(await page.locator('.theme-announcement-bar').count(), 0);
    assert.equal(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.dismiss')), 'true');
    await page.close();
  });

  test('it comes back when its id changes', async () => {
    const {page, context} = await site.newPage();
    await context.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('docusaurus.announcement.dismiss', 'true');
        localStorage.setItem('docusaurus.announcement.id', 'an-older-announcement');
        sessionStorage.setItem('seeded', '1');
      }
    });
    await page.goto(site.url('/docs/en/intro'));
    await hydrated(page);
    assert.ok(await page.locator('.theme-announcement-bar').isVisible());
    assert.equal(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.dismiss')), 'false');
    await page.close();
  });
});

describe('layout breakpoint', () => {
  test('at 996 px: the hamburger opens a side panel with "Back to main menu" and the languages', async () => {
    const page = await open('/docs/en/csghub/101/getting_started', {viewport: {width: 996, height: 800}});
    assert.equal(await page.locator('.navbar__items:not(.navbar__items--right) > a.navbar__link').first().isVisible(), false);
    await page.locator('button.navbar__toggle').click();
    const sidebar = page.locator('.navbar-sidebar');
    await sidebar.waitFor({state: 'visible'});
    const back = sidebar.locator('button', {hasText: 'Back to main menu'});
    await back.click();
    await sidebar.locator('.menu__link', {hasText: 'Languages'}).waitFor({state: 'visible'});
    assert.ok(await sidebar.locator('.menu__link', {hasText: 'Community Tutorials'}).isVisible());
    await page.setViewportSize({width: 997, height: 800});
    await page.waitForFunction(
      () => !document.documentElement.classList.contains('navbar-sidebar--show') && !document.querySelector('.navbar-sidebar--show'),
    );
    await page.close();
  });

  test('at 997 px: the desktop navbar', async () => {
    const page = await open('/docs/en/intro', {viewport: {width: 997, height: 800}});
    assert.ok(await page.locator('.navbar__items a.navbar__link', {hasText: 'Community Tutorials'}).isVisible());
    assert.equal(await page.locator('button.navbar__toggle').isVisible(), false);
    await page.close();
  });
});

describe('not found', () => {
  for (const [path, title, first, suggestion] of [
    [
      '/docs/en/csghub/101/getting_startd',
      'Page Not Found',
      'We could not find what you were looking for.',
      '/docs/en/csghub/101/getting_started',
    ],
    ['/docs/csghub/101/introductio', '找不到页面', '', '/docs/csghub/101/introduction'],
  ] as const) {
    test(`${path}: the three texts and up to five pages nearest to it, in the reader's language`, async () => {
      const {page} = await site.newPage();
      const response = await page.goto(site.url(path));
      assert.equal(response?.status(), 404);
      const english = path.startsWith('/docs/en/');
      const served = (await response!.text()).match(/<title[^>]*>([^<]*)<\/title>/)?.[1];
      assert.equal(served, `${title} | ${english ? 'OpenCSG Docs' : 'OpenCSG 文档中心'}`, 'the title in the served HTML');
      await hydrated(page);
      assert.equal(await page.locator('main h1').first().innerText(), title);
      // The tab and a shared link's preview say so too, in the server's HTML and after hydration.
      const siteTitle = english ? 'OpenCSG Docs' : 'OpenCSG 文档中心';
      assert.equal(await page.title(), `${title} | ${siteTitle}`);
      assert.equal(await page.locator('meta[property="og:title"]').getAttribute('content'), `${title} | ${siteTitle}`);
      if (first) {
        const text = await page.locator('main').first().innerText();
        assert.match(text, /We could not find what you were looking for\./);
        assert.match(
          text,
          /Please contact the owner of the site that linked you to the original URL and let them know their link is broken\./,
        );
      }
      const links = page.locator('[data-testid="route-suggestions"] a');
      await links.first().waitFor();
      const hrefs = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
      assert.ok(hrefs.length >= 1 && hrefs.length <= 5);
      assert.equal(hrefs[0], suggestion);
      assert.ok(
        hrefs.every((href) => href!.startsWith('/docs/en/') === english),
        'suggestions stay in the reader language',
      );
      await page.close();
    });
  }
});

test("the error catalogue's index: a code in any letter case goes to its entry; a code it lists nowhere is said to be missing", async () => {
  const {page} = await site.newPage();
  await page.goto(site.url('/docs/en/csghub/api/errors#repo-err-1'));
  await page.waitForURL(/\/docs\/en\/csghub\/api\/errors\/repositories#REPO-ERR-1$/);
  await page.locator('[id="REPO-ERR-1"]').waitFor();
  for (const [path, code, text] of [
    ['/docs/en/csghub/api/errors#zzz-err-1', 'ZZZ-ERR-1', /The error-code catalogue lists no ZZZ-ERR-1\. Check the code/],
    ['/docs/en/csghub/api/errors#GIT-ERR-01', 'GIT-ERR-01', /lists no GIT-ERR-01/],
    ['/docs/csghub/api/errors#REPO-ERR-99999', 'REPO-ERR-99999', /错误码目录中没有 REPO-ERR-99999。/],
  ] as const) {
    await page.goto(site.url(path));
    await hydrated(page);
    const notice = page.locator('[data-testid="unknown-error-code"]');
    await notice.waitFor();
    assert.match(await notice.innerText(), text);
    assert.equal(await notice.locator('code').innerText(), code);
    assert.equal(new URL(page.url()).pathname, path.replace(/#.*$/, ''), 'the reader stays on the index');
  }
  // A hash that is no code (a prefix's heading, a malformed escape) says nothing.
  for (const path of ['/docs/en/csghub/api/errors#repo', '/docs/en/csghub/api/errors#%E0%A4%A']) {
    await page.goto(site.url(path));
    await hydrated(page);
    assert.equal(await page.locator('[data-testid="unknown-error-code"]').count(), 0, path);
  }
  await page.close();
});

test('paths ending in .html or /index.html are normalized to the bare path', async () => {
  const {page} = await site.newPage();
  for (const path of ['/docs/en/intro.html', '/docs/en/intro/index.html']) {
    await page.goto(site.url(path));
    await hydrated(page);
    assert.equal(new URL(page.url()).pathname, '/docs/en/intro');
    assert.equal(await page.locator('article h1').innerText(), 'OpenCSG Community Introduction');
  }
  await page.close();
});

test('a render error shows the crash page with the chain of messages, and Try again recovers', async () => {
  const {page} = await site.newPage();
  page.on('pageerror', () => undefined);
  await page.goto(site.url('/docs/en/__fixtures/crash'));
  await page.locator('h1', {hasText: 'This page crashed.'}).waitFor();
  const text = await page.locator('main').first().innerText();
  assert.match(text, /Fixture: the page failed to render/);
  assert.match(text, /Cause:\s+Fixture: the root cause/);
  assert.equal(await page.title(), 'Page Error');
  await page.evaluate(() => {
    window.__fixtureRecovered = true;
  });
  await page.locator('button', {hasText: 'Try again'}).click();
  await page.locator('#fixture-recovered').waitFor();
  await page.close();
});

test('the landing page: four products, a search entry and the common tasks, in both languages', async () => {
  for (const [path, products] of [
    ['/docs/en/', ['Community Tutorials', 'CSGHub', 'CSGShip', 'AgenticHub']],
    ['/docs/', ['社区教程', 'CSGHub', 'CSGShip', 'AgenticHub']],
  ] as const) {
    const page = await open(path);
    const names = await page.locator('main h3').allInnerTexts();
    assert.deepEqual(
      names.map((name) => name.trim()),
      products,
    );
    assert.equal(await page.locator('form[role="search"] input[name="q"]').count(), 1);
    assert.ok((await page.locator('main ol li a').count()) >= 2);
    await page.close();
  }
});

test('the footer names the CSGHub release the install pages follow, in both languages', async () => {
  for (const [path, text] of [
    ['/docs/en/intro', `Installation and configuration follow CSGHub ${release.release}`],
    ['/docs/intro', `安装与配置以 CSGHub ${release.release} 为准`],
  ] as const) {
    const page = await open(path);
    // The site footer (a doc page also has the doc footer with its last-updated date).
    assert.match(await page.locator('footer.theme-layout-footer').innerText(), new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    await page.close();
  }
});

test("the web app's error links (error_codes#repo-err-1) land on the code in the catalogue", async () => {
  for (const base of ['/docs/', '/docs/en/']) {
    const {page} = await site.newPage();
    await page.goto(site.url(`${base}csghub/101/function/other/error_codes#repo-err-1`));
    // Through the catalogue's index (csghub/api/errors#REPO-ERR-1) to the code's page.
    await page.waitForURL((url) => url.pathname === `${base}csghub/api/errors/repositories` && url.hash === '#REPO-ERR-1');
    await page.locator('h3#REPO-ERR-1').waitFor();
    await page.close();
  }
});
