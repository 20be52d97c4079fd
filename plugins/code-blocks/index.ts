/**
 * Code blocks that cost nothing on pages without code, and little on pages with it.
 *
 * The classic theme loads Prism and its languages on every page: its client module
 * `prism-include-languages` imports them into the main bundle. This plugin points that client module
 * at an empty one, and its `CodeBlock` (theme/) loads Prism, the languages and the stock code block
 * together, in one chunk, when a page first renders a code block. Pages rendered on the server keep
 * their highlighted HTML until that chunk arrives; React then hydrates the blocks in the background.
 *
 * The token colors (themes.ts, code.css) are CSS variables, the same for both color modes, so a
 * code block renders identically before and after hydration in either mode; the stock code block
 * re-renders every block after hydration only because its colors differ between modes.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {readSiteEnv} from '../../config/env';

export {codeTheme} from './themes';

/** The classic theme's client module that imports Prism and the configured languages on every page. */
export const STOCK_PRISM_CLIENT_MODULE = path.join(path.dirname(require.resolve('@docusaurus/theme-classic')), 'prism-include-languages');

/** What theme/CodeBlock imports the highlighted code block from: lazily in the browser, at once on the server. */
const HIGHLIGHTED = '@code-blocks/highlighted';

export default function codeBlocksPlugin(): Plugin {
  return {
    name: 'code-blocks',

    getThemePath() {
      return path.join(__dirname, 'theme');
    },

    getTypeScriptThemePath() {
      return path.join(__dirname, 'theme');
    },

    // DOCS_READER_HOST=0 keeps every code block as written, whatever domain serves the docs (readerHost.ts).
    async contentLoaded({actions}) {
      actions.setGlobalData({readerHost: readSiteEnv(process.env).readerHost});
    },

    getClientModules() {
      return [path.join(__dirname, 'code.css')];
    },

    configureWebpack(_config, isServer) {
      return {
        resolve: {
          alias: {
            [`${STOCK_PRISM_CLIENT_MODULE}$`]: path.join(__dirname, 'emptyClientModule.ts'),
            // The server renders the highlighted block synchronously: a lazy component there would put
            // a fallback and inline scripts that swap it into the HTML.
            [`${HIGHLIGHTED}$`]: path.join(__dirname, 'client', isServer ? 'highlighted.server.ts' : 'highlighted.ts'),
          },
        },
      };
    },
  };
}
