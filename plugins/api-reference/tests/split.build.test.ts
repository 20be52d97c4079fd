/**
 * The large API groups, split (data/pages.json), and the error-code catalogue, split
 * (data/errors/_pages.json), in the production build, both languages: no API page shows more than
 * MAX_OPERATIONS operations or MAX_CODES error codes, and every old address of a group page with every
 * old operation anchor, and the catalogue's address with every old code and prefix anchor, still reaches
 * the operation or code (a row with that id on the index page links to a page that has the anchor). In
 * Chromium: such an old link hands the reader over to the operation's or code's page, at its heading.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {LOCALE_CODES, LOCALES} from '../../../config/locales';
import {BUILD_DIR, builtPages, localeBuildDir} from '../../../lib/build';
import {hydrated, openSite} from '../../../lib/browser';
import {loadErrorCodes, loadSpec, loadTexts, prefixOf, publicOperations} from '../spec';
import {operationAnchor} from '../render';
import {API_DOCS_DIR, MAX_CODES, MAX_OPERATIONS, loadErrorPages, loadSplit} from '..';

const spec = loadSpec();
const texts = loadTexts();
const operations = publicOperations(spec, texts);
const split = loadSplit();
const anchors = new Set(operations.map(operationAnchor));
const codes = loadErrorCodes();
const errorPages = loadErrorPages();
const ERROR_CODE = /^[A-Z]+-ERR-\d+$/;

/** The ids of an HTML page's elements of one tag name (quoted or not, as the minifier left them). */
function idsOf(html: string, tag: string): string[] {
  return [...html.matchAll(new RegExp(`<${tag}\\b[^>]*?\\sid="?([^"\\s>]+)`, 'g'))].map((match) => match[1]!);
}

