/** Where the built site is, for the scripts and tests that read it. */
import fs from 'node:fs';
import path from 'node:path';
import {LOCALES, type Locale} from '../config/locales';

export const ROOT = path.join(__dirname, '..');

/** The build to read: build/ (what `npm run build` and `npm test` write), or E2E_BUILD_DIR. */
export const BUILD_DIR = process.env.E2E_BUILD_DIR ?? path.join(ROOT, 'build');

/** A locale's part of a build: build/ for the default locale, build/en/ for English. */
export function localeBuildDir(locale: Locale, buildDir = BUILD_DIR): string {
  return path.join(buildDir, LOCALES[locale].urlSegment);
}

/** Every page (`index.html`) under a folder of a build, depth first; none when the folder is absent. */
export function builtPages(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return builtPages(full);
    return entry.name === 'index.html' ? [full] : [];
  });
}
