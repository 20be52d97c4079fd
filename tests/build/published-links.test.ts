/**
 * Every docs link OpenCSG has published (config/published-links.json) lands on a page of this build in
 * both languages: the page itself, or a redirect page (config/published-links.json or
 * config/product-links.json) that leads to it. The web server serves either the same way.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {LOCALE_CODES} from '../../config/locales';
import {PUBLISHED_LINKS, docPathOf, publishedRedirects} from '../../config/publishedLinks';
import {PRODUCT_LINKS, productRedirects} from '../../config/productLinks';
import {localeBuildDir} from '../../lib/build';

const page = (locale: (typeof LOCALE_CODES)[number], route: string) => path.join(localeBuildDir(locale), route, 'index.html');

for (const locale of LOCALE_CODES) {
  test(`${locale}: every published docs link lands on a page`, () => {
    const redirects = new Map([...productRedirects(), ...publishedRedirects()].map((r) => [r.from.slice(1), r.to.slice(1)]));
    const caseOnly = new Set(PRODUCT_LINKS.filter((link) => link.caseOnly).map((link) => link.path));
    const problems: string[] = [];
    for (const link of PUBLISHED_LINKS) {
      const target = docPathOf(link.url);
      if (!target || caseOnly.has(target.path)) continue; // case-only links: tests/build/product-links.test.ts
      const file = page(locale, target.path);
      if (!fs.existsSync(file)) {
        problems.push(`${link.url}: nothing at /${target.path}`);
        continue;
      }
      const to = redirects.get(target.path);
      if (to === undefined) continue;
      if (!fs.existsSync(page(locale, to))) problems.push(`${link.url}: leads to /${to}, which is not in the build`);
      else if (!fs.readFileSync(file, 'utf8').includes(`${to}`)) problems.push(`${link.url}: the redirect page does not lead to /${to}`);
    }
    assert.deepEqual(problems, []);
  });
}
