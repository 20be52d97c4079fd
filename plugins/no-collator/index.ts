/**
 * Two stock sorts without `localeCompare` (loader.js): the first `localeCompare` of a page sets up the
 * language's collation (the same cost as the first `Intl.DateTimeFormat`: tens to hundreds of ms on a
 * phone's main thread). theme-common's `useShallowMemoObject` sorts an object's keys to memoize it
 * whatever their order; the mobile sidebar's `NavbarSecondaryMenuFiller` calls it on every doc page's
 * load. The docs plugin's `getActivePlugin` sorts the docs plugin instances by path on every doc page
 * of a site with two or more (the test build's fixtures are one). Both orders hold by code unit. Both
 * builds, so that the server and the browser run the same code.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** The stock modules rewritten (Docusaurus 3.10.2): loader.js's REWRITES. */
export const STOCK_MODULES =
  /[\\/]@docusaurus[\\/](?:theme-common[\\/]lib[\\/]utils[\\/]reactUtils|plugin-content-docs[\\/]lib[\\/]client[\\/]docsClientUtils)\.js$/;

export default function noCollatorPlugin(): Plugin {
  return {
    name: 'no-collator',
    configureWebpack() {
      return {
        module: {
          rules: [{test: STOCK_MODULES, use: [{loader: path.join(__dirname, 'loader.js')}]}],
        },
      };
    },
  };
}
