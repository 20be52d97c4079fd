// cspell:ignore Pipeable  (React's renderToPipeableStream)
/**
 * On the finished build: no HTML file holds a NUL byte or U+FFFD, the character the minifier writes
 * for one (React 18.3's server renderer adds NUL bytes at its buffer's boundaries; this plugin removes
 * them: renderToPipeableStream.ts).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {BUILD_DIR} from '../../../lib/build';

function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(full);
    return entry.name.endsWith('.html') ? [full] : [];
  });
}

test('no page of the build holds a NUL byte or U+FFFD', () => {
  const files = htmlFiles(BUILD_DIR);
  assert.ok(files.length > 100, `${files.length} HTML files in ${BUILD_DIR}`);
  const broken = files.filter((file) => {
    const html = fs.readFileSync(file, 'utf8');
    return html.includes('\0') || html.includes('\uFFFD');
  });
  assert.deepEqual(
    broken.map((file) => path.relative(BUILD_DIR, file)),
    [],
  );
});
