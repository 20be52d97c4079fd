/**
 * Every switch the build reads from the environment (README.md, "Switches"), read once by
 * docusaurus.config.ts and the plugins that need one. Pure functions of the environment they are given,
 * unit-tested in tests/unit/site-config.test.ts; a malformed value stops the build with its reason.
 */
import {currentLocale, type Locale} from './locales';

const ALGOLIA_VARIABLES = ['ALGOLIA_APP_ID', 'ALGOLIA_API_KEY', 'ALGOLIA_INDEX_NAME'] as const;

export interface SearchConfig {
  readonly backend: 'local' | 'algolia';
  readonly appId: string;
  readonly apiKey: string;
  readonly indexName: string;
}

/** Every switch the build reads from the environment. */
export interface SiteEnv {
  /** The locale being built. */
  readonly locale: Locale;
  /** DOCS_ONLY: the docs plugin `include` globs of a preview build, or null for the whole site. */
  readonly onlyGlobs: string[] | null;
  /** DOCS_TEST_FIXTURES=1: add the test-only fixture pages (never for readers). */
  readonly withFixtures: boolean;
  /** DOCS_PREVIEW=1: a private preview copy (scripts/preview.sh): no shared on-disk bundler cache. */
  readonly preview: boolean;
  /** ALGOLIA_*: the search backend. */
  readonly search: SearchConfig;
  /** DOCS_API_REFERENCE=0: leave out the generated API reference (the bench compares builds with and without it). */
  readonly apiReference: boolean;
  /** DOCS_CONFIG_REFERENCE=0: leave out the generated configuration reference (csghub/config/), to measure its cost. */
  readonly configReference: boolean;
  /** DOCS_READER_HOST=0: code blocks keep the hub's address as written on every domain (plugins/code-blocks/readerHost.ts). */
  readonly readerHost: boolean;
  /** DOCS_API_ORIGINS: origins besides the docs' own that "Try it" may call, allowed by the CSP's connect-src. */
  readonly apiOrigins: readonly string[];
}

type Env = Readonly<Record<string, string | undefined>>;

export function readSiteEnv(env: Env): SiteEnv {
  return {
    locale: currentLocale(env),
    onlyGlobs: docsOnlyGlobs(env),
    withFixtures: env.DOCS_TEST_FIXTURES === '1',
    preview: env.DOCS_PREVIEW === '1',
    search: searchConfig(env),
    apiReference: env.DOCS_API_REFERENCE !== '0',
    configReference: env.DOCS_CONFIG_REFERENCE !== '0',
    readerHost: env.DOCS_READER_HOST !== '0',
    apiOrigins: apiOrigins(env),
  };
}

/**
 * `DOCS_API_ORIGINS=https://hub.opencsg.com,https://csghub.example.com`: the CSGHub origins besides the
 * docs' own that the API reference's "Try it" may send requests to (the build for opencsg.com names the
 * community hub). Each must be a bare http(s) origin: anything else stops the build with its reason.
 */
export function apiOrigins(env: Env): string[] {
  const raw = env.DOCS_API_ORIGINS?.trim();
  if (!raw) return [];
  const origins = raw
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      let url: URL | null = null;
      try {
        url = new URL(entry);
      } catch {
        // reported below
      }
      if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:') || url.origin !== entry.replace(/\/$/, '')) {
        throw new Error(`DOCS_API_ORIGINS takes http(s) origins separated by commas, e.g. "https://hub.opencsg.com"; got "${entry}".`);
      }
      return url.origin;
    });
  return [...new Set(origins)];
}

/**
 * `DOCS_ONLY=csghub/101/install,model` builds only those doc folders or files (a fast preview while
 * writing). Returns the docs plugin `include` globs, or null when the whole site is built.
 */
export function docsOnlyGlobs(env: Env): string[] | null {
  const raw = env.DOCS_ONLY?.trim();
  if (!raw) return null;
  const prefixes = raw
    .split(',')
    .map((entry) =>
      entry
        .trim()
        .replace(/^\/+|\/+$/g, '')
        .replace(/\.mdx?$/, ''),
    )
    .filter(Boolean);
  if (prefixes.length === 0) return null;
  for (const prefix of prefixes) {
    if (prefix.includes('..') || /[*?{}[\]]/.test(prefix)) {
      throw new Error(`DOCS_ONLY takes doc folders or files without globs, e.g. "model,csghub/101/install"; got "${prefix}".`);
    }
  }
  return prefixes.flatMap((prefix) => [`${prefix}.{md,mdx}`, `${prefix}/**/*.{md,mdx}`]);
}

/** Whether a doc id is kept by the DOCS_ONLY globs (null keeps everything). */
export function keptByDocsOnly(globs: readonly string[] | null, docId: string): boolean {
  if (globs === null) return true;
  return globs.some((glob) => {
    const prefix = glob.replace(/(?:\/\*\*\/\*)?\.\{md,mdx\}$/, '');
    return docId === prefix || docId.startsWith(`${prefix}/`);
  });
}

/**
 * The search backend: a hosted Algolia index when ALGOLIA_APP_ID, ALGOLIA_API_KEY (search-only) and
 * ALGOLIA_INDEX_NAME are all set at build time, else the local index built with the site. Some but
 * not all of them set is a mistake worth stopping the build for.
 */
export function searchConfig(env: Env): SearchConfig {
  const values = ALGOLIA_VARIABLES.map((name) => env[name]?.trim() ?? '');
  const set = values.filter(Boolean).length;
  if (set === 0) return {backend: 'local', appId: 'local', apiKey: 'local', indexName: 'opencsg-docs'};
  if (set < ALGOLIA_VARIABLES.length) {
    const missing = ALGOLIA_VARIABLES.filter((_, i) => !values[i]);
    throw new Error(
      `Algolia search is half configured: set ${missing.join(' and ')} too, or unset all of ${ALGOLIA_VARIABLES.join(', ')} to use the local index.`,
    );
  }
  const [appId = '', apiKey = '', indexName = ''] = values;
  return {backend: 'algolia', appId, apiKey, indexName};
}
