/**
 * Local search, built into the site: the DocSearch UI of theme-search-algolia answered by a static
 * index of this site, so search works with no network (see README.md beside this file).
 *
 * - postBuild: reads each locale's built doc and blog pages into crawler-shaped records, writes them
 *   for the Algolia upload (scripts/algolia-upload.ts), and, unless Algolia is configured, writes the
 *   sharded static index to `<outDir>/search-index/`.
 * - Browser: its theme (theme/) wraps the stock SearchBar and SearchPage; `algoliasearch/lite` is
 *   pointed at the local client so the stock search page asks the local index too.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {LOCALES, isLocale} from '../../config/locales';
import {INDEX_DIR, INDEX_META, type SearchBackend} from './shared/format';
import {buildIndex} from './server/buildIndex';
import {canonical} from './shared/synonyms';
import {sidebarReadingOrder} from './server/readingOrder';
import {extractSite, recordsFile, writeIndex} from './server/site';
import synonyms from './synonyms.json';
import everyday from './everyday.json';
import type {uploadRecords as upload} from './server/algolia';

/** The synonym groups of a locale (synonyms.json); a locale without groups has none. */
export function synonymsOf(locale: string): string[][] {
  return (synonyms as Record<string, string[][]>)[locale] ?? [];
}

/** The everyday words of a locale and the site's words for them (everyday.json); a locale without rules has none. */
export function rewritesOf(locale: string, table: unknown = everyday): Array<[string, string]> {
  const rules = (table as Record<string, unknown> | null)?.[locale];
  if (rules === undefined) return [];
  const pair = (rule: unknown) =>
    Array.isArray(rule) && rule.length === 2 && rule.every((word) => typeof word === 'string') && canonical(rule[0] as string) !== '';
  if (!Array.isArray(rules) || !rules.every(pair)) {
    throw new Error(
      `[local-search] everyday.json: "${locale}" must be a list of [everyday word, site word] pairs of strings, the first not empty`,
    );
  }
  return rules as Array<[string, string]>;
}

export interface LocalSearchOptions {
  readonly backend: SearchBackend;
}

/** What the theme reads with usePluginData('local-search'). */
export interface LocalSearchGlobalData {
  readonly backend: SearchBackend;
}

/** The plugin's options, checked: a wrong backend stops the build with what is accepted. */
export function parseOptions(options: unknown): LocalSearchOptions {
  const backend = (options as {backend?: unknown} | undefined)?.backend ?? 'local';
  if (backend !== 'local' && backend !== 'algolia') {
    throw new Error(`[local-search] the option "backend" is ${JSON.stringify(backend)}; use "local" or "algolia".`);
  }
  return {backend};
}

export default function localSearchPlugin(context: LoadContext, rawOptions: unknown): Plugin {
  const options = parseOptions(rawOptions);
  const locale = context.i18n.currentLocale;
  const local = options.backend === 'local';
  return {
    name: 'local-search',

    getThemePath() {
      return path.join(__dirname, 'theme');
    },

    getTypeScriptThemePath() {
      return path.join(__dirname, 'theme');
    },

    getClientModules() {
      // DocSearch's variables and button styles on every page (the button is ours, theme/SearchBar); the
      // modal's styles come with the modal (theme/SearchModal). Ours last, so they override DocSearch's.
      return [
        require.resolve('@docsearch/css/dist/_variables.css'),
        require.resolve('@docsearch/css/dist/button.css'),
        path.join(__dirname, 'theme', 'search.css'),
      ];
    },

    async contentLoaded({actions}) {
      const data: LocalSearchGlobalData = {backend: options.backend};
      actions.setGlobalData(data);
    },

    configureWebpack() {
      if (!local) return {};
      return {resolve: {alias: {'algoliasearch/lite$': path.join(__dirname, 'client', 'algoliaLite.ts')}}};
    },

    injectHtmlTags() {
      if (!local) return {};
      return {headTags: [{tagName: 'meta', attributes: {name: INDEX_META, content: `${context.baseUrl}${INDEX_DIR}/`}}]};
    },

    async postBuild({outDir, routesPaths, plugins}) {
      const started = performance.now();
      const blogLabel = isLocale(locale) ? LOCALES[locale].blogLabel : 'Blog';
      const pages = await extractSite(outDir, context.baseUrl, routesPaths, blogLabel, sidebarReadingOrder(plugins));
      if (pages.length === 0) {
        throw new Error(`[local-search] ${locale}: no doc or blog page found in ${outDir}; the search would be empty.`);
      }
      const records = recordsFile(context.generatedFilesDir, locale);
      await fs.mkdir(path.dirname(records), {recursive: true});
      await fs.writeFile(records, JSON.stringify(pages));
      const extracted = performance.now();
      if (!local) {
        console.log(
          `[local-search] ${locale}: ${pages.length} pages extracted for the Algolia upload; no local index (Algolia is configured).`,
        );
        return;
      }
      const index = buildIndex(locale, pages, {base: context.baseUrl, synonyms: synonymsOf(locale), rewrites: rewritesOf(locale)});
      const bytes = await writeIndex(path.join(outDir, INDEX_DIR), index);
      const seconds = (ms: number) => (ms / 1000).toFixed(1);
      console.log(
        `[local-search] ${locale}: ${pages.length} pages, ${index.manifest.n} records, ${index.shards.size} shards, ` +
          `${(bytes / 1024).toFixed(0)} KiB; extraction ${seconds(extracted - started)} s, index ${seconds(performance.now() - extracted)} s`,
      );
    },
  };
}

// What the repository's scripts use of this plugin (bench-search, algolia-upload, the MCP server of
// scripts/lib/mcp.ts), so that they never import its inner files. The Algolia client and Chromium are
// loaded only when a script calls for them, not with the plugin.
export {buildIndex, toAlgoliaRecords} from './server/buildIndex';
export {extractSite, recordsFile, writeIndex} from './server/site';
export {SearchEngine} from './client/engine';
export {hierarchyAt} from './shared/records';
export type {SourcePage} from './shared/format';
export {engineFor, evaluate, relevanceSet, shareWithin, titleSet} from './relevance/evaluate';
export {ModalProbe} from './relevance/modal';
export {classReport, figuresOf, formatFigures, readerSet} from './relevance/sets';

/** Uploads the records, the DocSearch settings and the synonyms to a hosted Algolia index (server/algolia.ts). */
export async function uploadRecords(...args: Parameters<typeof upload>): ReturnType<typeof upload> {
  return (await import('./server/algolia')).uploadRecords(...args);
}
