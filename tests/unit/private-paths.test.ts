/**
 * Every private Docusaurus/DocSearch path the code relies on, in one table: where it is used, and a check
 * that it still resolves in node_modules. After an upgrade, a failure here names at once what moved
 * (CONTRIBUTING.md, "Upgrading Docusaurus"). A second test keeps the table complete: a private path
 * written in the code but missing from the table fails, and so does a row no file uses any more.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.join(__dirname, '..', '..');

interface PrivatePath {
  /** The path as the code writes it (an import, an alias, a require.resolve argument). */
  readonly spec: string;
  /** The file in node_modules it stands for (for `@theme-*` aliases, the stock component they wrap). */
  readonly file: string;
  /** The files that rely on it. */
  readonly usedIn: readonly string[];
  /** Names the code imports from it, when it is a module of internal exports. */
  readonly exports?: readonly string[];
}

const classic = '@docusaurus/theme-classic/lib/theme';

// prettier-ignore
export const PRIVATE_PATHS: readonly PrivatePath[] = [
  // Build-time modules and files.
  {spec: '@docusaurus/core/lib/babel/preset', file: '@docusaurus/core/lib/babel/preset.js', usedIn: ['babel.config.js']},
  {spec: '@docusaurus/core/lib/server/configValidation.js', file: '@docusaurus/core/lib/server/configValidation.js', usedIn: ['scripts/check-next.ts']},
  {spec: 'prism-include-languages', file: '@docusaurus/theme-classic/lib/prism-include-languages.js', usedIn: ['plugins/code-blocks/index.ts']},
  {spec: "'nprogress'", file: '@docusaurus/theme-classic/lib/nprogress.js', usedIn: ['plugins/lean-registry/index.ts']},
  {spec: '@docusaurus/utils/lib/vcs/vcsGitEager', file: '@docusaurus/utils/lib/vcs/vcsGitEager.js', usedIn: ['plugins/page-history/tests/vcs.test.ts']},
  {spec: '@docusaurus/plugin-content-docs/lib/sidebars/generator.js', file: '@docusaurus/plugin-content-docs/lib/sidebars/generator.js', usedIn: ['tests/unit/sidebar-layout.test.ts']},
  {spec: '@docusaurus/plugin-content-docs/lib/docs.js', file: '@docusaurus/plugin-content-docs/lib/docs.js', usedIn: ['tests/unit/sidebar-layout.test.ts']},
  {spec: '@docusaurus/plugin-content-docs/lib/numberPrefix.js', file: '@docusaurus/plugin-content-docs/lib/numberPrefix.js', usedIn: ['tests/unit/sidebar-layout.test.ts']},
  {spec: '@docusaurus/core/lib/client/renderToHtml.js', file: '@docusaurus/core/lib/client/renderToHtml.js', usedIn: ['plugins/stock-rewrites/rewrites.js', 'plugins/stock-rewrites/renderToPipeableStream.ts', 'plugins/stock-rewrites/tests/loader.test.ts']},
  {spec: '@docusaurus/theme-common/lib/utils/reactUtils.js', file: '@docusaurus/theme-common/lib/utils/reactUtils.js', usedIn: ['plugins/stock-rewrites/rewrites.js', 'plugins/stock-rewrites/tests/loader.test.ts']},
  {spec: '@docusaurus/core/lib/client/browserContext.js', file: '@docusaurus/core/lib/client/browserContext.js', usedIn: ['plugins/stock-rewrites/rewrites.js', 'plugins/stock-rewrites/tests/loader.test.ts']},
  {spec: '@docusaurus/plugin-content-docs/lib/client/docsClientUtils.js', file: '@docusaurus/plugin-content-docs/lib/client/docsClientUtils.js', usedIn: ['plugins/stock-rewrites/rewrites.js', 'plugins/stock-rewrites/tests/loader.test.ts']},
  // Browser-side internals and styles.
  {spec: '@docusaurus/theme-common/internal', file: '@docusaurus/theme-common/lib/internal.d.ts', usedIn: ['src/components/global/PageHistory/index.tsx', 'plugins/code-blocks/theme/CodeBlock/Content/index.tsx', 'plugins/code-blocks/theme/CodeBlock/Content/String.tsx', 'plugins/code-blocks/theme/Tabs/index.tsx'], exports: ['useAlternatePageUtils', 'useCodeBlockContext', 'CodeBlockContextProvider', 'createCodeBlockMetadata', 'useScrollPositionBlocker', 'useTabsContextValue', 'useTabs', 'sanitizeTabsChildren', 'TabsProvider']},
  {spec: `${classic}/CodeBlock/Content/styles.module.css`, file: `${classic}/CodeBlock/Content/styles.module.css`, usedIn: ['plugins/code-blocks/theme/CodeBlock/Content/index.tsx', 'plugins/code-blocks/modules.d.ts']},
  {spec: `${classic}/Tabs/styles.module.css`, file: `${classic}/Tabs/styles.module.css`, usedIn: ['plugins/code-blocks/theme/Tabs/index.tsx', 'plugins/code-blocks/modules.d.ts']},
  {spec: '@docusaurus/theme-classic/lib/nprogress.css', file: '@docusaurus/theme-classic/lib/nprogress.css', usedIn: ['plugins/lean-registry/client/nprogress.ts', 'plugins/lean-registry/modules.d.ts']},
  {spec: '@docsearch/css/dist/_variables.css', file: '@docsearch/css/dist/_variables.css', usedIn: ['plugins/local-search/index.ts']},
  {spec: '@docsearch/css/dist/button.css', file: '@docsearch/css/dist/button.css', usedIn: ['plugins/local-search/index.ts']},
  {spec: '@docsearch/css/dist/modal.css', file: '@docsearch/css/dist/modal.css', usedIn: ['plugins/local-search/theme/SearchModal/index.tsx']},
  // Stock components we wrap (@theme-original: src/theme; @theme-init: a plugin's theme).
  {spec: '@theme-original/ColorModeToggle', file: `${classic}/ColorModeToggle/index.js`, usedIn: ['src/theme/ColorModeToggle/index.tsx']},
  {spec: '@theme-original/DocItem/Content', file: `${classic}/DocItem/Content/index.js`, usedIn: ['src/theme/DocItem/Content/index.tsx']},
  {spec: '@theme-original/DocItem/Footer', file: `${classic}/DocItem/Footer/index.js`, usedIn: ['src/theme/DocItem/Footer/index.tsx']},
  {spec: '@theme-original/ErrorPageContent', file: `${classic}/ErrorPageContent.js`, usedIn: ['src/theme/ErrorPageContent/index.tsx']},
  {spec: '@theme-original/MDXComponents', file: `${classic}/MDXComponents/index.js`, usedIn: ['src/theme/MDXComponents/index.tsx']},
  {spec: '@theme-original/Mermaid', file: '@docusaurus/theme-mermaid/lib/theme/Mermaid/index.js', usedIn: ['src/theme/Mermaid/index.tsx']},
  {spec: '@theme-original/NotFound/Content', file: `${classic}/NotFound/Content/index.js`, usedIn: ['src/theme/NotFound/Content/index.tsx']},
  {spec: '@theme-init/CodeBlock/Content', file: `${classic}/CodeBlock/Content/index.js`, usedIn: ['plugins/code-blocks/client/HighlightedContent.tsx']},
  {spec: '@theme-init/CodeBlock/Line', file: `${classic}/CodeBlock/Line/index.js`, usedIn: ['plugins/code-blocks/theme/CodeBlock/Line/index.tsx']},
  {spec: '@theme-init/DocItem/Content', file: `${classic}/DocItem/Content/index.js`, usedIn: ['plugins/llms/theme/DocItem/Content/index.tsx']},
  {spec: '@theme-init/SearchPage', file: '@docusaurus/theme-search-algolia/lib/theme/SearchPage/index.js', usedIn: ['plugins/local-search/theme/SearchPage/index.tsx']},
  {spec: '@theme-init/DocCategoryGeneratedIndexPage', file: `${classic}/DocCategoryGeneratedIndexPage/index.js`, usedIn: ['plugins/sidebar-metadata/theme/DocCategoryGeneratedIndexPage/index.tsx']},
  {spec: '@theme-init/DocRoot', file: `${classic}/DocRoot/index.js`, usedIn: ['plugins/sidebar-metadata/theme/DocRoot/index.tsx']},
];

