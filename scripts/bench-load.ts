/**
 * Load bench of the production web server: real nginx with deploy/nginx/nginx.conf over a build, on
 * 127.0.0.1 only. Opens N connections at once and holds them all open, sends one request on each, waits
 * for every answer, and repeats for a few rounds; prints the errors, the answer times and whether nginx
 * logged "worker_connections are not enough". Bounded: every round stops after --timeout seconds, and
 * nothing else is started. Prints figures, never fails (a bench, not a test).
 *   npm run bench:load -- [--connections 2000] [--rounds 3] [--timeout 30] [--path /docs/version.json]
 *                         [--config deploy/nginx/nginx.conf]   (another config, e.g. an older one, to compare)
 */
import {execFileSync} from 'node:child_process';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {BUILD_DIR} from '../lib/build';
import {NGINX_CONFIG_DIR, startNginx} from './lib/nginx';

const {values: args} = parseArgs({
  options: {
    connections: {type: 'string', default: '2000'},
    rounds: {type: 'string', default: '3'},
    timeout: {type: 'string', default: '30'},
    path: {type: 'string', default: '/docs/version.json'},
    config: {type: 'string', default: path.join(NGINX_CONFIG_DIR, 'nginx.conf')},
  },
});
const CONNECTIONS = Math.min(Number(args.connections), 10_000);
const ROUNDS = Math.min(Number(args.rounds), 10);
const TIMEOUT_MS = Math.min(Number(args.timeout), 120) * 1000;
if (![CONNECTIONS, ROUNDS, TIMEOUT_MS].every((value) => Number.isInteger(value) && value > 0)) {
  console.error('--connections, --rounds and --timeout take positive whole numbers.');
  process.exit(2);
}

interface Outcome {
  error?: string;
  status?: number;
  ms?: number;
}

/** One connection: connect, then wait for `go` to send the request; resolves with the outcome, still open. */
function connection(port: number, go: Promise<void>, deadline: number): {socket: net.Socket; done: Promise<Outcome>} {
  const socket = net.connect(port, '127.0.0.1');
  const done = new Promise<Outcome>((resolve) => {
    let received = Buffer.alloc(0);
    let sentAt = 0;
    const timer = setTimeout(() => resolve({error: 'timeout'}), Math.max(0, deadline - Date.now()));
    const finish = (outcome: Outcome) => {
      clearTimeout(timer);
      resolve(outcome);
    };
    socket.once('connect', () => {
      void go.then(() => {
        sentAt = performance.now();
        socket.write(`GET ${args.path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`);
      });
    });
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      const headEnd = received.indexOf('\r\n\r\n');
      if (headEnd < 0) return;
      const head = received.subarray(0, headEnd).toString('latin1');
      const length = Number(/\r\ncontent-length: *(\d+)/i.exec(head)?.[1] ?? 0);
      if (received.length - headEnd - 4 >= length) {
        finish({status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]), ms: performance.now() - sentAt});
      }
    });
    socket.on('error', (error: NodeJS.ErrnoException) => finish({error: error.code ?? error.message}));
    socket.on('close', () => finish({error: 'closed before the answer'}));
  });
  return {socket, done};
}

function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function main() {
  let shellLimit = 'unknown';
  try {
    shellLimit = execFileSync('sh', ['-c', 'ulimit -n'], {encoding: 'utf8'}).trim();
  } catch {
    // Only informative.
  }
  console.log(`nginx config: ${path.relative(process.cwd(), path.resolve(args.config))}; build: ${BUILD_DIR}`);
  console.log(`machine: ${os.cpus().length} cores; open files (ulimit -n) for processes started here: ${shellLimit}`);
  const nginx = await startNginx(BUILD_DIR, {config: path.resolve(args.config)});
  const port = Number(new URL(nginx.origin).port);
  try {
    for (let round = 1; round <= ROUNDS; round += 1) {
      const started = performance.now();
      const deadline = Date.now() + TIMEOUT_MS;
      let release!: () => void;
      const go = new Promise<void>((resolve) => (release = resolve));
      const all = Array.from({length: CONNECTIONS}, () => connection(port, go, deadline));
      // Every connection opens (or fails) before any request: they are all open at once.
      await Promise.all(
        all.map(
          ({socket}) =>
            new Promise((resolve) => (socket.connecting ? socket.once('connect', resolve).once('error', resolve) : resolve(null))),
        ),
      );
      const opened = performance.now();
      release();
      const outcomes = await Promise.all(all.map(({done}) => done));
      for (const {socket} of all) socket.destroy();
      const errors = new Map<string, number>();
      for (const outcome of outcomes) {
        const kind = outcome.error ?? (outcome.status === 200 ? null : `status ${outcome.status}`);
        if (kind) errors.set(kind, (errors.get(kind) ?? 0) + 1);
      }
      const times = outcomes.flatMap((outcome) => (outcome.status === 200 && outcome.ms !== undefined ? [outcome.ms] : []));
      const errorCount = [...errors.values()].reduce((sum, count) => sum + count, 0);
      console.log(
        `round ${round}: ${CONNECTIONS} connections open at once in ${((opened - started) / 1000).toFixed(2)} s; ` +
          `${times.length} answers 200, ${errorCount} errors${errorCount ? ` (${[...errors].map(([kind, count]) => `${kind}: ${count}`).join(', ')})` : ''}; ` +
          `answer time p50 ${percentile(times, 50).toFixed(1)} ms, p99 ${percentile(times, 99).toFixed(1)} ms; round ${((performance.now() - started) / 1000).toFixed(2)} s`,
      );
    }
  } finally {
    await nginx.stop();
  }
  const warnings = nginx
    .output()
    .split('\n')
    .filter((line) => /\[(?:warn|alert|crit|emerg|error)\]/.test(line));
  const notEnough = warnings.filter((line) => line.includes('worker_connections are not enough')).length;
  console.log(`nginx logged "worker_connections are not enough" ${notEnough} times; ${warnings.length} warnings or errors in all`);
  for (const line of [...new Set(warnings.map((line) => line.replace(/^\S+ \S+ /, '').replace(/\d+#\d+: (?:\*\d+ )?/, '')))].slice(0, 5)) {
    console.log(`  ${line.slice(0, 200)}`);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
