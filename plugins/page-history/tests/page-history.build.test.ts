/**
 * On the finished test build (DOCS_TEST_FIXTURES=1): every committed doc page shows the date of its
 * last commit in both languages (none at all when the checkout's history is incomplete), pages that
 * name their CSGHub release show it beside the date, and the fixture pair made to drift shows the
 * notice on its older side only, in that side's language, linking to the newer side.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {LOCALES, LOCALE_CODES, type Locale} from '../../../config/locales';
import {BUILD_DIR, ROOT, localeBuildDir} from '../../../lib/build';
import {FIXTURES_ROUTE_BASE} from '../../../config/testFixtures';
import csghubRelease from '../../../config/csghub-release.json';
import {noDatesReason, probeHistory} from '../vcs';

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;|\u00a0/g, ' ')
    .replace(/\s+/g, ' ');
const page = (locale: Locale, route: string) => path.join(localeBuildDir(locale), route, 'index.html');
/** The stock LastUpdated's date (the HTML minifier drops the quotes of plain attribute values). */
const DATE = /<time datetime="?([^"\s>]+)"? itemprop="?dateModified/;

/** Committed page sources of a locale, by route (their id: this site sets no slugs). */
function committedPages(locale: Locale): Map<string, string> {
  const dir = LOCALES[locale].docsDir;
  const files = execFileSync('git', ['-c', 'core.quotePath=false', 'ls-files', '--', dir], {cwd: ROOT, encoding: 'utf8'}).split('\n');
  const out = new Map<string, string>();
  for (const file of files) {
    const id = path.posix.relative(dir, file);
    if (!/\.mdx?$/.test(id) || id.split('/').some((part) => part.startsWith('_'))) continue;
    out.set(id.replace(/\.mdx?$/, '').replace(/(^|\/)index$/, ''), file);
  }
  return out;
}

if (!fs.existsSync(path.join(BUILD_DIR, '404.html'))) {
  test('build exists', () => assert.fail(`No build in ${BUILD_DIR}: run "npm run build:test" first.`));
} else {
  test('every committed doc page shows its last commit date in both languages (none when the history is incomplete)', async () => {
    const reason = noDatesReason(await probeHistory(ROOT));
    for (const locale of LOCALE_CODES) {
      const pages = committedPages(locale);
      assert.ok(pages.size > 100, `${locale}: ${pages.size} committed pages`);
      const problems: string[] = [];
      let checked = 0;
      for (const [route, file] of pages) {
        const html = fs.readFileSync(page(locale, route), 'utf8');
        const shown = DATE.exec(html)?.[1];
        if (reason) {
          if (shown) problems.push(`${locale} ${route}: shows ${shown} although ${reason}`);
          continue;
        }
        if (!shown) {
          problems.push(`${locale} ${route}: no last-updated date`);
          continue;
        }
        // The date of a sample of pages against Git itself (the day, as the page shows it).
        if (checked++ % 25 === 0) {
          const committed = execFileSync('git', ['log', '-1', '--format=%ct', '--', file], {cwd: ROOT, encoding: 'utf8'}).trim();
          assert.equal(shown.slice(0, 10), new Date(Number(committed) * 1000).toISOString().slice(0, 10), `${locale} ${route}`);
        }
      }
      assert.deepEqual(problems, []);
      if (!reason) {
        const sentence = locale === 'en' ? /Last updated on [A-Z][a-z]{2} \d{1,2}, \d{4}/ : /最后于 \d{4}年\d{1,2}月\d{1,2}日 ?更新/;
        assert.match(text(fs.readFileSync(page(locale, 'csghub/101/install/by_helm'), 'utf8')), sentence);
      }
    }
  });

  test('an install page shows the CSGHub release it holds for, beside the date, in its language', () => {
    const zh = text(fs.readFileSync(page('zh-Hans', 'csghub/101/install/by_helm'), 'utf8'));
    const en = text(fs.readFileSync(page('en', 'csghub/101/install/by_helm'), 'utf8'));
    assert.ok(zh.includes(`适用于 CSGHub ${csghubRelease.release}`), 'zh-Hans release line');
    assert.ok(en.includes(`Checked against CSGHub ${csghubRelease.release}`), 'en release line');
    // A page without the front matter has no release line.
    assert.ok(!text(fs.readFileSync(page('en', 'intro'), 'utf8')).includes('Checked against CSGHub'));
  });

  test('the fixture pair made to drift: the older side shows the notice in its own language, with a link to the newer side', () => {
    const route = (name: string) => `${FIXTURES_ROUTE_BASE}/${name}`;
    const enOlder = fs.readFileSync(page('en', route('drift-en-older')), 'utf8');
    assert.ok(text(enOlder).includes('The Chinese version of this page was updated on Mar 1, 2026'), text(enOlder).slice(0, 400));
    assert.match(enOlder, /<a [^>]*href="?\/docs\/__fixtures\/drift-en-older[ ">][^>]*>Chinese version<\/a>/);
    const zhOlder = fs.readFileSync(page('zh-Hans', route('drift-zh-older')), 'utf8');
    assert.ok(text(zhOlder).includes('本页的英文版于 2026年3月1日 更新'), text(zhOlder).slice(0, 400));
    assert.match(zhOlder, /<a [^>]*href="?\/docs\/en\/__fixtures\/drift-zh-older[ ">][^>]*>英文版<\/a>/);
    // The newer sides, and pages in step, show none.
    for (const [locale, name] of [
      ['zh-Hans', 'drift-en-older'],
      ['en', 'drift-zh-older'],
    ] as const) {
      assert.ok(!fs.readFileSync(page(locale, route(name)), 'utf8').includes('theme-doc-language-drift'), `${locale} ${name}`);
    }
    assert.ok(!fs.readFileSync(page('en', 'csghub/101/install/by_helm'), 'utf8').includes('theme-doc-language-drift'));
  });
}
