/**
 * The site's languages: the one source of locale codes, labels, URL prefixes, source folders and blog
 * labels. docusaurus.config.ts, the plugins, the scripts and the tests import it; so may browser code
 * (it is plain data and string helpers, no Node.js module).
 */

/** Where the site is mounted on its host. */
export const BASE_URL = '/docs/';

export interface LocaleInfo {
  /** Shown in the language dropdown. */
  readonly label: string;
  readonly htmlLang: string;
  /** URL segment under BASE_URL, and folder under the build output ('' for the default locale). */
  readonly urlSegment: string;
  /** Doc sources, relative to the repository root. */
  readonly docsDir: string;
  /** Section name that search results give blog posts. */
  readonly blogLabel: string;
}

export const LOCALES = {
  'zh-Hans': {
    label: '简体中文',
    htmlLang: 'zh-Hans',
    urlSegment: '',
    docsDir: 'docs',
    blogLabel: '博客',
  },
  en: {
    label: 'English',
    htmlLang: 'en',
    urlSegment: 'en',
    docsDir: 'i18n/en/docusaurus-plugin-content-docs/current',
    blogLabel: 'Blog',
  },
} as const satisfies Record<string, LocaleInfo>;

export type Locale = keyof typeof LOCALES;

export const DEFAULT_LOCALE: Locale = 'zh-Hans';

/** Every locale, the default first. */
export const LOCALE_CODES = Object.keys(LOCALES) as Locale[];

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && Object.hasOwn(LOCALES, value);
}

/** The URL prefix of a locale's pages: `/docs/` or `/docs/en/`. */
export function localeBaseUrl(locale: Locale): string {
  const segment = LOCALES[locale].urlSegment;
  return segment ? `${BASE_URL}${segment}/` : BASE_URL;
}

/** The locale a site path belongs to: the non-default locale whose prefix it starts with, else the default. */
export function localeOfPath(pathname: string): Locale {
  for (const locale of LOCALE_CODES) {
    const segment = LOCALES[locale].urlSegment;
    if (!segment) continue;
    const prefix = `${BASE_URL}${segment}`;
    if (pathname === prefix || pathname.startsWith(`${prefix}/`)) return locale;
  }
  return DEFAULT_LOCALE;
}

/** The locale whose config Docusaurus is loading (it sets DOCUSAURUS_CURRENT_LOCALE per locale). */
export function currentLocale(env: Readonly<Record<string, string | undefined>>): Locale {
  const value = env.DOCUSAURUS_CURRENT_LOCALE;
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

/** Picks the text of one locale. */
export function localized<T>(locale: Locale, texts: Readonly<Record<Locale, T>>): T {
  return texts[locale];
}
