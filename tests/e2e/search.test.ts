// cspell:ignore qqzzxxvv zebrafixture  (misspelled or made up on purpose)
/**
 * End-to-end tests of the search (spec sections 4, 5, 7, 8, 9): the DocSearch modal and the search
 * page answered by the local index, in headless Chromium against the test build.
 */
import {after, before, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import type {Page} from 'playwright-core';
import {hydrated, openSite, type Site} from '../../lib/browser';

let site: Site;
before(async () => {
  site = await openSite();
});
after(async () => {
  await site?.close();
});

async function open(path: string): Promise<Page> {
  const {page} = await site.newPage();
  await page.goto(site.url(path));
  await hydrated(page);
  return page;
}

const modal = (page: Page) => page.locator('.DocSearch-Modal');

async function search(page: Page, query: string): Promise<void> {
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Input').waitFor();
  await page.locator('.DocSearch-Input').fill(query);
}

describe('opening and closing the modal', () => {
  test('click opens it, Escape closes it', async () => {
    const page = await open('/docs/en/intro');
    await page.locator('.DocSearch-Button').click();
    await modal(page).waitFor();
    await page.keyboard.press('Escape');
    await modal(page).waitFor({state: 'detached'});
    await page.close();
  });

  test('Ctrl+K opens it', async () => {
    const page = await open('/docs/en/intro');
    await page.keyboard.press('Control+k');
    await modal(page).waitFor();
    await page.close();
  });

  test('"/" opens it when no input has focus, and types normally in an input', async () => {
    const page = await open('/docs/en/');
    await page.locator('form[role="search"] input').focus();
    await page.keyboard.press('/');
    assert.equal(await modal(page).count(), 0);
    assert.equal(await page.locator('form[role="search"] input').inputValue(), '/');
    await page.locator('h2').first().click();
    await page.keyboard.press('/');
    await modal(page).waitFor();
    await page.close();
  });

  test('typing while the search button has focus opens it with what was typed', async () => {
    const page = await open('/docs/en/intro');
    await page.locator('.DocSearch-Button').focus();
    await page.keyboard.press('h');
    await modal(page).waitFor();
    assert.equal(await page.locator('.DocSearch-Input').inputValue(), 'h');
    await page.close();
  });

  test('the input takes at most 64 characters', async () => {
    const page = await open('/docs/en/intro');
    await search(page, 'x'.repeat(80));
    assert.equal(await page.locator('.DocSearch-Input').getAttribute('maxlength'), '64');
    assert.equal((await page.locator('.DocSearch-Input').inputValue()).length, 64);
    await page.close();
  });
});

describe('results', () => {
  test('English results on the English site, grouped, at most 5 per group, with "See all N results"', async () => {
    const page = await open('/docs/en/intro');
    await search(page, 'csghub install');
    await page.locator('.DocSearch-Hit').first().waitFor();
    const groups = await page
      .locator('.DocSearch-Hits')
      .evaluateAll((sections) => sections.map((section) => section.querySelectorAll('.DocSearch-Hit').length));
    assert.ok(groups.length >= 1 && groups.every((count) => count <= 5), `group sizes ${groups.join(',')}`);
    const hrefs = await page.locator('.DocSearch-Hit a').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    assert.ok(
      hrefs.every((href) => href!.startsWith('/docs/en/')),
      'English hits only',
    );
    assert.match(await page.locator('.DocSearch-HitsFooter a').innerText(), /^See all \d+ results$/);
    await page.close();
  });

  for (const [query, expected] of [
    ['快速 安装', '/docs/csghub/101/getting_started'],
    ['helm 安装', '/docs/csghub/101/install/by_helm'],
  ] as const) {
    test(`Chinese query "${query}" finds ${expected} on the Chinese site`, async () => {
      const page = await open('/docs/intro');
      await search(page, query);
      await page.locator('.DocSearch-Hit').first().waitFor();
      const hrefs = await page.locator('.DocSearch-Hit a').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      assert.ok(
        hrefs.some((href) => href!.split('#')[0] === expected),
        hrefs.join(' '),
      );
      assert.ok(
        hrefs.every((href) => !href!.startsWith('/docs/en/')),
        'Chinese hits only',
      );
      await page.close();
    });
  }

  test('no results: "No results for", suggestions from earlier results, and a way to report it', async () => {
    const page = await open('/docs/en/intro');
    await search(page, 'csghub');
    await page.locator('.DocSearch-Hit').first().waitFor();
    await page.locator('.DocSearch-Input').fill('qqzzxxvv');
    await page.locator('.DocSearch-NoResults').waitFor();
    const text = await page.locator('.DocSearch-NoResults').innerText();
    assert.match(text, /No results for "qqzzxxvv"/);
    assert.match(text, /Try searching for/);
    assert.match(text, /Believe this query should return results\?\s*Let us know\./);
    await page.close();
  });

  for (const [from, own, other, label] of [
    ['/docs/en/intro', '/docs/en/model/model_upload', '/docs/en/csghub/101/function/model/model_upload', 'Self-hosted version'],
    [
      '/docs/en/csghub/101/introduction',
      '/docs/en/csghub/101/function/model/model_upload',
      '/docs/en/model/model_upload',
      'Community version',
    ],
  ] as const) {
    test(`counterpart pages are one hit, the reader's side first (from ${from}), the other side one click away`, async () => {
      const page = await open(from);
      await search(page, 'Upload Model Files');
      const first = page.locator('.DocSearch-Hit').first();
      await first.waitFor();
      assert.equal((await first.locator('a').first().getAttribute('href'))?.split('#')[0], own);
      const counterpart = first.locator('a.local-search-counterpart');
      assert.equal(await counterpart.innerText(), label);
      assert.equal(await counterpart.getAttribute('href'), other);
      const hrefs = await page
        .locator('.DocSearch-Hit a:not(.local-search-counterpart)')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')!.split('#')[0]));
      assert.ok(!hrefs.includes(other), 'the counterpart is not a hit of its own');
      await counterpart.click();
      await page.waitForURL((url) => url.pathname === other);
      await page.close();
    });
  }

  test('selecting a hit opens its page at its anchor', async () => {
    const page = await open('/docs/en/intro');
    await search(page, 'helm upgrade rollback');
    const first = page.locator('.DocSearch-Hit[aria-selected="true"] a').first();
    await first.waitFor();
    const href = await first.getAttribute('href');
    assert.ok(href?.includes('#'), `the first hit links to a section: ${href}`);
    await page.keyboard.press('Enter');
    await modal(page).waitFor({state: 'detached'});
    await page.waitForURL((url) => `${url.pathname}${url.hash}` === href);
    // The section's heading is scrolled to the top of the view.
    const anchor = decodeURIComponent(href!.split('#')[1]!);
    await page.waitForFunction((id) => {
      const heading = document.getElementById(id);
      return heading !== null && Math.abs(heading.getBoundingClientRect().top) < window.innerHeight / 2;
    }, anchor);
    await page.close();
  });
});

test('when the index cannot be loaded the modal says so', async () => {
  const {page} = await site.newPage();
  await page.route('**/search-index/**', (route) => route.abort('failed'));
  await page.goto(site.url('/docs/en/intro'));
  await hydrated(page);
  await search(page, 'helm');
  await page.locator('.DocSearch-ErrorScreen').waitFor();
  const text = await page.locator('.DocSearch-ErrorScreen').innerText();
  assert.match(text, /Unable to fetch results/);
  assert.match(text, /You might want to check your network connection\./);
  assert.doesNotMatch(await modal(page).innerText(), /No results/, 'the failure is not shown as "no results"');
  await page.close();
});

test("when the modal's own code cannot be loaded, the page stays and says so; trying again opens the modal", async () => {
  const {page} = await site.newPage();
  let fail = true;
  await page.route('**/assets/js/*SearchModal*.js', (route) => (fail ? route.abort('failed') : route.continue()));
  await page.goto(site.url('/docs/en/intro'));
  await hydrated(page);
  const heading = await page.locator('article h1').first().innerText();
  await page.keyboard.press('Control+k');
  const dialog = page.locator('.local-search-load-error[role="alertdialog"]');
  await dialog.waitFor();
  assert.match(await dialog.innerText(), /Search could not be loaded[\s\S]*Check your connection and try again/);
  assert.equal(await page.locator('article h1').first().innerText(), heading, 'the page is still there');
  fail = false;
  await dialog.getByRole('button', {name: 'Try again'}).click();
  await modal(page).waitFor();
  await dialog.waitFor({state: 'detached'});
  await page.close();
});

test('an index file that never arrives ends in the error screen, not a spinner', async () => {
  const {page} = await site.newPage();
  await page.clock.install();
  // Held, never answered: the fetcher's timeout (INDEX_FILE_TIMEOUT_MS) is what ends the wait.
  await page.route('**/search-index/**', () => undefined);
  await page.goto(site.url('/docs/en/intro'));
  await hydrated(page);
  await search(page, 'helm');
  await page.locator('.DocSearch-Input').waitFor();
  await page.clock.runFor(25_000);
  await page.locator('.DocSearch-ErrorScreen').waitFor();
  assert.match(await page.locator('.DocSearch-ErrorScreen').innerText(), /Unable to fetch results/);
  await page.close();
});

test('the search page shows results for a query longer than the 512 characters the engine reads', async () => {
  const page = await open(`/docs/en/search?q=${encodeURIComponent(`${'helm install '.repeat(50)}`)}`);
  await page.locator('main article h2 a').first().waitFor();
  await page.close();
});

test('the search page shows results for ?q=, and a message when the index cannot be loaded', async () => {
  const page = await open('/docs/en/search?q=getting%20started');
  await page.locator('main article h2 a').first().waitFor();
  const hrefs = await page.locator('main article h2 a').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  assert.ok(hrefs.includes('/docs/en/csghub/101/getting_started'), hrefs.join(' '));
  assert.match(await page.locator('h1').first().innerText(), /Search results for "getting started"/);
  await page.close();

  const {page: blocked} = await site.newPage();
  await blocked.route('**/search-index/**', (route) => route.abort('failed'));
  await blocked.goto(site.url('/docs/en/search?q=helm'));
  await blocked.locator('[data-testid="search-page-error"]').waitFor();
  assert.match(
    await blocked.locator('[data-testid="search-page-error"]').innerText(),
    /Unable to fetch results[\s\S]*check your network connection/,
  );
  await blocked.close();
});

test('without Algolia, loading pages and searching make no request to another host', async () => {
  const {page} = await site.newPage();
  const foreign: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(site.origin) && !request.url().startsWith('data:')) foreign.push(request.url());
  });
  for (const path of ['/docs/en/', '/docs/en/intro', '/docs/', '/docs/en/search?q=helm']) {
    await page.goto(site.url(path));
    await hydrated(page);
  }
  await search(page, 'helm install');
  await page.locator('.DocSearch-Hit').first().waitFor();
  assert.deepEqual(foreign, []);
  await page.close();
});

