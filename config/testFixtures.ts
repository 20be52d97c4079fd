import type {PluginConfig} from '@docusaurus/types';

/** Where the test-only fixture pages are served (a second docs plugin instance). */
export const FIXTURES_ROUTE_BASE = '__fixtures';

/**
 * Pages that exist only in test builds (DOCS_TEST_FIXTURES=1): a page that crashes on purpose (the
 * crash page and Try again) and a page with hostile markup in its text (escaped search results).
 */
export const testFixturesPlugins: PluginConfig[] = [
  [
    '@docusaurus/plugin-content-docs',
    {id: 'fixtures', path: 'tests/fixtures/docs', routeBasePath: FIXTURES_ROUTE_BASE, sidebarPath: false, showLastUpdateTime: true},
  ],
];

/** The fixture pages' folders per language (a pair made to drift apart: plugins/page-history). */
export const FIXTURES_DOCS_FOLDERS = {
  'zh-Hans': 'tests/fixtures/docs',
  en: 'i18n/en/docusaurus-plugin-content-docs-fixtures/current',
} as const;
