/**
 * What the production web server (deploy/nginx) needs from each locale's build:
 * - precompressed copies of text files (`.gz`, `.br`) for nginx's gzip_static and brotli_static;
 * - `_serving/headers.conf`: the security headers, with a Content-Security-Policy that allows the
 *   site's own origin, the hashes of the inline scripts the build actually contains, and the hosted
 *   Algolia search only when it is configured;
 * - `version.json`: the CSGHub release these docs follow and the docs' own commit.
 */
import {execFileSync} from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import {promisify} from 'node:util';
import {LOCALES, LOCALE_CODES} from '../config/locales';
import release from '../config/csghub-release.json';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/** Files worth compressing: text, at least this big, and kept only when compression saves a tenth. */
const COMPRESSIBLE = /\.(?:html|js|css|json|svg|xml|txt|md|map)$/;
const MIN_BYTES = 1024;
const KEEP_RATIO = 0.9;
/** Brotli quality 5: within 1 % of quality 9 on this site, at a sixteenth of the time. */
const BROTLI_QUALITY = 5;
/** Files handled at once. */
const BATCH = 64;

/** Where the serving files go inside each locale's output; the web server never serves this folder. */
export const SERVING_DIR = '_serving';

export interface ServingOptions {
  /** Hosted Algolia search: the browser then talks to Algolia's hosts. */
  readonly algolia: boolean;
  /** DOCS_API_ORIGINS (config/env.ts): the CSGHub origins besides the docs' own that the API reference's "Try it" may call. */
  readonly apiOrigins?: readonly string[];
}

/** The files of a locale's output, leaving out the other locales' folders inside it. */
async function filesOf(dir: string, skip: ReadonlySet<string>): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await fs.readdir(dir, {withFileTypes: true})) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!skip.has(full)) out.push(...(await filesOf(full, skip)));
    } else out.push(full);
  }
  return out;
}

/** The sha256 sources of the executable inline scripts of a page (JSON-LD and other data blocks run nothing). */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes = '', body = ''] = match;
    if (/\bsrc\s*=/i.test(attributes) || body === '') continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && type !== 'text/javascript' && type !== 'module' && type !== 'application/javascript') continue;
    hashes.push(`'sha256-${crypto.createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/** The nginx `add_header` lines of a locale: its CSP and the other security headers. */
export function securityHeaders(scriptHashes: Iterable<string>, {algolia, apiOrigins = []}: ServingOptions): string {
  const connect = ["'self'", ...apiOrigins, ...(algolia ? ['https://*.algolia.net', 'https://*.algolianet.com'] : [])];
  const policy = [
    "default-src 'self'",
    `script-src 'self' ${[...new Set(scriptHashes)].sort().join(' ')}`.trim(),
    // Docusaurus and Mermaid set inline styles (style attributes, the diagrams' <style>).
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    `connect-src ${connect.join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
  return [
    '# Written by scripts/serving-files.ts after the build; included by deploy/nginx/nginx.conf.',
    `add_header Content-Security-Policy "${policy}" always;`,
    'add_header X-Content-Type-Options "nosniff" always;',
    'add_header Referrer-Policy "strict-origin-when-cross-origin" always;',
    '',
  ].join('\n');
}

/** The docs' own commit: DOCS_COMMIT when set (image builds without .git), else git, else "unknown". */
function docsCommit(siteDir: string): string {
  if (process.env.DOCS_COMMIT) return process.env.DOCS_COMMIT;
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], {cwd: siteDir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore']}).trim();
  } catch {
    return 'unknown';
  }
}

/**
 * Writes the serving files of a whole build (every locale): precompressed copies, each locale's
 * `_serving/headers.conf`, and `version.json`. Runs after `docusaurus build` (npm run build), when
 * every plugin has written its files: the redirect pages and the search index included.
 */
export async function writeServingFiles(buildDir: string, options: ServingOptions & {siteDir: string}): Promise<string[]> {
  const report: string[] = [];
  for (const locale of LOCALE_CODES) {
    const started = performance.now();
    const outDir = path.join(buildDir, LOCALES[locale].urlSegment);
    if (!(await exists(path.join(outDir, '404.html')))) continue;
    const others = new Set(
      LOCALE_CODES.filter((code) => code !== locale && LOCALES[code].urlSegment).map((code) => path.join(outDir, LOCALES[code].urlSegment)),
    );
    const files = (await filesOf(outDir, others)).filter(
      (file) => !/\.(?:gz|br)$/.test(file) && !file.includes(`${path.sep}${SERVING_DIR}${path.sep}`),
    );
    const hashes = new Set<string>();
    let compressed = 0;
    for (let start = 0; start < files.length; start += BATCH) {
      await Promise.all(
        files.slice(start, start + BATCH).map(async (file) => {
          if (file.endsWith('.html')) for (const hash of inlineScriptHashes(await fs.readFile(file, 'utf8'))) hashes.add(hash);
          if (!COMPRESSIBLE.test(file)) return;
          const data = await fs.readFile(file);
          if (data.length < MIN_BYTES) return;
          const [gz, br] = await Promise.all([
            gzip(data, {level: 9}),
            brotli(data, {
              params: {[zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length},
            }),
          ]);
          if (gz.length < data.length * KEEP_RATIO) await fs.writeFile(`${file}.gz`, gz);
          if (br.length < data.length * KEEP_RATIO) await fs.writeFile(`${file}.br`, br);
          compressed += 1;
        }),
      );
    }
    await fs.mkdir(path.join(outDir, SERVING_DIR), {recursive: true});
    await fs.writeFile(path.join(outDir, SERVING_DIR, 'headers.conf'), securityHeaders(hashes, options));
    const version = {
      csghub: release.release,
      helmChart: release.helmChart,
      omnibus: release.omnibus,
      // The row of the compatibility table (csghub/101/install/versions) these docs document.
      compatibilityRow: release.compatibilityRow,
      docsCommit: docsCommit(options.siteDir),
      locale,
    };
    await fs.writeFile(path.join(outDir, 'version.json'), `${JSON.stringify(version, null, 2)}\n`);
    report.push(
      `${locale}: ${compressed} files precompressed, ${hashes.size} inline script hashes, version.json (CSGHub ${release.release}) ` +
        `in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
  }
  return report;
}

async function exists(file: string): Promise<boolean> {
  try {
    await fs.stat(file);
    return true;
  } catch {
    return false;
  }
}
