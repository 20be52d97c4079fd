/**
 * The search client as the browser uses it: index files fetched from this site only, one client per
 * renderer kept for the whole visit (so loaded shards are reused), failures logged and announced.
 */
import {LocalSearchClient, SEARCH_ERROR_EVENT, SEARCH_OK_EVENT, httpFetcher, type PageFilters, type SearchErrorDetail} from './client';
import {PAGE_KINDS, PRODUCTS} from '../shared/kinds';
import type {IndexFetcher} from './engine';
import {INDEX_DIR, INDEX_META} from '../shared/format';
import {readerSide} from '../shared/counterparts';

/** The dev server has no postBuild, hence no index: say so instead of failing on a missing file. */
const DEV_SERVER_MESSAGE = 'The search index is built with the production build: run "npm run build", then "npm run serve".';

function indexBaseUrl(): string {
  const meta = document.querySelector<HTMLMetaElement>(`meta[name="${INDEX_META}"]`);
  return meta?.content || `/${INDEX_DIR}/`;
}

const browserFetcher: IndexFetcher = (file) => {
  if (process.env.NODE_ENV === 'development') return Promise.reject(new Error(DEV_SERVER_MESSAGE));
  return httpFetcher(indexBaseUrl())(file);
};

function reportError(error: Error): void {
  console.error('[search] the search index could not be loaded:', error);
  const detail: SearchErrorDetail = {
    reason: process.env.NODE_ENV === 'development' ? 'dev-server' : 'unreachable',
    message: error.message,
  };
  window.dispatchEvent(new CustomEvent(SEARCH_ERROR_EVENT, {detail}));
}

/** The search page's URL parameters for its filters: `?q=…&kind=guide,api&product=csghub`. */
export const FILTER_PARAMS = {kinds: 'kind', products: 'product'} as const;

/** The filters a search page URL asks for; values that are no kind or product are ignored. */
export function pageFiltersOf(search: string): PageFilters {
  const params = new URLSearchParams(search);
  const values = (name: string, known: readonly string[]) =>
    (params.get(name) ?? '')
      .split(',')
      .map((value) => value.trim())
      .filter((value) => known.includes(value));
  return {kinds: values(FILTER_PARAMS.kinds, PAGE_KINDS), products: values(FILTER_PARAMS.products, PRODUCTS)};
}

const clients = new Map<'modal' | 'page', LocalSearchClient>();

export function getBrowserSearchClient(renderer: 'modal' | 'page'): LocalSearchClient {
  let client = clients.get(renderer);
  if (!client) {
    client = new LocalSearchClient({
      fetchFile: browserFetcher,
      origin: () => window.location.origin,
      side: () => readerSide(window.location.pathname),
      renderer,
      onError: reportError,
      onSuccess: () => window.dispatchEvent(new Event(SEARCH_OK_EVENT)),
      ...(renderer === 'page' ? {pageFilters: () => pageFiltersOf(window.location.search)} : {}),
    });
    clients.set(renderer, client);
  }
  return client;
}
