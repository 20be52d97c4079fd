/**
 * The OpenCSG docs as an MCP server on stdio, for AI assistants: tools `search_docs` and `read_page`
 * (scripts/lib/mcp.ts) over a served site or a build folder.
 *   npm run --silent mcp -- --site https://opencsg.com/docs/
 *   npm run --silent mcp -- --site http://<csghub-domain>/docs/     (the offline image beside CSGHub)
 *   npm run --silent mcp -- --site build                            (a local build)
 * stdout carries the protocol; messages go to stderr.
 */
import {parseArgs} from 'node:util';
import {StdioServerTransport} from '@modelcontextprotocol/sdk/server/stdio.js';
import {createDocsServer, docsSource} from './lib/mcp';

const {values} = parseArgs({options: {site: {type: 'string', default: 'https://opencsg.com/docs/'}}});

const source = docsSource(values.site);
createDocsServer(source)
  .connect(new StdioServerTransport())
  .then(() => console.error(`OpenCSG docs MCP server on stdio, reading ${source.label}`))
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  });
