/**
 * Where the generated pages live: one definition for the plugin, the configuration, the scripts and
 * the tests (through index.ts) and for browser code (through client/index.ts). Imports nothing.
 */

/** The folder of the generated pages under each locale's docs folder, and their doc ids' prefix. */
export const API_DOCS_DIR = 'csghub/api';

/**
 * Whether a doc id, a path relative to a docs folder (either separator) or a route path relative to
 * the site's base URL lies in the generated API reference: `csghub/api` itself or anything below it.
 */
export function isApiReferencePath(relPath: string): boolean {
  const normalized = relPath.replace(/\\/g, '/').replace(/^\/+/, '');
  return normalized === API_DOCS_DIR || normalized.startsWith(`${API_DOCS_DIR}/`);
}
