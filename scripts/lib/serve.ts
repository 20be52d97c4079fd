/**
 * Serves a built site under BASE_URL the way its production web server does (deploy/nginx), with
 * Node.js alone, for `npm run serve` and the tests:
 * - a bare page path (`/docs/en/intro`) is served without a redirect;
 * - `…/page.html` and `…/page/index.html` redirect (301) to the bare path, inside BASE_URL;
 * - a missing path gets the not-found page of its language with status 404;
 * - hashed assets are cached for a year, everything else is revalidated;
 * - the CSGHub web app's links that differ from a page only in letter case redirect to it;
 * - the build's files for the web server (`_serving/`) are not served.
 */
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import {BASE_URL, LOCALES, LOCALE_CODES, localeBaseUrl, localeOfPath} from '../../config/locales';
import {caseOnlyRedirects} from '../../config/site';
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

export function createServer({dir = 'build', log = false}: ServeOptions = {}): http.Server {
  const root = path.resolve(dir);
  for (const locale of LOCALE_CODES) {
    if (!isFile(path.join(root, LOCALES[locale].urlSegment, '404.html'))) {
      throw new Error(`No built site in ${root} (no ${locale} 404 page): run "npm run build" first.`);
    }
  }
  return http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const send = (status: number, file: string) => {
      const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
      const cache = file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache';
      res.writeHead(status, {'Content-Type': type, 'Cache-Control': cache, 'X-Content-Type-Options': 'nosniff'});
      if (req.method === 'HEAD') res.end();
      else fs.createReadStream(file).pipe(res);
      if (log) console.log(`${status} ${req.method} ${url.pathname}`);
    };
    const redirect = (location: string) => {
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
      else send(404, notFoundFile(root, url.pathname));
      return;
    }
    let relPath: string;
    try {
      relPath = decodeURIComponent(url.pathname.slice(BASE_URL.length));
    } catch {
      send(404, notFoundFile(root, url.pathname));
      return;
    }
    const locale = localeOfPath(url.pathname);
    const inLocale = url.pathname.slice(localeBaseUrl(locale).length);
    const caseRedirect = caseOnlyRedirects().find((entry) => entry.from === inLocale);
    if (caseRedirect) {
      redirect(`${localeBaseUrl(locale)}${caseRedirect.to}${url.search}`);
      return;
    }
    if (relPath.split('/').includes(SERVING_DIR)) {
      send(404, notFoundFile(root, url.pathname));
      return;
    }
    const bare = relPath.replace(/(?:^|\/)index\.html$/, '').replace(/\.html$/, '');
    if (bare !== relPath && !/(?:^|\/)404\.html$/.test(relPath) && resolveFile(root, bare)) {
      redirect(`${BASE_URL}${bare.split('/').map(encodeURIComponent).join('/')}${url.search}`);
      return;
    }
    const file = resolveFile(root, relPath);
    if (file) send(200, file);
    else send(404, notFoundFile(root, url.pathname));
  });
}
