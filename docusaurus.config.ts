import path from 'node:path';
import type {Config, PluginConfig} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import {BASE_URL, DEFAULT_LOCALE, LOCALES, LOCALE_CODES, localeBaseUrl, localized} from './config/locales';
import {docSidebarNavbarItems, listDocIds} from './config/docSidebars';
import {keptByDocsOnly, readSiteEnv} from './config/env';
import {FRAME_DOCS} from './config/frameDocs';
import {productRedirects} from './config/productLinks';
import {FIXTURES_DOCS_FOLDERS, testFixturesPlugins} from './config/testFixtures';
import csghubRelease from './config/csghub-release.json';
import {publishedRedirects} from './config/publishedLinks';
import {createSidebarItemsGenerator} from './config/sidebarLayout';
import {sidebarLayout} from './sidebars.layout';
import colorModeSystemPlugin from './plugins/color-mode-system';
import codeBlocksPlugin, {codeTheme} from './plugins/code-blocks';
import tryItPlugin from './plugins/try-it';
import idlePrefetchPlugin from './plugins/idle-prefetch';
import announcementBarPlugin from './plugins/announcement-bar';
import localSearchPlugin from './plugins/local-search';
import apiReferencePlugin, {API_DOCS_DIR, isApiReferencePath} from './plugins/api-reference';
import llmsPlugin from './plugins/llms';
import configReferencePlugin, {CONFIG_DOCS_DIR} from './plugins/config-reference';
import pageHistoryPlugin, {pageHistoryVcs} from './plugins/page-history';
import sidebarMetadataDocsPlugin from './plugins/sidebar-metadata';
import bundleStatsPlugin from './plugins/bundle-stats';
import leanRegistryPlugin from './plugins/lean-registry';
import stockRewritesPlugin from './plugins/stock-rewrites';
import leanRuntimePlugin from './plugins/lean-runtime';
import lazyRoutesPlugin from './plugins/lazy-routes';
import docSections from './plugins/doc-sections';

const env = readSiteEnv(process.env);
const {locale, onlyGlobs, search} = env;

// DOCS_ONLY=<folders> builds a subset of the docs (preview while writing); broken links then only warn,
// because pages outside the subset are missing on purpose. Placing the docs in the navbar's sidebars
// also checks the sidebar layout: a doc that no rule places stops the build here, with its id.
const docIds = listDocIds(path.join(__dirname, LOCALES[DEFAULT_LOCALE].docsDir)).filter((id) => keptByDocsOnly(onlyGlobs, id));
const navbarSidebars = docSidebarNavbarItems(sidebarLayout, docIds);
for (const reason of navbarSidebars.skipped) console.warn(`[config] ${reason}`);

/** Changing the id shows the bar again to readers who closed it. */
const announcementId = 'docs-center-2026-11';
const localeBase = localeBaseUrl(locale);

