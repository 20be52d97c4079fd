/**
 * Original source (replaced, not wrapped; a copy of the stock component with our lines fenced):
 * https://github.com/facebook/docusaurus/blob/v3.10.2/packages/docusaurus-theme-classic/src/theme/NavbarItem/DocSidebarNavbarItem.tsx
 * Reason for overriding: the stock item asks `useActiveDocContext` which doc the page is, and again,
 * through `useLayoutDocsSidebar` → `useDocsVersionCandidates`, for the active version. That hook tests
 * the pathname against each doc of the version with react-router's `matchPath`, compiling each doc's path
 * into a regular expression: 484 docs a language, twice for each of the four navbar sidebar items, on
 * every page (the landing page, which is no doc, walks them all). Ours finds the same doc from an index
 * (src/components/global/ActiveDoc) and the sidebar link from the same version candidates as the stock
 * `useLayoutDocsSidebar` (active, preferred, latest; `useActiveVersion` finds the active version as
 * `getActiveDocContext` does, without the docs). No wrapper can keep the stock item from calling the hooks.
 */
import React, {type ReactNode} from 'react';
// ours: start
import {useMemo} from 'react';
import {matchPath, useLocation} from '@docusaurus/router';
import {useActiveVersion, useDocsPreferredVersion, useLatestVersion} from '@docusaurus/plugin-content-docs/client';
import {findActiveDoc} from '@site/src/components/global/ActiveDoc';
// ours: end
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import type {Props} from '@theme/NavbarItem/DocSidebarNavbarItem';

// ours: start
/** `useLayoutDocsSidebar` (`@docusaurus/plugin-content-docs` 3.10.2, `lib/client/docsUtils.js`) on the candidates of `useDocsVersionCandidates`. */
function useLayoutSidebar(sidebarId: string, docsPluginId: string | undefined) {
  const activeVersion = useActiveVersion(docsPluginId);
  const {preferredVersion} = useDocsPreferredVersion(docsPluginId);
  const latestVersion = useLatestVersion(docsPluginId);
  return useMemo(() => {
    const versions = [...new Set([activeVersion, preferredVersion, latestVersion].filter((version) => !!version))];
    const allSidebars = versions.flatMap((version) => (version.sidebars ? Object.entries(version.sidebars) : []));
    const sidebarEntry = allSidebars.find((sidebar) => sidebar[0] === sidebarId);
    if (!sidebarEntry) {
      throw new Error(`Can't find any sidebar with id "${sidebarId}" in version${versions.length > 1 ? 's' : ''} ${versions.map((version) => version.name).join(', ')}".
Available sidebar ids are:
- ${allSidebars.map((entry) => entry[0]).join('\n- ')}`);
    }
    return {activeVersion, sidebar: sidebarEntry[1]};
  }, [sidebarId, activeVersion, preferredVersion, latestVersion]);
}
// ours: end

export default function DocSidebarNavbarItem({sidebarId, label, docsPluginId, ...props}: Props): ReactNode {
  // ours: start
  const {pathname} = useLocation();
  const {activeVersion, sidebar} = useLayoutSidebar(sidebarId, docsPluginId);
  const activeDoc = activeVersion ? findActiveDoc(activeVersion.docs, pathname, matchPath) : undefined;
  const sidebarLink = sidebar.link;
  // ours: end
  if (!sidebarLink) {
    throw new Error(`DocSidebarNavbarItem: Sidebar with ID "${sidebarId}" doesn't have anything to be linked to.`);
  }
  return (
    <DefaultNavbarItem
      exact
      {...props}
      isActive={() => activeDoc?.sidebar === sidebarId}
      label={label ?? sidebarLink.label}
      to={sidebarLink.path}
    />
  );
}