/**
 * Stock components we replace outright (no wrapper): the upstream file to diff on an upgrade. They are
 * not imported, so the scan below cannot find them; the check is that the upstream file still exists.
 */
// prettier-ignore
export const REPLACED_COMPONENTS: readonly {readonly ours: string; readonly upstream: string}[] = [
  {ours: 'plugins/code-blocks/theme/CodeBlock/index.tsx', upstream: `${classic}/CodeBlock/index.js`},
  {ours: 'plugins/code-blocks/theme/CodeBlock/Content/index.tsx', upstream: `${classic}/CodeBlock/Content/index.js`},
  {ours: 'plugins/local-search/theme/SearchBar/index.tsx', upstream: '@docusaurus/theme-search-algolia/lib/theme/SearchBar/index.js'},
];

/** Private paths as code writes them: deep `lib/` paths, the internal entry, theme aliases, DocSearch's files. */
const PRIVATE =
  /@docusaurus\/[\w-]+\/lib\/[\w./-]+|@docusaurus\/theme-common\/internal|@theme-(?:original|init)\/[\w/]+|@docsearch\/[\w-]+\/[\w./-]+/g;
/** Files that name a private path without relying on it. */
const NOT_RELIANCE = new Map([
  ['scripts/lib/bundle.test.ts', 'a sample module name for the bundle breakdown'],
  ['tests/unit/private-paths.test.ts', 'this table'],
]);
const SCANNED = ['src', 'plugins', 'scripts', 'tests', 'config'];
const SCANNED_FILES = ['babel.config.js', 'docusaurus.config.ts', 'sidebars.ts'];

