import React, {type ReactNode} from 'react';
import SearchBar from '@theme-original/SearchBar';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import LocalSearchBar from '@site/src/components/LocalSearchBar';
import {useSearchBackend} from '@site/src/search/backend';

/** The stock DocSearch bar when an Algolia index is configured; otherwise the same UI on the local index. */
export default function SearchBarWrapper(): ReactNode {
  const backend = useSearchBackend();
  const {siteConfig} = useDocusaurusContext();
  if (backend === 'algolia') return <SearchBar />;
  const algolia = siteConfig.themeConfig.algolia as {
    indexName: string;
    searchPagePath?: string | false;
    contextualSearch?: boolean;
    searchParameters?: Record<string, unknown>;
  };
  return (
    <LocalSearchBar
      indexName={algolia.indexName}
      searchPagePath={algolia.searchPagePath}
      contextualSearch={algolia.contextualSearch}
      searchParameters={algolia.searchParameters}
    />
  );
}
