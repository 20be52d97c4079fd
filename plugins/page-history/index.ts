/**
 * Page history: which pages of the language being built are behind their version in the other
 * language (`./drift.ts`), handed to the theme as global data (`usePluginData('page-history')`): an
 * object from a page's source file (as `metadata.source` gives it, without `@site/`) to the newer
 * language and its date. Only pages that are behind are listed, so the data stays a few bytes.
 *
 * The dates are the ones the pages show: the site's VCS (`./vcs.ts`), which read the Git history once.
 * `src/theme/DocItem/Content` shows the notice.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {driftedPages, type Behind, type DocsFolders, type DriftedPage, type LastChange} from './drift';

export {pageHistoryVcs, type PageHistoryVcsOptions} from './vcs';

export const PLUGIN_NAME = 'page-history';

export interface PageHistoryOptions {
  /** Docs folders to compare, each mapping every locale to a folder relative to the site. */
  readonly folders: readonly DocsFolders[];
  /** Page ids left out (generated pages, which Git does not hold). */
  readonly skip?: (id: string) => boolean;
}

/** Global data: source file (relative to the site, posix) of a page that is behind → the newer version. */
export type PageHistoryData = Record<string, Behind>;

/**
 * The comparison covers both languages, so the build of each locale needs the same result: computed
 * once per build process (locales build one after the other in one process, as the eager VCS assumes).
 */
const DRIFT_CACHE = Symbol.for('page-history.drift');
function driftedOnce(key: string, compute: () => Promise<DriftedPage[]>): Promise<DriftedPage[]> {
  const store = globalThis as typeof globalThis & {[DRIFT_CACHE]?: Map<string, Promise<DriftedPage[]>>};
  const cache = (store[DRIFT_CACHE] ??= new Map());
  let result = cache.get(key);
  if (!result) {
    result = compute();
    cache.set(key, result);
  }
  return result;
}

export function lastChangeFrom(context: LoadContext): LastChange {
  const vcs = context.siteConfig.future.experimental_vcs;
  return async (file) => (await vcs.getFileLastUpdateInfo(file))?.timestamp ?? null;
}

/** The plugin's options, checked: a wrong shape stops the build and says what is expected. */
export function parseOptions(raw: unknown): PageHistoryOptions {
  const {folders, skip} = (raw ?? {}) as {folders?: unknown; skip?: unknown};
  const isFolders = (value: unknown): value is DocsFolders =>
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).length === 2 &&
    Object.values(value).every((dir) => typeof dir === 'string' && dir !== '');
  if (!Array.isArray(folders) || folders.length === 0 || !folders.every(isFolders)) {
    throw new Error(
      `[page-history] the option "folders" must list one or more objects mapping each of two locales to a docs folder; got ${JSON.stringify(folders)}`,
    );
  }
  if (skip !== undefined && typeof skip !== 'function') throw new Error('[page-history] the option "skip" must be a function of a page id');
  return {folders, skip: skip as PageHistoryOptions['skip']};
}

export default function pageHistoryPlugin(context: LoadContext, rawOptions: unknown): Plugin {
  const options = parseOptions(rawOptions);
  const locale = context.i18n.currentLocale;
  return {
    name: PLUGIN_NAME,
    async loadContent() {
      const lastChange = lastChangeFrom(context);
      const data: PageHistoryData = {};
      for (const pair of options.folders) {
        const folders = Object.fromEntries(Object.entries(pair).map(([code, dir]) => [code, path.join(context.siteDir, dir)]));
        const drifted = await driftedOnce(JSON.stringify([context.siteDir, folders]), () =>
          driftedPages({siteDir: context.siteDir, folders, lastChange, skip: options.skip}),
        );
        for (const page of drifted) if (page.olderLocale === locale) data[page.file] = page.newer;
      }
      return data;
    },
    contentLoaded({content, actions}) {
      actions.setGlobalData(content as PageHistoryData);
    },
  };
}
