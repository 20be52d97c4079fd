/**
 * The docs plugin, with each doc page loading only its own sidebar's data (README.md).
 *
 * Used in place of the classic preset's docs plugin (`docs: false` in the preset, this plugin with the
 * same options in `plugins`): it is the stock @docusaurus/plugin-content-docs (same name, ids, routes,
 * i18n folders, global data for the navbar), whose `contentLoaded` routes are rewritten by split.ts, and
 * whose theme wraps DocRoot to put the sidebar's data back into the version context.
 */
import path from 'node:path';
import type {LoadContext, Plugin, PluginModule, RouteConfig} from '@docusaurus/types';
import docsPlugin, {validateOptions} from '@docusaurus/plugin-content-docs';
import type {LoadedContent, PluginOptions} from '@docusaurus/plugin-content-docs';
import {splitRoutes} from './split';

async function sidebarMetadataDocsPlugin(context: LoadContext, options: PluginOptions): Promise<Plugin<LoadedContent>> {
  const plugin = await docsPlugin(context, options);
  const {contentLoaded} = plugin;
  if (!contentLoaded)
    throw new Error('[sidebar-metadata] @docusaurus/plugin-content-docs has no contentLoaded: this wrapper needs updating');
  return {
    ...plugin,
    getThemePath() {
      return path.join(__dirname, 'theme');
    },
    async contentLoaded(args) {
      const added: RouteConfig[] = [];
      await contentLoaded({...args, actions: {...args.actions, addRoute: (route) => added.push(route)}});
      const routes = splitRoutes(added, (paths) =>
        console.log(`[sidebar-metadata] pages with a DocRoot of their own (no path prefix holds only their sidebar): ${paths.join(', ')}`),
      );
      routes.forEach(args.actions.addRoute);
    },
  };
}

// A plugin given as a function is validated through its own property (core/lib/server/plugins/init.js):
// the stock validation fills in the docs plugin's defaults.
// Typed as the config's plugin modules are (content unknown): the stock plugin's own content type stays inside.
const sidebarMetadataDocs: PluginModule = (context, options) =>
  sidebarMetadataDocsPlugin(context, options as PluginOptions) as unknown as Promise<Plugin>;
sidebarMetadataDocs.validateOptions = validateOptions as PluginModule['validateOptions'];

export default sidebarMetadataDocs;