/** The built HTML file of a site path (`/docs/en/csghub/api/agents/agent/sessions`). */
function fileOf(sitePath: string): string {
  return path.join(BUILD_DIR, sitePath.replace(/^\/docs\//, '').replace(/\/$/, ''), 'index.html');
}

for (const locale of LOCALE_CODES) {
  const root = path.join(localeBuildDir(locale), API_DOCS_DIR);

  test(`${locale}: no API page shows more than ${MAX_OPERATIONS} operations`, () => {
    const pages = builtPages(root);
    assert.ok(pages.length > 0, `No API reference in ${root}: run "npm run build:test" first.`);
    const counts = pages.map((file) => ({
      page: path.relative(root, path.dirname(file)),
      operations: idsOf(fs.readFileSync(file, 'utf8'), 'h3').filter((id) => anchors.has(id)).length,
    }));
    assert.deepEqual(
      counts.filter((entry) => entry.operations > MAX_OPERATIONS).map((entry) => `${entry.page}: ${entry.operations}`),
      [],
    );
    const largest = Math.max(...counts.map((entry) => entry.operations));
    console.log(`# ${locale}: ${counts.length} API pages, at most ${largest} operations on one`);
  });

  test(`${locale}: every old group address with every old operation anchor reaches the operation`, () => {
    const problems: string[] = [];
    let checked = 0;
    for (const [name, tag] of texts.tags) {
      if (!split.has(name)) continue;
      const own = operations.filter((operation) => operation.tag === name);
      const index = path.join(root, tag.group, tag.slug, 'index.html');
      if (!fs.existsSync(index)) {
        problems.push(`${tag.group}/${tag.slug}: no page at the group's address`);
        continue;
      }
      const html = fs.readFileSync(index, 'utf8');
      for (const operation of own) {
        const anchor = operationAnchor(operation);
        checked += 1;
        // The row: a list item with the old anchor as its id, and in it a link to the operation's new place.
        // (The minifier drops optional end tags: a row ends where the next one or its list does.)
        const row = new RegExp(`<li\\b[^>]*?\\sid="?${anchor}["\\s>][\\s\\S]*?(?=<li\\b|</ul>|$)`).exec(html);
        if (!row) {
          problems.push(`${tag.group}/${tag.slug}#${anchor}: no row with that id`);
          continue;
        }
        const href = /<a\b[^>]*?\shref="?([^"\s>]+)/.exec(row[0])?.[1];
        const [target, hash] = (href ?? '').split('#');
        const base = `/docs/${LOCALES[locale].urlSegment ? `${LOCALES[locale].urlSegment}/` : ''}${API_DOCS_DIR}/${tag.group}/${tag.slug}/`;
        if (!target?.startsWith(base) || hash !== anchor) {
          problems.push(`${tag.group}/${tag.slug}#${anchor}: the row links to ${href ?? 'nothing'}, not to a page under ${base}`);
          continue;
        }
        const file = fileOf(target);
        if (!fs.existsSync(file)) problems.push(`${tag.group}/${tag.slug}#${anchor}: ${target} is not a built page`);
        else if (!idsOf(fs.readFileSync(file, 'utf8'), 'h3').includes(anchor)) problems.push(`${target} has no heading #${anchor}`);
      }
    }
    assert.ok(checked > 0 || problems.length > 0, 'split groups in data/pages.json');
    assert.deepEqual(problems, []);
    console.log(`# ${locale}: ${checked} old operation anchors of ${split.size} split groups reach their operations`);
  });

  test(`${locale}: no API page shows more than ${MAX_CODES} error codes`, () => {
    const pages = builtPages(root);
    assert.ok(pages.length > 0, `No API reference in ${root}: run "npm run build:test" first.`);
    const counts = pages.map((file) => ({
      page: path.relative(root, path.dirname(file)),
      codes: idsOf(fs.readFileSync(file, 'utf8'), 'h3').filter((id) => ERROR_CODE.test(id)).length,
    }));
    const shown = counts.reduce((sum, entry) => sum + entry.codes, 0);
    assert.equal(shown, codes.length, 'every code has its heading on one page');
    assert.deepEqual(
      counts.filter((entry) => entry.codes > MAX_CODES).map((entry) => `${entry.page}: ${entry.codes}`),
      [],
    );
    const largest = Math.max(...counts.map((entry) => entry.codes));
    console.log(
      `# ${locale}: ${codes.length} error codes on ${counts.filter((entry) => entry.codes > 0).length} pages, at most ${largest} on one`,
    );
  });

  test(`${locale}: every old anchor of the error-code catalogue (errors#<code>, errors#<prefix>) reaches its code or section`, () => {
    const index = path.join(root, 'errors', 'index.html');
    assert.ok(fs.existsSync(index), `no page at ${API_DOCS_DIR}/errors`);
    const html = fs.readFileSync(index, 'utf8');
    const base = `/docs/${LOCALES[locale].urlSegment ? `${LOCALES[locale].urlSegment}/` : ''}${API_DOCS_DIR}/errors/`;
    const problems: string[] = [];
    const pageOf = new Map(errorPages.flatMap((page) => page.prefixes.map((prefix) => [prefix, page.slug] as const)));
    for (const {code} of codes) {
      // The row: a list item with the code as its id, and in it a link to the code's entry on its page.
      const row = new RegExp(`<li\\b[^>]*?\\sid="?${code}["\\s>][\\s\\S]*?(?=<li\\b|</ul>|$)`).exec(html);
      if (!row) {
        problems.push(`errors#${code}: no row with that id`);
        continue;
      }
      const href = /<a\b[^>]*?\shref="?([^"\s>]+)/.exec(row[0])?.[1];
      // The index writes it relative to its own address (`errors/repositories#REPO-ERR-1` on `…/api/errors`).
      const url = new URL(href ?? '', `https://site${base.replace(/\/$/, '')}`);
      const [target, hash] = [url.pathname, url.hash.slice(1)];
      if (target !== `${base}${pageOf.get(prefixOf(code))}` || hash !== code) {
        problems.push(`errors#${code}: the row links to ${href ?? 'nothing'}, not to ${base}${pageOf.get(prefixOf(code))}#${code}`);
        continue;
      }
      const file = fileOf(target);
      if (!fs.existsSync(file)) problems.push(`errors#${code}: ${target} is not a built page`);
      else if (!idsOf(fs.readFileSync(file, 'utf8'), 'h3').includes(code)) problems.push(`${target} has no heading #${code}`);
    }
    // A prefix's old section: a heading with its id on the index, and a section with it on the prefix's page.
    for (const [prefix, slug] of pageOf) {
      const anchor = prefix.toLowerCase();
      if (!idsOf(html, 'h3').includes(anchor)) problems.push(`errors#${anchor}: no heading with that id`);
      const file = fileOf(`${base}${slug}`);
      if (!fs.existsSync(file) || !idsOf(fs.readFileSync(file, 'utf8'), 'h2').includes(anchor))
        problems.push(`${base}${slug} has no section #${anchor}`);
    }
    assert.deepEqual(problems, []);
    console.log(`# ${locale}: ${codes.length} old code anchors and ${pageOf.size} prefix anchors of the catalogue reach their places`);
  });
}

