/**
 * `npm run serve`: the built site (./build) at http://127.0.0.1:3000/docs/, with Node.js alone
 * (lib/serve.ts says how it answers). For production, use deploy/nginx.
 *   npm run serve -- [--port 3000] [--host 127.0.0.1] [--dir build] [--log]
 */
import {parseArgs} from 'node:util';
import {BASE_URL, LOCALES} from '../config/locales';
import {createServer} from '../lib/serve';

const {values} = parseArgs({
  options: {
    port: {type: 'string', default: process.env.PORT ?? '3000'},
    host: {type: 'string', default: '127.0.0.1'},
    dir: {type: 'string', default: 'build'},
    log: {type: 'boolean', default: false},
  },
});

let server;
try {
  server = createServer({dir: values.dir, log: values.log});
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
server.on('error', (error) => {
  console.error(`Cannot serve on ${values.host}:${values.port}: ${error.message}`);
  process.exit(1);
});
server.listen(Number(values.port), values.host, () => {
  console.log(
    `Serving the built site at http://${values.host}:${values.port}${BASE_URL} (English at ${BASE_URL}${LOCALES.en.urlSegment}/). Ctrl+C stops.`,
  );
});
