import React, {type ReactNode} from 'react';
import SearchBar from '@theme-init/SearchBar';
import {useThemeConfig} from '@docusaurus/theme-common';
import LocalSearchBar, {type LocalSearchBarProps} from '../LocalSearchBar';
import {useSearchBackend} from '../../client/backend';

/** The stock DocSearch bar when an Algolia index is configured; otherwise the same UI on the local index. */
export default function SearchBarWrapper(): ReactNode {
  const backend = useSearchBackend();
  const {algolia} = useThemeConfig() as unknown as {algolia: LocalSearchBarProps};
  if (backend === 'algolia') return <SearchBar />;
  return (
    <LocalSearchBar
      indexName={algolia.indexName}
      searchPagePath={algolia.searchPagePath}
      contextualSearch={algolia.contextualSearch}
      searchParameters={algolia.searchParameters}
    />
  );
}
