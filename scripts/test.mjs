#!/usr/bin/env node
/**
 * Runs every test a change must pass, from a clean checkout, in order, stopping at the first failure:
 *   1. type-check                       (tsc, strict)
 *   2. unit tests                       (tests/unit: our code, the sidebars, the doc sources)
 *   3. production build, both locales   (with the test-only fixture pages; broken links fail it)
 *   4. build-level checks               (tests/build: routes in both locales, search relevance)
 *   5. end-to-end tests                 (tests/e2e, headless Debian Chromium via playwright-core)
 * Debian's chromium package is installed with apt-get when /usr/bin/chromium is missing.
 *   node scripts/test.mjs [--skip-build]   (--skip-build reuses an existing test build)
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const skipBuild = process.argv.includes('--skip-build');

function run(title, command, args, env = {}) {
  const started = Date.now();
  console.log(`\n=== ${title}\n$ ${[command, ...args].join(' ')}`);
  const result = spawnSync(command, args, {stdio: 'inherit', env: {...process.env, ...env}});
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.error) {
    console.error(`\n${title}: could not run ${command}: ${result.error.message}`);
    process.exit(1);
  }
  if (result.status !== 0) {
    console.error(`\n${title}: FAILED after ${seconds} s (exit ${result.status ?? result.signal}).`);
    process.exit(result.status || 1);
  }
  console.log(`=== ${title}: passed in ${seconds} s`);
}

function ensureChromium() {
  if (fs.existsSync(CHROMIUM)) return;
  console.log(`\n${CHROMIUM} is missing: installing Debian's chromium package.`);
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  const [command, ...prefix] = root ? ['apt-get'] : ['sudo', 'apt-get'];
  const env = {DEBIAN_FRONTEND: 'noninteractive'};
  run('apt-get update', command, [...prefix, 'update', '-qq'], env);
  run('apt-get install chromium', command, [...prefix, 'install', '-y', '-qq', 'chromium'], env);
  if (!fs.existsSync(CHROMIUM)) {
    console.error(`chromium was installed but ${CHROMIUM} does not exist; set CHROMIUM_PATH.`);
    process.exit(1);
  }
}

/** Test files under some folders whose names end with `suffix` (Node 20's test runner takes files, not globs). */
function testFiles(dirs, suffix, except = null) {
  const found = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith(suffix) && !(except && entry.name.endsWith(except))) found.push(full);
    }
  };
  dirs.filter((dir) => fs.existsSync(dir)).forEach(walk);
  return found.sort();
}

const tsx = 'node_modules/.bin/tsx';
run('type-check', 'node_modules/.bin/tsc', []);
run('unit tests', tsx, ['--test', ...testFiles(['tests/unit', 'plugins', 'config'], '.test.ts', '.build.test.ts')]);
if (!skipBuild) {
  run('production build (both locales, with test fixtures)', 'node_modules/.bin/docusaurus', ['build'], {DOCS_TEST_FIXTURES: '1'});
}
run('build-level checks', tsx, ['--test', '--test-concurrency=1', ...testFiles(['tests/build'], '.test.ts'), ...testFiles(['plugins'], '.build.test.ts')]);
ensureChromium();
run('end-to-end tests (headless Chromium)', tsx, ['--test', '--test-concurrency=1', ...testFiles(['tests/e2e'], '.test.ts')]);
console.log('\nAll tests passed.');
