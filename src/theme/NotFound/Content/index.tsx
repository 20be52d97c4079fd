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
