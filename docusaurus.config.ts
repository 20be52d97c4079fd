import path from 'node:path';
import {themes as prismThemes} from 'prism-react-renderer';
import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import {createSidebarItemsGenerator} from './plugins/sidebar-layout';
import {
  checkLayout,
  currentLocale,
  docSidebarNavbarItems,
  docsOnlyGlobs,
  keptByDocsOnly,
  listDocIds,
  localized,
  searchConfig,
} from './plugins/site-config';
import {sidebarLayout} from './sidebars.layout';
import colorModeSystemPlugin from './plugins/color-mode-system';
import announcementBarPlugin from './plugins/announcement-bar';
import testFixturesPlugins from './plugins/test-fixtures';
import searchIndex from './plugins/search-index';

const locale = currentLocale(process.env);

// DOCS_ONLY=<folders> builds a subset of the docs (preview while writing); broken links then only warn,
// because pages outside the subset are missing on purpose.
const onlyGlobs = docsOnlyGlobs(process.env);
const docIds = listDocIds(path.join(__dirname, 'docs')).filter((id) => keptByDocsOnly(onlyGlobs, id));
checkLayout(sidebarLayout, docIds);

// Test fixtures (a page that crashes on purpose, a page with hostile markup) are built only for the
// test suite, never for readers.
const withFixtures = process.env.DOCS_TEST_FIXTURES === '1';

const navbarSidebars = docSidebarNavbarItems(sidebarLayout, docIds, [
  {sidebarId: 'tutorialSidebar', label: '社区教程'},
  {sidebarId: 'csghub', label: 'CSGHub'},
  {sidebarId: 'starship', label: 'CSGShip'},
  {sidebarId: 'agentichub', label: 'AgenticHub'},
]);
for (const reason of navbarSidebars.skipped) console.warn(`[config] ${reason}`);

// Search: a hosted Algolia index when its credentials are given at build time, else the local index.
const search = searchConfig(process.env);

/** Changing the id shows the bar again to readers who closed it. */
const announcementId = 'docs-centre-2026-11';

