/**
 * After `docusaurus build` (part of `npm run build`): writes what the production web server needs —
 * precompressed `.gz` / `.br` copies, each locale's `_serving/headers.conf` and `version.json`
 * (lib/serving.ts). The Algolia switch and DOCS_API_ORIGINS come from the same environment as the build's.
 *   tsx scripts/serving-files.ts [--dir build]
 */
import path from 'node:path';
import {parseArgs} from 'node:util';
import {readSiteEnv} from '../config/env';
import {ROOT} from '../lib/build';
import {writeServingFiles} from '../lib/serving';

const {values} = parseArgs({options: {dir: {type: 'string', default: path.join(ROOT, 'build')}}});

const env = readSiteEnv(process.env);
writeServingFiles(path.resolve(values.dir), {algolia: env.search.backend === 'algolia', apiOrigins: env.apiOrigins, siteDir: ROOT})
  .then((report) => {
    if (report.length === 0) throw new Error(`No built site in ${values.dir}: run "docusaurus build" first.`);
    for (const line of report) console.log(`[serving] ${line}`);
  })
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  });
