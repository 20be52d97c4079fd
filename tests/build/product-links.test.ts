/**
 * Every link the CSGHub web app makes into these docs (config/product-links.json, read from the web
 * app's source at the commit named there) lands on a page of this build, in both languages: the page
 * itself, a redirect page to it, or — for a difference in letter case only — the web server's redirect.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {LOCALE_CODES} from '../../config/locales';
import {PRODUCT_LINKS} from '../../config/productLinks';
import {localeBuildDir, ROOT} from '../../lib/build';

const page = (locale: (typeof LOCALE_CODES)[number], route: string) => path.join(localeBuildDir(locale), route, 'index.html');

for (const locale of LOCALE_CODES) {
  test(`${locale}: every link of the CSGHub web app lands on a page`, () => {
    const nginx = fs.readFileSync(path.join(ROOT, 'deploy', 'nginx', 'nginx.conf'), 'utf8');
    const problems: string[] = [];
    for (const link of PRODUCT_LINKS) {
      const target = link.to ?? link.path;
      if (!fs.existsSync(page(locale, target))) {
        problems.push(`${link.path}: the page ${target} is not in the build`);
        continue;
      }
      if (!link.to) continue;
      if (link.caseOnly) {
        if (!nginx.includes(`${link.path}$`)) problems.push(`${link.path}: deploy/nginx/nginx.conf has no redirect for it`);
        continue;
      }
      const redirect = page(locale, link.path);
      if (!fs.existsSync(redirect)) problems.push(`${link.path}: no redirect page in the build`);
      else if (!fs.readFileSync(redirect, 'utf8').includes(`${target}`)) problems.push(`${link.path}: the redirect page does not lead to ${target}`);
    }
    assert.deepEqual(problems, []);
  });
}
