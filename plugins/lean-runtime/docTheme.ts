/**
 * The doc page's theme code in one chunk.
 *
 * Docusaurus's split chunks configuration (its base bundler configuration, 3.10.2) keeps the
 * bundler's default vendors group, which cuts the packages of the route component chunks into one
 * chunk per set of chunks that share them: a doc page loaded four such chunks of
 * `@docusaurus/theme-classic` and `theme-common` (the doc item with its table of contents; the code
 * block; the MDX components with admonitions, edit row and paginator; the doc root with its sidebar),
 * each compressed on its own. This group puts every package module that the doc root's or the doc
 * item's chunk holds into one chunk, `doc-theme`, for every async chunk that holds it (so that no
 * chunk keeps a copy): one request and one gzip stream instead of four, 17.6 → 15.5 KiB gzip on each
 * doc page (README, "Page weight"). The site's own modules (src/theme, plugins/*) stay in the
 * component chunks, so each route component keeps a named chunk of its own for the route table and
 * the prefetch. A blog post or a page that uses one of these modules (the MDX components, the code
 * block) loads the whole chunk.
 */

/** The route components whose chunks the group reads, as the generated registry names them. */
export const DOC_THEME_COMPONENTS = ['@theme/DocRoot', '@theme/DocItem'] as const;

/** The chunk's name (its id too: plugins/lean-runtime makes a named chunk's id its name). */
export const DOC_THEME_CHUNK = 'doc-theme';

/** Its file: named by its own content, so that readers keep it across deploys (the other chunks carry the build's hash). */
export const DOC_THEME_FILENAME = 'assets/js/[name].[contenthash:8].js';

/**
 * The chunk names of the doc theme components in a generated `.docusaurus/registry.js`:
 * `"17896441": [() => import(/* webpackChunkName: "17896441" *\/ "@theme/DocItem"), …]`.
 */
export function docThemeChunkNames(registry: string): string[] {
  const found = new Map<string, Set<string>>(DOC_THEME_COMPONENTS.map((component) => [component, new Set<string>()]));
  for (const match of registry.matchAll(/webpackChunkName: "([^"]+)" \*\/ "(@theme\/[\w/]+)"\)/g)) found.get(match[2]!)?.add(match[1]!);
  const wrong = [...found].filter(([, names]) => names.size !== 1);
  if (wrong.length > 0) {
    throw new Error(
      `lean-runtime: the registry names ${wrong.map(([component, names]) => `${names.size} chunks for ${component}`).join(', ')} ` +
        '(one each expected): the generated registry changed (Docusaurus upgrade?); update plugins/lean-runtime/docTheme.ts',
    );
  }
  return [...found.values()].flatMap((names) => [...names]);
}

interface ChunkLike {
  readonly name?: string | null;
}
interface ModuleLike {
  nameForCondition(): string | null | undefined;
}
interface ChunkGraphLike {
  getModuleChunks(module: ModuleLike): Iterable<ChunkLike>;
}

/** A package module (under node_modules), by its resource. */
export const PACKAGE_MODULE = /[\\/]node_modules[\\/]/;

/**
 * The split chunks cache group: each package module that a doc root or doc item chunk holds goes into
 * `doc-theme`, for every async chunk that holds it (a page's content importing the code block, a blog
 * post): so no chunk keeps a copy of it.
 */
export function docThemeCacheGroup(chunkNames: readonly string[]) {
  const names = new Set(chunkNames);
  return {
    chunks: 'async' as const,
    test: (module: ModuleLike, {chunkGraph}: {chunkGraph: ChunkGraphLike}) =>
      PACKAGE_MODULE.test(module.nameForCondition() ?? '') &&
      [...chunkGraph.getModuleChunks(module)].some((chunk) => Boolean(chunk.name && names.has(chunk.name))),
    type: /^javascript\//,
    name: DOC_THEME_CHUNK,
    // Its own content hash, not the build's (index.ts): a deploy that leaves the theme alone keeps its file.
    filename: DOC_THEME_FILENAME,
    // Above the default vendors group (-10); below Docusaurus's `styles` (50) and `common` (40).
    priority: 20,
    // Whatever its size and however many requests the page makes.
    enforce: true,
    reuseExistingChunk: false,
  };
}
