/**
 * What the search returns first, on the production build (`npm run build:test` or `npm test` first):
 * - the relevance set (queries.json, readers' words): an expected page among the first 5 results for
 *   at least 95 % of the queries of each language;
 * - every doc page's own title: the page (or its counterpart) first for at least 98 %, in the first 3 for all.
 * Prints every miss.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {LOCALE_CODES} from '../../../config/locales';
import {localeBuildDir} from '../../../lib/build';
import {describe, evaluate, relevanceSet, shareWithin, titleSet} from '../relevance/evaluate';

const RELEVANCE = 0.95;
const TITLE_FIRST = 0.98;
const percent = (share: number) => `${(share * 100).toFixed(1)} %`;

for (const locale of LOCALE_CODES) {
  const indexDir = path.join(localeBuildDir(locale), 'search-index');
  if (!fs.existsSync(indexDir)) {
    test(`${locale}: search index exists`, () => assert.fail(`No search index in ${indexDir}: run "npm run build:test" first.`));
    continue;
  }

  test(`${locale}: the relevance set finds an expected page in the first 5 for at least ${percent(RELEVANCE)}`, async () => {
    const cases = relevanceSet(locale);
    assert.ok(cases.length >= 100, `at least 100 queries (${cases.length})`);
    const outcomes = await evaluate(locale, cases);
    const share = shareWithin(outcomes, 5);
    console.log(`# ${locale}: relevance@5 ${percent(share)} of ${outcomes.length}`);
    for (const miss of outcomes.filter((outcome) => outcome.rank === null)) console.log(`#   miss: ${describe(miss)}`);
    assert.ok(share >= RELEVANCE, `relevance@5 ${percent(share)} is below ${percent(RELEVANCE)}`);
  });

  test(`${locale}: a page's title finds it first for at least ${percent(TITLE_FIRST)}, in the first 3 always`, async () => {
    const outcomes = await evaluate(locale, titleSet(locale), 3);
    const first = shareWithin(outcomes, 1);
    const top3 = shareWithin(outcomes, 3);
    console.log(`# ${locale}: title first ${percent(first)}, in the first 3 ${percent(top3)} of ${outcomes.length}`);
    for (const outcome of outcomes.filter((entry) => entry.rank !== 1)) {
      console.log(`#   ${outcome.rank === null ? 'not in 3' : `rank ${outcome.rank}`}: ${describe(outcome)}`);
    }
    assert.ok(first >= TITLE_FIRST, `title first ${percent(first)} is below ${percent(TITLE_FIRST)}`);
    assert.equal(top3, 1, 'every title finds its page in the first 3');
  });
}
