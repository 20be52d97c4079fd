/**
 * On the finished build: in each language, the page scripts' `main.js` holds the route table without
 * the doc pages' routes (at most the few of groups too small to split, and the landing pages outside
 * the docs), and every doc page of the contract (tests/spec/routes.tsv) has its route in exactly one
 * place: one `lazy-routes-<locale>-…` chunk, whose routes all share the chunk's path prefix, or main.js.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {BASE_URL, LOCALES, LOCALE_CODES} from '../../../config/locales';
import {readRoutes} from '../../../lib/contract';
import {localeBuildDir} from '../../../lib/build';

/** At most this many doc routes stay in main.js (each language had about 460 in Nov 2026 before the split). */
const MAX_ROUTES_IN_MAIN = 40;

/** The route paths a minified chunk declares (`path:"/docs/…"`). */
function routePaths(script: string): string[] {
  return [...script.matchAll(/\bpath:"(\/docs\/[^"]*)"/g)].map((match) => match[1] ?? '');
}

for (const locale of LOCALE_CODES) {
  test(`${locale}: main.js holds no doc page's route; each prefix chunk holds its own`, () => {
    const dir = localeBuildDir(locale);
    const base = `${BASE_URL}${LOCALES[locale].urlSegment ? `${LOCALES[locale].urlSegment}/` : ''}`;
    const html = fs.readFileSync(path.join(dir, 'csghub', '101', 'install', 'by_helm', 'index.html'), 'utf8');
    const mainName = /\/assets\/js\/(main\.[0-9a-f]+\.js)/.exec(html)?.[1];
    assert.ok(mainName, 'by_helm loads a main.js');
    const main = fs.readFileSync(path.join(dir, 'assets', 'js', mainName), 'utf8');
    const inMain = routePaths(main);
    const chunkName = new RegExp(`^lazy-routes-${locale}-[0-9a-f]{8}\\.[0-9a-f]+\\.js$`);
    const chunks = fs.readdirSync(path.join(dir, 'assets', 'js')).filter((file) => chunkName.test(file));
    assert.ok(chunks.length >= 10, `${chunks.length} lazy-routes chunks for ${locale} (at least 10 expected)`);

    const where = new Map<string, string[]>();
    // A page may also be the path of its parent route (the release notes' own DocRoot): files, not routes, count.
    const note = (routePath: string, file: string) => where.set(routePath, [...new Set([...(where.get(routePath) ?? []), file])]);
    inMain.forEach((routePath) => note(routePath, 'main.js'));
    for (const file of chunks) {
      const paths = routePaths(fs.readFileSync(path.join(dir, 'assets', 'js', file), 'utf8'));
      assert.ok(paths.length > 0, `${file} declares routes`);
      // Every route of a chunk under one prefix: the longest common start, cut at a slash, is deeper than the base.
      const [first = ''] = paths;
      let prefix = first;
      for (const p of paths) while (!p.startsWith(prefix)) prefix = prefix.slice(0, -1);
      if (paths.length > 1) prefix = prefix.replace(/[^/]*$/, '');
      assert.ok(prefix.length > base.length, `${file}: its routes share no prefix under ${base} (${paths.slice(0, 3).join(', ')}…)`);
      paths.forEach((routePath) => note(routePath, file));
    }

    const docPages = readRoutes().filter((row) => row.id !== '-' && row.path);
    let inChunks = 0;
    for (const row of docPages) {
      const url = `${base}${row.path}`;
      const files = where.get(url) ?? [];
      assert.equal(
        files.length,
        1,
        `${url}: route declared in ${files.length ? files.join(', ') : 'no script'} (exactly one script expected)`,
      );
      if (files[0] !== 'main.js') inChunks += 1;
    }
    const docRoutesInMain = docPages.length - inChunks;
    console.log(
      `# ${locale}: ${inChunks} of ${docPages.length} contract doc pages in ${chunks.length} prefix chunks, ${docRoutesInMain} in main.js (${inMain.length} route paths in main.js)`,
    );
    assert.ok(docRoutesInMain <= MAX_ROUTES_IN_MAIN, `${docRoutesInMain} doc routes in main.js (at most ${MAX_ROUTES_IN_MAIN})`);
  });
}
