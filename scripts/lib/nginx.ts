/**
 * Real nginx (Debian's package) serving a build with the project's config (deploy/nginx), and a small
 * proxy that routes /docs to it with the prefix stripped, as the CSGHub Helm chart's HTTPRoute does
 * (URLRewrite, ReplacePrefixMatch "/"). For the serving tests; nothing here is used in production.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {BUILD_DIR, ROOT} from '../../lib/build';
import {listen} from '../../lib/browser';

export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
export const NGINX_CONFIG_DIR = path.join(ROOT, 'deploy', 'nginx');

export interface Served {
  readonly origin: string;
  stop(): Promise<void>;
}

export interface ServedByNginx extends Served {
  /** What nginx has written to stderr so far (its error log: warnings and alerts). */
  output(): string;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const {port} = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitForPort(port: number, child: ChildProcess, output: () => string): Promise<void> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}): ${output()}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/**
 * Starts nginx in a fresh prefix folder: the project's nginx.conf (copied as is; another config file
 * when given, for benches that compare), a listen.conf for a free loopback port (the image's says
 * 8080), and the build as html/.
 */
export async function startNginx(
  buildDir = BUILD_DIR,
  {config = path.join(NGINX_CONFIG_DIR, 'nginx.conf')}: {config?: string} = {},
): Promise<ServedByNginx> {
  if (!fs.existsSync(NGINX)) throw new Error(`${NGINX} is missing: install Debian's nginx and libnginx-mod-http-brotli-static.`);
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-nginx-'));
  // Started as root, nginx's workers run as an unprivileged user that must reach html/.
  fs.chmodSync(prefix, 0o755);
  fs.mkdirSync(path.join(prefix, 'logs'));
  fs.mkdirSync(path.join(prefix, 'tmp'));
  fs.copyFileSync(config, path.join(prefix, 'nginx.conf'));
  const port = await freePort();
  fs.writeFileSync(path.join(prefix, 'listen.conf'), `listen 127.0.0.1:${port};\n`);
  fs.symlinkSync(path.resolve(buildDir), path.join(prefix, 'html'));
  let output = '';
  const child = spawn(NGINX, ['-e', 'stderr', '-p', prefix, '-c', 'nginx.conf', '-g', 'daemon off;'], {stdio: ['ignore', 'pipe', 'pipe']});
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  await waitForPort(port, child, () => output);
  return {
    origin: `http://127.0.0.1:${port}`,
    output: () => output,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGQUIT');
        await exited;
      }
      fs.rmSync(prefix, {recursive: true, force: true});
    },
  };
}

/** A route for /docs (and /docs/…) to `target` with the prefix replaced by "/"; every other path is 404. */
export async function startPrefixStrippingProxy(target: string): Promise<Served> {
  const upstream = new URL(target);
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://proxy');
    if (url.pathname !== '/docs' && !url.pathname.startsWith('/docs/')) {
      res.writeHead(404, {'Content-Type': 'text/plain'});
      res.end('not routed to the docs');
      return;
    }
    const stripped = url.pathname === '/docs' ? '/' : url.pathname.slice('/docs'.length);
    const forward = http.request(
      {hostname: upstream.hostname, port: upstream.port, method: req.method, path: `${stripped}${url.search}`, headers: req.headers},
      (response) => {
        res.writeHead(response.statusCode ?? 502, response.headers);
        response.pipe(res);
      },
    );
    forward.on('error', (error) => {
      res.writeHead(502, {'Content-Type': 'text/plain'});
      res.end(error.message);
    });
    req.pipe(forward);
  });
  const origin = await listen(server);
  return {origin, stop: () => new Promise<void>((resolve) => server.close(() => resolve()))};
}

/**
 * The same route as startPrefixStrippingProxy, byte for byte: the request line's target loses its
 * leading /docs and nothing else changes (no decoding, no normalizing, no header rewritten), the way a
 * gateway that forwards the raw path does; what comes back is piped unchanged. One request per
 * connection (the adversarial tests send "Connection: close"). A target outside /docs gets the proxy's
 * own 404, which names itself.
 */
export async function startRawPrefixStrippingProxy(target: string): Promise<Served> {
  const upstream = new URL(target);
  const sockets = new Set<net.Socket>();
  // allowHalfOpen: a client that ends its side after the request still gets the answer.
  const server = net.createServer({allowHalfOpen: true}, (client) => {
    sockets.add(client);
    client.on('close', () => sockets.delete(client));
    client.on('error', () => client.destroy());
    let head = Buffer.alloc(0);
    const onData = (chunk: Buffer) => {
      head = Buffer.concat([head, chunk]);
      const lineEnd = head.indexOf('\r\n');
      // Wait for the whole request line (up to 1 MB: the corpus sends 64 KB names).
      if (lineEnd < 0 && head.length < 1 << 20) return;
      client.off('data', onData);
      client.pause();
      const text = head.toString('latin1');
      const routed = /^([^ ]+ )\/docs(?:\/|(?=[? ]))/.exec(text);
      if (!routed) {
        client.end(
          'HTTP/1.1 404 Not Found\r\nContent-Type: text/plain\r\nContent-Length: 24\r\nConnection: close\r\n\r\nnot routed to the docs\r\n',
        );
        return;
      }
      const forward = net.connect(Number(upstream.port), upstream.hostname, () => {
        forward.write(Buffer.from(`${routed[1]}/${text.slice(routed[0].length)}`, 'latin1'));
        client.pipe(forward);
        forward.pipe(client);
        client.resume();
      });
      forward.on('error', () => client.destroy());
      client.on('close', () => forward.destroy());
    };
    client.on('data', onData);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  return {
    origin: `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
