/**
 * The built site as the index sees it: the doc and blog pages of one locale's build, read from the
 * routes postBuild reports, and the files the index and the Algolia upload are written to.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {SourcePage} from '../shared/format';
import {indexFiles, type BuiltIndex} from './buildIndex';
import {extractPage} from './extract';
import {orderRoutes} from './readingOrder';

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

/**
 * Reads every doc page and blog post of a locale's build, in reading order (readingOrder.ts: the
 * sidebars' pages first, in their order, then the rest by path): the index numbers pages in this order.
 */
export async function extractSite(
  outDir: string,
  baseUrl: string,
  routesPaths: readonly string[],
  blogLabel: string,
  readingOrder: readonly string[] = [],
): Promise<SourcePage[]> {
  const pages: SourcePage[] = [];
  for (const routePath of orderRoutes(routesPaths, readingOrder)) {
    if (/\/(?:404|search)$/.test(routePath.replace(/\/$/, ''))) continue;
    const file = await htmlFileOf(outDir, baseUrl, routePath);
    if (!file) continue;
    const page = extractPage(await fs.readFile(file, 'utf8'), routePath, {blogLabel});
    if (page) pages.push({...page, base: baseUrl});
  }
  return pages;
}

const WRITE_BATCH = 64;

/** Writes the index files; returns their total size in bytes. */
export async function writeIndex(dir: string, index: BuiltIndex): Promise<number> {
  await fs.rm(dir, {recursive: true, force: true});
  await fs.mkdir(path.join(dir, 'shards'), {recursive: true});
  await fs.mkdir(path.join(dir, 'terms'), {recursive: true});
  await Promise.all(index.pages.map((_, i) => fs.mkdir(path.join(dir, 'pages', String(i)), {recursive: true})));
  const files = indexFiles(index);
  let bytes = 0;
  // Many small files: write a batch at a time rather than one after another.
  for (let start = 0; start < files.length; start += WRITE_BATCH) {
    await Promise.all(
      files.slice(start, start + WRITE_BATCH).map(([file, data]) => {
        const text = JSON.stringify(data);
        bytes += Buffer.byteLength(text);
        return fs.writeFile(path.join(dir, file), text);
      }),
    );
  }
  return bytes;
}

/** Where postBuild leaves a locale's extracted pages for the Algolia upload (not served to readers). */
export function recordsFile(generatedFilesDir: string, locale: string): string {
  return path.join(generatedFilesDir, 'local-search', `${locale}.pages.json`);
}
