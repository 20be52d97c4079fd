import {usePluginData} from '@docusaurus/useGlobalData';
import type {SearchBackend} from '../shared/format';

/** The backend chosen at build time (Algolia when its three variables are set), from the plugin's global data. */
export function useSearchBackend(): SearchBackend {
  const data = usePluginData('local-search') as {backend?: SearchBackend} | undefined;
  return data?.backend ?? 'local';
}
