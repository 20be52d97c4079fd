/**
 * The generated API reference and error-code catalogue in the production build, both languages:
 * every public operation of the pinned spec has its anchored section, a sample section shows its
 * method, path and parameters, every error code has its anchor, and search finds them first. In
 * Chromium: a large group page hydrates an operation only when it comes near the viewport.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {LOCALE_CODES} from '../../../config/locales';
import {BUILD_DIR, builtPages, localeBuildDir} from '../../../lib/build';
import {hydrated, idleFrames, openSite} from '../../../lib/browser';
import {loadErrorCodes, loadSpec, loadTexts, publicOperations} from '../spec';
import {operationAnchor} from '../render';
import {API_DOCS_DIR, loadSplit, pageIdOf} from '..';
import {shownPathProblems} from '../servers';

const spec = loadSpec();
const texts = loadTexts();
const operations = publicOperations(spec, texts);
const codes = loadErrorCodes();
const split = loadSplit();

for (const locale of LOCALE_CODES) {
  const root = path.join(localeBuildDir(locale), API_DOCS_DIR);

  test(`${locale}: every public operation of the spec has its section`, () => {
    assert.ok(fs.existsSync(root), `No API reference in ${root}: run "npm run build:test" first.`);
    const ids = new Set<string>();
    for (const file of builtPages(root))
      for (const match of fs.readFileSync(file, 'utf8').matchAll(/<h3[^>]*\bid="?([a-z]+-[a-z0-9-]+)/g))
        ids.add(`${path.relative(root, path.dirname(file))}#${match[1]}`);
    const missing = operations.filter((operation) => !ids.has(`${pageIdOf(operation, texts, split)}#${operationAnchor(operation)}`));
    assert.deepEqual(
      missing.map((operation) => `${operation.tag}: ${operation.key}`),
      [],
    );
    console.log(`# ${locale}: ${operations.length} operations, each with its section`);
  });

  test(`${locale}: a sample section shows method, path and parameters`, () => {
    const html = fs.readFileSync(path.join(root, 'repositories', 'model', 'models', 'index.html'), 'utf8');
    const start =
      html.indexOf('id="get-models-namespace-name"') >= 0
        ? html.indexOf('id="get-models-namespace-name"')
        : html.indexOf('id=get-models-namespace-name');
    assert.ok(start >= 0, 'the section of GET /models/{namespace}/{name}');
    const section = html.slice(start, html.indexOf('<h3', start + 10));
    const text = section
      .replace(/<[^>]+>/g, '')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, '&');
    assert.match(text, /GET \/api\/v1\/models\/\{namespace\}\/\{name\}/);
    for (const parameter of ['namespace', 'name', 'current_user', 'need_op_weight'])
      assert.match(section, new RegExp(`<code>${parameter}</code>`), parameter);
    assert.match(text, /Authorization: Bearer <token>/);
    assert.match(text, /curl -X GET "https:\/\/<your-csghub>\/api\/v1\/models\/<namespace>\/<name>\?current_user=<current_user>"/);
  });

  test(`${locale}: a group page renders one request example per operation; its Markdown twin holds all three`, () => {
    const page = 'repositories/model/endpoints';
    const html = fs.readFileSync(path.join(root, page, 'index.html'), 'utf8');
    const twin = fs.readFileSync(path.join(root, `${page}.md`), 'utf8');
    const sections = twin.split('\n#### cURL\n').length - 1;
    const own = operations.filter((operation) => pageIdOf(operation, texts, split) === page).length;
    assert.ok(own > 5, `operations on ${page} (${own})`);
    assert.equal(sections, own, 'the twin has the cURL example of each operation');
    assert.equal(html.split('prism-code language-bash').length - 1, sections, 'one cURL example per operation in the HTML');
    assert.equal(html.includes('language-python'), false, 'the Python examples are not in the HTML');
    for (const label of ['Python', 'JavaScript']) assert.equal(twin.split(`\n#### ${label}\n`).length - 1, sections, label);
    // Links are site paths (with an origin before them when the build sets DOCS_LLMS_ORIGIN) and land on built pages.
    const links = [...twin.matchAll(/\]\(((?:https?:\/\/[^/)\s]+)?\/docs\/[^)#\s]*)(#[^)]*)?\)/g)].map((match) => match[1]!);
    assert.ok(links.length > 0, 'links in the twin');
    for (const link of new Set(links)) {
      const file = path.join(
        BUILD_DIR,
        new URL(link, 'http://localhost').pathname.replace(/^\/docs\//, '').replace(/\.md$/, ''),
        'index.html',
      );
      assert.ok(fs.existsSync(file), `${link} is a built page`);
    }
  });

  test(`${locale}: every link to a schema or operation on a group page lands on an element of that page`, () => {
    const problems: string[] = [];
    for (const file of builtPages(root)) {
      const html = fs.readFileSync(file, 'utf8');
      const ids = new Set([...html.matchAll(/\sid="?([^"\s>]+)/g)].map((match) => match[1]!));
      for (const [, target] of html.matchAll(/<a href="?#([^"\s>]+)/g))
        if (!ids.has(target!)) problems.push(`${path.relative(root, file)}: #${target}`);
    }
    assert.deepEqual([...new Set(problems)], []);
  });

  test(`${locale}: every path shown on the API pages is one a csghub-server route serves (data/routes.json)`, () => {
    const shown: Array<{method: string; path: string; where: string}> = [];
    const decode = (text: string) =>
      text
        .replace(/<!-- -->/g, '')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&quot;/g, '"')
        .replace(/&#x27;/g, "'")
        .replace(/&amp;/g, '&');
    for (const file of builtPages(root)) {
      const html = fs.readFileSync(file, 'utf8');
      const where = path.relative(root, file);
      // The endpoint line of each section, and the URL of each rendered request example.
      for (const [, code] of html.matchAll(/<code class="?[^">]*endpoint[^">]*"?>(.*?)<\/code>/g)) {
        const [method, shownPath] = decode(code!).split(' ');
        shown.push({method: method!, path: shownPath!, where});
      }
      for (const match of decode(html.replace(/<[^>]+>/g, '')).matchAll(/curl -X ([A-Z]+) "https:\/\/<your-csghub>([^"?]*)/g)) {
        shown.push({method: match[1]!, path: match[2]!.replace(/<([^>]+)>/g, '{$1}'), where: `${where} (example)`});
      }
    }
    assert.ok(shown.length > operations.length, `paths found on the pages (${shown.length})`);
    assert.deepEqual(shownPathProblems(shown, spec), []);
    console.log(`# ${locale}: ${shown.length} paths shown, each served by a route or marked as not served`);
  });

  test(`${locale}: every error code of the catalogue has its anchor`, () => {
    const html = fs.readFileSync(path.join(root, 'errors', 'index.html'), 'utf8');
    const missing = codes.filter((entry) => !new RegExp(`id="?${entry.code}["\\s>]`).test(html));
    assert.deepEqual(
      missing.map((entry) => entry.code),
      [],
    );
  });
}

test("a large group page never hydrates an operation's details, and makes its examples live when the reader scrolls to them", async () => {
  const site = await openSite();
  try {
    const {page} = await site.newPage();
    const url = `/docs/en/${API_DOCS_DIR}/agents/agent/sessions`;
    await page.goto(site.url(url));
    await hydrated(page);
    // The last operation's examples and "Try it", and its details: the island before them.
    const examples = page.locator('[data-api-island^="examples-"]').last();
    const details = examples.locator('xpath=preceding-sibling::*[1]');
    assert.ok(await details.getAttribute('data-api-island'), 'the details are an island');
    // A property on the server's elements: a live render replaces the element.
    const mark = (island: Element) => {
      (island.firstElementChild as HTMLElement & {fromServer?: boolean}).fromServer = true;
      return Array.from(island.querySelectorAll('table'))
        .map((table) => `${table.querySelectorAll('*').length} ${table.textContent}`)
        .join('\n');
    };
    const fromServer = (island: Element) => Boolean((island.firstElementChild as {fromServer?: boolean} | null)?.fromServer);
    const tableHtml = await details.evaluate(mark);
    assert.ok(tableHtml.length > 0, 'the details hold tables');
    await examples.evaluate(mark);
    await examples.scrollIntoViewIfNeeded();
    await page.waitForFunction(
      (name) => !(document.querySelector(`[data-api-island="${name}"]`)?.firstElementChild as {fromServer?: boolean} | null)?.fromServer,
      await examples.getAttribute('data-api-island'),
    );
    assert.equal(await details.evaluate(fromServer), true, "the details keep the server's HTML");
    assert.equal(await details.evaluate(mark), tableHtml, 'the same tables');
    await examples.getByRole('tab', {name: 'Python', exact: true}).click();
    await examples.locator('.language-python pre code .token').first().waitFor();
    await examples.getByRole('button', {name: /Try it|试一试/}).click();
    await examples.locator('[aria-expanded="true"]').waitFor();
  } finally {
    await site.close();
  }
});

test('an island waits for a press on its "Try it" to end before it goes live, and the click opens the panel', async () => {
  const site = await openSite();
  try {
    const {page} = await site.newPage();
    await page.goto(site.url(`/docs/en/${API_DOCS_DIR}/agents/agent/sessions`));
    await hydrated(page);
    const examples = page.locator('[data-api-island^="examples-"]').last();
    const name = await examples.getAttribute('data-api-island');
    const fromServer = (island: string | null) =>
      Boolean((document.querySelector(`[data-api-island="${island}"]`)?.firstElementChild as {fromServer?: boolean} | null)?.fromServer);
    // The press lands on the server's "Try it" in the task that brings it into view, before the observer
    // sees the island near. Synthetic events, so that the order is certain: with a real mouse, the island
    // went live between press and release 2 times in 30 under load, and the browser fired no click.
    await examples.evaluate((island) => {
      (island.firstElementChild as HTMLElement & {fromServer?: boolean}).fromServer = true;
      const button = Array.from(island.querySelectorAll('button')).find((candidate) => candidate.textContent === 'Try it')!;
      button.scrollIntoView({block: 'center'});
      const {x, y, width, height} = button.getBoundingClientRect();
      const at = {bubbles: true, cancelable: true, composed: true, button: 0, clientX: x + width / 2, clientY: y + height / 2};
      (window as unknown as {pressed: [Element, MouseEventInit]}).pressed = [button, at];
      button.dispatchEvent(new PointerEvent('pointerdown', {...at, pointerType: 'mouse', isPrimary: true}));
      button.dispatchEvent(new MouseEvent('mousedown', at));
    });
    // The island is in view: the observer has seen it by the end of these frames.
    await idleFrames(page, 2);
    assert.equal(await page.evaluate(fromServer, name), true, "during the press, the island keeps the server's HTML");
    await page.evaluate(() => {
      const [button, at] = (window as unknown as {pressed: [Element, MouseEventInit]}).pressed;
      button.dispatchEvent(new PointerEvent('pointerup', {...at, pointerType: 'mouse', isPrimary: true}));
      button.dispatchEvent(new MouseEvent('mouseup', at));
      button.dispatchEvent(new MouseEvent('click', at));
    });
    await examples.locator('[aria-expanded="true"]').waitFor({timeout: 5_000});
    assert.equal(await page.evaluate(fromServer, name), false, 'the click made the island live');
  } finally {
    await site.close();
  }
});

/** The page of operations with the largest HTML of a locale's build: what `npm run bench:pages` measures. */
function largestGroupPage(locale: (typeof LOCALE_CODES)[number]): string {
  const root = path.join(localeBuildDir(locale), API_DOCS_DIR);
  const [largest] = builtPages(root)
    .filter((file) => path.relative(root, file).split(path.sep).length >= 3 && fs.readFileSync(file, 'utf8').includes('data-api-island'))
    .sort((a, b) => fs.statSync(b).size - fs.statSync(a).size);
  assert.ok(largest, `No API group page in ${root}: run "npm run build:test" first.`);
  return `/docs/${locale === 'en' ? 'en/' : ''}${path.relative(path.dirname(path.dirname(root)), path.dirname(largest))}`;
}

