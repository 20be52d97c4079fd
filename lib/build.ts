/** Where the built site is, for the scripts and tests that read it. */
import path from 'node:path';
import {LOCALES, type Locale} from '../config/locales';

export const ROOT = path.join(__dirname, '..');

/** The build to read: build/ (what `npm run build` and `npm test` write), or E2E_BUILD_DIR. */
export const BUILD_DIR = process.env.E2E_BUILD_DIR ?? path.join(ROOT, 'build');

/** A locale's part of a build: build/ for the default locale, build/en/ for English. */
export function localeBuildDir(locale: Locale, buildDir = BUILD_DIR): string {
  return path.join(buildDir, LOCALES[locale].urlSegment);
}
