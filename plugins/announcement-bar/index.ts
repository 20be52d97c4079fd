/**
 * Shows a new announcement at once to readers who closed an older one.
 *
 * The theme hides the bar before the first paint when the reader closed "the" announcement, and shows
 * it again when the announcement id changed only after React has run, while the pre-paint CSS still
 * hides it: the new announcement appeared on the reader's second page view. This script, placed after
 * the theme's, un-hides the bar when the stored id is not the current one.
 */
import type {LoadContext, Plugin} from '@docusaurus/types';

const ID_STORAGE_KEY = 'docusaurus.announcement.id';
const DISMISSED_ATTRIBUTE = 'data-announcement-bar-initially-dismissed';

export function announcementBarInlineScript(id: string): string {
  return `(function() {
  try {
    if (window.localStorage.getItem('${ID_STORAGE_KEY}') !== ${JSON.stringify(id)}) {
      document.documentElement.setAttribute('${DISMISSED_ATTRIBUTE}', 'false');
    }
  } catch (e) {}
})();`;
}

export default function announcementBarPlugin(context: LoadContext): Plugin {
  const bar = (context.siteConfig.themeConfig as {announcementBar?: {id?: string}}).announcementBar;
  return {
    name: 'announcement-bar',
    injectHtmlTags() {
      if (!bar?.id) return {};
      return {preBodyTags: [{tagName: 'script', innerHTML: announcementBarInlineScript(bar.id)}]};
    },
  };
}
