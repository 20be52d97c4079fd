/**
 * Every environment variable the code reads is documented in README.md's "Switches" table, and every
 * variable that table names is still read somewhere. Variables that Docusaurus or Node.js set for us
 * (not switches a person sets) are named below with why.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {ROOT} from '../../lib/build';

const SCANNED_DIRS = ['src', 'plugins', 'lib', 'scripts', 'tests', 'config'];
const SCANNED_FILES = ['docusaurus.config.ts', 'sidebars.ts', 'sidebars.layout.ts', 'babel.config.js'];
/** Read by the code, set by the tools that run it. */
const SET_FOR_US = new Map([
  ['NODE_ENV', 'set by Docusaurus: development for the dev server, production for builds'],
  ['DOCUSAURUS_CURRENT_LOCALE', 'set by Docusaurus for each locale it builds (config/locales.ts)'],
]);

/** `process.env.NAME`, `env.NAME`, `env['NAME']`, and names listed as string literals beside "env" or "VARIABLES". */
export function variablesRead(text: string): string[] {
  const names = new Set<string>();
  for (const match of text.matchAll(/\benv(?:\.([A-Z][A-Z0-9_]+)\b|\[\s*['"]([A-Z][A-Z0-9_]+)['"]\s*\])/g))
    names.add((match[1] ?? match[2])!);
  for (const [, list = ''] of text.matchAll(/_VARIABLES\s*=\s*\[([^\]]*)\]/g))
    for (const [, name] of list.matchAll(/['"]([A-Z][A-Z0-9_]+)['"]/g)) names.add(name!);
  return [...names];
}

/** The variables README.md's "Switches" table names (first column, each `NAME` or `NAME=value`). */
export function documentedSwitches(readme: string): string[] {
  const start = readme.indexOf('\n## Switches\n');
  assert.ok(start >= 0, 'README.md has no "## Switches" section');
  const end = readme.indexOf('\n## ', start + 1);
  const section = readme.slice(start, end < 0 ? undefined : end);
  const names = new Set<string>();
  for (const line of section.split('\n')) {
    const first = /^\| ([^|]+) \|/.exec(line)?.[1] ?? '';
    for (const [, name] of first.matchAll(/`([A-Z][A-Z0-9_]+)(?:=[^`]*)?`/g)) names.add(name!);
  }
  return [...names];
}

function codeFiles(): string[] {
  const found = SCANNED_FILES.filter((file) => fs.existsSync(path.join(ROOT, file)));
  const walk = (dir: string): void => {
    for (const entry of fs.readdirSync(path.join(ROOT, dir), {withFileTypes: true})) {
      const rel = `${dir}/${entry.name}`;
      if (entry.isDirectory()) {
        if (!['node_modules', 'generated', 'fixtures'].includes(entry.name)) walk(rel);
      } else if (/\.(ts|tsx|mjs|js|sh)$/.test(entry.name) && !entry.name.endsWith('.test.ts')) found.push(rel);
    }
  };
  SCANNED_DIRS.forEach(walk);
  return found;
}

test('the readers of variables find each form the code uses', () => {
  assert.deepEqual(
    variablesRead(
      `process.env.DOCS_ONLY; env.PORT ?? 1; env['E2E_BUILD_DIR']; const ALGOLIA_VARIABLES = ['ALGOLIA_APP_ID', "X_Y"];`,
    ).sort(),
    ['ALGOLIA_APP_ID', 'DOCS_ONLY', 'E2E_BUILD_DIR', 'PORT', 'X_Y'],
  );
  assert.deepEqual(variablesRead(`{...process.env, DOCS_PREVIEW: '1'}; env.locale; environment.FOO`), []);
  const readme =
    '# x\n\n## Switches\n\n| Variable | Effect |\n|---|---|\n| `DOCS_ONLY=a,b` | x |\n| `AB`, `B_C` | y `NOT_ME` |\n\n## Next\n\n| `LATER` | z |\n';
  assert.deepEqual(documentedSwitches(readme), ['DOCS_ONLY', 'AB', 'B_C']);
});

test("every variable the code reads is in README.md's Switches, and every switch there is read", () => {
  const read = new Map<string, string[]>();
  for (const file of codeFiles())
    for (const name of variablesRead(fs.readFileSync(path.join(ROOT, file), 'utf8'))) read.set(name, [...(read.get(name) ?? []), file]);
  const documented = new Set(documentedSwitches(fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8')));
  const undocumented = [...read]
    .filter(([name]) => !documented.has(name) && !SET_FOR_US.has(name))
    .map(([name, files]) => `${name} (read in ${files.join(', ')})`);
  assert.deepEqual(undocumented, [], 'variables the code reads that README.md\'s "Switches" does not document');
  const unread = [...documented].filter((name) => !read.has(name));
  assert.deepEqual(unread, [], 'switches README.md documents that no code reads any more');
});
