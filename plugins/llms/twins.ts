import fs from 'node:fs/promises';
import path from 'node:path';
import {pageToMarkdown, siteLink} from './markdown';

/** One page to convert: where its built HTML may be, the origin its links take, where its twin goes. */
export interface TwinJob {
  /** The page's path from the host's root (`/docs/en/model/model_upload`). */
  readonly permalink: string;
  readonly htmlFiles: readonly string[];
  /** Put before the twin's links into the site ('' for site paths, `https://opencsg.com`). */
  readonly linkOrigin: string;
  readonly twinFile: string;
  /** The twin as its plugin wrote it (links relative to the page's address): used instead of the HTML. */
  readonly markdown?: string;
}

/**
 * Links of a Markdown text written for the page at `pagePath`, made by siteLink, outside code: fenced
 * blocks and inline code are left as they are.
 */
export function siteLinks(markdown: string, pagePath: string, origin = ''): string {
  let inFence: string | null = null;
  return markdown
    .split('\n')
    .map((line) => {
      const fence = /^(`{3,}|~{3,})/.exec(line)?.[1];
      if (inFence) {
        if (fence && fence[0] === inFence[0] && fence.length >= inFence.length && line.trim() === fence) inFence = null;
        return line;
      }
      if (fence) {
        inFence = fence;
        return line;
      }
      // A link's `](`, not an escaped `\](` of text; addresses with a scheme stay as they are.
      return line.replace(/(`+)[^`]*?\1|(?<!\\)\]\(([^)\s]+)\)/g, (match, _ticks: string | undefined, href: string | undefined) =>
        href === undefined || /^[a-z][a-z0-9+.-]*:/i.test(href) ? match : `](${siteLink(href, pagePath, origin)})`,
      );
    })
    .join('\n');
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

/** A page's twin: the one its plugin supplied, its links made site links, else its built HTML converted. */
async function markdownOf(job: TwinJob): Promise<string | null> {
  if (job.markdown !== undefined) return siteLinks(job.markdown, job.permalink, job.linkOrigin);
  const html = await firstReadable(job.htmlFiles);
  return html ? (pageToMarkdown(html, job.permalink, job.linkOrigin)?.markdown ?? null) : null;
}

/** Converts each page and writes its twin; returns [permalink, Markdown] for the pages converted. */
export async function writeTwins(jobs: readonly TwinJob[]): Promise<Array<[string, string]>> {
  const written: Array<[string, string]> = [];
  for (const job of jobs) {
    const markdown = await markdownOf(job);
    if (markdown === null) continue;
    await fs.mkdir(path.dirname(job.twinFile), {recursive: true});
    await fs.writeFile(job.twinFile, markdown);
    written.push([job.permalink, markdown]);
  }
  return written;
}
