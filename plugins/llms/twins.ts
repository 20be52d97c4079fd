import fs from 'node:fs/promises';
import path from 'node:path';
import {pageToMarkdown} from './markdown';

/** One page to convert: where its built HTML may be, its public URL, where its twin goes. */
export interface TwinJob {
  readonly permalink: string;
  readonly htmlFiles: readonly string[];
  readonly pageUrl: string;
  readonly twinFile: string;
}

async function firstReadable(files: readonly string[]): Promise<string | null> {
  for (const file of files) {
    try {
      return await fs.readFile(file, 'utf8');
    } catch {
      // Not this one.
    }
  }
  return null;
}

/** Converts each page and writes its twin; returns [permalink, Markdown] for the pages converted. */
export async function writeTwins(jobs: readonly TwinJob[]): Promise<Array<[string, string]>> {
  const written: Array<[string, string]> = [];
  for (const job of jobs) {
    const html = await firstReadable(job.htmlFiles);
    const converted = html ? pageToMarkdown(html, job.pageUrl) : null;
    if (!converted) continue;
    await fs.mkdir(path.dirname(job.twinFile), {recursive: true});
    await fs.writeFile(job.twinFile, converted.markdown);
    written.push([job.permalink, converted.markdown]);
  }
  return written;
}
