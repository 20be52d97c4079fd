/**
 * Per-chunk and per-package breakdown of the scripts a page loads, for `npm run bench`: each script's
 * raw and gzip bytes, and where a bundle stats file exists (a build with BENCH_STATS=1 writes
 * .docusaurus/bundle-stats/<locale>.json: plugins/bundle-stats), what each chunk is made of by package.
 * A module's gzip share is estimated from its share of the chunk's source bytes (gzip is per file).
 */
import fs from 'node:fs';
import path from 'node:path';
import {gzipSize, kib} from './sizes';

interface StatsModule {
  readonly name?: string;
  readonly size?: number;
  readonly modules?: readonly StatsModule[];
}
interface StatsChunk {
  readonly id?: string | number;
  readonly names?: readonly string[];
  readonly files?: readonly string[];
  readonly modules?: readonly StatsModule[];
}
export interface BundleStats {
  readonly chunks?: readonly StatsChunk[];
}

export function readBundleStats(siteDir: string, locale: string): BundleStats | null {
  const file = path.join(siteDir, '.docusaurus', 'bundle-stats', `${locale}.json`);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as BundleStats) : null;
}

/** Where a module comes from: its npm package, or the site's own folder (plugins/x, src, .docusaurus…). */
export function moduleOrigin(name: string): string {
  const clean = name.replace(/^\(\w+\)\/|\s\+ \d+ modules$/g, '').replace(/\?.*$/, '');
  const at = clean.lastIndexOf('node_modules/');
  if (at >= 0) {
    const [first = '', second = ''] = clean.slice(at + 'node_modules/'.length).split('/');
    return first.startsWith('@') ? `${first}/${second}` : first;
  }
  const parts = clean.replace(/^\.\//, '').split('/');
  if (!parts[0]) return clean || '(unnamed modules)';
  if (parts[0] === 'plugins' || parts[0] === '.docusaurus') return parts.slice(0, 2).join('/');
  return parts[0] ?? clean;
}

/**
 * The modules that hold code. Rspack names some modules inside a concatenated one by neither name nor
 * identifier (./.docusaurus/routes.js + 3 modules holds one unnamed module): those are counted under
 * the concatenated module's name, whose first module is the one named.
 */
export function leafModules(modules: readonly StatsModule[], parentName?: string): StatsModule[] {
  return modules.flatMap((m) => {
    const name = m.name ?? parentName;
    if (m.modules && m.modules.length > 0) return leafModules(m.modules, name);
    return [name === m.name ? m : {...m, ...(name === undefined ? {} : {name})}];
  });
}

/** Source bytes by origin in one chunk file. */
function chunkOrigins(stats: BundleStats | null, file: string): Map<string, number> | null {
  const chunk = stats?.chunks?.find((c) => c.files?.some((f) => path.basename(f) === file));
  if (!chunk?.modules) return null;
  const byOrigin = new Map<string, number>();
  for (const m of leafModules(chunk.modules)) {
    const origin = m.name ? moduleOrigin(m.name) : '(unnamed modules)';
    byOrigin.set(origin, (byOrigin.get(origin) ?? 0) + (m.size ?? 0));
  }
  return byOrigin;
}

/** Prints each script of a page (largest first) and, with stats, the packages in it and over all. */
export function printBreakdown(scripts: ReadonlyMap<string, Buffer>, stats: BundleStats | null, indent = '    '): void {
  const rows = [...scripts].map(([url, body]) => ({file: url.replace(/^.*\//, ''), raw: body.length, gzip: gzipSize(body)}));
  rows.sort((a, b) => b.gzip - a.gzip);
  const total = new Map<string, number>();
  for (const row of rows) {
    const origins = chunkOrigins(stats, row.file);
    let parts = '';
    if (origins) {
      const source = [...origins.values()].reduce((a, b) => a + b, 0) || 1;
      const shares = [...origins].map(([origin, bytes]) => [origin, (row.gzip * bytes) / source] as const).sort((a, b) => b[1] - a[1]);
      for (const [origin, share] of shares) total.set(origin, (total.get(origin) ?? 0) + share);
      parts = `: ${shares
        .slice(0, 6)
        .map(([origin, share]) => `${origin} ${kib(share)}`)
        .join(', ')}${shares.length > 6 ? `, ${shares.length - 6} more` : ''}`;
    }
    console.log(`${indent}${row.file} ${kib(row.raw)} raw, ${kib(row.gzip)} gzip${parts}`);
  }
  if (!stats) {
    console.log(`${indent}(no bundle stats: build with BENCH_STATS=1 for the packages in each chunk)`);
    return;
  }
  if (total.size === 0) {
    console.log(`${indent}(the bundle stats are of another build: rebuild with BENCH_STATS=1)`);
    return;
  }
  const top = [...total].sort((a, b) => b[1] - a[1]);
  console.log(
    `${indent}by package (gzip share, all scripts): ${top
      .slice(0, 20)
      .map(([origin, share]) => `${origin} ${kib(share)}`)
      .join(', ')}`,
  );
}
