/**
 * Original source (replaced: the stock token is a pass-through `<span>`, which this one stays, with one attribute more):
 * https://github.com/facebook/docusaurus/blob/v3.10.2/packages/docusaurus-theme-classic/src/theme/CodeBlock/Line/Token/index.tsx
 *
 * Reason for overriding: a token that holds a part of the hub's address (marked by ../index.tsx) carries
 * the part in an attribute, for the browser to replace its text with the reader's (../../../../readerHost.ts).
 */
import React, {type ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock/Line/Token';
import {READER_HOST_ATTRIBUTE, type MarkedToken} from '../../../../readerHost';

export default function CodeBlockLineToken({line: _line, token, ...props}: Props): ReactNode {
  const part = (token as MarkedToken).readerHost;
  return <span {...props} {...(part ? {[READER_HOST_ATTRIBUTE]: part} : {})} />;
}
