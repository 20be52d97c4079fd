/**
 * "Try it" on the API reference's operations (theme/TryItButton, mounted by api-reference's
 * ApiOperation): a button, and the panel (theme/TryIt) in its own chunk once pressed. The panel sends
 * the operation to the docs' own origin (a CSGHub serving its docs) or, on opencsg.com, to the
 * community hub; the origins the build's CSP allows besides its own come from DOCS_API_ORIGINS
 * (config/env.ts), which the panel also reads to warn before the browser blocks a request.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {readSiteEnv} from '../../config/env';

export default function tryItPlugin(): Plugin {
  return {
    name: 'try-it',

    getThemePath() {
      return path.join(__dirname, 'theme');
    },

    getTypeScriptThemePath() {
      return path.join(__dirname, 'theme');
    },

    async contentLoaded({actions}) {
      actions.setGlobalData({origins: readSiteEnv(process.env).apiOrigins});
    },
  };
}
