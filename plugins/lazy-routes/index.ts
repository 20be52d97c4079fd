/**
 * The doc routes out of main.js (README.md): in the browser build of a production build, the route
 * table, its chunk names and its registry hold placeholders instead of the doc leaf routes of the large
 * route arrays; each placeholder loads its prefix's leaves when the router needs them (client.ts). The
 * server build keeps the full table. Runs in configureWebpack, when `.docusaurus/` has been written.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {leanRegistry} from '../lean-registry';
import {splitRouteTable} from './split';

export const SPLIT_OPTIONS = {minLeaves: 20, maxGroup: 40, minGroup: 5} as const;

export default function lazyRoutesPlugin(context: LoadContext): Plugin {
  return {
    name: 'lazy-routes',
    configureWebpack(config, isServer) {
      if (isServer || config.mode !== 'production') return {};
      const generated = context.generatedFilesDir;
      const read = (file: string) => fs.readFileSync(path.join(generated, file), 'utf8');
      const locale = context.i18n.currentLocale;
      const outDir = path.join(generated, 'lazy-routes', locale);
      const result = splitRouteTable(
        {routes: read('routes.js'), chunkNames: read('routesChunkNames.json'), registry: read('registry.js')},
        {...SPLIT_OPTIONS, clientModule: path.join(__dirname, 'client.ts'), groupDir: outDir, chunkPrefix: `lazy-routes-${locale}-`},
      );
      fs.rmSync(outDir, {recursive: true, force: true});
      fs.mkdirSync(outDir, {recursive: true});
      const files = {'routes.js': result.routes, 'routesChunkNames.json': result.chunkNames, 'registry.js': result.registry};
      for (const [file, text] of Object.entries(files)) fs.writeFileSync(path.join(outDir, `lean-${file}`), text);
      // The groups' registry entries lose their source paths as the main registry does (plugins/lean-registry).
      for (const [file, text] of result.groupSources) fs.writeFileSync(path.join(outDir, file), leanRegistry(text));
      const moved = result.groups.reduce((sum, group) => sum + group.leaves.length, 0);
      console.log(
        `[lazy-routes] ${locale}: ${moved} doc routes in ${result.groups.length} groups, ${result.leavesKept} routes kept in main.js`,
      );
      return {
        module: {
          rules: Object.keys(files).map((file) => ({
            // Before plugins/lean-registry's loader, which then empties the main registry's source paths.
            enforce: 'pre' as const,
            resource: path.join(generated, file),
            use: [{loader: path.join(__dirname, 'loader.js'), options: {replacement: path.join(outDir, `lean-${file}`)}}],
          })),
        },
      };
    },
  };
}