test('markup in page text stays text in results, recent searches and favorites', async () => {
  const {page} = await site.newPage();
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto(site.url('/docs/en/intro'));
  await hydrated(page);
  await search(page, 'zebrafixture');
  await page.locator('.DocSearch-Hit').first().waitFor();
  const safe = async () => {
    assert.equal(await page.evaluate(() => (window as unknown as {__xss?: number}).__xss), undefined);
    assert.equal(await page.locator('.DocSearch-Modal img, .DocSearch-Modal script, .DocSearch-Modal b[onmouseover]').count(), 0);
  };
  await safe();
  const shown = await modal(page).innerText();
  assert.match(shown, /<script>|<img src=|<b onmouseover/);
  // Select the page's title hit (DocSearch keeps titles as recent searches); reopen: the recent
  // list renders it again, then the favorites list.
  await page.locator('.DocSearch-Input').fill('hostile fixture');
  await page.locator('.DocSearch-Hit a[href$="/__fixtures/hostile-markup"]').first().waitFor();
  await safe();
  await page.locator('.DocSearch-Hit a[href$="/__fixtures/hostile-markup"]').first().click();
  await page.waitForURL('**/__fixtures/hostile-markup');
  await modal(page).waitFor({state: 'detached'});
  // DocSearch ignores the shortcut until the closed modal has released the page.
  await page.waitForFunction(() => !document.body.classList.contains('DocSearch--active'));
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Input').waitFor();
  // The start screen lists the recent searches under their own heading once DocSearch has read them
  // from storage; wait for that heading itself, and say what the modal showed if it never comes.
  const recent = page.locator('.DocSearch-Hit-source', {hasText: 'Recent'});
  await recent.waitFor().catch(async (error: unknown) => {
    const shown = await modal(page)
      .innerText()
      .catch(() => '(no modal)');
    throw new Error(`the reopened modal lists no recent searches; it shows: ${shown.slice(0, 500)}`, {cause: error});
  });
  await page.locator('.DocSearch-Hit').first().waitFor();
  await safe();
  // Save it as a favorite and check the favorites list too.
  await page.locator('.DocSearch-Hit-action-button[title="Save this search"]').first().click();
  await page.locator('.DocSearch-Hit-source', {hasText: 'Favorite'}).waitFor();
  await safe();
  assert.deepEqual(dialogs, []);
  await page.close();
});

