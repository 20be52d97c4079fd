// cspell:ignore Cimg  (percent-encoded crafted input)
/**
 * deploy/nginx/nginx.conf against crafted requests, with real nginx over the test build, in both of its
 * modes: standalone at /docs/, and behind a gateway that strips /docs and forwards the raw path. Requests
 * go over raw sockets, byte for byte (tests/security/http.ts); every answer must pass problemsOf: known
 * headers only, the security headers of its language, no Location that can leave /docs/ or the host, no
 * body on a redirect beyond nginx's short stock text, no error cached for long. Then every built page
 * must still redirect from its .html and /index.html forms, each language's 404 must carry its own
 * headers, and Chromium must run no script and store no cookie through a crafted redirect.
 */
import {after, before, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {launchChromium} from '../../lib/browser';
import {BUILD_DIR} from '../../lib/build';
import {startNginx, startRawPrefixStrippingProxy, type Served, type ServedByNginx} from '../../scripts/lib/nginx';
import {LOCALES, type Locale} from '../../config/locales';
import {eachConcurrently} from '../e2e/pool';
import {
  SLASH_FORMS,
  UNUSUAL_REQUESTS,
  craftedTargets,
  header,
  problemsOf,
  promisedHeaders,
  rawRequest,
  unusualProblems,
  type RawResponse,
} from './http';

let nginx: ServedByNginx;
let gateway: Served;
let promised: Record<Locale, ReadonlyMap<string, string>>;
before(async () => {
  promised = promisedHeaders(BUILD_DIR);
  nginx = await startNginx();
  gateway = await startRawPrefixStrippingProxy(nginx.origin);
});
after(async () => {
  await gateway?.stop();
  await nginx?.stop();
});

/** The bare path of every page file of the build ('' for the Chinese home page, 'en' for the English one). */
function builtPages(): string[] {
  const pages: string[] = [];
  const walk = (dir: string, rel: string) => {
    for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
      const relPath = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        if (entry.name !== 'assets' && entry.name !== '_serving') walk(path.join(dir, entry.name), relPath);
      } else if (entry.name.endsWith('.html') && entry.name !== '404.html') {
        pages.push(relPath.replace(/(?:^|\/)index\.html$/, '').replace(/\.html$/, ''));
      }
    }
  };
  walk(BUILD_DIR, '');
  return [...new Set(pages)].sort();
}

const htmlLang = (response: RawResponse) => /<html[^>]*\blang="?([\w-]+)/.exec(response.body.toString('utf8'))?.[1];

function assertHeadersOf(response: RawResponse, locale: Locale, what: string) {
  for (const [name, value] of promised[locale]) assert.equal(header(response, name), value, `${what}: ${name} of ${locale}`);
}

