/**
 * Original source (wrapped through @theme-original, not copied):
 * https://github.com/facebook/docusaurus/blob/v3.10.2/packages/docusaurus-theme-classic/src/theme/NotFound/Content/index.tsx
 * Reason for overriding: Adds up to five existing pages of the reader's language nearest to the missing path.
 * src/theme/README.md gives the whole reason.
 */
import React, {type ReactNode} from 'react';
import NotFoundContent from '@theme-original/NotFound/Content';
import type {Props} from '@theme/NotFound/Content';
import RouteSuggestions from '@site/src/components/global/RouteSuggestions';

/** The stock not-found texts, followed by the existing pages nearest to the missing path. */
export default function NotFoundContentWrapper(props: Props): ReactNode {
  return (
    <>
      <NotFoundContent {...props} />
      <RouteSuggestions />
    </>
  );
}
