/**
 * Original source (replaced; not a copy, every line is ours: it renders the stock component, through
 * @theme-init in ../../../client/HighlightedContent.tsx, once Prism has loaded):
 * https://github.com/facebook/docusaurus/blob/v3.10.2/packages/docusaurus-theme-classic/src/theme/CodeBlock/Content/index.tsx
 *
 * Reason for overriding: the classic theme loads Prism and its languages into every page's main bundle.
 * This component keeps the server's highlighted HTML while the page hydrates and loads Prism, the
 * languages and the stock content in one chunk the first time a block renders in the browser; the
 * `<pre>` it renders meanwhile carries the stock attributes so that hydration matches.
 * src/theme/README.md lists every override and why.
 */
import React, {Suspense, useContext, useEffect, useLayoutEffect, useRef, useState, type MutableRefObject, type ReactNode} from 'react';
import clsx from 'clsx';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import useIsBrowser from '@docusaurus/useIsBrowser';
import type {Props} from '@theme/CodeBlock/Content';
import {usePrismTheme} from '@docusaurus/theme-common';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import HighlightedContent from '@code-blocks/highlighted';
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';
import {showReaderHost} from '../../../readerHost';
import {ServerBlocks} from '../../../client/serverBlocks';

/** The `<pre>` the stock content renders, with the same attributes, so hydration matches it. */
function usePreProps(className: string | undefined) {
  const {metadata, wordWrap} = useCodeBlockContext();
  const {plain} = usePrismTheme();
  return {
    // theme-common declares it with React 19's types (a RefObject's `current` is writable there); with
    // React 18's, the same object is a MutableRefObject.
    ref: wordWrap.codeBlockRef as MutableRefObject<HTMLPreElement | null>,
    tabIndex: 0,
    className: clsx(className, 'prism-code', `language-${metadata.language}`, styles.codeBlock, 'thin-scrollbar'),
    style: {color: plain.color, backgroundColor: plain.backgroundColor},
  };
}

/**
 * A code block the server highlighted: React keeps the server's lines as they are (dangerouslySetInnerHTML
 * is not compared during hydration), so the page needs neither Prism nor hydration work for the
 * tokens. Should React render it on the client after all (a hydration error makes it re-render the
 * page), it starts as an empty <code> (the stock word-wrap button expects one) and falls back to the
 * stock content. Once the page is interactive, the hub's address the server marked in its lines takes
 * the reader's host (../../../readerHost.ts), as text: the block's other nodes stay. A block rendered
 * anew in the browser with the server's lines kept for it (`html`, ServerBlocks) starts with them.
 */
function ServerHighlighted({className, onEmpty, html = '<code></code>'}: Props & {onEmpty: () => void; html?: string}): ReactNode {
  const pre = usePreProps(className);
  const element = useRef<HTMLPreElement | null>(null);
  useLayoutEffect(() => {
    if (!element.current?.textContent) onEmpty();
  }, [onEmpty]);
  useEffect(() => {
    if (element.current) showReaderHost(element.current, window.location.origin);
  }, []);
  return (
    <pre
      {...pre}
      ref={(node) => {
        element.current = node;
        pre.ref.current = node;
      }}
      dangerouslySetInnerHTML={{__html: html}}
      suppressHydrationWarning
    />
  );
}

/** The code as plain text while Prism loads (a page opened by client-side navigation). */
function Plain({className}: Props): ReactNode {
  const {metadata} = useCodeBlockContext();
  const pre = usePreProps(className);
  return (
    <pre {...pre}>
      <code className={styles.codeBlockLines}>{metadata.code}</code>
    </pre>
  );
}

/**
 * Code block content. On the server: the stock content, highlighted by Prism. In the browser: the
 * server's HTML kept as it is while the page hydrates; whatever renders later in the browser (a page
 * opened by client-side navigation, a tab panel rendered only when picked (`lazy`)) gets the stock
 * content with Prism, loaded the first time it is needed, unless the server's lines of the same code were
 * kept for it (ServerBlocks: an API page's examples, rendered anew when the reader comes near them).
 */
export default function CodeBlockContent(props: Props): ReactNode {
  // Docusaurus reports "browser" only after the first (hydration) render.
  const hydrating = !useIsBrowser();
  const blocks = useContext(ServerBlocks);
  const {code} = useCodeBlockContext().metadata;
  // The server's lines kept for the code the block starts with, read once; they serve while the code is
  // that one (a "Try it" request whose values the reader changes is highlighted anew).
  const [kept] = useState(() => {
    const html = hydrating ? undefined : blocks?.get(code);
    return html === undefined ? undefined : {code, html};
  });
  const html = kept?.code === code ? kept.html : undefined;
  const [fromServer, setFromServer] = useState(hydrating || html !== undefined);
  const [onEmpty] = useState(() => () => setFromServer(false));
  // No Suspense boundary on the server: React would move a large one out of place in the HTML.
  if (!ExecutionEnvironment.canUseDOM) return <HighlightedContent {...props} />;
  // From the server: its HTML as hydrated, or the lines kept for the code the block shows.
  if (fromServer && (kept === undefined || html !== undefined)) return <ServerHighlighted {...props} onEmpty={onEmpty} html={html} />;
  return (
    <Suspense fallback={<Plain {...props} />}>
      <HighlightedContent {...props} />
    </Suspense>
  );
}
