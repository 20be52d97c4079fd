/**
 * Original source (wrapped through @theme-original, here the `llms` plugin's wrapper of it, which adds
 * "Copy page"; not copied):
 * https://github.com/facebook/docusaurus/blob/v3.10.2/packages/docusaurus-theme-classic/src/theme/DocItem/Content/index.tsx
 * Reason for overriding: adds, above the page, the notice that the page's version in the other language
 * changed later (plugins/page-history).
 */
import React, {type ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {LanguageDriftNotice} from '@site/src/components/global/PageHistory';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): ReactNode {
  return (
    <>
      <LanguageDriftNotice />
      <Content {...props} />
    </>
  );
}