for (const locale of LOCALE_CODES) {
  test(`${locale}: on a phone, the largest group page loads without Prism or a date formatter and hydrates no table or schema; an example takes the reader's host when the reader comes near it`, async () => {
    const site = await openSite();
    try {
      const {context, page} = await site.newPage({viewport: {width: 412, height: 823}, isMobile: true, hasTouch: true});
      // Counts the page's date formatters (the first one of a page loads the locale's data).
      await context.addInitScript({
        content: `{
          const Original = Intl.DateTimeFormat;
          window.__dateFormatters = 0;
          Intl.DateTimeFormat = new Proxy(Original, {
            construct(target, args) { window.__dateFormatters += 1; return Reflect.construct(target, args); },
            apply(target, self, args) { window.__dateFormatters += 1; return Reflect.apply(target, self, args); },
          });
        }`,
      });
      const scripts: string[] = [];
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script') scripts.push(response.url());
      });
      const url = largestGroupPage(locale);
      await page.goto(site.url(url));
      await hydrated(page);
      await idleFrames(page, 2);
      assert.equal(
        await page.evaluate(() => (window as unknown as {__dateFormatters: number}).__dateFormatters),
        0,
        `${url}: no date formatter`,
      );
      // The operations' details and the schemas (headings, tables, a deep schema's closed <details>) are
      // text and in-page links: none hydrated.
      assert.deepEqual(
        await page.evaluate(() =>
          Array.from(document.querySelectorAll('article table, article section h3, article details'))
            .filter((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$')))
            .map((element) => `${element.tagName} ${element.closest('[data-api-island]')?.getAttribute('data-api-island') ?? element.id}`),
        ),
        [],
        `${url}: hydrated tables, schema headings or <details>`,
      );
      const bodies = await Promise.all(scripts.map(async (script) => (await (await fetch(script)).text()).includes('BASH_VERSINFO')));
      assert.deepEqual(
        scripts.filter((_, index) => bodies[index]),
        [],
        `${url}: no Prism (its Bash grammar) among the scripts loaded before the reader scrolls`,
      );
      const example = page.locator('.language-bash code').first();
      assert.match((await example.textContent()) ?? '', /https:\/\/<your-csghub>\//, 'the first example as the server wrote it');
      await example.scrollIntoViewIfNeeded();
      await page.waitForFunction(
        // `/api/v1/…`, or `/aigateway/…` on the AI gateway's page.
        (origin) => document.querySelector('.language-bash code')?.textContent?.includes(`${origin}/`),
        site.origin,
      );
    } finally {
      await site.close();
    }
  });
}

/** The build's scripts that hold Prism's languages (its Bash grammar), by file name. */
function prismScripts(): Set<string> {
  const dir = path.join(BUILD_DIR, 'assets', 'js');
  return new Set(
    fs.readdirSync(dir).filter((name) => name.endsWith('.js') && fs.readFileSync(path.join(dir, name), 'utf8').includes('BASH_VERSINFO')),
  );
}

/** Every API page of a locale's build (operations, indexes, the overview), as site paths. */
function apiPages(locale: (typeof LOCALE_CODES)[number]): string[] {
  const root = path.join(localeBuildDir(locale), API_DOCS_DIR);
  return builtPages(root).map((file) =>
    `/docs/${locale === 'en' ? 'en/' : ''}${API_DOCS_DIR}/${path.relative(root, path.dirname(file)).split(path.sep).join('/')}`.replace(
      /\/$/,
      '',
    ),
  );
}

for (const locale of LOCALE_CODES) {
  test(`${locale}: on a phone, served from a host other than opencsg.com, no API page loads Prism before the reader acts; the examples near the first screen keep the server's tokens and show the reader's host`, async () => {
    const prism = prismScripts();
    assert.ok(prism.size > 0, 'the build has a Prism chunk');
    const site = await openSite();
    try {
      const {page} = await site.newPage({viewport: {width: 412, height: 823}, isMobile: true, hasTouch: true});
      let current = '';
      const loaded: string[] = [];
      page.on('request', (request) => {
        if (prism.has(path.basename(new URL(request.url()).pathname))) loaded.push(current);
      });
      const pages = apiPages(locale);
      assert.ok(pages.length > 50, `API pages (${pages.length})`);
      let live = 0;
      for (const url of pages) {
        current = url;
        await page.goto(site.url(url));
        await hydrated(page);
        await idleFrames(page, 2);
        // The examples rendered anew keep the server's tokens, with the reader's host in place of the hub's.
        const shown = await page.evaluate(() =>
          Array.from(document.querySelectorAll('[data-api-island^="examples-"] pre'))
            // Live (hydrated or rendered anew): React's; an island still far off keeps plain server HTML.
            .filter((pre) => Object.keys(pre).some((key) => key.startsWith('__reactFiber$')))
            .map((pre) => ({tokens: pre.querySelectorAll('code .token').length, text: pre.textContent ?? ''})),
        );
        for (const block of shown) {
          assert.ok(block.tokens > 0, `${url}: an example without its tokens`);
          assert.ok(block.text.includes(`${site.origin}/`) && !block.text.includes('<your-csghub>'), `${url}: ${block.text}`);
        }
        live += shown.length;
      }
      assert.ok(live > 0, 'examples made live');
      assert.deepEqual([...new Set(loaded)], [], 'pages that loaded Prism');
      console.log(`# ${locale}: ${pages.length} API pages, ${live} examples shown, none with Prism`);
    } finally {
      await site.close();
    }
  });
}
