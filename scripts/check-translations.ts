/**
 * Every UI string of ours has its English translation: runs `docusaurus write-translations` on a copy
 * of the site and fails when it adds a key that is not the theme's own (`theme.*`, which the theme
 * translates itself) to a file of i18n/en/. Prints the file, the key and the Chinese message.
 *   npm run check:translations
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {LOCALE_CODES, DEFAULT_LOCALE} from '../config/locales';
import {ROOT} from '../lib/build';

const PREFIX = '__UNTRANSLATED__ ';
const SKIP = new Set(['node_modules', 'build', '.docusaurus', '.git']);
/** Keys that docusaurus.config.ts sets per locale itself (the footer line holds the year and the CSGHub release). */
const LANGUAGE_NEUTRAL = new Set(['copyright']);

type Messages = Record<string, {message: string}>;

/**
 * The translation files of a locale's folder. The docs' own content (`docusaurus-plugin-content-docs/
 * current/`: translated pages, category files, the API reference's generated pages and their JSON data)
 * holds no UI strings and is left out.
 */
function jsonFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory() && entry.name === 'current' && path.basename(dir) === 'docusaurus-plugin-content-docs') return [];
    if (entry.isDirectory()) return jsonFiles(full);
    return entry.name.endsWith('.json') ? [full] : [];
  });
}

const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'translations-'));
try {
  for (const entry of fs.readdirSync(ROOT)) {
    if (!SKIP.has(entry)) fs.cpSync(path.join(ROOT, entry), path.join(copy, entry), {recursive: true});
  }
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(copy, 'node_modules'));
  const missing: string[] = [];
  for (const locale of LOCALE_CODES.filter((code) => code !== DEFAULT_LOCALE)) {
    const result = spawnSync(
      path.join(ROOT, 'node_modules', '.bin', 'docusaurus'),
      ['write-translations', '--locale', locale, '--messagePrefix', PREFIX],
      {cwd: copy, encoding: 'utf8'},
    );
    if (result.status !== 0) {
      console.error(result.stdout, result.stderr);
      throw new Error(`docusaurus write-translations --locale ${locale} failed (exit ${result.status})`);
    }
    for (const file of jsonFiles(path.join(copy, 'i18n', locale))) {
      const relative = path.relative(copy, file);
      const original = path.join(ROOT, relative);
      const before: Messages = fs.existsSync(original) ? JSON.parse(fs.readFileSync(original, 'utf8')) : {};
      const after: Messages = JSON.parse(fs.readFileSync(file, 'utf8'));
      for (const [key, value] of Object.entries(after)) {
        if (key in before || key.startsWith('theme.') || LANGUAGE_NEUTRAL.has(key)) continue;
        missing.push(`${relative}: "${key}" has no ${locale} translation (message: ${JSON.stringify(value.message.replace(PREFIX, ''))})`);
      }
    }
  }
  if (missing.length > 0) {
    console.error(`${missing.length} UI strings without a translation; add them to the files named:\n${missing.join('\n')}`);
    process.exitCode = 1;
  } else {
    console.log('Every UI string of ours has its translation.');
  }
} finally {
  fs.rmSync(copy, {recursive: true, force: true});
}
