/**
 * Original source (wrapped through @theme-original, not copied):
 * https://github.com/facebook/docusaurus/blob/v3.10.2/packages/docusaurus-theme-classic/src/theme/NotFound/Content/index.tsx
 * Reason for overriding: Adds up to five existing pages of the reader's language nearest to the missing path.
 * src/theme/README.md gives the whole reason.
 */
import React, {lazy, Suspense, type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {translate} from '@docusaurus/Translate';
import {PageMetadata} from '@docusaurus/theme-common';
import NotFoundContent from '@theme-original/NotFound/Content';
import type {Props} from '@theme/NotFound/Content';

// The suggestions are computed in the browser only (the server does not know the missing path), so they
// load with the page that needs them: the docs' DocRoot chunk, which every doc page loads, holds this
// component for a doc path that does not exist, and would otherwise carry the suggestions too.
const RouteSuggestions = lazy(() => import('@site/src/components/global/RouteSuggestions'));

/**
 * The stock not-found texts, followed by the existing pages nearest to the missing path; and the
 * page's title. Under /docs/ every missing path (404.html too) is the docs' route, which shows this
 * content without the stock NotFound page's title: the tab and a shared link read the site's name only.
 */
export default function NotFoundContentWrapper(props: Props): ReactNode {
  const isBrowser = useIsBrowser();
  return (
    <>
      <PageMetadata title={translate({id: 'theme.NotFound.title', message: 'Page Not Found'})} />
      <NotFoundContent {...props} />
      {isBrowser && (
        <Suspense fallback={null}>
          <RouteSuggestions />
        </Suspense>
      )}
    </>
  );
}
