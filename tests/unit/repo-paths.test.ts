/**
 * The map is true: every repository path named in the code's comments and messages, in README.md and in
 * CONTRIBUTING.md exists. A path is a string that starts with one of the repository's top-level folders
 * (`plugins/local-search/client/client.ts`, `tests/spec/`) or is a root document or configuration file
 * (`CONTRIBUTING.md`, `docusaurus.config.ts`). It may end in a glob or a placeholder (`plugins/*\/client`,
 * `docs/<slug>.md`): then the folder before it must exist. A path inside a plugin may also be relative to
 * that plugin's folder, and a bare file name relative to the file that names it.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.join(__dirname, '..', '..');
const SCANNED_DIRS = ['src', 'plugins', 'lib', 'scripts', 'tests', 'config', 'deploy'];
const SCANNED_DOCS = ['README.md', 'CONTRIBUTING.md'];
const EXTENSIONS = /\.(ts|tsx|mjs|md|conf)$/;
const TOP = ['src', 'plugins', 'lib', 'scripts', 'tests', 'config', 'deploy', 'docs', 'i18n', 'static', 'blog'];

/** Not preceded by a path or URL character, so `/docs/en/…` URLs and `../config/x` imports are left out. */
const FOLDER_PATH = new RegExp(`(?<![\\w./@~$-])(?:${TOP.join('|')})/[\\w./<>*{}\\[\\],…-]*`, 'g');
/** Root documents (`STYLE.md`, `CONTRIBUTING.md`), which a plugin's folder may also hold (`README.md`). */
const ROOT_FILE = /(?<![\w./@~$-])[A-Z][A-Z_]+\.md\b/g;
/** A line that names an upstream package or repository speaks of its paths, not ours. */
const UPSTREAM_LINE = /@docusaurus\/|github\.com\/|upstream/;

/** Strings that look like repository paths and are not (each named, with why). */
const ALLOWED = new Map<string, string>([
  ['plugins/api-reference/data/README.md: docs/docs.go', 'a file of the csghub-server repository'],
  ['plugins/api-reference/data/README.md: docs/error_codes_en.md', 'a file of the csghub-server repository'],
  ['plugins/api-reference/data/README.md: docs/error_codes_zh.md', 'a file of the csghub-server repository'],
  ['plugins/page-history/tests/drift.test.ts: i18n/en/docs', 'a folder pair given to the options parser'],
  ['tests/build/routes.test.ts: blog/welcome', 'a route of the spec, not a file'],
  ['tests/e2e/a11y.test.ts: blog/mdx-blog-post', 'a route of the site, not a file'],
  ['scripts/lib/bundle.ts: plugins/x', 'a placeholder for any plugin folder'],
  ['plugins/sidebar-metadata/README.md: lib/props.js', 'a file of @docusaurus/plugin-content-docs'],
]);
/** This file names made-up paths in its own test of the matcher. */
const SELF = 'tests/unit/repo-paths.test.ts';

function files(): string[] {
  const found = [...SCANNED_DOCS];
  const walk = (dir: string): void => {
    for (const entry of fs.readdirSync(path.join(ROOT, dir), {withFileTypes: true})) {
      const rel = `${dir}/${entry.name}`;
      if (entry.isDirectory()) {
        if (!['node_modules', 'generated'].includes(entry.name)) walk(rel);
      } else if (EXTENSIONS.test(entry.name)) found.push(rel);
    }
  };
  SCANNED_DIRS.forEach(walk);
  return found.filter((file) => file !== SELF);
}

/** The part of a named path that must exist: up to its first glob or placeholder, without trailing punctuation. */
export function checkedPart(named: string): string {
  const bare = named.replace(/[.,:;]+$/, '');
  const wild = bare.search(/[<>*{}[\],…]/);
  return wild >= 0 ? bare.slice(0, bare.lastIndexOf('/', wild) + 1) : bare;
}

function exists(candidate: string): boolean {
  const full = path.join(ROOT, candidate);
  return ['', '.ts', '.tsx', '.md', '.mdx', '.js', '.mjs'].some((ext) => fs.existsSync(full + ext));
}

function resolves(part: string, from: string): boolean {
  if (exists(part)) return true;
  const plugin = from.match(/^plugins\/[^/]+\//)?.[0];
  if (plugin && exists(plugin + part)) return true;
  return !part.includes('/') && exists(path.posix.join(path.posix.dirname(from), part));
}

export function namedPaths(text: string): string[] {
  return [...text.matchAll(FOLDER_PATH), ...text.matchAll(ROOT_FILE)].map(([named]) => named);
}

test('a named path is cut at its first glob or placeholder', () => {
  assert.equal(checkedPart('plugins/*/client'), 'plugins/');
  assert.equal(checkedPart('docs/<slug>.md'), 'docs/');
  assert.equal(checkedPart('tests/spec/routes.tsv.'), 'tests/spec/routes.tsv');
  assert.equal(checkedPart('plugins/**/*.test.ts'), 'plugins/');
  assert.deepEqual(namedPaths('see `tests/e2e/x.test.ts`, /docs/en/intro, ../config/env and STYLE.md'), [
    'tests/e2e/x.test.ts',
    'STYLE.md',
  ]);
});

test('every repository path named in the code, README.md and CONTRIBUTING.md exists', () => {
  const dangling: string[] = [];
  for (const file of files()) {
    const lines = fs.readFileSync(path.join(ROOT, file), 'utf8').split('\n');
    lines.forEach((line, index) => {
      if (UPSTREAM_LINE.test(line)) return;
      for (const named of namedPaths(line)) {
        const part = checkedPart(named);
        const where = `${file}:${index + 1}: ${named}`;
        if (part.length > 0 && !resolves(part, file) && !ALLOWED.has(`${file}: ${named.replace(/[.,:;]+$/, '')}`)) dangling.push(where);
      }
    });
  }
  assert.deepEqual(dangling, [], 'paths named in the repository that do not exist (fix the pointer)');
});
