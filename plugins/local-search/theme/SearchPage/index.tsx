import React, {useEffect, useState, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import SearchPage from '@theme-init/SearchPage';
import Translate from '@docusaurus/Translate';
import Head from '@docusaurus/Head';
import {SEARCH_ERROR_EVENT, type SearchErrorDetail} from '../../client/client';
import {useSearchBackend} from '../../client/backend';
import SearchFacets from './SearchFacets';

/**
 * The stock search page, plus the message the reader needs when the local index cannot be loaded
 * (the stock page would just show nothing: it ignores search errors), plus, with the local index,
 * filters by kind of page and by product with their counts (SearchFacets). A change of filter mounts
 * the stock page again, which searches again with the filters the URL now holds.
 */
export default function SearchPageWrapper(): ReactNode {
  const backend = useSearchBackend();
  const [failure, setFailure] = useState<SearchErrorDetail['reason'] | null>(null);
  const [target, setTarget] = useState<Element | null>(null);
  const [facetsTarget, setFacetsTarget] = useState<Element | null>(null);
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    if (backend !== 'local') return undefined;
    const onError = (event: Event) => setFailure((event as CustomEvent<SearchErrorDetail>).detail.reason);
    window.addEventListener(SEARCH_ERROR_EVENT, onError);
    return () => window.removeEventListener(SEARCH_ERROR_EVENT, onError);
  }, [backend]);

  // The message goes under the page's search form, where the results would be.
  useEffect(() => {
    if (!failure) return undefined;
    const form = document.querySelector('#__docusaurus_skipToContent_fallback form');
    if (!form) return undefined;
    const slot = document.createElement('div');
    form.after(slot);
    setTarget(slot);
    return () => slot.remove();
  }, [failure]);

  // The filters go between the page's search form and its results; the form is new after each remount.
  useEffect(() => {
    if (backend !== 'local') return undefined;
    const form = document.querySelector('#__docusaurus_skipToContent_fallback form');
    if (!form) return undefined;
    const slot = document.createElement('div');
    form.after(slot);
    setFacetsTarget(slot);
    return () => slot.remove();
  }, [backend, generation]);

  const message = failure && (
    <div className="margin-top--lg">
      <div className="alert alert--danger" role="alert" data-testid="search-page-error">
        <p className="margin-bottom--sm">
          <strong>
            <Translate id="theme.SearchModal.errorScreen.titleText">Unable to fetch results</Translate>
          </strong>
        </p>
        <p className="margin-bottom--none">
          {failure === 'dev-server' ? (
            <Translate id="site.search.devServer.help">搜索索引随生产构建生成：先运行 npm run build，再运行 npm run serve。</Translate>
          ) : (
            <Translate id="theme.SearchModal.errorScreen.helpText">You might want to check your network connection.</Translate>
          )}
        </p>
      </div>
    </div>
  );

  return (
    <>
      {backend === 'local' && (
        <Head>
          <html data-search-backend="local" />
        </Head>
      )}
      <SearchPage key={generation} />
      {facetsTarget && createPortal(<SearchFacets onChange={() => setGeneration((value) => value + 1)} />, facetsTarget, 'search-facets')}
      {message && target && createPortal(message, target, 'search-error')}
    </>
  );
}
