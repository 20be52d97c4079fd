/**
 * Original source (replaced, not wrapped: a copy of the stock file with our lines fenced):
 * https://github.com/facebook/docusaurus/blob/v3.10.2/packages/docusaurus-theme-classic/src/theme/CodeBlock/index.tsx
 *
 * Reason for overriding: the stock component gives every block a new key once the page is interactive
 * (`key={String(isBrowser)}`), so every code block renders again after hydration, only to apply Prism's
 * per-mode inline colors. Our colors are CSS variables (../../themes.ts), the same in both modes, so
 * the server's HTML is already right; a wrapper cannot remove a key the stock component sets. Our lines
 * (between "ours: start" and "ours: end") also put the reader's host into the code (../../readerHost.ts):
 * the code the copy button copies takes it once the page is interactive, and the server's HTML marks
 * the hub's address for CodeBlock/Content to replace as text, so no block renders again.
 * src/theme/README.md lists every override and why.
 */
import React, {isValidElement, type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type {Props} from '@theme/CodeBlock';
// ours: start
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {usePluginData} from '@docusaurus/useGlobalData';
import {MarkReaderHost} from '../../client/marks';
import {keepsCodeAsWritten, takesReaderHost, withReaderHost} from '../../readerHost';
// ours: end

/** The code as one string when it is only text (so that it can be copied), else as given. */
function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (React.Children.toArray(children).some((child) => isValidElement(child))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

// ours: start
/**
 * The code with the reader's host (../../readerHost.ts) once the page is interactive, and whether the
 * server marks the hub's address in the block's lines: the server's HTML, and so the hydration, keep
 * the code as written.
 */
function useReaderHost(code: string, language: string | undefined): {code: string; mark: boolean} {
  const {readerHost} = usePluginData('code-blocks') as {readerHost: boolean};
  // Docusaurus reports "browser" only after the first (hydration) render.
  const isBrowser = useIsBrowser();
  const takes = readerHost && code !== '' && takesReaderHost(language);
  return {
    code: isBrowser && takes ? withReaderHost(code, window.location.origin, language) : code,
    mark: takes && !ExecutionEnvironment.canUseDOM,
  };
}
// ours: end

/**
 * The stock CodeBlock without its re-render after hydration. The stock one gives every block a new
 * key once the page is interactive, so that Prism's per-mode inline colors match the reader's mode;
 * our colors are CSS variables (../../themes.ts), and keeping the server's HTML is what lets
 * CodeBlock/Content skip Prism on a server-rendered page. A block whose code takes the reader's host
 * keeps its key: its copy button copies the new code, and CodeBlock/Content replaces the marked
 * address in the server's HTML as text.
 */
export default function CodeBlock({children: rawChildren, ...props}: Props): ReactNode {
  const children = maybeStringifyChildren(rawChildren);
  // ours: start (in place of the stock `key={String(isBrowser)}`)
  // Fenced blocks give their language as a class name (`language-yaml`), <CodeBlock> as a prop.
  const language = props.language ?? /\blanguage-(\S+)/.exec(props.className ?? '')?.[1];
  // Kept as written (../../readerHost.ts, keepsCodeAsWritten): a fence marked `code-as-written` (its meta) or a
  // component's block with that class (plugins/try-it: a host the reader chose), and logs fenced as ```text.
  const asWritten = typeof children !== 'string' || keepsCodeAsWritten(props);
  const {code, mark} = useReaderHost(asWritten ? '' : (children as string), language);
  if (typeof children === 'string') {
    return (
      <MarkReaderHost.Provider value={mark}>
        <StringContent {...props}>{asWritten ? children : code}</StringContent>
      </MarkReaderHost.Provider>
    );
  }
  // ours: end
  return <ElementContent {...props}>{children}</ElementContent>;
}
