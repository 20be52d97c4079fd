/**
 * Serves a built site under BASE_URL the way its production web server does (deploy/nginx), with
 * Node.js alone, for `npm run serve` and the tests:
 * - a bare page path (`/docs/en/intro`) is served without a redirect;
 * - `…/page.html`, `…/page/index.html` and `…/page/` redirect (301) to the bare path, inside BASE_URL
 *   (the home pages `/docs/` and `/docs/en/` keep their slash);
 * - a missing path gets the not-found page of its language with status 404;
 * - hashed assets are cached for a year, everything else is revalidated;
 * - the CSGHub web app's links that differ from a page only in letter case redirect to it;
 * - the build's files for the web server (`_serving/`) are not served;
 * - GET and HEAD only: any other method, CONNECT too, gets a 405 with `Allow: GET, HEAD`; a Range
 *   header is ignored (the whole file, as deploy/nginx's `max_ranges 0`);
 * - a malformed request gets a 400 and the server goes on serving.
 */
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import type {Duplex} from 'node:stream';
import {BASE_URL, LOCALES, LOCALE_CODES, localeBaseUrl, localeOfPath} from '../config/locales';
import {caseOnlyRedirects} from '../config/productLinks';
import {SERVING_DIR} from './serving';

const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

function isFile(file: string): boolean {
  try {
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

/** The file a site-relative path names: the file itself, the page's `.html`, or the folder's index.html. */
function resolveFile(root: string, relPath: string): string | null {
  const target = path.join(root, relPath);
  if (target !== root && !target.startsWith(`${root}${path.sep}`)) return null;
  for (const candidate of [target, path.join(target, 'index.html'), `${target.replace(/\/$/, '')}.html`]) {
    if (isFile(candidate)) return candidate;
  }
  return null;
}

/** The built not-found page of the locale a path belongs to. */
export function notFoundFile(root: string, pathname: string): string {
  return path.join(root, LOCALES[localeOfPath(pathname)].urlSegment, '404.html');
}

export interface ServeOptions {
  readonly dir?: string;
  /** Print a line per request. */
  readonly log?: boolean;
}

/**
 * The request targets that may be redirected, checked on the raw target before any decoding, as
 * deploy/nginx/nginx.conf does with its map of $request_uri: segments of the characters built page
 * names use (none starting with a dot), and a query of URL characters only. A relative or absolute
 * Location built from such a target holds no control character, backslash, scheme or host, and the
 * path a browser resolves it to is the path nginx or this server saw: it cannot leave BASE_URL.
 */
export const REDIRECTABLE_TARGET = /^(?:\/[A-Za-z0-9_][A-Za-z0-9_.~&-]*)*\/?(?:\?[A-Za-z0-9_.~!$&'()*+,;=:@/?%-]*)?$/;

/** A method other than GET and HEAD (CONNECT included): which ones the server takes, and nothing to cache. */
const METHOD_NOT_ALLOWED = {Allow: 'GET, HEAD', 'Cache-Control': 'no-cache', 'X-Content-Type-Options': 'nosniff', 'Content-Length': '0'};

export function createServer({dir = 'build', log = false}: ServeOptions = {}): http.Server {
  const root = path.resolve(dir);
  for (const locale of LOCALE_CODES) {
    if (!isFile(path.join(root, LOCALES[locale].urlSegment, '404.html'))) {
      throw new Error(`No built site in ${root} (no ${locale} 404 page): run "npm run build" first.`);
    }
  }
  const handle = (req: http.IncomingMessage, res: http.ServerResponse) => {
    const target = req.url ?? '';
    const badRequest = (why: string) => {
      res.writeHead(400, {'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache', 'X-Content-Type-Options': 'nosniff'});
      res.end(`Bad request: ${why}\n`);
      if (log) console.log(`400 ${req.method} ${JSON.stringify(target.slice(0, 200))}: ${why}`);
    };
    // A request target is a path, "//x" included (new URL(target, base) read "//[" as a host, threw, and
    // the uncaught error stopped the server); anything else, or what no URL parser takes, is a 400.
    if (!target.startsWith('/')) return badRequest('the request target is not a path.');
    let url: URL;
    try {
      url = new URL(`http://localhost${target}`);
    } catch {
      return badRequest('the request target is not a valid URL path.');
    }
    const redirectable = REDIRECTABLE_TARGET.test(target);
    const send = (status: number, file: string) => {
      const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
      // Only a file that exists is cached for long: a 404 (for a new asset asked of an old server) is not.
      const cache = status === 200 && file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache';
      res.writeHead(status, {'Content-Type': type, 'Cache-Control': cache, 'X-Content-Type-Options': 'nosniff'});
      if (req.method === 'HEAD') res.end();
      else
        fs.createReadStream(file)
          .on('error', () => res.destroy())
          .pipe(res);
      if (log) console.log(`${status} ${req.method} ${url.pathname}`);
    };
    const redirect = (location: string) => {
      res.writeHead(301, {Location: location, 'Cache-Control': 'no-cache'});
      res.end();
      if (log) console.log(`301 ${url.pathname} -> ${location}`);
    };

    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, METHOD_NOT_ALLOWED);
      res.end();
      return;
    }
    if (!url.pathname.startsWith(BASE_URL)) {
      if (url.pathname === BASE_URL.slice(0, -1) || url.pathname === '/') redirect(BASE_URL);
      else send(404, notFoundFile(root, url.pathname));
      return;
    }
    let relPath: string;
    try {
      relPath = decodeURIComponent(url.pathname.slice(BASE_URL.length));
    } catch {
      // As nginx does.
      return badRequest('the path has a malformed percent-encoding.');
    }
    const locale = localeOfPath(url.pathname);
    const inLocale = url.pathname.slice(localeBaseUrl(locale).length);
    const caseRedirect = redirectable && caseOnlyRedirects().find((entry) => entry.from === inLocale);
    if (caseRedirect) {
      redirect(`${localeBaseUrl(locale)}${caseRedirect.to}${url.search}`);
      return;
    }
    if (relPath.split('/').includes(SERVING_DIR)) {
      send(404, notFoundFile(root, url.pathname));
      return;
    }
    // A page's address with a trailing slash, the home pages' aside: its relative links would resolve one folder too deep.
    const slashForm = /[^/]\/$/.test(relPath) && relPath !== `${LOCALES.en.urlSegment}/`;
    const bare = slashForm ? relPath.slice(0, -1) : relPath.replace(/(?:^|\/)index\.html$/, '').replace(/\.html$/, '');
    if (redirectable && bare !== relPath && !/(?:^|\/)404\.html$/.test(relPath) && resolveFile(root, bare)) {
      // The English home page keeps its slash (/docs/en/index.html leads to /docs/en/, as from nginx).
      redirect(`${BASE_URL}${bare}${bare === LOCALES.en.urlSegment ? '/' : ''}${url.search}`);
      return;
    }
    const file = resolveFile(root, relPath);
    if (file) send(200, file);
    else send(404, notFoundFile(root, url.pathname));
  };
  const server = http.createServer((req, res) => {
    // Whatever a request holds, the server answers it and goes on serving.
    try {
      handle(req, res);
    } catch (error) {
      console.error(
        `500 ${req.method} ${JSON.stringify((req.url ?? '').slice(0, 200))}: ${error instanceof Error ? error.message : String(error)}`,
      );
      if (!res.headersSent) res.writeHead(500, {'Content-Type': 'text/plain; charset=utf-8'});
      res.end('Internal error\n');
    }
  });
  // CONNECT never reaches the request handler; without a listener, Node closes the connection unanswered.
  server.on('connect', (req: http.IncomingMessage, socket: Duplex) => {
    const head = Object.entries(METHOD_NOT_ALLOWED)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
    socket.on('error', () => socket.destroy());
    socket.end(`HTTP/1.1 405 Method Not Allowed\r\n${head}Connection: close\r\n\r\n`);
    if (log) console.log(`405 CONNECT ${JSON.stringify((req.url ?? '').slice(0, 200))}`);
  });
  // A request Node's HTTP parser refuses (not HTTP, a target that is not a path, headers over 16 KB):
  // a 400 or 431 that says so, instead of Node's empty one.
  server.on('clientError', (error: NodeJS.ErrnoException, socket) => {
    if (!socket.writable) return socket.destroy();
    const [status, why] =
      error.code === 'HPE_HEADER_OVERFLOW'
        ? ['431 Request Header Fields Too Large', 'the request line and headers exceed 16 KB.']
        : ['400 Bad Request', 'the request is not valid HTTP/1.1.'];
    socket.end(
      `HTTP/1.1 ${status}\r\nContent-Type: text/plain; charset=utf-8\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\nBad request: ${why}\n`,
    );
    if (log) console.log(`${status.slice(0, 3)} ${error.code ?? error.message}`);
  });
  return server;
}