test("an old link to an operation on a group's page hands the reader over to the operation's own page", async () => {
  const site = await openSite();
  try {
    const {page} = await site.newPage();
    const group = `/docs/en/${API_DOCS_DIR}/agents/agent`;
    await page.goto(site.url(`${group}#get-agent-instances-id-sessions`));
    await hydrated(page);
    await page.waitForURL((url) => url.pathname === `${group}/sessions` && url.hash === '#get-agent-instances-id-sessions');
    const heading = page.locator('h3#get-agent-instances-id-sessions');
    await heading.waitFor();
    // At the operation: its heading is on the screen.
    await page.waitForFunction(() => {
      const box = document.getElementById('get-agent-instances-id-sessions')?.getBoundingClientRect();
      return box !== undefined && box.top >= 0 && box.top < window.innerHeight;
    });
    // The group's address was replaced, not added: Back leaves the reference.
    assert.equal(await page.evaluate(() => history.length), 2);
    // A hash that names no operation stays on the index.
    await page.goto(site.url(`${group}#operations`));
    await hydrated(page);
    assert.equal(new URL(page.url()).pathname, group);
  } finally {
    await site.close();
  }
});

test('an old link to a code in the error-code catalogue hands the reader over to its page, at the code', async () => {
  const site = await openSite();
  try {
    const {page} = await site.newPage();
    const catalogue = `/docs/${API_DOCS_DIR}/errors`;
    await page.goto(site.url(`${catalogue}#GIT-ERR-3`));
    await hydrated(page);
    await page.waitForURL((url) => url.pathname === `${catalogue}/git` && url.hash === '#GIT-ERR-3');
    await page.locator('h3#GIT-ERR-3').waitFor();
    await page.waitForFunction(() => {
      const box = document.getElementById('GIT-ERR-3')?.getBoundingClientRect();
      return box !== undefined && box.top >= 0 && box.top < window.innerHeight;
    });
    assert.equal(await page.evaluate(() => history.length), 2);
    // An old prefix section goes to the section on its page; a hash that names no code stays.
    await page.goto(site.url(`${catalogue}#mirror`));
    await hydrated(page);
    await page.waitForURL((url) => url.pathname === `${catalogue}/repositories` && url.hash === '#mirror');
    await page.goto(site.url(`${catalogue}#page-git`));
    await hydrated(page);
    assert.equal(new URL(page.url()).pathname, catalogue);
  } finally {
    await site.close();
  }
});

