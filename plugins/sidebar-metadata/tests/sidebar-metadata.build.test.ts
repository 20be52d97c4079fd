/**
 * On the finished test build, in headless Chromium: doc pages of each sidebar (tests/spec/routes.tsv:
 * the first pages of each sidebar and the release-notes parent page), in both languages, load the data
 * of their own sidebar and of no other up to hydration, and the version metadata they load (the
 * version prop and the sidebar's data) is at most 8 KB gzip. Prefetches for links (after the load
 * event, in idle time) are not counted: they are not script loads.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {LOCALES, LOCALE_CODES} from '../../../config/locales';
import {BUILD_DIR, ROOT} from '../../../lib/build';
import {hydrated, openSite} from '../../../lib/browser';

const BUDGET = 8 * 1024;

/** The JSON text inside a chunk's `JSON.parse('…')`, from the JavaScript string literal. */
export function jsonOfLiteral(literal: string): unknown {
  const text = literal.replace(/\\(u[0-9a-fA-F]{4}|x[0-9a-fA-F]{2}|.)/g, (_, escape: string) => {
    if (escape.startsWith('u') && escape.length === 5) return String.fromCharCode(parseInt(escape.slice(1), 16));
    if (escape.startsWith('x') && escape.length === 3) return String.fromCharCode(parseInt(escape.slice(1), 16));
    return ({n: '\n', r: '\r', t: '\t', b: '\b', f: '\f', v: '\v', '0': '\0'} as Record<string, string>)[escape] ?? escape;
  });
  return JSON.parse(text);
}

interface VersionData {
  readonly file: string;
  readonly gzip: number;
  /** The sidebars the chunk holds (none for the slim version prop). */
  readonly sidebars: readonly string[];
}

/** The version metadata in a script: the `docsSidebars` objects of its JSON modules, or null. */
function versionData(file: string, body: Buffer): VersionData | null {
  const text = body.toString('utf8');
  if (!text.includes('docsSidebars')) return null;
  const sidebars: string[] = [];
  let holds = false;
  for (const match of text.matchAll(/JSON\.parse\('((?:[^'\\]|\\.)*)'\)/g)) {
    const walk = (value: unknown): void => {
      if (!value || typeof value !== 'object') return;
      for (const [key, child] of Object.entries(value)) {
        if (key === 'docsSidebars' && child && typeof child === 'object') {
          holds = true;
          sidebars.push(...Object.keys(child));
        } else walk(child);
      }
    };
    walk(jsonOfLiteral(match[1]!));
  }
  return holds ? {file, gzip: zlib.gzipSync(body, {level: 9}).length, sidebars} : null;
}

const specPages = fs
  .readFileSync(path.join(ROOT, 'tests/spec/routes.tsv'), 'utf8')
  .split('\n')
  .slice(1)
  .map((line) => line.split('\t'))
  .filter(([route, , sidebar]) => route && sidebar && sidebar !== '-' && sidebar !== 'none')
  .map(([route, , sidebar]) => ({route: route!, sidebar: sidebar!}));
const pages = [
  ...[...new Set(specPages.map((p) => p.sidebar))].flatMap((sidebar) => specPages.filter((p) => p.sidebar === sidebar).slice(0, 3)),
  ...specPages.filter((p) => p.route === 'releasenote/'),
];

if (!fs.existsSync(path.join(BUILD_DIR, '404.html'))) {
  test('build exists', () => assert.fail(`No build in ${BUILD_DIR}: run "npm run build:test" first.`));
} else {
  test('the spec lists pages of several sidebars', () => assert.ok(new Set(pages.map((p) => p.sidebar)).size >= 4));

  for (const locale of LOCALE_CODES) {
    test(`${locale}: each doc page loads its own sidebar's data only, at most 8 KB gzip of version metadata`, async () => {
      const site = await openSite();
      const problems: string[] = [];
      const figures: string[] = [];
      try {
        for (const {route, sidebar} of pages) {
          const {page, context} = await site.newPage();
          const data: VersionData[] = [];
          page.on('response', async (response) => {
            if (response.request().resourceType() !== 'script') return;
            const found = versionData(response.url().replace(/^.*\//, ''), await response.body().catch(() => Buffer.alloc(0)));
            if (found) data.push(found);
          });
          const url = `${LOCALES[locale].urlSegment ? `/docs/${LOCALES[locale].urlSegment}/` : '/docs/'}${route}`;
          const response = await page.goto(site.url(url), {waitUntil: 'load'});
          assert.equal(response?.status(), 200, url);
          await hydrated(page);
          await page.locator('.theme-doc-sidebar-menu').first().waitFor();
          const sidebars = [...new Set(data.flatMap((d) => d.sidebars))];
          const gzip = data.reduce((sum, d) => sum + d.gzip, 0);
          figures.push(`${route} ${gzip}`);
          if (sidebars.join() !== sidebar) problems.push(`${url} (${sidebar}): loads the data of [${sidebars.join(', ')}]`);
          if (gzip > BUDGET)
            problems.push(`${url}: ${gzip} bytes gzip of version metadata (${data.map((d) => d.file).join(', ')}), budget ${BUDGET}`);
          await context.close();
        }
      } finally {
        await site.close();
      }
      assert.deepEqual(problems, [], `version metadata bytes gzip: ${figures.join(', ')}`);
    });
  }
}
