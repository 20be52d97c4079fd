import React, {useCallback, useEffect, useMemo, useState, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import {DocSearchModal, type DocSearchModalProps, type ModalTranslations} from '@docsearch/react';
// The modal's styles, in the modal's chunk (a direct CSS import: @docsearch/react's style entry is
// marked free of side effects, so importing it for its side effect alone is dropped from the bundle).
import '@docsearch/css/dist/modal.css';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import Translate, {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {isRegexpStringMatch, useSearchLinkCreator, useThemeConfig} from '@docusaurus/theme-common';
import {mergeFacetFilters, useAlgoliaContextualFacetFilters, useSearchResultUrlProcessor} from '@docusaurus/theme-search-algolia/client';
import translations from '@theme/SearchTranslations';
import SearchErrorScreen from '../SearchErrorScreen';
import {getBrowserSearchClient} from '../../client/browser';
import type {SearchBackend} from '../../shared/format';
import type {Side} from '../../shared/counterparts';

/** The `algolia` theme config (docusaurus.config.ts); with the local backend only its search options count. */
interface AlgoliaThemeConfig {
  readonly appId: string;
  readonly apiKey: string;
  readonly indexName: string;
  readonly searchPagePath?: string | false;
  readonly searchParameters?: DocSearchModalProps['searchParameters'];
  readonly contextualSearch?: boolean;
  readonly externalUrlRegex?: string;
}

export interface SearchModalProps {
  readonly backend: SearchBackend;
  /** What the reader typed on the search button before the modal opened. */
  readonly initialQuery: string | undefined;
  readonly onClose: () => void;
}

/** Texts of the modal's error screen on the dev server, where no index exists. */
function useDevServerTranslations(): ModalTranslations {
  return useMemo(() => {
    const base = translations.modal ?? {};
    if (process.env.NODE_ENV !== 'development') return base;
    return {
      ...base,
      errorScreen: {
        titleText: translate({id: 'site.search.devServer.title', message: '开发服务器上没有搜索索引'}),
        helpText: translate({
          id: 'site.search.devServer.help',
          message: '搜索索引随生产构建生成：先运行 npm run build，再运行 npm run serve。',
        }),
      },
    };
  }, []);
}

/** A hit whose page has a counterpart on the other side (community or self-hosted) carries it. */
interface CounterpartField {
  readonly counterpart?: {url: string; side: Side};
}

/** The element the modal renders in: the first child of <body>, as DocSearch expects. */
function useModalContainer(backend: SearchBackend): HTMLElement {
  const [container] = useState(() => {
    const element = document.createElement('div');
    // Marks the modal as answered locally (search.css hides the "Powered by Algolia" logo there).
    if (backend === 'local') element.dataset.searchBackend = 'local';
    document.body.insertBefore(element, document.body.firstChild);
    return element;
  });
  useEffect(() => {
    if (!container.isConnected) document.body.insertBefore(container, document.body.firstChild);
    return () => container.remove();
  }, [container]);
  return container;
}

/**
 * DocSearch's modal, loaded only when the reader opens search (theme/SearchBar keeps the button and
 * the shortcuts in every page's bundle). Asks the local index (client/), or Algolia when the build
 * was configured for it; everything else is the stock SearchBar's behavior.
 */
export default function SearchModal({backend, initialQuery, onClose}: SearchModalProps): ReactNode {
  const {algolia} = useThemeConfig() as unknown as {algolia: AlgoliaThemeConfig};
  const {
    siteMetadata: {docusaurusVersion},
  } = useDocusaurusContext();
  const history = useHistory();
  const processSearchResultUrl = useSearchResultUrlProcessor();
  const contextualFacetFilters = useAlgoliaContextualFacetFilters();
  const createSearchLink = useSearchLinkCreator();
  const modalTranslations = useDevServerTranslations();
  const container = useModalContainer(backend);
  const [initialScrollY] = useState(() => window.scrollY);

  const facetFilters = useMemo(() => {
    const configured = (algolia.searchParameters?.facetFilters ?? []) as Parameters<typeof mergeFacetFilters>[1];
    return algolia.contextualSearch ? mergeFacetFilters(contextualFacetFilters, configured) : configured;
  }, [algolia, contextualFacetFilters]);

  const missingResultsUrl = useCallback(
    ({query}: {query: string}) =>
      `https://github.com/OpenCSGs/csghub/issues/new?title=${encodeURIComponent(`Docs search: no results for "${query}"`)}`,
    [],
  );
  const navigator = useMemo(
    () => ({
      navigate: ({itemUrl}: {itemUrl: string}) => {
        // Algolia records may point at other sites, which the router cannot open.
        if (algolia.externalUrlRegex && isRegexpStringMatch(algolia.externalUrlRegex, itemUrl)) window.location.href = itemUrl;
        else history.push(itemUrl);
      },
    }),
    [algolia.externalUrlRegex, history],
  );
  const transformItems = useCallback(
    (items: Parameters<NonNullable<DocSearchModalProps['transformItems']>>[0]) =>
      items.map((item) => {
        const {counterpart} = item as typeof item & CounterpartField;
        return {
          ...item,
          url: processSearchResultUrl(item.url),
          ...(counterpart ? {counterpart: {...counterpart, url: processSearchResultUrl(counterpart.url)}} : {}),
        };
      }),
    [processSearchResultUrl],
  );
  const counterpartLabels = useMemo(
    () => ({
      'self-hosted': translate({id: 'site.search.counterpart.selfHosted', message: '私有化部署版'}),
      community: translate({id: 'site.search.counterpart.community', message: '社区版'}),
    }),
    [],
  );
  const hitComponent = useMemo(
    () =>
      function SearchHit({hit, children}: {hit: {url: string} & CounterpartField; children: ReactNode}) {
        return (
          <>
            <Link to={hit.url}>{children}</Link>
            {hit.counterpart && (
              <Link className="local-search-counterpart" to={hit.counterpart.url} onClick={onClose}>
                {counterpartLabels[hit.counterpart.side]}
              </Link>
            )}
          </>
        );
      },
    [onClose, counterpartLabels],
  );
  const transformSearchClient = useCallback(
    (searchClient: Parameters<NonNullable<DocSearchModalProps['transformSearchClient']>>[0]) => {
      if (backend === 'local') return getBrowserSearchClient('modal') as never;
      searchClient.addAlgoliaAgent('docusaurus', docusaurusVersion);
      return searchClient;
    },
    [backend, docusaurusVersion],
  );
  const resultsFooterComponent = useMemo(
    () =>
      function ResultsFooter({state}: {state: {query: string; status: string; context: {nbHits?: number}}}) {
        // data-query and data-status say which query the hits above answer (the relevance gate waits on them).
        return (
          <Link to={createSearchLink(state.query)} onClick={onClose} data-query={state.query} data-status={state.status}>
            <Translate id="theme.SearchBar.seeAll" values={{count: state.context.nbHits}}>
              {'See all {count} results'}
            </Translate>
          </Link>
        );
      },
    [createSearchLink, onClose],
  );

  return (
    <>
      {createPortal(
        <DocSearchModal
          appId={backend === 'local' ? 'local' : algolia.appId}
          apiKey={backend === 'local' ? 'local' : algolia.apiKey}
          indexName={algolia.indexName}
          onClose={onClose}
          initialScrollY={initialScrollY}
          initialQuery={initialQuery}
          navigator={navigator}
          transformItems={transformItems}
          hitComponent={hitComponent as DocSearchModalProps['hitComponent']}
          transformSearchClient={transformSearchClient}
          {...(algolia.searchPagePath ? {resultsFooterComponent} : {})}
          translations={modalTranslations}
          getMissingResultsUrl={missingResultsUrl}
          searchParameters={{...algolia.searchParameters, facetFilters}}
        />,
        container,
      )}
      <SearchErrorScreen container={container} translations={modalTranslations.errorScreen} />
    </>
  );
}