test("the index pages' plain links go to their page in the app, at the anchor; a modified click is the browser's", async () => {
  const site = await openSite();
  try {
    const {page} = await site.newPage();
    for (const [index, link, target, anchor] of [
      [`/docs/en/${API_DOCS_DIR}/errors`, 'GIT-ERR-3', `/docs/en/${API_DOCS_DIR}/errors/git`, 'GIT-ERR-3'],
      // The same index at its address with a trailing slash (the server redirects it to the bare address): the link still reaches the code.
      [`/docs/${API_DOCS_DIR}/errors/`, 'GIT-ERR-3', `/docs/${API_DOCS_DIR}/errors/git`, 'GIT-ERR-3'],
      [
        `/docs/en/${API_DOCS_DIR}/agents/agent`,
        '#get-agent-instances-id-sessions',
        `/docs/en/${API_DOCS_DIR}/agents/agent/sessions`,
        'get-agent-instances-id-sessions',
      ],
    ] as const) {
      await page.goto(site.url(index));
      await hydrated(page);
      // A mark on the window: a full page load would lose it.
      await page.evaluate(() => ((window as unknown as {inApp: boolean}).inApp = true));
      const row = link.startsWith('#')
        ? page.locator(`li[id="${link.slice(1)}"] a`)
        : page.locator('a', {hasText: new RegExp(`^${link}$`)});
      await row.first().click();
      await page.waitForURL((url) => url.pathname === target && url.hash === `#${anchor}`);
      await page.locator(`h3[id="${anchor}"]`).waitFor();
      await page.waitForFunction((id) => {
        const box = document.getElementById(id)?.getBoundingClientRect();
        return box !== undefined && box.top >= 0 && box.top < window.innerHeight;
      }, anchor);
      assert.equal(
        await page.evaluate(() => (window as unknown as {inApp?: boolean}).inApp),
        true,
        `${index}: the app navigated, no page load`,
      );
    }
    // With Control (a new tab in a browser): the app does not navigate this page.
    await page.goto(site.url(`/docs/en/${API_DOCS_DIR}/errors`));
    await hydrated(page);
    const code = page.locator('a', {hasText: /^GIT-ERR-3$/}).first();
    const opened = page.context().waitForEvent('page');
    await code.click({modifiers: ['Control']});
    await (await opened).close();
    assert.equal(new URL(page.url()).pathname, `/docs/en/${API_DOCS_DIR}/errors`);
  } finally {
    await site.close();
  }
});

for (const locale of LOCALE_CODES) {
  test(`${locale}: on a phone, the catalogue's index lays out only the rows near the screen; find-in-page and print reach the last row, an old link without JavaScript its row`, async () => {
    const site = await openSite();
    const phone = {viewport: {width: 412, height: 823}, isMobile: true, hasTouch: true};
    const catalogue = `/docs/${locale === 'en' ? 'en/' : ''}${API_DOCS_DIR}/errors`;
    const settle = () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
    try {
      const {page} = await site.newPage(phone);
      await page.goto(site.url(catalogue));
      await hydrated(page);
      await page.evaluate(settle);
      // A row the layout skips (content-visibility: auto, off screen) is not "visible" to checkVisibility.
      const rows = await page.evaluate(() => {
        const all = Array.from(document.querySelectorAll('article li[id]'));
        return {
          all: all.length,
          laidOut: all.filter((row) => row.checkVisibility({contentVisibilityAuto: true})).length,
          // A row in the middle: an old link's landing there is not helped by the page's end.
          middle: all[Math.floor(all.length / 2)]?.id ?? '',
        };
      });
      console.log(`# ${locale}: ${rows.laidOut} of ${rows.all} rows laid out on a phone's first screen`);
      assert.equal(rows.all, codes.length, 'every code has its row');
      assert.ok(rows.laidOut <= rows.all / 5, `${catalogue}: ${rows.laidOut} of ${rows.all} rows laid out at load`);
      // Find-in-page reaches the last row's text, never on screen before.
      const found = await page.evaluate(() => {
        const last = Array.from(document.querySelectorAll('article li[id]')).at(-1)!;
        const text = (last.textContent ?? '').slice(0, 40);
        const hit = (window as unknown as {find: (text: string) => boolean}).find(text);
        const anchor = window.getSelection()?.anchorNode;
        return {hit, inRow: !!anchor && last.contains(anchor)};
      });
      assert.deepEqual(found, {hit: true, inRow: true}, `${catalogue}: find-in-page reaches the last row`);
      // Printed, nothing of the list skips rendering.
      await page.emulateMedia({media: 'print'});
      await page.evaluate(settle);
      const skipped = await page.evaluate(() =>
        Array.from(document.querySelectorAll('article, article *'))
          .filter((element) => getComputedStyle(element).contentVisibility !== 'visible')
          .map((element) => element.tagName.toLowerCase()),
      );
      assert.deepEqual(skipped, [], `${catalogue}: no part of the list skips rendering on paper`);
      // Without JavaScript (no hand-over to the code's page), an old link lands on its row, below the navbar.
      const noScript = await site.newPage({...phone, javaScriptEnabled: false});
      const {middle} = rows;
      // Loaded, nothing moves it: no script runs (a frame callback neither).
      await noScript.page.goto(site.url(`${catalogue}#${middle}`));
      const place = await noScript.page.evaluate((id) => {
        const row = document.getElementById(id)!;
        const atBottom = Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight - 1;
        return {top: row.getBoundingClientRect().top, expected: parseFloat(getComputedStyle(row).scrollMarginTop), atBottom};
      }, middle);
      assert.ok(
        place.atBottom ? place.top >= place.expected - 2 : Math.abs(place.top - place.expected) <= 2,
        `${catalogue}#${middle}: the row ${place.top} px from the top, not at ${place.expected} px`,
      );
    } finally {
      await site.close();
    }
  });
}

