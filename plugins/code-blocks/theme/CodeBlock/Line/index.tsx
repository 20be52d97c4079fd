/**
 * Original source (wrapped): the stock line renders the line this wrapper hands it.
 * https://github.com/facebook/docusaurus/blob/v3.10.2/packages/docusaurus-theme-classic/src/theme/CodeBlock/Line/index.tsx
 *
 * Reason for overriding: on the server, in a block whose code may take the reader's host
 * (../../../readerHost.ts), the hub's address goes into tokens of its own, marked (markLine), so that
 * the browser replaces only their text after hydration, without Prism and without rendering the block
 * again. Everywhere else the line is the stock one, unchanged. src/theme/README.md lists every override.
 */
import React, {useContext, type ReactNode} from 'react';
import StockLine from '@theme-init/CodeBlock/Line';
import type {Props} from '@theme/CodeBlock/Line';
import {MarkReaderHost} from '../../../client/marks';
import {markLine} from '../../../readerHost';

export default function CodeBlockLine(props: Props): ReactNode {
  const mark = useContext(MarkReaderHost);
  return <StockLine {...props} line={mark ? markLine(props.line) : props.line} />;
}
