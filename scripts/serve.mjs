#!/usr/bin/env node
/**
 * Serves the built site (./build) under /docs/, as a web server in front of it should:
 * - a missing path gets the not-found page of its language, with status 404 (English under
 *   /docs/en/, Chinese elsewhere); `docusaurus serve` always answers with the Chinese one;
 * - `…/page.html` and `…/page/index.html` redirect (301) to the bare path `…/page`;
 * - `/` redirects to `/docs/`.
 * Usage: node scripts/serve.mjs [--port 3000] [--host 127.0.0.1] [--dir build]
 * Exported as createServer() for the end-to-end tests. No dependencies beyond Node.js.
 */
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

export const BASE_URL = '/docs/';
const LOCALE_PREFIXES = ['en/'];

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
  '.pf_fragment': 'application/octet-stream',
  '.pf_index': 'application/octet-stream',
  '.pf_meta': 'application/octet-stream',
  '.pagefind': 'application/octet-stream',
};

function isFile(file) {
  try {
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

/** The file a site-relative path names: the file itself, or the folder's index.html. */
function resolveFile(root, relPath) {
  const target = path.join(root, relPath);
  if (!target.startsWith(root)) return null;
  if (isFile(target)) return target;
  const index = path.join(target, 'index.html');
  return isFile(index) ? index : null;
}

function notFoundPage(root, relPath) {
  const prefix = LOCALE_PREFIXES.find((candidate) => relPath === candidate.slice(0, -1) || relPath.startsWith(candidate));
  return path.join(root, prefix ?? '', '404.html');
}

export function createServer({dir = 'build', log = false} = {}) {
  const root = path.resolve(dir);
  if (!isFile(path.join(root, '404.html'))) {
    throw new Error(`No built site in ${root}: run "npm run build" first.`);
  }
  return http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const send = (status, file, headers = {}) => {
      const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
      const immutable = /\/assets\//.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache';
      res.writeHead(status, {'Content-Type': type, 'Cache-Control': immutable, ...headers});
      if (req.method === 'HEAD') res.end();
      else fs.createReadStream(file).pipe(res);
      if (log) console.log(`${status} ${req.method} ${url.pathname}`);
    };
    const redirect = (location) => {
      res.writeHead(301, {Location: location});
      res.end();
      if (log) console.log(`301 ${url.pathname} -> ${location}`);
    };

    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, {Allow: 'GET, HEAD'});
      res.end();
      return;
    }
    if (!url.pathname.startsWith(BASE_URL)) {
      if (url.pathname === BASE_URL.slice(0, -1) || url.pathname === '/') redirect(BASE_URL);
      else send(404, path.join(root, '404.html'));
      return;
    }
    let relPath;
    try {
      relPath = decodeURIComponent(url.pathname.slice(BASE_URL.length));
    } catch {
      send(404, path.join(root, '404.html'));
      return;
    }
    const bare = relPath.replace(/(?:^|\/)index\.html$/, '').replace(/\.html$/, '');
    if (bare !== relPath && relPath !== '404.html' && !relPath.endsWith('/404.html')) {
      const page = resolveFile(root, bare);
      if (page && page.endsWith('index.html')) {
        redirect(`${BASE_URL}${bare.split('/').map(encodeURIComponent).join('/')}${url.search}`);
        return;
      }
    }
    const file = resolveFile(root, relPath);
    if (file) send(200, file);
    else send(404, notFoundPage(root, relPath));
  });
}

function argument(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : fallback;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const port = Number(argument('port', process.env.PORT ?? '3000'));
  const host = argument('host', '127.0.0.1');
  let server;
  try {
    server = createServer({dir: argument('dir', 'build'), log: process.argv.includes('--log')});
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
  server.on('error', (error) => {
    console.error(`Cannot serve on ${host}:${port}: ${error.message}`);
    process.exit(1);
  });
  server.listen(port, host, () => {
    console.log(`Serving the built site at http://${host}:${port}${BASE_URL} (English at ${BASE_URL}en/). Ctrl+C stops.`);
  });
}
