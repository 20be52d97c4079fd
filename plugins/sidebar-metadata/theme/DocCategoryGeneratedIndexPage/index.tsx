/**
 * Wraps @docusaurus/theme-classic v3.10.2 src/theme/DocCategoryGeneratedIndexPage/index.tsx (through
 * @theme-init).
 *
 * Why: plugins/sidebar-metadata keeps docs' descriptions out of the sidebar data every page loads; a
 * category index page gets the docs its cards show, in full, as `cardDocs`, which this puts into the
 * version context for DocCard (useDocById). Without the prop (another docs plugin instance) it renders
 * as before.
 */
import React, {type ReactNode, useMemo} from 'react';
import DocCategoryGeneratedIndexPage from '@theme-init/DocCategoryGeneratedIndexPage';
import type {Props} from '@theme/DocCategoryGeneratedIndexPage';
import type {PropVersionDocs} from '@docusaurus/plugin-content-docs';
import {DocsVersionProvider, useDocsVersion} from '@docusaurus/plugin-content-docs/client';

export default function DocCategoryGeneratedIndexPageWrapper(props: Props & {readonly cardDocs?: PropVersionDocs}): ReactNode {
  const version = useDocsVersion();
  const {cardDocs} = props;
  const merged = useMemo(() => (cardDocs ? {...version, docs: {...version.docs, ...cardDocs}} : version), [version, cardDocs]);
  if (!cardDocs) return <DocCategoryGeneratedIndexPage {...props} />;
  return (
    <DocsVersionProvider version={merged}>
      <DocCategoryGeneratedIndexPage {...props} />
    </DocsVersionProvider>
  );
}
