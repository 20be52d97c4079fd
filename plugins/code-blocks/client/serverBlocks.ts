import {createContext} from 'react';
import {withReaderHost} from '../readerHost';

/**
 * The server's highlighted code blocks of a part of the page that renders anew in the browser (an API
 * page's examples, plugins/api-reference's ApiIsland): each block's `<pre>` content, by the code the
 * block shows in this browser (with the reader's host, as theme/CodeBlock passes it on). A block that
 * renders anew with the same code keeps the server's tokens, whose marked address takes the reader's
 * host as text (readerHost.ts, showReaderHost), instead of loading Prism to highlight it again.
 */
export type ServerBlocks = ReadonlyMap<string, string>;

/** Set around a part that renders anew in place of its server HTML; read by theme/CodeBlock/Content. */
export const ServerBlocks = createContext<ServerBlocks | null>(null);

/** What a code block's lines show, with the reader's host, as the code the block renders with. */
function shownCode(code: Element, origin: string, language: string | undefined): string {
  // Each line of the stock content is an element (`.token-line`) ending in a <br>: no line break in the text.
  const lines = Array.from(code.children, (line) => line.textContent ?? '');
  // A URL never spans lines, so the rule gives the same result line by line as on the whole code.
  return lines.map((line) => withReaderHost(line, origin, language)).join('\n');
}

/**
 * The highlighted blocks the server rendered in `root` (still its server HTML), for a reader at
 * `origin`: the content of each `<pre>` by its code as the browser renders it. Read just before the
 * part renders anew; the HTML is the server's, with its marks, its address not yet replaced.
 */
export function serverBlocksOf(root: ParentNode, origin: string): ServerBlocks {
  const blocks = new Map<string, string>();
  for (const pre of Array.from(root.querySelectorAll('pre.prism-code'))) {
    const code = pre.querySelector(':scope > code');
    if (!code || code.children.length === 0) continue;
    const language = /\blanguage-(\S+)/.exec(pre.className)?.[1];
    blocks.set(shownCode(code, origin, language), pre.innerHTML);
  }
  return blocks;
}