describe('recent and favorite search limits', () => {
  const storedHit = (i: number) => ({
    objectID: `seed-${i}`,
    url: `/docs/en/intro#seed-${i}`,
    url_without_anchor: '/docs/en/intro',
    type: 'lvl2',
    anchor: `seed-${i}`,
    content: null,
    hierarchy: {
      lvl0: 'Seed',
      lvl1: 'OpenCSG Community Introduction',
      lvl2: `Seeded heading ${i}`,
      lvl3: null,
      lvl4: null,
      lvl5: null,
      lvl6: null,
    },
    _highlightResult: {},
    _snippetResult: {},
  });

  async function seeded(recent: number, favorites: number): Promise<{recent: number; favorites: number}> {
    const {page, context} = await site.newPage();
    await context.addInitScript(
      ({recentHits, favoriteHits}) => {
        localStorage.setItem('__DOCSEARCH_RECENT_SEARCHES__opencsg-docs', JSON.stringify(recentHits));
        localStorage.setItem('__DOCSEARCH_FAVORITE_SEARCHES__opencsg-docs', JSON.stringify(favoriteHits));
      },
      {
        recentHits: Array.from({length: recent}, (_, i) => storedHit(i)),
        favoriteHits: Array.from({length: favorites}, (_, i) => storedHit(100 + i)),
      },
    );
    await page.goto(site.url('/docs/en/intro'));
    await hydrated(page);
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Hits').first().waitFor();
    const counts = await page.locator('.DocSearch-Hits').evaluateAll((sections) =>
      sections.map((section) => ({
        title: section.querySelector('.DocSearch-Hit-source')?.textContent ?? '',
        count: section.querySelectorAll('.DocSearch-Hit').length,
      })),
    );
    await page.close();
    return {
      recent: counts.find((group) => /Recent/.test(group.title))?.count ?? 0,
      favorites: counts.find((group) => /Favorite/.test(group.title))?.count ?? 0,
    };
  }

  test('7 recent searches; 4 when favorites exist; 10 favorites', async () => {
    assert.deepEqual(await seeded(12, 0), {recent: 7, favorites: 0});
    const withFavorites = await seeded(12, 12);
    assert.equal(withFavorites.recent, 4);
    assert.equal(withFavorites.favorites, 10);
  });
});

