/**
 * Fits the heights per unit of a section's placeholder (src/css/custom.css, `.doc-section`) to every doc
 * page with sections of a build, per language and screen width, by weighted least squares of laid-out
 * height on counts (text width in em, table text width in em, text blocks, code lines, code blocks), two ways: on each section
 * (weight 1 / height) and on each page's total (weight 1 / total², each page's relative error weighing
 * the same). The stylesheet takes the fit on totals: it is what the scroll bar and the End key go by, and
 * the fit on sections leaves the median page 3 to 4 % short. Prints, per group, the errors of the
 * stylesheet's current heights and of each fit: per section (median of |error|) and per page total
 * (median, 5–95 %, worst, share within ±10 %), and each fit's heights as the stylesheet writes them.
 *   npx tsx plugins/doc-sections/fit.ts                  measures the build (E2E_BUILD_DIR or build/)
 *   npx tsx plugins/doc-sections/fit.ts --save m.json    …and keeps the measures
 *   npx tsx plugins/doc-sections/fit.ts --data m.json    fits measures kept before
 */
import fs from 'node:fs';
import {measurePages, quantile, sectionPages, WIDTHS, type PageMeasure, type SectionMeasure} from './measure';

const FEATURES = ['text', 'tableText', 'blocks', 'codeLines', 'codeBlocks'] as const;
type Coefficients = Record<(typeof FEATURES)[number], number>;

/** One observation: counts, laid-out height, weight. */
interface Row {
  readonly x: readonly number[];
  readonly y: number;
  readonly weight: number;
}

const countsOf = (s: SectionMeasure) => FEATURES.map((feature) => s[feature]);

/**
 * The rows of a fit. `section`: each section, weight 1 / height. `page`: each page's total (its sections'
 * counts and heights summed), weight 1 / total², so each page's error relative to its height weighs the same.
 */
function rows(pages: readonly PageMeasure[], by: 'section' | 'page'): Row[] {
  if (by === 'section')
    return pages.flatMap((page) => page.sections.map((s) => ({x: countsOf(s), y: s.actual, weight: 1 / Math.max(s.actual, 1)})));
  return pages.map((page) => {
    const x = FEATURES.map((_, i) => page.sections.reduce((sum, s) => sum + countsOf(s)[i]!, 0));
    const y = page.sections.reduce((sum, s) => sum + s.actual, 0);
    return {x, y, weight: 1 / Math.max(y, 1) ** 2};
  });
}

/** Solves the normal equations of the weighted least squares (Gauss-Jordan elimination, partial pivoting). */
function fit(observations: readonly Row[]): Coefficients {
  const n = FEATURES.length;
  const a = Array.from({length: n}, () => new Array<number>(n + 1).fill(0));
  for (const {x, y, weight} of observations) {
    for (let i = 0; i < n; i++) {
      for (let j = 0; j < n; j++) a[i]![j]! += weight * x[i]! * x[j]!;
      a[i]![n]! += weight * x[i]! * y;
    }
  }
  for (let column = 0; column < n; column++) {
    let pivot = column;
    for (let row = column + 1; row < n; row++) if (Math.abs(a[row]![column]!) > Math.abs(a[pivot]![column]!)) pivot = row;
    [a[column], a[pivot]] = [a[pivot]!, a[column]!];
    for (let row = 0; row < n; row++) {
      if (row === column) continue;
      const factor = a[row]![column]! / a[column]![column]!;
      for (let k = column; k <= n; k++) a[row]![k]! -= factor * a[column]![k]!;
    }
  }
  const solved = a.map((row, i) => row[n]! / row[i]!);
  return Object.fromEntries(FEATURES.map((feature, i) => [feature, solved[i]!])) as Coefficients;
}

/** The stylesheet's precision: 0.01 px an em, 0.1 px the others. */
function rounded(c: Coefficients): Coefficients {
  return {
    text: Math.round(c.text * 100) / 100,
    tableText: Math.round(c.tableText * 100) / 100,
    blocks: Math.round(c.blocks * 10) / 10,
    codeLines: Math.round(c.codeLines * 10) / 10,
    codeBlocks: Math.round(c.codeBlocks * 10) / 10,
  };
}

const predict = (c: Coefficients, s: SectionMeasure) => FEATURES.reduce((sum, feature) => sum + c[feature] * s[feature], 0);
const percent = (value: number) => `${(value * 100).toFixed(1)} %`;

function report(label: string, pages: readonly PageMeasure[], estimate: (s: SectionMeasure) => number): void {
  const sectionErrors = pages.flatMap((page) => page.sections.map((s) => Math.abs(estimate(s) - s.actual) / s.actual));
  const pageErrors = pages.map((page) => {
    const actual = page.sections.reduce((sum, s) => sum + s.actual, 0);
    return (page.sections.reduce((sum, s) => sum + estimate(s), 0) - actual) / actual;
  });
  const worst = pageErrors.reduce((max, error) => (Math.abs(error) > Math.abs(max) ? error : max), 0);
  const within = pageErrors.filter((error) => Math.abs(error) <= 0.1).length / pageErrors.length;
  console.log(
    `  ${label}: section |error| median ${percent(quantile(sectionErrors, 0.5))}; page total median ${percent(
      quantile(pageErrors, 0.5),
    )}, 5–95 % ${percent(quantile(pageErrors, 0.05))} to ${percent(quantile(pageErrors, 0.95))}, worst ${percent(
      worst,
    )}, within ±10 % ${percent(within)}`,
  );
}

async function main(): Promise<void> {
  const arg = (name: string) => {
    const index = process.argv.indexOf(name);
    return index >= 0 ? process.argv[index + 1] : undefined;
  };
  const data = arg('--data');
  const measured: PageMeasure[] = data ? (JSON.parse(fs.readFileSync(data, 'utf8')) as PageMeasure[]) : await measurePages(sectionPages());
  const save = arg('--save');
  if (save) fs.writeFileSync(save, JSON.stringify(measured));
  for (const lang of [...new Set(measured.map((page) => page.lang))].sort())
    for (const width of WIDTHS) {
      const pages = measured.filter((page) => page.lang === lang && page.width === width);
      const sections = pages.flatMap((page) => page.sections);
      console.log(`${lang} ${width} px (${pages.length} pages, ${sections.length} sections)`);
      report('stylesheet     ', pages, (s) => s.estimate);
      for (const by of ['section', 'page'] as const) {
        const c = rounded(fit(rows(pages, by)));
        report(`fit by ${by.padEnd(8)}`, pages, (s) => predict(c, s));
        console.log(
          `    --per-em: ${c.text}px; --per-table-em: ${c.tableText}px; --per-block: ${c.blocks}px; --per-code-line: ${c.codeLines}px; --per-code-block: ${c.codeBlocks}px`,
        );
      }
    }
}

void main();
