/**
 * Per-chunk and per-package breakdown of the scripts a page loads, for `npm run bench`: each script's
 * raw and gzip bytes, and where a bundle stats file exists (a build with BENCH_STATS=1 writes
 * .docusaurus/bundle-stats/<locale>.json: plugins/bundle-stats), what each chunk is made of by package.
 * A module's gzip share is estimated from its share of the chunk's minified bytes (gzip is per file):
 * each of the chunk's own modules is found in the emitted file by its id, the key of its function
 * (`12345(e,t,n){…}`), and spans the bytes up to the next one; a concatenated module's span is shared
 * among the modules inside it by their source bytes. Source bytes alone would count too low a package
 * shipped already minified (react-dom 18: its source is its minified file, while the site's modules
 * shrink several times when minified). Where a module's key is not found, the chunk falls back to
 * source bytes.
 */
import fs from 'node:fs';
import path from 'node:path';
import {gzipSize, kib} from './sizes';

interface StatsModule {
  readonly id?: string | number;
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

/**
 * The emitted bytes of each of a chunk's own modules: from its function's key (`{id(` or `,id(`) to the
 * next module's key, in the order they appear. Null when a module has no id or its key is not found
 * exactly once (a file of another build, or an emitted format this does not read).
 */
export function moduleSpans(modules: readonly StatsModule[], body: string): number[] | null {
  const starts: Array<readonly [number, number]> = [];
  for (const [index, m] of modules.entries()) {
    if (m.id === undefined) return null;
    const key = new RegExp(`[{,]"?${String(m.id).replace(/[^\w]/g, '\\$&')}"?\\(`, 'g');
    const found = [...body.matchAll(key)];
    if (found.length !== 1) return null;
    starts.push([found[0]!.index, index]);
  }
  starts.sort((a, b) => a[0] - b[0]);
  const spans = new Array<number>(modules.length).fill(0);
  for (const [order, [start, index]] of starts.entries()) spans[index] = (starts[order + 1]?.[0] ?? body.length) - start;
  return spans;
}

/** Bytes by origin in one chunk file: minified where each module is found in `body`, else source bytes. */
function chunkOrigins(stats: BundleStats | null, file: string, body: string): Map<string, number> | null {
  const chunk = stats?.chunks?.find((c) => c.files?.some((f) => path.basename(f) === file));
  if (!chunk?.modules) return null;
  const spans = moduleSpans(chunk.modules, body);
  const byOrigin = new Map<string, number>();
  for (const [index, top] of chunk.modules.entries()) {
    const leaves = leafModules([top]);
    const source = leaves.reduce((total, m) => total + (m.size ?? 0), 0);
    for (const m of leaves) {
      const origin = m.name ? moduleOrigin(m.name) : '(unnamed modules)';
      const bytes = spans ? (spans[index]! * (m.size ?? 0)) / (source || 1) : (m.size ?? 0);
      byOrigin.set(origin, (byOrigin.get(origin) ?? 0) + bytes);
    }
  }
  return byOrigin;
}

export interface ScriptRow {
  readonly file: string;
  readonly raw: number;
  readonly gzip: number;
  /** The chunk's names in the bundle stats (empty without stats). */
  readonly names: readonly string[];
  /** Estimated gzip share of each origin (package or site folder), largest first; null without stats. */
  readonly shares: ReadonlyArray<readonly [string, number]> | null;
}

export interface Breakdown {
  readonly rows: readonly ScriptRow[];
  /** Estimated gzip share by origin over all the scripts; empty without stats for these files. */
  readonly byOrigin: ReadonlyMap<string, number>;
  readonly hasStats: boolean;
}

/** Each script of a page (largest first) and, with stats, the origins in it and over all. */
export function breakdown(scripts: ReadonlyMap<string, Buffer>, stats: BundleStats | null): Breakdown {
  const total = new Map<string, number>();
  const rows = [...scripts]
    .map(([url, body]): ScriptRow => {
      const file = url.replace(/^.*\//, '');
      const gzip = gzipSize(body);
      const chunk = stats?.chunks?.find((c) => c.files?.some((f) => path.basename(f) === file));
      const origins = chunkOrigins(stats, file, body.toString('utf8'));
      let shares: Array<readonly [string, number]> | null = null;
      if (origins) {
        const source = [...origins.values()].reduce((a, b) => a + b, 0) || 1;
        shares = [...origins].map(([origin, bytes]) => [origin, (gzip * bytes) / source] as const).sort((a, b) => b[1] - a[1]);
        for (const [origin, share] of shares) total.set(origin, (total.get(origin) ?? 0) + share);
      }
      return {file, raw: body.length, gzip, names: chunk?.names ?? [], shares};
    })
    .sort((a, b) => b.gzip - a.gzip);
  return {rows, byOrigin: total, hasStats: stats !== null};
}

const listShares = (shares: ReadonlyArray<readonly [string, number]>, count: number): string =>
  `${shares
    .slice(0, count)
    .map(([origin, share]) => `${origin} ${kib(share)}`)
    .join(', ')}${shares.length > count ? `, ${shares.length - count} more` : ''}`;

/** Prints each script of a page (largest first) and, with stats, the packages in it and over all. */
export function printBreakdown(scripts: ReadonlyMap<string, Buffer>, stats: BundleStats | null, indent = '    '): void {
  const {rows, byOrigin, hasStats} = breakdown(scripts, stats);
  for (const row of rows) {
    console.log(`${indent}${row.file} ${kib(row.raw)} raw, ${kib(row.gzip)} gzip${row.shares ? `: ${listShares(row.shares, 6)}` : ''}`);
  }
  if (!hasStats) {
    console.log(`${indent}(no bundle stats: build with BENCH_STATS=1 for the packages in each chunk)`);
    return;
  }
  if (byOrigin.size === 0) {
    console.log(`${indent}(the bundle stats are of another build: rebuild with BENCH_STATS=1)`);
    return;
  }
  const top = [...byOrigin].sort((a, b) => b[1] - a[1]);
  console.log(`${indent}by package (gzip share, all scripts): ${listShares(top, 20)}`);
}

/** The part of a script's name that does not change between builds: "main", "runtime~main", a chunk name. */
export function scriptKind(row: ScriptRow): string {
  const base = row.file.replace(/\.[0-9a-f]{8}\.js$/, '').replace(/\.js$/, '');
  return row.names.length ? row.names.join('+') : base;
}

/** One row of the side-by-side table: an origin's gzip share on each site and the difference. */
export interface OriginDifference {
  readonly origin: string;
  readonly ours: number;
  readonly stock: number;
}

/** Origins on either site, by the size of the difference (largest first). */
export function originDifferences(ours: Breakdown, stock: Breakdown): OriginDifference[] {
  const origins = new Set([...ours.byOrigin.keys(), ...stock.byOrigin.keys()]);
  return [...origins]
    .map((origin) => ({origin, ours: ours.byOrigin.get(origin) ?? 0, stock: stock.byOrigin.get(origin) ?? 0}))
    .sort((a, b) => Math.abs(b.ours - b.stock) - Math.abs(a.ours - a.stock) || a.origin.localeCompare(b.origin));
}

/**
 * Prints a page of ours next to the stock template's page of the same kind: each site's scripts (the
 * top origins in each), then every origin (package or site folder) with its gzip share on each side
 * and the difference, largest difference first; differences under 0.25 KiB are summed up in one line.
 * The shares are estimates (each module's share of its chunk's source bytes), the script totals exact.
 */
export function printComparison(label: string, ours: Breakdown, stock: Breakdown, indent = '    '): void {
  const sum = (b: Breakdown) => b.rows.reduce((total, row) => total + row.gzip, 0);
  console.log(
    `${indent}${label}: ours ${ours.rows.length} scripts, ${kib(sum(ours))} gzip; stock ${stock.rows.length} scripts, ${kib(sum(stock))} gzip; ` +
      `difference ${sign(sum(ours) - sum(stock))}`,
  );
  for (const [side, b] of [
    ['ours', ours],
    ['stock', stock],
  ] as const) {
    console.log(`${indent}  ${side}:`);
    for (const row of b.rows) {
      console.log(`${indent}    ${scriptKind(row)} ${kib(row.gzip)}${row.shares ? `: ${listShares(row.shares, 4)}` : ''}`);
    }
  }
  if (!ours.byOrigin.size || !stock.byOrigin.size) {
    console.log(`${indent}  (no package breakdown: both builds need bundle stats, BENCH_STATS=1)`);
    return;
  }
  console.log(`${indent}  by package (gzip share): ours | stock | difference`);
  const rows = originDifferences(ours, stock);
  const small = rows.filter((row) => Math.abs(row.ours - row.stock) < 256);
  for (const row of rows.filter((r) => !small.includes(r))) {
    console.log(
      `${indent}    ${row.origin.padEnd(44)} ${kib(row.ours).padStart(10)} | ${kib(row.stock).padStart(10)} | ${sign(row.ours - row.stock)}`,
    );
  }
  if (small.length) {
    const o = small.reduce((t, r) => t + r.ours, 0);
    const s = small.reduce((t, r) => t + r.stock, 0);
    console.log(
      `${indent}    ${`${small.length} smaller origins`.padEnd(44)} ${kib(o).padStart(10)} | ${kib(s).padStart(10)} | ${sign(o - s)}`,
    );
  }
}

const sign = (bytes: number): string => `${bytes >= 0 ? '+' : '-'}${kib(Math.abs(bytes))}`;