for (const mode of ['standalone', 'behind a gateway forwarding the raw path'] as const) {
  describe(`nginx ${mode}`, () => {
    const origin = () => (mode === 'standalone' ? nginx.origin : gateway.origin);

    test('every crafted name in every redirect rule: known headers, security headers, no way off /docs/, no echo, no long cache', async (t) => {
      // The gateway routes /docs and /docs/… only (what else it gets is not the docs' to answer).
      const targets = craftedTargets().filter(({target}) => mode === 'standalone' || /^\/docs(?:[/?]|$)/.test(target));
      const failures: string[] = [];
      const failing = new Set<string>();
      const byKind = new Map<string, Set<string>>();
      await eachConcurrently(targets, 8, async ({label, target}) => {
        const response = await rawRequest(origin(), target);
        for (const problem of problemsOf(origin(), target, response, promised)) {
          failures.push(`${label} [${target.slice(0, 60)}] ${response.status}: ${problem}`);
          failing.add(target);
          const kind = `${response.status} ${problem.replace(/[:(].*$/s, '')}`;
          byKind.set(kind, (byKind.get(kind) ?? new Set()).add(target));
        }
      });
      t.diagnostic(`${targets.length} crafted requests, ${failing.size} failing, ${failures.length} problems`);
      for (const [kind, set] of [...byKind].sort()) t.diagnostic(`  ${set.size} × ${kind}`);
      assert.equal(failures.length, 0, `${failing.size} of ${targets.length} crafted requests fail:\n${failures.slice(0, 60).join('\n')}`);
    });

    test("every built page's .html and /index.html forms redirect to its bare path", async (t) => {
      const pages = builtPages();
      assert.ok(pages.length > 100, `only ${pages.length} pages in ${BUILD_DIR}`);
      const failures: string[] = [];
      // A home page's index.html leads to its folder (/docs/en/ or /docs/en: both are served).
      const probes: Array<{from: string; to: readonly string[]}> = pages.flatMap((page) =>
        page === '' || page === LOCALES.en.urlSegment
          ? [{from: `/docs/${page ? `${page}/` : ''}index.html`, to: [`/docs/${page ? `${page}/` : ''}`, `/docs/${page}`]}]
          : [
              {from: `/docs/${page}.html`, to: [`/docs/${page}`]},
              {from: `/docs/${page}/index.html`, to: [`/docs/${page}`]},
            ],
      );
      await eachConcurrently(probes, 16, async ({from, to}) => {
        const response = await rawRequest(origin(), from);
        const location = header(response, 'location');
        const landed = location === undefined ? null : new URL(location, `${origin()}${from}`);
        if (response.status !== 301 || landed?.origin !== origin() || !to.includes(landed.pathname)) {
          failures.push(`${from}: ${response.status} ${location ?? '(no Location)'}`);
        }
      });
      t.diagnostic(`${probes.length} redirects of ${pages.length} built pages`);
      assert.deepEqual(
        failures.slice(0, 40),
        [],
        `${failures.length} of ${probes.length} forms of built pages do not redirect to their bare path`,
      );
    });

    test("a page's address with a trailing slash leads to its bare path, where its relative links resolve; crafted forms go nowhere else", async () => {
      const failures: string[] = [];
      for (const [from, to] of SLASH_FORMS) {
        const response = await rawRequest(origin(), from);
        const location = header(response, 'location');
        const landed = location === undefined ? null : new URL(location, `${origin()}${from}`);
        for (const problem of problemsOf(origin(), from, response, promised)) failures.push(`${from} ${response.status}: ${problem}`);
        if (to === null) {
          if (response.status === 301) failures.push(`${from}: redirected to ${location} (a crafted form)`);
        } else if (to === '') {
          if (response.status !== 200) failures.push(`${from}: ${response.status}, not the home page`);
        } else if (response.status !== 301 || landed?.origin !== origin() || `${landed.pathname}${landed.search}` !== to) {
          failures.push(`${from}: ${response.status} ${location ?? '(no Location)'}, not ${to}`);
        }
      }
      assert.deepEqual(failures, []);
      // Without JavaScript, the catalogue index's first code link, read against where the slash form lands, is its page.
      const index = await rawRequest(origin(), '/docs/en/csghub/api/errors');
      const link = /<li id="?[^"\s>]+"?><a href="?([^"\s>]+)/.exec(index.body.toString('utf8'))?.[1];
      assert.match(link ?? '', /^errors\/[a-z-]+#/, 'the index links its codes relative to its address');
      const slashForm = await rawRequest(origin(), '/docs/en/csghub/api/errors/');
      const landed = new URL(header(slashForm, 'location') ?? '', `${origin()}/docs/en/csghub/api/errors/`);
      const page = new URL(link!, landed);
      assert.equal((await rawRequest(origin(), page.pathname)).status, 200, `${link} from ${landed.pathname}: ${page.pathname}`);
    });

    test("each language's 404 page, a missing asset and the server files: 404, not cached for long, that language's headers", async () => {
      for (const [target, locale] of <Array<[string, Locale]>>[
        ['/docs/nope', 'zh-Hans'],
        ['/docs/en/nope', 'en'],
        ['/docs/assets/js/missing.0123abcd.js', 'zh-Hans'],
        ['/docs/en/assets/js/missing.0123abcd.js', 'en'],
        ['/docs/_serving/headers.conf', 'zh-Hans'],
        ['/docs/en/_serving/headers.conf', 'en'],
      ]) {
        const response = await rawRequest(origin(), target);
        assert.equal(response.status, 404, target);
        assert.equal(htmlLang(response), LOCALES[locale].htmlLang, `${target}: the not-found page of ${locale}`);
        assert.equal(header(response, 'cache-control'), 'no-cache', target);
        assertHeadersOf(response, locale, target);
      }
      const page = await rawRequest(origin(), '/docs/en/intro');
      const script = /<script src="?([^"\s>]+\/assets\/js\/[^"\s>]+\.js)/.exec(page.body.toString('utf8'))?.[1];
      assert.ok(script, 'the page loads a hashed script');
      const asset = await rawRequest(origin(), script);
      assert.equal(asset.status, 200);
      assert.equal(header(asset, 'cache-control'), 'public, max-age=31536000, immutable', 'an existing hashed asset is cached for a year');
      assertHeadersOf(asset, 'en', script);
    });

    test('other methods, byte ranges and failed preconditions: 405 with Allow, the whole file, no long cache but an asset 200, no header twice', async () => {
      const targets: Array<{target: string; asset: boolean}> = [];
      for (const page of ['/docs/intro', '/docs/en/intro']) {
        const html = (await rawRequest(origin(), page)).body.toString('utf8');
        const script = /<script src="?([^"\s>]+\/assets\/js\/[^"\s>]+\.js)/.exec(html)?.[1];
        assert.ok(script, `${page} loads a hashed script`);
        targets.push({target: page, asset: false}, {target: script, asset: true});
      }
      const failures: string[] = [];
      for (const {target, asset} of targets) {
        const wholeLength = (await rawRequest(origin(), target)).body.length;
        for (const {label, method, headers} of UNUSUAL_REQUESTS) {
          const response = await rawRequest(origin(), target, {method, headers});
          const problems = [
            ...problemsOf(origin(), target, response, promised).filter((problem) => !problem.startsWith('status ')),
            ...unusualProblems(response, {asset, wholeLength: method === 'HEAD' ? 0 : wholeLength}),
          ];
          for (const problem of problems) failures.push(`${label} ${target} ${response.status}: ${problem}`);
        }
      }
      assert.deepEqual(failures, []);
    });

    test("nginx's own errors (400, 414) and redirects carry the security headers", async () => {
      for (const [target, status] of <Array<[string, number]>>[
        ['/docs/%zz', 400],
        ['/docs/x y', 400],
        [`/docs/${'a'.repeat(64 * 1024)}`, 414],
        ['/docs/intro.html', 301],
        ['/docs/en/intro/index.html', 301],
        ['/docs/Space/space_intro', 301],
      ]) {
        const response = await rawRequest(origin(), target);
        assert.equal(response.status, status, target.slice(0, 40));
        assert.deepEqual(problemsOf(origin(), target, response, promised), [], target.slice(0, 40));
      }
    });
  });
}

describe('Chromium through nginx', () => {
  test('a crafted .html URL runs no script, opens no dialog and sets no cookie', async () => {
    const browser = await launchChromium();
    try {
      const context = await browser.newContext();
      const page = await context.newPage();
      const dialogs: string[] = [];
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      for (const target of [
        '/docs/%0d%0a%0d%0a%3Cimg%20src=x%20onerror=document.title=1%3E.html',
        '/docs/%0d%0a%0d%0a%3Cimg%20src=x%20onerror=alert(document.domain)%3E.html',
        '/docs/x%0d%0aSet-Cookie:%20pwn=1.html',
        '/docs/en/x%0d%0aSet-Cookie:%20pwn=2;%20Path=/.html',
      ]) {
        await page.goto(`${nginx.origin}${target}`, {waitUntil: 'load'});
        assert.notEqual(await page.title(), '1', `${target}: script ran`);
      }
      assert.deepEqual(dialogs, [], 'dialogs opened');
      assert.deepEqual(await context.cookies(), [], 'cookies stored');
    } finally {
      await browser.close();
    }
  });
});
