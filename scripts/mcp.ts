/**
 * The OpenCSG docs as an MCP server on stdio, for AI assistants: tools `search_docs` and `read_page`
 * (scripts/lib/mcp.ts) over the site named with --site, a served site or a build folder. It reads
 * nothing else: without --site it prints its usage and stops.
 * stdout carries the protocol; messages go to stderr.
 */
import {parseArgs} from 'node:util';
import {StdioServerTransport} from '@modelcontextprotocol/sdk/server/stdio.js';
import {createDocsServer, docsSource} from './lib/mcp';

const USAGE = `Usage: npm run --silent mcp -- --site <site>
  <site> is what the server reads, one of:
    a served site     --site https://opencsg.com/docs/   or   --site http://<csghub-domain>/docs/
    a build folder    --site build`;

function stop(message: string, code: number): never {
  console.error(message);
  process.exit(code);
}

let site: string | undefined;
try {
  site = parseArgs({options: {site: {type: 'string'}}}).values.site;
} catch (error) {
  stop(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`, 2);
}
if (!site?.trim()) stop(`No site given: the server reads only the site named with --site.\n\n${USAGE}`, 2);

async function main(given: string): Promise<void> {
  const source = docsSource(given);
  await source.check();
  console.error(`OpenCSG docs MCP server on stdio, reading ${source.description}`);
  await createDocsServer(source).connect(new StdioServerTransport());
}

main(site).catch((error: unknown) => stop(error instanceof Error ? error.message : String(error), 1));