const config: Config = {
  title: localized(locale, {'zh-Hans': 'OpenCSG 文档中心', en: 'OpenCSG Docs'}),
  tagline: localized(locale, {
    'zh-Hans': 'CSGHub、CSGShip、AgenticHub 与 OpenCSG 社区的使用与部署文档',
    en: 'Guides for CSGHub, CSGShip, AgenticHub and the OpenCSG community',
  }),
  favicon: 'img/favicon.svg',
  url: 'https://opencsg.com',
  baseUrl: '/docs/',
  trailingSlash: undefined,

  onBrokenLinks: onlyGlobs ? 'warn' : 'throw',
  onBrokenAnchors: 'warn',
  onDuplicateRoutes: 'throw',

  future: {
    v4: true,
    // Preview builds run side by side in private copies sharing node_modules: no shared on-disk cache.
    faster: process.env.DOCS_PREVIEW === '1' ? {rspackPersistentCache: false} : true,
  },
  // Plain storage keys (`theme`, `docusaurus.announcement.*`), as the spec names them.
  storage: {type: 'localStorage', namespace: false},

  i18n: {
    defaultLocale: 'zh-Hans',
    locales: ['zh-Hans', 'en'],
    localeConfigs: {
      'zh-Hans': {label: '简体中文', htmlLang: 'zh-Hans'},
      en: {label: 'English', htmlLang: 'en'},
    },
  },

  markdown: {
    mermaid: true,
    // Explicit heading ids (`## Install {#install}`) keep anchors identical in both languages.
    mdx1Compat: {headingIds: true, comments: false, admonitions: false},
    hooks: {
      onBrokenMarkdownLinks: onlyGlobs ? 'warn' : 'throw',
    },
  },

  presets: [
    [
      'classic',
      {
        docs: {
          routeBasePath: '/',
          sidebarPath: './sidebars.ts',
          sidebarItemsGenerator: createSidebarItemsGenerator(sidebarLayout),
          ...(onlyGlobs ? {include: onlyGlobs} : {}),
          lastVersion: 'current',
          versions: {current: {label: '1.0F'}},
          breadcrumbs: true,
        },
        blog: {
          showReadingTime: true,
          blogTitle: '博客',
          blogDescription: 'OpenCSG 文档中心的更新：文档怎样组织、怎样写，以及 CSGHub 各版本的说明怎样归档。',
          blogSidebarTitle: '最近的文章',
          blogSidebarCount: 'ALL',
          onInlineTags: 'throw',
          onInlineAuthors: 'throw',
          onUntruncatedBlogPosts: 'throw',
          feedOptions: {type: ['rss', 'atom'], xslt: false},
        },
        theme: {
          customCss: './src/css/custom.css',
        },
      } satisfies Preset.Options,
    ],
  ],

  themes: ['@docusaurus/theme-mermaid'],

  customFields: {searchBackend: search.backend},

  plugins: [
    colorModeSystemPlugin,
    announcementBarPlugin,
    searchIndex({backend: search.backend, blogLabel: {'zh-Hans': '博客', en: 'Blog'}}),
    ...(withFixtures ? testFixturesPlugins : []),
  ],

  themeConfig: {
    image: 'img/social-card.png',
    algolia: {
      appId: search.appId,
      apiKey: search.apiKey,
      indexName: search.indexName,
      contextualSearch: true,
      searchPagePath: 'search',
    },
    colorMode: {
      defaultMode: 'light',
      disableSwitch: false,
      respectPrefersColorScheme: false,
    },
    announcementBar: {
      id: announcementId,
      content: localized(locale, {
        'zh-Hans':
          '全新的 OpenCSG 文档中心：中英双语，离线也能搜索。从 <a href="/docs/csghub/101/getting_started">CSGHub 快速上手</a> 开始。',
        en: 'The new OpenCSG docs centre: in Chinese and English, with search that works offline. Start with <a href="/docs/en/csghub/101/getting_started">Getting started with CSGHub</a>.',
      }),
      isCloseable: true,
    },
    docs: {
      sidebar: {hideable: true, autoCollapseCategories: false},
    },
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    navbar: {
      title: 'OpenCSG',
      hideOnScroll: false,
      logo: {alt: 'OpenCSG', src: 'img/logo.svg', srcDark: 'img/logo-dark.svg', width: 32, height: 32},
      items: [
        ...navbarSidebars.items,
        {type: 'search', position: 'right'},
        {type: 'localeDropdown', position: 'right'},
        {href: 'https://opencsg.com', label: '首页', position: 'right', className: 'navbar-home-link'},
      ],
    },
    footer: {
      style: 'dark',
      logo: {alt: 'OpenCSG', src: 'img/logo-dark.svg', href: 'https://opencsg.com', width: 40, height: 40},
      links: [
        {
          title: '文档',
          items: [
            {label: '社区教程', to: '/intro'},
            {label: 'CSGHub', to: '/csghub/101/introduction'},
            {label: '安装 CSGHub', to: '/csghub/101/getting_started'},
          ],
        },
        {
          title: '开源项目',
          items: [
            {label: 'CSGHub', href: 'https://github.com/OpenCSGs/csghub'},
            {label: 'CSGHub Server', href: 'https://github.com/OpenCSGs/csghub-server'},
            {label: 'CSGHub Helm Charts', href: 'https://github.com/OpenCSGs/csghub-charts'},
            {label: 'CSGHub SDK', href: 'https://github.com/OpenCSGs/csghub-sdk'},
          ],
        },
        {
          title: '更多',
          items: [
            {label: '博客', to: '/blog'},
            {label: 'OpenCSG 社区', href: 'https://opencsg.com'},
          ],
        },
      ],
      copyright: `Copyright © ${new Date().getFullYear()} OpenCSG`,
    },
    prism: {
      theme: prismThemes.github,
      darkTheme: prismThemes.dracula,
      additionalLanguages: ['bash', 'json', 'yaml', 'python', 'docker', 'ini', 'toml', 'go', 'diff'],
    },
    mermaid: {theme: {light: 'neutral', dark: 'dark'}},
  } satisfies Preset.ThemeConfig,
};

export default config;
