/**
 * Three-state color mode (light / dark / system) on a site whose default is light and which does not
 * follow the system preference until the reader asks for it.
 *
 * Docusaurus offers the "system" state only with `respectPrefersColorScheme: true`, which would also
 * make the system preference the default. We keep the spec's default (light) and store the reader's
 * "system" choice as `theme = "system"`; this inline script, placed after the theme's own, applies
 * that choice before the first paint. The toggle side is src/theme/ColorModeToggle.
 */
import type {LoadContext, Plugin} from '@docusaurus/types';

export const SYSTEM_CHOICE = 'system';
export const THEME_STORAGE_KEY = 'theme';
const THEME_QUERY_KEY = 'docusaurus-theme';

export function systemColorModeInlineScript(): string {
  return `(function() {
  try {
    if (new URLSearchParams(window.location.search).get('${THEME_QUERY_KEY}')) return;
    if (window.localStorage.getItem('${THEME_STORAGE_KEY}') !== '${SYSTEM_CHOICE}') return;
    var dark = window.matchMedia('(prefers-color-scheme: dark)').matches;
    document.documentElement.setAttribute('data-theme', dark ? 'dark' : 'light');
    document.documentElement.setAttribute('data-theme-choice', '${SYSTEM_CHOICE}');
  } catch (e) {}
})();`;
}

export default function colorModeSystemPlugin(_context: LoadContext): Plugin {
  return {
    name: 'color-mode-system',
    injectHtmlTags() {
      return {preBodyTags: [{tagName: 'script', innerHTML: systemColorModeInlineScript()}]};
    },
  };
}
