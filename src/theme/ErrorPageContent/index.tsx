/**
 * Original source (wrapped through @theme-original, not copied):
 * https://github.com/facebook/docusaurus/blob/v3.10.2/packages/docusaurus-theme-classic/src/theme/ErrorPageContent.tsx
 * Reason for overriding: Keeps the stock crash content and adds the document title "Page Error" and a link back to the
 * docs home.
 * src/theme/README.md gives the whole reason.
 */
import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import ErrorPageContent from '@theme-original/ErrorPageContent';
import type {Props} from '@theme/Error';

/**
 * The stock crash content ("This page crashed.", Try again, the chain of error messages), with the
 * document title the spec gives the crash page ("Page Error") and a way back for the reader.
 */
export default function ErrorPageContentWrapper(props: Props): ReactNode {
  const home = useBaseUrl('/');
  return (
    <>
      <Head>
        <title>{translate({id: 'site.error.pageTitle', message: '页面错误'})}</title>
      </Head>
      <ErrorPageContent {...props} />
      <p className="container text--center margin-bottom--xl">
        <Link to={home}>
          <Translate id="site.error.backHome">返回文档首页</Translate>
        </Link>
      </p>
    </>
  );
}
