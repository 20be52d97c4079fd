/**
 * The configuration reference of self-hosted CSGHub, generated from key lists derived from the
 * upstream sources (data/, with their provenance) and our descriptions (data/texts/): the Helm chart's
 * values, the Omnibus image's csghub.yaml settings and csghub-server's environment variables, as pages
 * under `csghub/config/` in both languages.
 *
 * As with plugins/api-reference, the pages (an MDX file and the JSON of its keys, rendered by
 * theme/ConfigKeys) are written when the plugin is created (before the docs plugin reads the folders);
 * they are build output ignored by git, rewritten only when they change.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {LOCALES, LOCALE_CODES, isLocale, type Locale} from '../../config/locales';
import {parseEnabledOptions, type EnabledOptions} from '../../lib/pluginOptions';
import type {MarkdownTwinsContent} from '../llms';
import {DATA_DIR, SOURCE_IDS, coverageProblems, loadSource, loadTexts} from './model';
import {CONFIG_DOCS_DIR, renderSourcePage, type GeneratedPage} from './render';

export {CONFIG_DOCS_DIR};

/** Every page of every locale; stops on any key without a description. */
export function generate(dataDir = DATA_DIR): Map<Locale, GeneratedPage[]> {
  const sources = SOURCE_IDS.map((id) => ({id, data: loadSource(id, dataDir), texts: loadTexts(id, dataDir)}));
  const problems = sources.flatMap(({id, data, texts}) => coverageProblems(id, data, texts));
  if (problems.length > 0) {
    throw new Error(
      `[config-reference] the descriptions do not cover the pinned keys (see plugins/config-reference/README.md):\n  ${problems.slice(0, 50).join('\n  ')}${problems.length > 50 ? `\n  … and ${problems.length - 50} more` : ''}`,
    );
  }
  const pages = new Map<Locale, GeneratedPage[]>();
  for (const locale of LOCALE_CODES) {
    // The category's label and place are in sidebars.layout.ts (English: current.json).
    pages.set(
      locale,
      sources.map(({id, data, texts}) => renderSourcePage(id, data, texts, locale)),
    );
  }
  return pages;
}

export function outputDir(siteDir: string, locale: Locale): string {
  return path.join(siteDir, LOCALES[locale].docsDir, CONFIG_DOCS_DIR);
}

/** Writes the pages, rewriting only changed files and removing files no page stands for. */
export function writePages(siteDir: string, pages: Map<Locale, GeneratedPage[]>): void {
  for (const [locale, list] of pages) {
    const dir = outputDir(siteDir, locale);
    const wanted = new Map(
      list.flatMap((page) => [
        [path.join(dir, `${page.id}.mdx`), page.content],
        [path.join(dir, `_${page.id}.json`), page.json],
      ]),
    );
    fs.mkdirSync(dir, {recursive: true});
    for (const [file, content] of wanted) {
      if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== content) fs.writeFileSync(file, content);
    }
    for (const entry of fs.readdirSync(dir)) {
      const full = path.join(dir, entry);
      if (!wanted.has(full)) fs.rmSync(full, {recursive: true, force: true});
    }
  }
}

/** Removes the generated pages (a build without the reference must not pick up an earlier build's). */
export function removeGenerated(siteDir: string): void {
  for (const locale of LOCALE_CODES) fs.rmSync(outputDir(siteDir, locale), {recursive: true, force: true});
}

/** The pages' Markdown twins of one locale, by doc id, for plugins/llms (MarkdownTwinsContent). */
export function markdownTwins(pages: Map<Locale, GeneratedPage[]>, locale: Locale): Record<string, string> {
  return Object.fromEntries((pages.get(locale) ?? []).map((page) => [`${CONFIG_DOCS_DIR}/${page.id}`, page.twin]));
}

/**
 * `enabled: false` (DOCS_CONFIG_REFERENCE=0, to measure the reference's cost): no configuration
 * reference; the plugin removes the pages an earlier build generated, so that the docs plugin does not
 * pick them up.
 */
export type Options = EnabledOptions;

/** The plugin's options as written in the configuration (`enabled` defaults to true); anything else stops the build. */
export function parseOptions(options: unknown): Options {
  return parseEnabledOptions('config-reference', options);
}

export default function configReferencePlugin(context: LoadContext, rawOptions?: unknown): Plugin | null {
  if (!parseOptions(rawOptions).enabled) {
    removeGenerated(context.siteDir);
    return null;
  }
  const pages = generate();
  writePages(context.siteDir, pages);
  const locale = context.i18n.currentLocale;
  return {
    name: 'config-reference',
    // The twins are written from the data: converting the built HTML of these long pages cost more.
    async loadContent(): Promise<MarkdownTwinsContent> {
      return {markdownTwins: isLocale(locale) ? markdownTwins(pages, locale) : {}};
    },
    getPathsToWatch() {
      return [path.join(DATA_DIR, '**/*.json')];
    },
    getThemePath() {
      return path.join(__dirname, 'theme');
    },
    getTypeScriptThemePath() {
      return path.join(__dirname, 'theme');
    },
  };
}
