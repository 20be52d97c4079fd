/**
 * The relevance gate, on the production build (`npm run build:test` or `npm test` first), measured
 * where readers search: queries typed into the search modal of each language in headless Chromium
 * (relevance/modal.ts: one browser, one page, the modal reused), and whole lines given to the search
 * page.
 *
 * - The HELD-OUT half of heldout.json (never tuned against; see the README): an expected page among
 *   the first five pages on screen, and the expected page first, at least at the levels below.
 * - Every main-area product word of the glossary (MAIN_AREAS, both halves) lists its guide first.
 * - API-shaped queries and error codes of the held-out half list a reference page first.
 * - The pasted-error sets, each measured on its own: errors.json (the set the ranking rule for pasted
 *   errors was tuned on) and errors-heldout.json (other users' lines, never tuned on): the section's
 *   page first, for the first 64 characters in the modal and for the whole line on the search page.
 * - Every doc page's title, through the engine in the modal's order (evaluate.ts): in the first 3.
 *   The engine's order is checked against what the modal shows on the held-out half.
 * Prints every figure and every held-out miss (to report, not to tune on).
 */
import {after, before, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import type {Page} from 'playwright-core';
import {LOCALE_CODES, localeBaseUrl, type Locale} from '../../../config/locales';
import {BUILD_DIR, localeBuildDir} from '../../../lib/build';
import type {Site} from '../../../lib/browser';
import {describe as describeOutcome, evaluate, shareWithin, titleSet, type Outcome} from '../relevance/evaluate';
import {MODAL_MAX_QUERY, ModalProbe, openMeasuringSite, SearchPageProbe} from '../relevance/modal';
import {classReport, figuresOf, formatFigures, pastedErrors, readerSet, type ErrorSet} from '../relevance/sets';
import {pageKindOf, isReference} from '../shared/kinds';

/**
 * The gate's levels, set at what the held-out half measured in the modal after tuning on the tune half
 * only (zh 92.1 % / 80.2 %, en 92.1 % / 80.8 %; before the requiredMatches rule of client/engine.ts zh
 * 88.7 % / 78.5 %, en 91.5 % / 80.2 %). The issue's targets are recall@5 98 % and first 85 %; task
 * phrases in other words than the page's are most of the misses. Raise the levels as the ranking
 * improves, never by tuning on the held-out half. The set grew on 2026-11-27 by a second batch written
 * blind (250 / 251 held-out queries); on it the build before the pages' reader keywords measured zh
 * 92.4 % / 77.2 %, en 94.4 % / 79.3 %, and the build with them zh 96.4 % / 78.8 %, en 94.4 % / 80.1 %.
 * It grew again by a third blind batch (298 / 300 held-out queries): the build of 3fb05e9 measures on it
 * zh 95.0 % / 76.8 %, en 95.0 % / 78.7 %; with each keyword on the page that answers it and the readers'
 * words for the tune half's misses (Nov 2026), zh 95.6 % / 81.9 %, en 95.0 % / 80.0 %. A fourth blind
 * batch (346 / 348 held-out queries): the build of abc62d3 measures zh 95.1 % / 82.1 %, en 95.1 % /
 * 79.0 % (engine in the modal's order); with the tune half's next words and rules, zh 95.1 % / 82.4 %,
 * en 95.4 % / 79.6 % in the modal. A fifth blind batch (394 / 391 held-out queries): the build of c40be1c
 * measures zh 95.2 % / 82.0 %, en 95.4 % / 78.3 % (engine in the modal's order; the batch's own held-out
 * half, en first 67.4 %, lowered the English figure); with the tune half's next words and rules, zh
 * 95.4 % / 82.2 %, en 95.1 % / 78.3 % in the modal. A sixth and a seventh blind batch (484 / 476 held-out
 * queries): the build of a768541 measures zh 94.6 % / 79.8 %, en 95.6 % / 77.1 % (engine in the modal's
 * order; the two batches' own held-out halves are harder than the rest); with the tune half's next words,
 * rules and page-evidence weight, zh 95.2 % / 80.8 %, en 95.6 % / 77.9 % in the modal. An eighth blind batch
 * (540 / 530 held-out queries): the build of 45fe06d measures zh 95.2 % / 81.1 %, en 95.5 % / 77.5 % (engine
 * in the modal's order); with the tune half's next words and rules, zh 95.7 % / 81.9 %, en 95.7 % / 78.9 % in
 * the modal (CI of 3f9d35b; the engine in the modal's order: zh 95.7 % / 81.9 %, en 95.8 % / 79.1 %). A ninth
 * blind batch (591 / 578 held-out queries): the tree of 345e24f measures zh 95.6 % / 81.0 %, en 95.3 % / 77.3 %
 * in the modal (zh 95.6 % / 81.0 %, en 95.5 % / 77.5 % with the engine in the modal's order; the batch's
 * own held-out half, zh 94.1 % / 72.5 %, en 91.7 % / 60.4 %, and its tune half, zh 92.0 % / 68.0 %, en
 * 83.3 % / 58.3 %, are what queries nobody has tuned on get). The levels sit just under those, as floors.
 */
const GATE: Record<Locale, {recall5: number; first: number}> = {
  'zh-Hans': {recall5: 0.95, first: 0.8},
  en: {recall5: 0.95, first: 0.76},
};
/** Held-out API-shaped queries and error codes whose first hit is a reference page (CI of 9d63f5e: 96.3 % of 107 zh, 95.2 % of 104 en; with the ninth batch, 96.4 % of 112, 93.8 % of 113). */
const REFERENCE_FIRST = 0.9;
/** Main-area words whose guide is first: all of them (measured 12/12 in both languages). */
const AREA_FIRST = 1;
/**
 * The main areas of the project glossary as a reader types them, the words the issue
 * names: the gate for "its guide first". Other queries of class "area" that later batches bring (other
 * spellings, plurals) count in the halves' figures like any query, and a held-out one is not tuned on.
 */
const MAIN_AREAS: Record<Locale, readonly string[]> = {
  'zh-Hans': [
    '模型',
    '数据集',
    '代码仓库',
    '应用空间',
    '提示词',
    '合集',
    'MCP',
    '专属实例',
    '模型微调',
    '模型评测',
    'Notebook',
    '多源同步',
  ],
  en: [
    'models',
    'datasets',
    'code repositories',
    'spaces',
    'prompts',
    'collections',
    'MCP',
    'dedicated endpoints',
    'fine-tuning',
    'evaluation',
    'notebooks',
    'multi-source sync',
  ],
};
/**
 * The pasted-error sets' page first, per set: errors.json was tuned on (measured zh 91.8 % / en 90.2 %
 * for 64 characters in the modal, 100 % for the whole line); errors-heldout.json is held out: its
 * levels are floors just under what it measures, never targets to tune the ranking on. With its
 * sections written it measured zh 87.8 % / en 82.9 % in the modal and 95.1 % / 97.6 % on the search
 * page (before the sections: 61.0 % / 53.7 % and 56.1 % / 56.1 %); with the ranking of 7269075 en
 * fell to 78.0 % in the modal (zh unchanged).
 */
const PASTED_FIRST: Record<ErrorSet, {modal: number; page: number}> = {
  tuned: {modal: 0.9, page: 1},
  heldout: {modal: 0.75, page: 0.95},
};
const percent = (share: number) => `${(share * 100).toFixed(1)} %`;

const built = LOCALE_CODES.every((locale) => fs.existsSync(path.join(localeBuildDir(locale), 'search-index', 'manifest.json')));

let site: Site;
const probes = new Map<Locale, ModalProbe>();
before(async () => {
  if (!built) return;
  site = await openMeasuringSite(BUILD_DIR);
  for (const locale of LOCALE_CODES) probes.set(locale, await ModalProbe.open(site, locale));
});
after(async () => {
  await site?.close();
});

const misses = (outcomes: readonly Outcome[]) =>
  outcomes.filter((outcome) => outcome.rank !== 1).map((outcome) => `#   [${outcome.rank ?? '-'}] ${describeOutcome(outcome)}`);

if (!built) {
  test('search index exists', () => assert.fail(`No search index in ${BUILD_DIR}: run "npm run build:test" first.`));
}

for (const locale of built ? LOCALE_CODES : []) {
  describe(`${locale}: relevance where readers search`, () => {
    const heldout = readerSet(locale, 'heldout');
    let modalOutcomes: Outcome[] = [];

    test(`the held-out half in the modal: recall@5 ≥ ${percent(GATE[locale].recall5)}, first ≥ ${percent(GATE[locale].first)}`, async () => {
      assert.ok(heldout.length >= 150, `at least 150 held-out queries (${heldout.length})`);
      modalOutcomes = await probes.get(locale)!.measure(heldout);
      const figures = figuresOf(modalOutcomes);
      console.log(`# ${locale} held-out, modal: ${formatFigures(figures)}`);
      for (const line of classReport(heldout, modalOutcomes)) console.log(`#   ${line}`);
      for (const line of misses(modalOutcomes)) console.log(line);
      assert.ok(figures.top5 >= GATE[locale].recall5, `recall@5 ${percent(figures.top5)} is below ${percent(GATE[locale].recall5)}`);
      assert.ok(figures.first >= GATE[locale].first, `first ${percent(figures.first)} is below ${percent(GATE[locale].first)}`);
    });

    test('every main-area product word lists its guide first', async () => {
      const areas = readerSet(locale).filter((entry) => entry.class === 'area' && MAIN_AREAS[locale].includes(entry.query));
      assert.equal(areas.length, MAIN_AREAS[locale].length, `the glossary's main areas in the set (${areas.length})`);
      const outcomes = await probes.get(locale)!.measure(areas);
      const first = shareWithin(outcomes, 1);
      console.log(`# ${locale}: main-area words with their guide first ${percent(first)} of ${outcomes.length}`);
      for (const line of misses(outcomes)) console.log(line);
      assert.ok(first >= AREA_FIRST, `${percent(first)} is below ${percent(AREA_FIRST)}`);
    });

    test(`held-out API-shaped queries and error codes list a reference page first (≥ ${percent(REFERENCE_FIRST)})`, () => {
      const base = localeBaseUrl(locale);
      const isReferenceId = (id: string) => isReference(pageKindOf(`${base}${id}`, base));
      // An error code expects the catalogue; a pasted log line (class error too) expects the guide with the fix.
      const shaped = heldout
        .map((entry, i) => ({entry, outcome: modalOutcomes[i]!}))
        .filter(({entry}) => entry.class === 'api' || (entry.class === 'error' && entry.expect.some(isReferenceId)));
      assert.ok(shaped.length > 0 && modalOutcomes.length === heldout.length, 'measured with the held-out half');
      const reference = shaped.filter(({outcome}) => outcome.found[0]?.some(isReferenceId));
      const share = reference.length / shaped.length;
      console.log(`# ${locale}: reference first for ${percent(share)} of ${shaped.length} API-shaped queries`);
      for (const {outcome} of shaped.filter((item) => !reference.includes(item)))
        console.log(`#   not reference: ${describeOutcome(outcome)}`);
      assert.ok(share >= REFERENCE_FIRST, `${percent(share)} is below ${percent(REFERENCE_FIRST)}`);
    });

    test("the engine in the modal's order shows what the modal shows (held-out half)", async () => {
      const node = await evaluate(locale, heldout);
      const same = node.filter(
        (outcome, i) => JSON.stringify(outcome.found.map((ids) => ids[0])) === JSON.stringify(modalOutcomes[i]?.found.map((ids) => ids[0])),
      );
      const share = same.length / node.length;
      console.log(`# ${locale}: engine and modal agree on the first five pages for ${percent(share)} of ${node.length}`);
      for (const [i, outcome] of node.entries()) {
        if (!same.includes(outcome))
          console.log(
            `#   differs: "${outcome.query}" engine ${outcome.found.map((ids) => ids[0]).join(', ')} | modal ${modalOutcomes[i]?.found.map((ids) => ids[0]).join(', ')}`,
          );
      }
      assert.ok(share >= 0.95, `the engine and the modal agree for ${percent(share)} only`);
    });

    test("every doc page's title finds it in the first 3 (engine, in the modal's order)", async () => {
      const outcomes = await evaluate(locale, titleSet(locale), 3);
      console.log(
        `# ${locale}: titles first ${percent(shareWithin(outcomes, 1))}, in the first 3 ${percent(shareWithin(outcomes, 3))} of ${outcomes.length}`,
      );
      assert.deepEqual(outcomes.filter((outcome) => outcome.rank === null).map(describeOutcome), []);
    });

    for (const set of ['tuned', 'heldout'] as const) {
      const pasted = pastedErrors(locale, set);
      const level = PASTED_FIRST[set];
      const name = set === 'tuned' ? 'errors.json, tuned on' : 'errors-heldout.json, held out';
      test(
        `pasted errors (${name}): the section's page first, in the modal (≥ ${percent(level.modal)}) and on the search page (≥ ${percent(level.page)})`,
        {skip: pasted === null ? `no ${set === 'tuned' ? 'errors.json' : 'errors-heldout.json'} yet` : false},
        async () => {
          const cases = pasted!;
          const inModal = await probes
            .get(locale)!
            .measure(cases.map((entry) => ({...entry, query: entry.query.slice(0, MODAL_MAX_QUERY)})));
          const {page} = await site.newPage();
          const onPage = await new SearchPageProbe(site, page as Page, locale).measure(cases);
          for (const [where, outcomes, floor] of [
            ['modal (first 64 characters)', inModal, level.modal],
            ['search page (whole line)', onPage, level.page],
          ] as const) {
            const {first} = figuresOf(outcomes);
            console.log(`# ${locale} pasted errors (${name}), ${where}: ${formatFigures(figuresOf(outcomes))}`);
            for (const line of misses(outcomes)) console.log(line);
            assert.ok(first >= floor, `${where}: first ${percent(first)} is below ${percent(floor)}`);
          }
          await page.close();
        },
      );
    }
  });
}
