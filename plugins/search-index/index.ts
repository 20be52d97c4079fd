/**
 * Local search, built into the site: after each locale's production build, reads the built doc and
 * blog pages, writes the static index of src/search/format.ts to `<outDir>/search-index/`, and tells
 * every page where that index is (a <meta>). Without Algolia credentials it also points
 * `algoliasearch/lite` at the local client, so the theme's search page uses the local index too.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin, PluginConfig} from '@docusaurus/types';
import {INDEX_DIR, INDEX_META} from '../../src/search/format';
import {buildIndex, type BuiltIndex} from './buildIndex';
import {extractPage} from './extract';
import {shardFileName} from '../../src/search/tokenize';
import type {SourcePage} from '../../src/search/format';

export interface SearchIndexOptions {
  readonly backend: 'local' | 'algolia';
  /** Section label of blog posts, per locale. */
  readonly blogLabel: Readonly<Record<string, string>>;
}

/** The built HTML file of a route, if the build wrote one. */
async function htmlFileOf(outDir: string, baseUrl: string, routePath: string): Promise<string | null> {
  const relative = routePath.startsWith(baseUrl) ? routePath.slice(baseUrl.length) : routePath.replace(/^\//, '');
  for (const candidate of [path.join(outDir, relative, 'index.html'), path.join(outDir, `${relative.replace(/\/$/, '')}.html`)]) {
    try {
      if ((await fs.stat(candidate)).isFile()) return candidate;
    } catch {
      // Not this one.
    }
  }
  return null;
}

/** Reads every doc page and blog post of a locale's build. */
export async function extractSite(outDir: string, baseUrl: string, routesPaths: readonly string[], blogLabel: string): Promise<SourcePage[]> {
  const pages: SourcePage[] = [];
  for (const routePath of [...new Set(routesPaths)].sort()) {
    if (/\/(?:404|search)$/.test(routePath.replace(/\/$/, ''))) continue;
    const file = await htmlFileOf(outDir, baseUrl, routePath);
    if (!file) continue;
    const page = extractPage(await fs.readFile(file, 'utf8'), routePath, {blogLabel});
    if (page) pages.push(page);
  }
  return pages;
}

/** Writes the index files; returns their total size in bytes. */
export async function writeIndex(dir: string, index: BuiltIndex): Promise<number> {
  await fs.rm(dir, {recursive: true, force: true});
  await fs.mkdir(path.join(dir, 'shards'), {recursive: true});
  await fs.mkdir(path.join(dir, 'pages'), {recursive: true});
  const files: Array<[string, unknown]> = [['manifest.json', index.manifest]];
  for (const [key, shard] of index.shards) files.push([`shards/${shardFileName(key)}.json`, shard]);
  index.pages.forEach((page, i) => files.push([`pages/${i}.json`, page]));
  let bytes = 0;
  for (const [file, data] of files) {
    const text = JSON.stringify(data);
    bytes += Buffer.byteLength(text);
    await fs.writeFile(path.join(dir, file), text);
  }
  return bytes;
}

function searchIndexPlugin(context: LoadContext, options: SearchIndexOptions): Plugin {
  const locale = context.i18n.currentLocale;
  return {
    name: 'search-index',

    configureWebpack() {
      if (options.backend !== 'local') return {};
      return {resolve: {alias: {'algoliasearch/lite$': path.resolve(__dirname, '../../src/search/algoliaLite.ts')}}};
    },

    injectHtmlTags() {
      return {headTags: [{tagName: 'meta', attributes: {name: INDEX_META, content: `${context.baseUrl}${INDEX_DIR}/`}}]};
    },

    async postBuild({outDir, routesPaths}) {
      const started = performance.now();
      const pages = await extractSite(outDir, context.baseUrl, routesPaths, options.blogLabel[locale] ?? 'Blog');
      if (pages.length === 0) {
        throw new Error(`[search-index] ${locale}: no doc or blog page found in ${outDir}; the search would be empty.`);
      }
      const index = buildIndex(locale, pages);
      const bytes = await writeIndex(path.join(outDir, INDEX_DIR), index);
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.log(
        `[search-index] ${locale}: ${pages.length} pages, ${index.manifest.n} records, ` +
          `${index.shards.size} shards, ${(bytes / 1024).toFixed(0)} KiB in ${seconds} s`,
      );
    },
  };
}

/** The plugin with its options, as an entry of the config's `plugins`. */
export default function searchIndex(options: SearchIndexOptions): PluginConfig {
  return [(context: LoadContext) => searchIndexPlugin(context, options), {}];
}
