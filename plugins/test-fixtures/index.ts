/**
 * Pages that exist only in test builds (DOCS_TEST_FIXTURES=1), never in what readers get: a page that
 * crashes on purpose (to test the crash page and Try again) and a page with hostile markup in its
 * text (to test that search results are escaped). They live in tests/fixtures/docs, served under
 * /__fixtures/ by a second instance of the docs plugin.
 */
import type {PluginConfig} from '@docusaurus/types';

export const FIXTURES_ROUTE_BASE = '__fixtures';

const testFixturesPlugins: PluginConfig[] = [
  [
    '@docusaurus/plugin-content-docs',
    {
      id: 'fixtures',
      path: 'tests/fixtures/docs',
      routeBasePath: FIXTURES_ROUTE_BASE,
      sidebarPath: false,
    },
  ],
];

export default testFixturesPlugins;
