import {test} from 'node:test';
import assert from 'node:assert/strict';
import {DOC_THEME_CHUNK, DOC_THEME_FILENAME, docThemeCacheGroup, docThemeChunkNames} from '../docTheme';

/** A registry entry as Docusaurus 3.10 writes it in `.docusaurus/registry.js`. */
const entry = (name: string, module: string) =>
  `  "${name}": [() => import(/* webpackChunkName: "${name}" */ "${module}"), "${module}", require.resolveWeak("${module}")],`;

test('docThemeChunkNames: the chunk names of the doc root and the doc item', () => {
  const registry = [
    'export default {',
    entry('0e384e19', '@site/docs/intro.md'),
    entry('17896441', '@theme/DocItem'),
    entry('5e95c892', '@theme/DocsRoot'),
    entry('a7bd4aaa', '@theme/DocVersionRoot'),
    entry('a94703ab', '@theme/DocRoot'),
    entry('c4f5d8e4', '@theme/DocItemX'),
    '};',
  ].join('\n');
  assert.deepEqual(docThemeChunkNames(registry), ['a94703ab', '17896441']);
});

test('docThemeChunkNames: stops with a message when a component has no chunk or two', () => {
  assert.throws(
    () => docThemeChunkNames(entry('17896441', '@theme/DocItem')),
    /0 chunks for @theme\/DocRoot.*update plugins\/lean-runtime\/docTheme\.ts/,
  );
  assert.throws(
    () =>
      docThemeChunkNames(
        [entry('a94703ab', '@theme/DocRoot'), entry('17896441', '@theme/DocItem'), entry('17896442', '@theme/DocItem')].join('\n'),
      ),
    /2 chunks for @theme\/DocItem/,
  );
  // Another form of entry (a Docusaurus upgrade) finds nothing: a message, not an empty group.
  assert.throws(
    () => docThemeChunkNames('"17896441": [() => import("@theme/DocItem")]'),
    /0 chunks for @theme\/DocRoot, 0 chunks for @theme\/DocItem/,
  );
});

test('docThemeCacheGroup: the package modules that a doc root or doc item chunk holds, into one chunk for every chunk', () => {
  const group = docThemeCacheGroup(['a94703ab', '17896441']);
  assert.equal(group.name, DOC_THEME_CHUNK);
  // Its own content hash: not the build's hash that the other chunk files carry (index.ts).
  assert.equal(group.filename, DOC_THEME_FILENAME);
  assert.match(DOC_THEME_FILENAME, /^assets\/js\/\[name\]\.\[contenthash:8\]\.js$/);
  assert.equal(group.chunks, 'async');
  assert.equal(group.enforce, true);
  assert.match('javascript/auto', group.type);
  assert.doesNotMatch('css/mini-extract', group.type);
  // A crafted module graph: each module's resource and the chunks that hold it.
  const held = new Map<string, Array<string | null>>([
    ['/site/node_modules/theme-pkg/theme/DocItem/index.js', ['17896441']],
    ['C:\\site\\node_modules\\clsx\\dist\\clsx.mjs', ['a94703ab', 'ccc49370']],
    ['/site/node_modules/theme-pkg/theme/CodeBlock/index.js', ['ccc49370', '17896441', null]],
    ['/site/node_modules/theme-pkg/theme/BlogPostItem/index.js', ['ccc49370']],
    ['/work/main/node_modules/mermaid/dist/mermaid.core.mjs', [null]],
    ['/work/main/src/theme/DocItem/Content/index.tsx', ['17896441']],
    ['/work/main/plugins/sidebar-metadata/theme/DocRoot/index.tsx', ['a94703ab']],
  ]);
  const chunkGraph = {
    getModuleChunks: (module: {nameForCondition(): string}) => (held.get(module.nameForCondition()) ?? []).map((name) => ({name})),
  };
  const taken = [...held.keys()].filter((resource) => group.test({nameForCondition: () => resource}, {chunkGraph}));
  assert.deepEqual(taken, [
    '/site/node_modules/theme-pkg/theme/DocItem/index.js',
    'C:\\site\\node_modules\\clsx\\dist\\clsx.mjs',
    '/site/node_modules/theme-pkg/theme/CodeBlock/index.js',
  ]);
  // A module without a resource (a runtime or concatenated module) stays where it is.
  assert.equal(group.test({nameForCondition: () => undefined}, {chunkGraph}), false);
});
