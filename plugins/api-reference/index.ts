/**
 * The REST API reference and the error-code catalogue of CSGHub, generated from csghub-server's own
 * definitions (data/, pinned with their provenance) into the csghub docs as MDX pages in both
 * languages: `csghub/api/` (overview, one page per API group, the catalogue).
 *
 * The pages are written when the plugin is created, before the docs plugin reads the docs folders
 * (Docusaurus creates every plugin before any loads its content). They are build output: git ignores
 * them, and only files whose content changed are rewritten.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {DEFAULT_LOCALE, LOCALES, LOCALE_CODES, isLocale, type Locale} from '../../config/locales';
import {parseEnabledOptions, type EnabledOptions} from '../../lib/pluginOptions';
import type {MarkdownTwinsContent} from '../llms';
import {DATA_DIR, coverageProblems, loadErrorCodes, loadErrorTexts, loadSpec, loadTexts, publicOperations} from './spec';
import {renderErrorPages, renderGroupCategories, renderOverview, renderTagPages, type GeneratedPage} from './render';
import {API_DOCS_DIR} from './paths';
import {loadSplit, splitProblems} from './split';
import {errorPageProblems, loadErrorPages} from './errors';

// What the configuration, the scripts (api-check, api-defaults) and the tests use.
export {API_DOCS_DIR, isApiReferencePath} from './paths';
export {coverageProblems, loadErrorCodes, loadErrorTexts, loadSpec, loadTexts, operationsOf, publicOperations} from './spec';
export {braced, loadMounts, loadRoutes, mountProblems} from './servers';
export {defaultsProblems, loadDefaults} from './defaults';
export {apiTextProblems} from './texts';
export {MAX_OPERATIONS, loadSplit, pageIdOf, partOf, splitProblems} from './split';
export {MAX_CODES, errorPageProblems, loadErrorPages} from './errors';

export interface Generated {
  readonly pages: ReadonlyMap<Locale, readonly GeneratedPage[]>;
  readonly operations: number;
  readonly codes: number;
}

/** Every generated page of every locale, from the data files; stops on any gap in our texts. */
export function generate(): Generated {
  const spec = loadSpec();
  const texts = loadTexts();
  const codes = loadErrorCodes();
  const {texts: errorTexts, groups} = loadErrorTexts();
  const problems = coverageProblems(spec, texts, codes, errorTexts, groups);
  if (problems.length > 0) {
    throw new Error(
      `[api-reference] the texts do not cover the pinned definitions (see plugins/api-reference/data/README.md):\n  ${problems.join('\n  ')}`,
    );
  }
  const operations = publicOperations(spec, texts);
  const split = loadSplit();
  const splitGaps = splitProblems(operations, split);
  if (splitGaps.length > 0) {
    throw new Error(`[api-reference] the split of the large groups (plugins/api-reference/data/pages.json):\n  ${splitGaps.join('\n  ')}`);
  }
  const errorPages = loadErrorPages();
  const errorGaps = errorPageProblems(codes, errorPages);
  if (errorGaps.length > 0) {
    throw new Error(
      `[api-reference] the pages of the error-code catalogue (plugins/api-reference/data/errors/_pages.json):\n  ${errorGaps.join('\n  ')}`,
    );
  }
  const pages = new Map<Locale, GeneratedPage[]>();
  for (const locale of LOCALE_CODES) {
    const overview = fs.readFileSync(path.join(__dirname, 'overview', `${locale}.md`), 'utf8');
    pages.set(locale, [
      renderOverview(overview, locale),
      // Category labels are read from the default locale's folders (the others come from current.json).
      ...(locale === DEFAULT_LOCALE ? renderGroupCategories(texts, locale) : []),
      ...renderTagPages(spec, texts, operations, locale, undefined, undefined, split),
      ...renderErrorPages(codes, errorTexts, groups, errorPages, locale),
    ]);
  }
  return {pages, operations: operations.length, codes: codes.length};
}

/** A group page's data file (`<docs>/csghub/api/<group>/_<slug>.json`), either path separator. */
export const PAGE_DATA = new RegExp(`[\\\\/]${API_DOCS_DIR.split('/').join('[\\\\/]')}[\\\\/].*[\\\\/]_[^\\\\/]+\\.json$`);

/** The folder the generated pages of a locale go to. */
export function outputDir(siteDir: string, locale: Locale): string {
  return path.join(siteDir, LOCALES[locale].docsDir, API_DOCS_DIR);
}

/** Writes the pages, rewriting only changed files and removing files no page stands for. */
export function writePages(siteDir: string, generated: Generated): void {
  for (const [locale, pages] of generated.pages) {
    const dir = outputDir(siteDir, locale);
    const wanted = new Map(
      pages.flatMap((page) => [
        [path.join(dir, `${page.id}${page.id.endsWith('_category_') ? '.json' : '.mdx'}`), page.content] as const,
        ...(page.json ? [[path.join(dir, path.dirname(page.id), `_${path.basename(page.id)}.json`), page.json] as const] : []),
      ]),
    );
    for (const [file, content] of wanted) {
      fs.mkdirSync(path.dirname(file), {recursive: true});
      if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== content) fs.writeFileSync(file, content);
    }
    const walk = (folder: string) => {
      for (const entry of fs.readdirSync(folder, {withFileTypes: true})) {
        const full = path.join(folder, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (!wanted.has(full)) fs.rmSync(full);
      }
    };
    walk(dir);
  }
}

/** Removes the generated pages: a build without the API reference must not pick up an earlier build's. */
export function removeGenerated(siteDir: string): void {
  for (const locale of LOCALE_CODES) fs.rmSync(outputDir(siteDir, locale), {recursive: true, force: true});
}

/** The Markdown twins of the group pages of a locale, by doc id, for the llms plugin. */
export function markdownTwins(generated: Generated, locale: Locale): Record<string, string> {
  return Object.fromEntries(
    (generated.pages.get(locale) ?? []).flatMap((page) => (page.twin ? [[`${API_DOCS_DIR}/${page.id}`, page.twin]] : [])),
  );
}

/**
 * `enabled: false`: no API reference; the plugin removes the pages an earlier build generated, so that
 * the docs plugin does not pick them up (the plugins are created before any loads its content).
 */
export type Options = EnabledOptions;

/** The plugin's options as written in the configuration (`enabled` defaults to true); anything else stops the build. */
export function parseOptions(options: unknown): Options {
  return parseEnabledOptions('api-reference', options);
}

export default function apiReferencePlugin(context: LoadContext, rawOptions: unknown): Plugin | null {
  if (!parseOptions(rawOptions).enabled) {
    removeGenerated(context.siteDir);
    return null;
  }
  const generated = generate();
  writePages(context.siteDir, generated);
  const locale = context.i18n.currentLocale;
  return {
    name: 'api-reference',

    // The group pages render one request example of three; their twins, written from the data, hold all.
    async loadContent(): Promise<MarkdownTwinsContent> {
      return {markdownTwins: isLocale(locale) ? markdownTwins(generated, locale) : {}};
    },

    configureWebpack() {
      return {
        module: {
          rules: [{test: PAGE_DATA, type: 'json', parser: {exportsDepth: 1}}],
        },
      };
    },

    getThemePath() {
      return path.join(__dirname, 'theme');
    },
    getTypeScriptThemePath() {
      return path.join(__dirname, 'theme');
    },
    getPathsToWatch() {
      return [path.join(DATA_DIR, '**/*'), path.join(__dirname, 'overview', '*.md')];
    },
  };
}
