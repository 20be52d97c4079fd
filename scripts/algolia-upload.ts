/**
 * Uploads the site's search records to a hosted Algolia index, for teams that serve the docs with
 * Algolia DocSearch instead of the built-in local index. It reads the pages that the production build
 * extracted (plugins/local-search writes them to .docusaurus/local-search/), both locales into one
 * index (the `language` facet keeps them apart).
 *
 *   npm run build
 *   ALGOLIA_APP_ID=… ALGOLIA_ADMIN_API_KEY=… ALGOLIA_INDEX_NAME=… npm run algolia:upload -- [--origin https://opencsg.com]
 *
 * Then build the site with ALGOLIA_APP_ID, ALGOLIA_API_KEY (the search-only key) and
 * ALGOLIA_INDEX_NAME set, and it searches that index.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {LOCALE_CODES} from '../config/locales';
import {recordsFile, rewritesOf, synonymsOf, toAlgoliaRecords, uploadRecords, type SourcePage} from '../plugins/local-search';

async function main(): Promise<void> {
  const {values} = parseArgs({options: {origin: {type: 'string', default: 'https://opencsg.com'}}});
  const appId = process.env.ALGOLIA_APP_ID;
  const apiKey = process.env.ALGOLIA_ADMIN_API_KEY;
  const indexName = process.env.ALGOLIA_INDEX_NAME;
  if (!appId || !apiKey || !indexName) {
    throw new Error('Set ALGOLIA_APP_ID, ALGOLIA_ADMIN_API_KEY (a key that may write the index) and ALGOLIA_INDEX_NAME.');
  }
  const pages: SourcePage[] = [];
  for (const locale of LOCALE_CODES) {
    const file = recordsFile(path.resolve('.docusaurus'), locale);
    let text: string;
    try {
      text = await fs.readFile(file, 'utf8');
    } catch {
      throw new Error(`No extracted pages for ${locale} in ${file}: run "npm run build" in this checkout first.`);
    }
    pages.push(...(JSON.parse(text) as SourcePage[]));
  }
  const records = toAlgoliaRecords(values.origin, pages);
  console.log(`Uploading ${records.length} records from ${pages.length} pages to the Algolia index "${indexName}"…`);
  const synonyms = LOCALE_CODES.flatMap((locale) => synonymsOf(locale));
  const rewrites = LOCALE_CODES.flatMap((locale) => rewritesOf(locale));
  await uploadRecords({appId, apiKey, indexName, records, synonyms, rewrites});
  console.log('Done.');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