function codeFiles(): string[] {
  const found = [...SCANNED_FILES];
  const walk = (dir: string): void => {
    for (const entry of fs.readdirSync(path.join(ROOT, dir), {withFileTypes: true})) {
      const rel = `${dir}/${entry.name}`;
      if (entry.isDirectory()) {
        if (!['node_modules', 'fixtures', 'generated'].includes(entry.name)) walk(rel);
      } else if (/\.(ts|tsx|mjs|js|css)$/.test(entry.name)) found.push(rel);
    }
  };
  SCANNED.forEach(walk);
  return found.filter((file) => !NOT_RELIANCE.has(file));
}

function existsInNodeModules(file: string): boolean {
  return fs.existsSync(path.join(ROOT, 'node_modules', file));
}

test('every private Docusaurus/DocSearch path the code relies on resolves in node_modules', () => {
  const missing: string[] = [];
  for (const {spec, file, usedIn, exports} of PRIVATE_PATHS) {
    if (!existsInNodeModules(file)) {
      missing.push(`${spec} (node_modules/${file}), used in ${usedIn.join(', ')}`);
      continue;
    }
    const text = fs.readFileSync(path.join(ROOT, 'node_modules', file), 'utf8');
    for (const name of exports ?? [])
      if (!new RegExp(`\\b${name}\\b`).test(text)) missing.push(`${name} from ${spec}, used in ${usedIn.join(', ')}`);
  }
  for (const {ours, upstream} of REPLACED_COMPONENTS)
    if (!existsInNodeModules(upstream)) missing.push(`node_modules/${upstream}, which ${ours} replaces`);
  assert.deepEqual(missing, [], `Moved or gone after an upgrade (see CONTRIBUTING.md, "Upgrading Docusaurus"):\n${missing.join('\n')}`);
});

test('the table names every private path in the code, and each row is still used where it says', () => {
  const rows = PRIVATE_PATHS.flatMap(({spec, usedIn}) => usedIn.map((file) => ({spec, file})));
  const unlisted: string[] = [];
  for (const file of codeFiles()) {
    const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
    for (const [spec] of text.matchAll(PRIVATE)) {
      const bare = spec.replace(/\.$/, '');
      const listed = PRIVATE_PATHS.some((row) => row.usedIn.includes(file) && (row.spec === bare || `${row.spec}.js` === bare));
      if (!listed) unlisted.push(`${bare} in ${file}`);
    }
  }
  assert.deepEqual([...new Set(unlisted)], [], 'private paths missing from PRIVATE_PATHS (add a row)');
  const stale = rows
    .filter(({spec, file}) => !fs.existsSync(path.join(ROOT, file)) || !fs.readFileSync(path.join(ROOT, file), 'utf8').includes(spec))
    .map(({spec, file}) => `${spec} in ${file}`);
  assert.deepEqual(stale, [], 'rows of PRIVATE_PATHS no longer used where they say (remove or correct them)');
  for (const {ours} of REPLACED_COMPONENTS) assert.ok(fs.existsSync(path.join(ROOT, ours)), `${ours} is gone: update REPLACED_COMPONENTS`);
});

test('each override in src/theme, and each replaced component, names its upstream file at the installed version', () => {
  const LINK =
    /Original source[\s\S]{0,200}?https:\/\/github\.com\/facebook\/docusaurus\/blob\/v([\w.-]+)\/packages\/docusaurus-([\w-]+)\/(src\/theme\/\S+)/;
  const problems: string[] = [];
  const walk = (dir: string): string[] =>
    fs
      .readdirSync(path.join(ROOT, dir), {withFileTypes: true})
      .flatMap((entry) =>
        entry.isDirectory() ? walk(`${dir}/${entry.name}`) : entry.name === 'index.tsx' ? [`${dir}/${entry.name}`] : [],
      );
  for (const file of [...walk('src/theme'), ...REPLACED_COMPONENTS.map(({ours}) => ours)]) {
    const match = fs.readFileSync(path.join(ROOT, file), 'utf8').match(LINK);
    if (!match) {
      problems.push(`${file}: no "Original source" header with a github.com/facebook/docusaurus link`);
      continue;
    }
    const [, version, pkg, upstream] = match as unknown as [string, string, string, string];
    const installed = (
      JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules/@docusaurus', pkg, 'package.json'), 'utf8')) as {version: string}
    ).version;
    if (version !== installed)
      problems.push(
        `${file}: names v${version}, installed @docusaurus/${pkg} is ${installed} (diff the upstream file, then update the link)`,
      );
    if (!existsInNodeModules(`@docusaurus/${pkg}/${upstream}`)) problems.push(`${file}: @docusaurus/${pkg}/${upstream} is gone`);
  }
  assert.deepEqual(problems, []);
});
