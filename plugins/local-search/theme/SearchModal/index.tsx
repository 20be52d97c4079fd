import React, {useCallback, useMemo, useRef, useState, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import {DocSearchButton} from '@docsearch/react/button';
import {useDocSearchKeyboardEvents} from '@docsearch/react/useDocSearchKeyboardEvents';
import type {DocSearchModal as DocSearchModalType, DocSearchModalProps, ModalTranslations} from '@docsearch/react';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import Translate, {translate} from '@docusaurus/Translate';
import {useSearchLinkCreator} from '@docusaurus/theme-common';
import {mergeFacetFilters, useAlgoliaContextualFacetFilters, useSearchResultUrlProcessor} from '@docusaurus/theme-search-algolia/client';
import translations from '@theme/SearchTranslations';
import SearchErrorScreen from '../SearchErrorScreen';
import {getBrowserSearchClient} from '../../client/browser';
import type {Side} from '../../shared/twins';

type DocSearchModalComponent = typeof DocSearchModalType;
let DocSearchModal: DocSearchModalComponent | null = null;

function importDocSearchModalIfNeeded(): Promise<void> {
  if (DocSearchModal) return Promise.resolve();
  return Promise.all([import('@docsearch/react/modal'), import('@docsearch/react/style')]).then(([{DocSearchModal: Modal}]) => {
    DocSearchModal = Modal;
  });
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

/** A hit whose page has a twin on the other side (community or self-hosted) carries it. */
interface TwinField {
  readonly twin?: {url: string; side: Side};
}

export interface LocalSearchBarProps {
  readonly indexName: string;
  readonly searchPagePath?: string | false;
  readonly searchParameters?: DocSearchModalProps['searchParameters'];
  readonly contextualSearch?: boolean;
}

/**
 * The DocSearch button and modal of the theme's SearchBar, answered by the local index instead of
 * Algolia (client/). It differs from the stock SearchBar only where the backend shows: no
 * preconnect to Algolia hosts, the local client, and a clear message on the dev server.
 */
export default function LocalSearchBar({indexName, searchPagePath, searchParameters, contextualSearch}: LocalSearchBarProps): ReactNode {
  const history = useHistory();
  const processSearchResultUrl = useSearchResultUrlProcessor();
  const contextualFacetFilters = useAlgoliaContextualFacetFilters();
  const createSearchLink = useSearchLinkCreator();
  const modalTranslations = useDevServerTranslations();
  const missingResultsUrl = useCallback(
    ({query}: {query: string}) =>
      `https://github.com/OpenCSGs/csghub/issues/new?title=${encodeURIComponent(`Docs search: no results for "${query}"`)}`,
    [],
  );
  const searchContainer = useRef<HTMLDivElement | null>(null);
  const searchButtonRef = useRef<HTMLButtonElement>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string | undefined>(undefined);

  const facetFilters = useMemo(() => {
    const configured = (searchParameters?.facetFilters ?? []) as Parameters<typeof mergeFacetFilters>[1];
    return contextualSearch ? mergeFacetFilters(contextualFacetFilters, configured) : configured;
  }, [contextualSearch, contextualFacetFilters, searchParameters]);

  const openModal = useCallback(() => {
    if (!searchContainer.current) {
      searchContainer.current = document.createElement('div');
      // Marks the modal as answered locally (custom.css hides the "Powered by Algolia" logo there).
      searchContainer.current.dataset.searchBackend = 'local';
      document.body.insertBefore(searchContainer.current, document.body.firstChild);
    }
    void importDocSearchModalIfNeeded().then(() => setIsOpen(true));
  }, []);

  const closeModal = useCallback(() => {
    setIsOpen(false);
    searchButtonRef.current?.focus();
    setInitialQuery(undefined);
  }, []);

  const handleInput = useCallback(
    (event: KeyboardEvent) => {
      if (event.key === 'f' && (event.metaKey || event.ctrlKey)) return;
      event.preventDefault();
      setInitialQuery(event.key);
      openModal();
    },
    [openModal],
  );

  useDocSearchKeyboardEvents({isOpen, onOpen: openModal, onClose: closeModal, onInput: handleInput, searchButtonRef});

  const navigator = useMemo(() => ({navigate: ({itemUrl}: {itemUrl: string}) => history.push(itemUrl)}), [history]);
  const transformItems = useCallback(
    (items: Parameters<NonNullable<DocSearchModalProps['transformItems']>>[0]) =>
      items.map((item) => {
        const {twin} = item as typeof item & TwinField;
        return {...item, url: processSearchResultUrl(item.url), ...(twin ? {twin: {...twin, url: processSearchResultUrl(twin.url)}} : {})};
      }),
    [processSearchResultUrl],
  );
  const twinLabels = useMemo(
    () => ({
      'self-hosted': translate({id: 'site.search.twin.selfHosted', message: '私有化部署版'}),
      community: translate({id: 'site.search.twin.community', message: '社区版'}),
    }),
    [],
  );
  const hitComponent = useMemo(
    () =>
      function SearchHit({hit, children}: {hit: {url: string} & TwinField; children: ReactNode}) {
        return (
          <>
            <Link to={hit.url}>{children}</Link>
            {hit.twin && (
              <Link className="local-search-twin" to={hit.twin.url} onClick={closeModal}>
                {twinLabels[hit.twin.side]}
              </Link>
            )}
          </>
        );
      },
    [closeModal, twinLabels],
  );
  const transformSearchClient = useCallback(() => getBrowserSearchClient('modal') as never, []);
  const resultsFooterComponent = useMemo(
    () =>
      function ResultsFooter({state}: {state: {query: string; context: {nbHits?: number}}}) {
        return (
          <Link to={createSearchLink(state.query)} onClick={closeModal}>
            <Translate id="theme.SearchBar.seeAll" values={{count: state.context.nbHits}}>
              {'See all {count} results'}
            </Translate>
          </Link>
        );
      },
    [createSearchLink, closeModal],
  );

  return (
    <>
      <DocSearchButton
        onTouchStart={importDocSearchModalIfNeeded}
        onFocus={importDocSearchModalIfNeeded}
        onMouseOver={importDocSearchModalIfNeeded}
        onClick={openModal}
        ref={searchButtonRef}
        translations={translations.button}
      />
      {isOpen &&
        DocSearchModal &&
        searchContainer.current &&
        createPortal(
          <DocSearchModal
            appId="local"
            apiKey="local"
            indexName={indexName}
            onClose={closeModal}
            initialScrollY={window.scrollY}
            initialQuery={initialQuery}
            navigator={navigator}
            transformItems={transformItems}
            hitComponent={hitComponent as DocSearchModalProps['hitComponent']}
            transformSearchClient={transformSearchClient}
            {...(searchPagePath ? {resultsFooterComponent} : {})}
            translations={modalTranslations}
            getMissingResultsUrl={missingResultsUrl}
            searchParameters={{...searchParameters, facetFilters}}
          />,
          searchContainer.current,
        )}
      {isOpen && searchContainer.current && (
        <SearchErrorScreen container={searchContainer.current} translations={modalTranslations.errorScreen} />
      )}
    </>
  );
}
