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

/** The largest message taken from the client; a larger one stops the server (the MCP SDK's own limit). */
const MAX_MESSAGE_BYTES = 10 * 1024 * 1024;

async function main(given: string): Promise<void> {
  const source = docsSource(given);
  await source.check();
  console.error(`OpenCSG docs MCP server on stdio, reading ${source.description}`);
  const transport = new StdioServerTransport(process.stdin, process.stdout, {maxBufferSize: MAX_MESSAGE_BYTES});
  let lastError: Error | undefined;
  // A message that is not JSON-RPC is skipped; the operator sees why.
  transport.onerror = (error) => {
    lastError = error;
    console.error(`[mcp] ${error.message.slice(0, 300)}`);
  };
  // The transport closes itself only when it cannot go on: a message too large to buffer.
  transport.onclose = () => {
    const reason = /exceeded maximum size/.test(lastError?.message ?? '')
      ? `a message from the client was larger than ${MAX_MESSAGE_BYTES / 1024 / 1024} MB, the most it reads`
      : `the connection to the client closed${lastError ? ` after an error: ${lastError.message.slice(0, 300)}` : ''}`;
    stop(`OpenCSG docs MCP server stopped: ${reason}.`, 1);
  };
  await createDocsServer(source).connect(transport);
}

main(site).catch((error: unknown) => stop(error instanceof Error ? error.message : String(error), 1));
