/**
 * Wraps @docusaurus/theme-classic v3.10.2 src/theme/DocRoot/index.tsx (through @theme-init).
 *
 * Why: plugins/sidebar-metadata gives the version route a version prop without sidebars or docs, and
 * each sidebar's DocRoot route a `sidebarData` prop with that sidebar alone. This puts the sidebar, and
 * the docs it links (docs.ts), back into the version context, so the stock DocRoot (useDocRootMetadata), DocCard (useDocById) and every
 * other reader of the version context work unchanged. Routes without the prop (another docs plugin
 * instance, pages in no sidebar) render as before.
 */
import React, {type ReactNode, useMemo} from 'react';
import DocRoot from '@theme-init/DocRoot';
import type {Props} from '@theme/DocRoot';
import {DocsVersionProvider, useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import type {SidebarData} from '../../split';
import {docsOfSidebars} from '../../docs';

export default function DocRootWrapper(props: Props & {readonly sidebarData?: SidebarData}): ReactNode {
  const version = useDocsVersion();
  const {sidebarData} = props;
  const merged = useMemo(
    () => (sidebarData ? {...version, docsSidebars: sidebarData.docsSidebars, docs: docsOfSidebars(sidebarData.docsSidebars)} : version),
    [version, sidebarData],
  );
  if (!sidebarData) return <DocRoot {...props} />;
  return (
    <DocsVersionProvider version={merged}>
      <DocRoot {...props} />
    </DocsVersionProvider>
  );
}
