/**
 * Every published docs link (config/published-links.json) answers in both languages with a page:
 * its path is a page of both locales, or it redirects (here or in config/product-links.json) to one.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {LOCALES, LOCALE_CODES} from './locales';
import {PUBLISHED_LINKS, docPathOf, publishedRedirects} from './publishedLinks';
import {PRODUCT_LINKS, productRedirects} from './productLinks';

const ROOT = path.join(__dirname, '..');

function isPage(docPath: string): boolean {
  if (docPath === '') return true;
  return LOCALE_CODES.every((locale) =>
    ['.md', '.mdx', '/index.md', '/index.mdx'].some((ext) => fs.existsSync(path.join(ROOT, LOCALES[locale].docsDir, `${docPath}${ext}`))),
  );
}

test('docPathOf reads the doc path and language of a published URL, and refuses other URLs', () => {
  assert.deepEqual(docPathOf('https://opencsg.com/docs/'), {path: '', locale: 'zh-Hans'});
  assert.deepEqual(docPathOf('https://opencsg.com/docs/en/intro'), {path: 'intro', locale: 'en'});
  assert.deepEqual(docPathOf('https://www.opencsg.com/docs/en/csghub/101/install/kubernetes/overview/'), {
    path: 'csghub/101/install/kubernetes/overview',
    locale: 'en',
  });
  assert.deepEqual(docPathOf('https://opencsg.com/docs/csghub/101/helm/installation#%E5%AE%89%E8%A3%85'), {
    path: 'csghub/101/helm/installation',
    locale: 'zh-Hans',
  });
  assert.deepEqual(docPathOf('/docs/install/quick-start/overview?x=1'), {path: 'install/quick-start/overview', locale: 'zh-Hans'});
  assert.equal(docPathOf('https://opencsg.com/models'), undefined);
  assert.equal(docPathOf('https://evil.example/docs/intro'), undefined);
  assert.equal(docPathOf('https://opencsg.com/docsx'), undefined);
});

test('publishedRedirects refuses a path sent to two places and a URL outside the docs', () => {
  assert.throws(
    () =>
      publishedRedirects([
        {url: 'https://opencsg.com/docs/a/b', found: [], to: 'intro'},
        {url: 'https://opencsg.com/docs/en/a/b', found: [], to: 'csghub/101/introduction'},
      ]),
    /\/a\/b leads to both intro and csghub\/101\/introduction/,
  );
  assert.throws(() => publishedRedirects([{url: 'https://example.com/x', found: [], to: 'intro'}]), /not a docs URL/);
  assert.deepEqual(publishedRedirects([{url: 'https://opencsg.com/docs/en/old/page#x', found: [], to: 'intro'}]), [
    {from: '/old/page', to: '/intro'},
  ]);
});

test('every published link has where it was found and resolves to a page in both languages', () => {
  assert.ok(PUBLISHED_LINKS.length >= 59, `${PUBLISHED_LINKS.length} links`);
  const redirects = new Map([...productRedirects(), ...publishedRedirects()].map((r) => [r.from.slice(1), r.to.slice(1)]));
  const caseOnly = new Map(PRODUCT_LINKS.filter((l) => l.caseOnly && l.to).map((l) => [l.path, l.to!]));
  const problems: string[] = [];
  for (const link of PUBLISHED_LINKS) {
    if (link.found.length === 0) problems.push(`${link.url}: no source`);
    const target = docPathOf(link.url);
    if (!target) {
      problems.push(`${link.url}: not a docs URL`);
      continue;
    }
    const page = isPage(target.path) ? target.path : (redirects.get(target.path) ?? caseOnly.get(target.path));
    if (page === undefined) problems.push(`${link.url}: /${target.path} is neither a page nor redirected`);
    else if (!isPage(page)) problems.push(`${link.url}: leads to /${page}, which is not a page in both languages`);
    if (link.to && isPage(target.path)) problems.push(`${link.url}: /${target.path} is a page, yet the link has a redirect`);
  }
  assert.deepEqual(problems, []);
});
