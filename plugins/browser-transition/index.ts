/**
 * Docusaurus's "is browser" flag set in a transition (loader.js). After hydration, the root's
 * `BrowserContextProvider` sets it to true in an effect; every component that reads it (`useIsBrowser`,
 * `BrowserOnly`: each code block, its buttons, tabs, islands, the color mode toggle) renders again. Set
 * from an effect, that update has React's default priority, which renders in one task without yielding:
 * on a long page, one of the longest tasks of the load on a phone. In a transition React renders it in
 * slices and yields to the browser between them (hydration itself already runs in one: Docusaurus calls
 * `hydrateRoot` inside `startTransition`). Both builds, so that the server and the browser run the same
 * code (the server runs no effect).
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** The stock module that holds `BrowserContextProvider` (Docusaurus 3.10.2). */
export const STOCK_BROWSER_CONTEXT = /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]browserContext\.js$/;

export default function browserTransitionPlugin(): Plugin {
  return {
    name: 'browser-transition',
    configureWebpack() {
      return {
        module: {
          rules: [{test: STOCK_BROWSER_CONTEXT, use: [{loader: path.join(__dirname, 'loader.js')}]}],
        },
      };
    },
  };
}
