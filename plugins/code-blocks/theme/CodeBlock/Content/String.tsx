/**
 * Original source (replaced: a copy of the stock file with the word-wrap hook taken from ../../../client):
 * https://github.com/facebook/docusaurus/blob/v3.10.2/packages/docusaurus-theme-classic/src/theme/CodeBlock/Content/String.tsx
 *
 * Reason for overriding: the stock `useCodeWordWrap`, which this component calls, measures every block
 * in an effect while the page hydrates, which forces a layout of the whole page inside the hydration
 * task; ours measures each block when the browser lays it out anyway (../../../client/useCodeWordWrap.ts).
 * A wrapper cannot change the hook the stock component calls. src/theme/README.md lists every override.
 */
import React, {type ReactNode} from 'react';
import {useThemeConfig} from '@docusaurus/theme-common';
import {CodeBlockContextProvider, createCodeBlockMetadata} from '@docusaurus/theme-common/internal';
import CodeBlockLayout from '@theme/CodeBlock/Layout';
import type {Props} from '@theme/CodeBlock/Content/String';
import {useCodeWordWrap} from '../../../client/useCodeWordWrap';

function useCodeBlockMetadata(props: Props) {
  const {prism} = useThemeConfig();
  return createCodeBlockMetadata({
    code: props.children,
    className: props.className,
    metastring: props.metastring,
    magicComments: prism.magicComments,
    defaultLanguage: prism.defaultLanguage,
    language: props.language,
    title: props.title,
    showLineNumbers: props.showLineNumbers,
  });
}

export default function CodeBlockString(props: Props): ReactNode {
  const metadata = useCodeBlockMetadata(props);
  const wordWrap = useCodeWordWrap();
  return (
    <CodeBlockContextProvider metadata={metadata} wordWrap={wordWrap}>
      <CodeBlockLayout />
    </CodeBlockContextProvider>
  );
}
