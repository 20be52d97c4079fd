/**
 * Stands in for `algoliasearch/lite` when no Algolia index is configured (webpack alias set by
 * plugins/local-search/index.ts), so that the theme's search page asks the local index instead of Algolia.
 */
import {getBrowserSearchClient} from './browser';
import type {LocalSearchClient} from './client';

/** Same signature as algoliasearch's `liteClient(appId, apiKey)`; the arguments are not needed. */
export function liteClient(..._credentials: unknown[]): LocalSearchClient {
  return new Proxy({} as LocalSearchClient, {
    // Created during server rendering too: the real client is made on first use, in the browser.
    get(_target, property) {
      const client = getBrowserSearchClient('page');
      const value = Reflect.get(client, property, client) as unknown;
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(client) : value;
    },
  });
}

export default liteClient;
