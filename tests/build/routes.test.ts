/**
 * Checks on the production build (run `npm run build:test` or `npm test` first): every page exists
 * in both locales at the same path, the top-level routes exist, the language of each page is right,
 * and no page exists that the contract (tests/spec/routes.tsv) does not list.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {readRoutes} from '../../lib/contract';
import {ADDITIONAL_PAGES} from '../../config/additional-pages';
import {isApiReferencePath} from '../../plugins/api-reference';
import {CONFIG_DOCS_DIR} from '../../plugins/config-reference/render';
import {BUILD_DIR, localeBuildDir} from '../../lib/build';

const BUILD = BUILD_DIR;
const LOCALE_ROOTS = {'zh-Hans': localeBuildDir('zh-Hans'), en: localeBuildDir('en')};
const SKIP = new Set(['assets', 'search-index', 'img']);

/** Route paths (no leading slash; '' for the landing page) of the HTML pages of one locale. */
function builtRoutes(root: string, other: string | null): Set<string> {
  const routes = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (full !== other && !SKIP.has(entry.name)) walk(full);
      } else if (entry.name === 'index.html') {
        routes.add(path.relative(root, dir).split(path.sep).join('/'));
      }
    }
  };
  walk(root);
  return routes;
}

if (!fs.existsSync(path.join(BUILD, '404.html'))) {
  test('build exists', () => assert.fail(`No build in ${BUILD}: run "npm run build:test" first.`));
} else {
  const zh = builtRoutes(LOCALE_ROOTS['zh-Hans'], LOCALE_ROOTS.en);
  const en = builtRoutes(LOCALE_ROOTS.en, null);
  const spec = readRoutes();

  test('every page of one locale exists in the other at the same path', () => {
    assert.deepEqual([...zh].filter((route) => !en.has(route)).sort(), [], 'Chinese pages without an English twin');
    assert.deepEqual([...en].filter((route) => !zh.has(route)).sort(), [], 'English pages without a Chinese twin');
  });

  test('the landing page, the search page and the blog routes exist in both locales', () => {
    const required = spec.filter((row) => row.id === '-').map((row) => row.path.replace(/\/$/, ''));
    assert.ok(required.includes('') && required.includes('search') && required.includes('blog/welcome'));
    for (const route of required) {
      assert.ok(zh.has(route), `zh-Hans: /docs/${route} is missing`);
      assert.ok(en.has(route), `en: /docs/en/${route} is missing`);
    }
  });

  test('each locale has its own not-found page', () => {
    assert.match(fs.readFileSync(path.join(BUILD, '404.html'), 'utf8'), /<html[^>]*lang=["']?zh-Hans/);
    assert.match(fs.readFileSync(path.join(BUILD, 'en', '404.html'), 'utf8'), /<html[^>]*lang=["']?en/);
  });

  test('every doc page is a route of the contract, in the right language', () => {
    const specPaths = new Set([...spec.map((row) => row.path.replace(/\/$/, '')), ...ADDITIONAL_PAGES.map((page) => page.id)]);
    const docs = [...zh].filter((route) => {
      const html = fs.readFileSync(path.join(BUILD, route, 'index.html'), 'utf8');
      return /class="[^"]*docs-doc-page/.test(html) && !route.startsWith('__fixtures');
    });
    assert.ok(docs.length > 0);
    // The generated API and configuration references (plugins/api-reference, plugins/config-reference) are the
    // site's own additions, checked by their plugins' tests.
    const generated = (route: string) => isApiReferencePath(route) || route === CONFIG_DOCS_DIR || route.startsWith(`${CONFIG_DOCS_DIR}/`);
    assert.deepEqual(
      docs.filter((route) => !specPaths.has(route) && !generated(route)),
      [],
      'doc pages the contract does not list',
    );
    for (const route of docs) {
      assert.match(fs.readFileSync(path.join(BUILD, route, 'index.html'), 'utf8'), /<html[^>]*lang=["']?zh-Hans/, route);
      assert.match(fs.readFileSync(path.join(BUILD, 'en', route, 'index.html'), 'utf8'), /<html[^>]*lang=["']?en/, route);
    }
    const written = spec.filter((row) => row.id !== '-' && zh.has(row.path.replace(/\/$/, ''))).length;
    console.log(`# routes.tsv doc pages built: ${written} of ${spec.filter((row) => row.id !== '-').length}`);
  });

  test('each locale has a search index', () => {
    for (const root of Object.values(LOCALE_ROOTS)) {
      const manifest = JSON.parse(fs.readFileSync(path.join(root, 'search-index', 'manifest.json'), 'utf8'));
      assert.ok(manifest.n > 0);
    }
  });
}
