/** Sizes for the benchmarks: raw and gzip bytes of files and folders. */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

export function gzipSize(data: string | Buffer): number {
  return zlib.gzipSync(data, {level: 9}).length;
}

export function kib(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KiB`;
}

/** Total raw bytes, and gzip bytes when asked (slower: every file is compressed), of a folder. */
export function folderSize(dir: string, withGzip = false): {raw: number; gzip: number; files: number} {
  const total = {raw: 0, gzip: 0, files: 0};
  for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      const sub = folderSize(full, withGzip);
      total.raw += sub.raw;
      total.gzip += sub.gzip;
      total.files += sub.files;
    } else {
      total.files += 1;
      if (withGzip) {
        const data = fs.readFileSync(full);
        total.raw += data.length;
        total.gzip += gzipSize(data);
      } else {
        total.raw += fs.statSync(full).size;
      }
    }
  }
  return total;
}