/** Every split group's index page of a locale's build (the group's old address), as site paths. */
function splitIndexes(locale: (typeof LOCALE_CODES)[number]): string[] {
  const root = path.join(localeBuildDir(locale), API_DOCS_DIR);
  return builtPages(root)
    .filter((file) => /data-api-island="?group-index/.test(fs.readFileSync(file, 'utf8')))
    .map(
      (file) => `/docs/${locale === 'en' ? 'en/' : ''}${API_DOCS_DIR}/${path.relative(root, path.dirname(file)).split(path.sep).join('/')}`,
    );
}

for (const locale of LOCALE_CODES) {
  test(`${locale}: a split group index's blocks of rows hold, off screen, about the height they take once laid out, on a phone and a wide screen`, async () => {
    const site = await openSite();
    const indexes = splitIndexes(locale);
    assert.ok(indexes.length > 0, 'split group indexes');
    try {
      for (const screen of [
        {viewport: {width: 412, height: 823}, isMobile: true, hasTouch: true},
        {viewport: {width: 1280, height: 900}},
      ]) {
        const {page} = await site.newPage(screen);
        let placeholders = 0;
        let laidOut = 0;
        for (const url of indexes) {
          await page.goto(site.url(url));
          await hydrated(page);
          const heights = await page.evaluate(() =>
            Array.from(document.querySelectorAll<HTMLElement>('[data-api-island="group-index"] [style*="--rows"]')).map((block) => {
              // The placeholder (contain-intrinsic-size, computed in px); then the block laid out, with the
              // same containment as content-visibility: auto gives it on screen (its list's margins inside).
              const placeholder = parseFloat(getComputedStyle(block).containIntrinsicHeight.replace(/^auto\s+/, ''));
              block.style.contentVisibility = 'visible';
              block.style.contain = 'layout style paint';
              return {placeholder, laidOut: block.getBoundingClientRect().height};
            }),
          );
          for (const block of heights) {
            placeholders += block.placeholder;
            laidOut += block.laidOut;
          }
        }
        const ratio = placeholders / laidOut;
        console.log(
          `# ${locale}, ${screen.viewport.width} px: placeholders ${Math.round(placeholders)} px, laid out ${Math.round(laidOut)} px`,
        );
        assert.ok(
          Math.abs(ratio - 1) <= 0.05,
          `${locale}, ${screen.viewport.width} px: placeholders ${Math.round(placeholders)} px for ${Math.round(laidOut)} px of rows`,
        );
      }
    } finally {
      await site.close();
    }
  });
}