describe('kinds of page: the search page filters, the modal lists guides first', () => {
  /** The filter values shown, as [value, label, count]. */
  const facetValues = (page: Page, facet: 'kind' | 'product') =>
    page
      .locator(`[data-facet="${facet}"] label`)
      .evaluateAll((labels) =>
        labels.map((label): [string, string, number] => [
          label.querySelector('input')?.getAttribute('value') ?? '',
          label.textContent?.replace(/\s*\d+\s*$/, '').trim() ?? '',
          Number(label.querySelector('.local-search-facet__count')?.textContent),
        ]),
      );
  const resultPaths = (page: Page) =>
    page.locator('main article h2 a').evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));

  test('filters by kind and by product, with counts, in English; a filter lives in the URL and narrows the results', async () => {
    const page = await open('/docs/en/search?q=models');
    await page.locator('[data-testid="search-facets"]').waitFor();
    await page.locator('main article h2 a').first().waitFor();
    const kinds = await facetValues(page, 'kind');
    const byValue = new Map(kinds.map(([value, label, count]) => [value, {label, count}]));
    assert.equal(byValue.get('guide')?.label, 'Guides');
    assert.equal(byValue.get('api')?.label, 'API reference');
    assert.ok((byValue.get('guide')?.count ?? 0) > 0 && (byValue.get('api')?.count ?? 0) > 0, JSON.stringify(kinds));
    const products = await facetValues(page, 'product');
    assert.ok(
      products.some(([value, label]) => value === 'csghub' && label === 'CSGHub self-hosted'),
      JSON.stringify(products),
    );
    assert.ok(products.some(([value, label]) => value === 'community' && label === 'OpenCSG community'));

    // Guides first without a filter; with "API reference" only the reference.
    assert.doesNotMatch((await resultPaths(page))[0]!, /\/csghub\/api\//);
    await page.locator('[data-facet="kind"] input[value="api"]').check();
    await page.waitForFunction(() => new URLSearchParams(window.location.search).get('kind') === 'api');
    await page.waitForFunction(() => {
      const links = Array.from(document.querySelectorAll('main article h2 a'));
      // The reference: the API pages and the configuration reference.
      return links.length > 0 && links.every((link) => /\/csghub\/(api|config)\//.test(new URL((link as HTMLAnchorElement).href).pathname));
    });
    assert.equal(new URLSearchParams(new URL(page.url()).search).get('q'), 'models', 'the query stays');
    assert.ok(await page.locator('[data-facet="kind"] input[value="api"]').isChecked());

    // The filter comes from the URL: a fresh load keeps it; a value that is no kind is ignored.
    await page.goto(site.url('/docs/en/search?q=models&kind=release,nonsense&product=csghub'));
    await page.locator('[data-testid="search-facets"]').waitFor();
    await page.waitForFunction(() => document.querySelectorAll('main article h2 a').length > 0);
    const filtered = await resultPaths(page);
    assert.ok(
      filtered.every((path) => /^\/docs\/en\/(releasenote\/csghub_|csghub\/101\/releasenotes)/.test(path)),
      filtered.join(' '),
    );
    await page.close();
  });

  test('a query no page answers says so, with no empty filter boxes', async () => {
    const page = await open('/docs/en/search?q=qqzzxxvv');
    await page.getByText('No results were found').waitFor();
    await page.locator('[data-testid="search-facets"][data-empty="true"]').waitFor({state: 'attached'});
    assert.equal(await page.locator('[data-testid="search-facets"] fieldset').count(), 0);
    await page.close();
  });

  test('the filters speak Chinese on the Chinese site', async () => {
    const page = await open('/docs/search?q=%E6%A8%A1%E5%9E%8B');
    await page.locator('[data-testid="search-facets"]').waitFor();
    const kinds = new Map((await facetValues(page, 'kind')).map(([value, label]) => [value, label]));
    assert.equal(kinds.get('guide'), '指南');
    assert.equal(kinds.get('api'), 'API 参考');
    const products = new Map((await facetValues(page, 'product')).map(([value, label]) => [value, label]));
    assert.equal(products.get('csghub'), '私有化部署 CSGHub');
    assert.equal(products.get('community'), 'OpenCSG 社区');
    await page.close();
  });

  for (const [home, query] of [
    ['/docs/intro', '应用空间'],
    ['/docs/intro', '数据集'],
    ['/docs/en/intro', 'spaces'],
    ['/docs/en/intro', 'datasets'],
  ] as const) {
    test(`the modal lists guides, not the reference, first for "${query}"`, async () => {
      const page = await open(home);
      await search(page, query);
      await page.waitForFunction((wanted) => {
        const footer = document.querySelector('.DocSearch-HitsFooter a') as HTMLElement | null;
        return footer?.dataset.query === wanted && footer.dataset.status === 'idle';
      }, query);
      const hrefs = await page
        .locator('.DocSearch-Hit a:not(.local-search-counterpart)')
        .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
      const firstScreen = hrefs.slice(0, 5);
      assert.ok(firstScreen.length === 5, hrefs.join(' '));
      assert.ok(
        firstScreen.every((path) => !path.includes('/csghub/api/')),
        `the first screen holds no reference page: ${firstScreen.join(' ')}`,
      );
      await page.close();
    });
  }
});
