/**
 * The production serving setup: real nginx with deploy/nginx/nginx.conf over the test build, twice —
 * standalone at /docs/, and behind a proxy that strips /docs as the CSGHub chart's route does. Also
 * checks that the image and the Kubernetes manifests use that same config, port and service.
 */
import {after, before, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import {hydrated, openSite, type Site} from '../../lib/browser';
import {BUILD_DIR, ROOT} from '../../lib/build';
import {startNginx, startPrefixStrippingProxy, type Served} from '../../scripts/lib/nginx';
import {PRODUCT_LINKS} from '../../config/productLinks';
import release from '../../config/csghub-release.json';

const PAGES = [
  '/docs/',
  '/docs/en/',
  '/docs/intro',
  '/docs/en/intro',
  '/docs/en/csghub/101/install/by_helm',
  '/docs/search',
  '/docs/en/blog',
];

let nginx: Served;
let proxy: Served;
before(async () => {
  nginx = await startNginx();
  proxy = await startPrefixStrippingProxy(nginx.origin);
});
after(async () => {
  await proxy?.stop();
  await nginx?.stop();
});

function get(origin: string, pathname: string, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${origin}${pathname}`, {redirect: 'manual', headers});
}

const htmlLang = async (response: Response) => /<html[^>]*\blang="?([\w-]+)/.exec(await response.text())?.[1];

for (const mode of ['standalone', 'behind the chart route'] as const) {
  describe(`nginx ${mode}`, () => {
    const origin = () => (mode === 'standalone' ? nginx.origin : proxy.origin);

    test('top routes and doc pages answer 200 at their bare path, without a redirect', async () => {
      for (const page of [...PAGES, '/docs', '/docs/en']) {
        const response = await get(origin(), page);
        assert.equal(response.status, 200, page);
        assert.match(response.headers.get('content-type') ?? '', /text\/html/, page);
      }
    });

    test('.html, /index.html and a trailing slash lead to the bare path, and every redirect stays under /docs/', async () => {
      for (const [from, to] of <Array<[string, string]>>[
        ['/docs/en/intro.html', '/docs/en/intro'],
        ['/docs/en/intro/index.html', '/docs/en/intro'],
        ['/docs/index.html', '/docs/'],
        ['/docs/csghub/101/install/by_helm.html?x=1', '/docs/csghub/101/install/by_helm?x=1'],
        // A page's address with a trailing slash: its relative links would resolve one folder too deep.
        ['/docs/en/csghub/api/errors/', '/docs/en/csghub/api/errors'],
        ['/docs/Space/space_intro', '/docs/space/space_intro'],
        ['/docs/en/Space/space_intro', '/docs/en/space/space_intro'],
      ]) {
        const response = await get(origin(), from);
        assert.equal(response.status, 301, from);
        const location = new URL(response.headers.get('location')!, `${origin()}${from}`);
        assert.equal(`${location.pathname}${location.search}`, to, from);
        assert.equal((await get(origin(), to)).status, 200, to);
      }
    });

    test("a missing page answers 404 with the not-found page of the reader's language", async () => {
      const english = await get(origin(), '/docs/en/nope');
      assert.equal(english.status, 404);
      assert.equal(await htmlLang(english), 'en');
      const chinese = await get(origin(), '/docs/nope');
      assert.equal(chinese.status, 404);
      assert.equal(await htmlLang(chinese), 'zh-Hans');
      assert.equal((await get(origin(), '/docs/_serving/headers.conf')).status, 404, 'the server files are not served');
    });

    test('hashed assets are immutable for a year, pages are revalidated, security headers on both', async () => {
      const html = await (await get(origin(), '/docs/en/intro')).text();
      const script = /<script src="?([^"\s>]+\/assets\/js\/[^"\s>]+\.js)/.exec(html)?.[1];
      assert.ok(script, 'the page loads a hashed script');
      const asset = await get(origin(), script!);
      assert.equal(asset.status, 200);
      assert.equal(asset.headers.get('cache-control'), 'public, max-age=31536000, immutable');
      const page = await get(origin(), '/docs/en/intro');
      assert.equal(page.headers.get('cache-control'), 'no-cache');
      for (const response of [asset, page]) {
        const csp = response.headers.get('content-security-policy') ?? '';
        assert.match(csp, /default-src 'self'/);
        assert.match(csp, /connect-src 'self'(;|$)/, 'no third party without Algolia');
        assert.equal(response.headers.get('x-content-type-options'), 'nosniff');
        assert.equal(response.headers.get('referrer-policy'), 'strict-origin-when-cross-origin');
      }
    });

    test('text files are sent precompressed: Brotli when asked, else gzip', async () => {
      const html = await (await get(origin(), '/docs/en/intro')).text();
      const script = /<script src="?([^"\s>]+\/assets\/js\/main[^"\s>]*\.js)/.exec(html)![1]!;
      const br = await get(origin(), script, {'accept-encoding': 'br, gzip'});
      assert.equal(br.headers.get('content-encoding'), 'br');
      const gz = await get(origin(), script, {'accept-encoding': 'gzip'});
      assert.equal(gz.headers.get('content-encoding'), 'gzip');
    });

    test('every link of the CSGHub web app to the docs lands on a page, in both languages', async () => {
      for (const link of PRODUCT_LINKS) {
        for (const base of ['/docs/', '/docs/en/']) {
          let pathname = `${base}${link.path}`;
          let response = await get(origin(), pathname);
          for (let hops = 0; response.status === 301 && hops < 3; hops += 1) {
            pathname = new URL(response.headers.get('location')!, `${origin()}${pathname}`).pathname;
            response = await get(origin(), pathname);
          }
          assert.equal(response.status, 200, `${base}${link.path}`);
          const body = await response.text();
          const refresh = /<meta http-equiv="refresh" content="0; url=([^"]+)"/.exec(body)?.[1];
          if (refresh) assert.equal((await get(origin(), new URL(refresh, `${origin()}${pathname}`).pathname)).status, 200, refresh);
        }
      }
    });

    test('version.json names the CSGHub release these docs follow', async () => {
      const response = await get(origin(), '/docs/version.json');
      assert.equal(response.status, 200);
      const version = (await response.json()) as {csghub: string; compatibilityRow: string; docsCommit: string};
      assert.equal(version.csghub, release.release);
      assert.equal(version.compatibilityRow, release.compatibilityRow, 'version.json names the compatibility table row it documents');
      assert.ok(version.docsCommit.length > 0);
    });
  });
}

describe('Chromium through nginx behind the chart route', () => {
  let site: Site;
  before(async () => {
    site = await openSite({origin: proxy.origin});
  });
  after(async () => {
    await site?.close();
  });

  test('pages load and search answers, every request stays on the origin, no policy violation', async () => {
    const {page} = await site.newPage();
    const foreign: string[] = [];
    const violations: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(proxy.origin) && !request.url().startsWith('data:')) foreign.push(request.url());
    });
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await page.goto(site.url('/docs/en/csghub/101/install/architecture'));
    await hydrated(page);
    await page.locator('.docusaurus-mermaid-container svg').first().waitFor();
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').fill('helm upgrade');
    await page.locator('.DocSearch-Hit').first().waitFor();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname.startsWith('/docs/en/') && url.hash.length > 1);
    await page.goto(site.url('/docs/csghub/101/install/by_helm'));
    await hydrated(page);
    assert.deepEqual(foreign, [], 'requests to another host');
    assert.deepEqual(violations, [], 'Content-Security-Policy violations');
    await page.close();
  });
});

describe('the image and the manifests', () => {
  test('the image ships the config the tests use, on the port the Service names', () => {
    const dockerfile = fs.readFileSync(path.join(ROOT, 'deploy', 'Dockerfile'), 'utf8');
    assert.match(dockerfile, /^COPY deploy\/nginx\/nginx\.conf deploy\/nginx\/listen\.conf \/srv\/csghub-docs\/$/m);
    assert.match(dockerfile, /^COPY build\/ \/srv\/csghub-docs\/html\/$/m);
    assert.match(dockerfile, /^USER (?!0)\d+:\d+$/m, 'an unprivileged user');
    assert.match(dockerfile, /^EXPOSE 8080$/m);
    assert.match(dockerfile, /"-p", "\/srv\/csghub-docs", "-c", "nginx\.conf"/);
    assert.equal(fs.readFileSync(path.join(ROOT, 'deploy', 'nginx', 'listen.conf'), 'utf8').trim(), 'listen 8080;');
    assert.ok(fs.existsSync(path.join(BUILD_DIR, '_serving', 'headers.conf')), 'the build writes the headers nginx includes');
  });

  test('the Deployment and Service parse and agree on the name and the port', () => {
    interface Manifest {
      kind: string;
      metadata: {name: string};
      spec: {
        selector: Record<string, unknown>;
        ports: Array<{port: number; targetPort: string}>;
        template: {
          metadata: {labels: Record<string, string>};
          spec: {
            securityContext: {runAsNonRoot: boolean};
            containers: Array<{ports: Array<{name: string; containerPort: number}>; readinessProbe: {httpGet: {path: string}}}>;
          };
        };
      };
    }
    const documents = yaml.loadAll(fs.readFileSync(path.join(ROOT, 'deploy', 'kubernetes', 'csghub-docs.yaml'), 'utf8')) as Manifest[];
    const deployment = documents.find((doc) => doc.kind === 'Deployment')!;
    const service = documents.find((doc) => doc.kind === 'Service')!;
    assert.equal(deployment.metadata.name, 'csghub-docs');
    assert.equal(service.metadata.name, 'csghub-docs');
    const container = deployment.spec.template.spec.containers[0]!;
    assert.equal(container.ports[0]!.containerPort, 8080);
    assert.equal(service.spec.ports[0]!.port, 8080);
    assert.equal(service.spec.ports[0]!.targetPort, container.ports[0]!.name);
    for (const [key, value] of Object.entries(service.spec.selector)) {
      assert.equal(deployment.spec.template.metadata.labels[key], value, `the Service selects the Deployment's pods (${key})`);
    }
    assert.equal(deployment.spec.template.spec.securityContext.runAsNonRoot, true);
    assert.equal(container.readinessProbe.httpGet.path, '/docs/version.json');
  });
});
