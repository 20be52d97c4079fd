import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

export type SearchBackend = 'local' | 'algolia';

/** The backend chosen at build time (see docusaurus.config.ts: Algolia when its three variables are set). */
export function useSearchBackend(): SearchBackend {
  const {siteConfig} = useDocusaurusContext();
  return (siteConfig.customFields?.searchBackend as SearchBackend | undefined) ?? 'local';
}
