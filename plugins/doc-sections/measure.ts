/**
 * Each section's placeholder height against its laid-out height, in Chromium, on every doc page of a
 * build that has sections: what the build-level check gates on (tests/doc-sections.build.test.ts) and
 * what the fit of the heights per unit reads (fit.ts). One load a page: the placeholder is the computed
 * `contain-intrinsic-height` (what the stylesheet makes of the section's counts, laid out or not); the
 * laid-out height is the section's box once every section is forced to render
 * (`content-visibility: visible`). Measured at each width of `WIDTHS` in turn, on the same load.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Page} from 'playwright-core';
import {BASE_URL} from '../../config/locales';
import {BUILD_DIR, builtPages} from '../../lib/build';
import {hydrated, idleFrames, openSite} from '../../lib/browser';

/** A phone's and a desktop's screen width, px (the stylesheet's heights change at 997 px). */
export const WIDTHS = [390, 1280] as const;
export type Width = (typeof WIDTHS)[number];

export interface SectionMeasure {
  readonly text: number;
  readonly tableText: number;
  readonly blocks: number;
  readonly codeLines: number;
  readonly codeBlocks: number;
  /** Placeholder height, px. */
  readonly estimate: number;
  /** Laid-out height, px. */
  readonly actual: number;
}

export interface PageMeasure {
  /** Site path. */
  readonly url: string;
  /** `lang` of the page's `html`. */
  readonly lang: string;
  readonly width: Width;
  readonly sections: readonly SectionMeasure[];
}

/** Site paths of the build's pages that have sections, both languages. */
export function sectionPages(buildDir = BUILD_DIR): string[] {
  return builtPages(buildDir)
    .filter((file) => /class="?doc-section[\s">]/.test(fs.readFileSync(file, 'utf8')))
    .map((file) => `${BASE_URL}${path.relative(buildDir, path.dirname(file)).split(path.sep).join('/')}`.replace(/\/$/, ''))
    .sort();
}

/** The sections of the page as it is now: counts, placeholder and box heights. */
function readSections(page: Page): Promise<{lang: string; sections: SectionMeasure[]}> {
  return page.evaluate(() => {
    const count = (section: HTMLElement, name: string) => Number(section.style.getPropertyValue(`--section-${name}`));
    const sections = Array.from(document.querySelectorAll<HTMLElement>('.markdown > .doc-section')).map((section) => ({
      text: count(section, 'text'),
      tableText: count(section, 'table-text'),
      blocks: count(section, 'blocks'),
      codeLines: count(section, 'code-lines'),
      codeBlocks: count(section, 'code-blocks'),
      // "auto 1234.5px"
      estimate: parseFloat(getComputedStyle(section).containIntrinsicHeight.replace('auto', '')),
      actual: section.getBoundingClientRect().height,
    }));
    return {lang: document.documentElement.lang, sections};
  });
}

/** Measures every page of `urls` at each width, `concurrency` pages at a time in one browser. */
export async function measurePages(
  urls: readonly string[],
  {concurrency = 3, buildDir = BUILD_DIR}: {concurrency?: number; buildDir?: string} = {},
): Promise<PageMeasure[]> {
  const site = await openSite({dir: buildDir});
  const results: PageMeasure[] = [];
  try {
    const pages = await Promise.all(
      Array.from({length: concurrency}, async () => (await site.newPage({viewport: {width: WIDTHS[0], height: 800}})).page),
    );
    const queue = [...urls];
    const worker = async (page: Page): Promise<void> => {
      for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
        await page.setViewportSize({width: WIDTHS[0], height: 800});
        await page.goto(site.url(url));
        await hydrated(page);
        await page.addStyleTag({content: '.doc-section { content-visibility: visible !important; }'});
        for (const width of WIDTHS) {
          await page.setViewportSize({width, height: 800});
          await idleFrames(page);
          const {lang, sections} = await readSections(page);
          if (sections.length === 0) throw new Error(`${url}: no section in the page`);
          results.push({url, lang, width, sections});
        }
      }
    };
    await Promise.all(pages.map(worker));
  } finally {
    await site.close();
  }
  return results.sort((a, b) => a.url.localeCompare(b.url) || a.width - b.width);
}

/** Sum of a page's placeholders against the sum of its laid-out heights: (estimate − actual) / actual. */
export function pageError(page: PageMeasure): number {
  const estimate = page.sections.reduce((sum, section) => sum + section.estimate, 0);
  const actual = page.sections.reduce((sum, section) => sum + section.actual, 0);
  return (estimate - actual) / actual;
}

/** The value at quantile `q` (0–1) of `values`. */
export function quantile(values: readonly number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.round(q * (sorted.length - 1))))]!;
}