const config: Config = {
  title: localized(locale, {'zh-Hans': 'OpenCSG 文档中心', en: 'OpenCSG Docs'}),
  tagline: localized(locale, {
    'zh-Hans': 'CSGHub、CSGShip、AgenticHub 与 OpenCSG 社区的使用与部署文档',
    en: 'Guides for CSGHub, CSGShip, AgenticHub and the OpenCSG community',
  }),
  favicon: 'img/favicon.svg',
  url: 'https://opencsg.com',
  baseUrl: BASE_URL,
  trailingSlash: undefined,

  // A subset build (DOCS_ONLY, or without the API or configuration reference) misses pages on purpose: links only warn.
  onBrokenLinks: onlyGlobs || !env.apiReference || !env.configReference ? 'warn' : 'throw',
  onBrokenAnchors: 'warn',
  onDuplicateRoutes: 'throw',
  // The banner diagnoses a wrong baseUrl with an inline script; the serving tests check the base URL instead.
  baseUrlIssueBanner: false,

  future: {
    v4: true,
    // Preview builds run side by side in private copies sharing node_modules: no shared on-disk cache.
    faster: env.preview ? {rspackPersistentCache: false} : true,
    // Faster's eager Git reading (one `git log` for every page's date), and no dates from an incomplete
    // history (a copy without .git, a shallow clone) instead of wrong ones: plugins/page-history/vcs.ts.
    experimental_vcs: pageHistoryVcs(),
  },
  // Plain storage keys (`theme`, `docusaurus.announcement.*`), as the spec names them.
  storage: {type: 'localStorage', namespace: false},

  i18n: {
    defaultLocale: DEFAULT_LOCALE,
    locales: LOCALE_CODES,
    localeConfigs: Object.fromEntries(LOCALE_CODES.map((code) => [code, {label: LOCALES[code].label, htmlLang: LOCALES[code].htmlLang}])),
  },

  markdown: {
    mermaid: true,
    // Explicit heading ids (`## Install {#install}`) keep anchors identical in both languages.
    mdx1Compat: {headingIds: true, comments: false, admonitions: false},
    hooks: {
      onBrokenMarkdownLinks: onlyGlobs || !env.apiReference || !env.configReference ? 'warn' : 'throw',
    },
  },

  presets: [
    [
      'classic',
      {
        // The docs plugin is plugins/sidebar-metadata (below): each doc page loads its own sidebar only.
        docs: false,
        blog: {
          showReadingTime: true,
          blogTitle: LOCALES[DEFAULT_LOCALE].blogLabel,
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

  // Scroll anchoring leaves out the doc sections never laid out (plugins/doc-sections/client.ts).
  clientModules: ['./plugins/doc-sections/client.ts'],

  themes: ['@docusaurus/theme-mermaid'],

  plugins: [
    // The stock docs plugin with each sidebar's data in its own module (plugins/sidebar-metadata/README.md).
    [
      sidebarMetadataDocsPlugin,
      {
        routeBasePath: '/',
        sidebarPath: './sidebars.ts',
        sidebarItemsGenerator: createSidebarItemsGenerator(sidebarLayout),
        ...(onlyGlobs ? {include: onlyGlobs} : {}),
        lastVersion: 'current',
        versions: {current: {label: '1.0F'}},
        breadcrumbs: true,
        showLastUpdateTime: true,
        // Each h2 section in a block the browser skips while off screen (plugins/doc-sections).
        rehypePlugins: [
          [
            docSections,
            {skip: (file: string) => [API_DOCS_DIR, CONFIG_DOCS_DIR].some((dir) => file.replace(/\\/g, '/').includes(`/${dir}/`))},
          ],
        ],
      } satisfies DocsOptions,
    ] satisfies PluginConfig,
    // With BENCH_STATS=1, the client bundle's chunks and modules for `npm run bench`.
    bundleStatsPlugin,
    // The route registry without its source paths in the browser build (read only by the server rendering).
    leanRegistryPlugin,
    // Stock modules rewritten, a row each: React 18's server rendering without NUL bytes, two sorts without
    // localeCompare, the "is browser" flag set in a transition (plugins/stock-rewrites/README.md).
    stockRewritesPlugin,
    // Chunk files named by id, the route chunks' ids their names: the runtime without its two name maps (plugins/lean-runtime).
    leanRuntimePlugin,
    // The doc routes load by path prefix, out of main.js (plugins/lazy-routes).
    lazyRoutesPlugin,
    colorModeSystemPlugin,
    codeBlocksPlugin,
    tryItPlugin,
    idlePrefetchPlugin,
    announcementBarPlugin,
    // Off (DOCS_API_REFERENCE=0), the plugin removes an earlier build's pages when Docusaurus creates it.
    [apiReferencePlugin, {enabled: env.apiReference}],
    [configReferencePlugin, {enabled: env.configReference}],
    [localSearchPlugin, {backend: search.backend}],
    llmsPlugin,
    // Pages whose version in the other language changed later show a notice (global data for the theme).
    [
      pageHistoryPlugin,
      {
        folders: [
          Object.fromEntries(LOCALE_CODES.map((code) => [code, LOCALES[code].docsDir])),
          ...(env.withFixtures ? [FIXTURES_DOCS_FOLDERS] : []),
        ],
        skip: (id: string) => isApiReferencePath(id) || id.startsWith(`${CONFIG_DOCS_DIR}/`),
      },
    ] satisfies PluginConfig,
    // Paths the CSGHub web app links to that this site names differently (config/product-links.json).
    // ... and paths OpenCSG has published that this site names differently (config/published-links.json).
    ...(onlyGlobs
      ? []
      : [['@docusaurus/plugin-client-redirects', {redirects: [...productRedirects(), ...publishedRedirects()]}] satisfies PluginConfig]),
    ...(env.withFixtures ? testFixturesPlugins : []),
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
        'zh-Hans': `全新的 OpenCSG 文档中心：中英双语，离线也能搜索。从 <a href="${localeBase}${FRAME_DOCS.gettingStarted.slice(1)}">CSGHub 快速上手</a> 开始。`,
        en: `The new OpenCSG docs center: in Chinese and English, with search that works offline. Start with <a href="${localeBase}${FRAME_DOCS.gettingStarted.slice(1)}">Getting started with CSGHub</a>.`,
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
      logo: {alt: '', src: 'img/logo.svg', srcDark: 'img/logo-dark.svg', width: 32, height: 32},
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
            {label: '社区教程', to: FRAME_DOCS.intro},
            {label: 'CSGHub', to: FRAME_DOCS.csghubIntroduction},
            {label: '安装 CSGHub', to: FRAME_DOCS.gettingStarted},
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
      copyright: localized(locale, {
        'zh-Hans': `Copyright © ${new Date().getFullYear()} OpenCSG · 安装与配置以 CSGHub ${csghubRelease.release} 为准`,
        en: `Copyright © ${new Date().getFullYear()} OpenCSG · Installation and configuration follow CSGHub ${csghubRelease.release}`,
      }),
    },
    prism: {
      theme: codeTheme,
      darkTheme: codeTheme,
      // Beyond the languages prism-react-renderer bundles (yaml, json, python, javascript, markdown, go…).
      additionalLanguages: ['bash', 'docker', 'ini', 'toml', 'nginx', 'sql', 'powershell', 'csv'],
    },
    mermaid: {theme: {light: 'neutral', dark: 'dark'}},
  } satisfies Preset.ThemeConfig,
};

export default config;
