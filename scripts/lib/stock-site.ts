/**
 * The stock Docusaurus classic template, built from create-docusaurus with this project's node_modules
 * under /docs/ like this site: the reference of `npm run bench:pages` and of `npm run bench --
 * --compare-stock`. The build carries bundle stats (plugins/bundle-stats), so that its scripts can be
 * broken down by package like ours.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {ROOT} from '../../lib/build';

export const STOCK_SITE_DIR = path.join(os.tmpdir(), 'docs-bench-stock-site');

/** The stock template's pages of the same kinds as ours: its home page, its intro and its longest doc. */
export const STOCK_PAGES = {
  landing: '/docs/',
  intro: '/docs/docs/intro',
  long: '/docs/docs/tutorial-basics/markdown-features',
} as const;

/** Builds the stock site afresh in STOCK_SITE_DIR; returns its build folder. */
export function buildStock(): string {
  const template = path.join(ROOT, 'node_modules', 'create-docusaurus', 'templates');
  const dir = STOCK_SITE_DIR;
  fs.rmSync(dir, {recursive: true, force: true});
  fs.cpSync(path.join(template, 'shared'), dir, {recursive: true});
  fs.cpSync(path.join(template, 'classic'), dir, {recursive: true});
  const configFile = path.join(dir, 'docusaurus.config.js');
  // Its navbar and home page link to "/docs/intro" as written for baseUrl "/"; those links are not measured.
  const config = fs
    .readFileSync(configFile, 'utf8')
    .replace("baseUrl: '/'", "baseUrl: '/docs/'")
    .replace("onBrokenLinks: 'throw'", "onBrokenLinks: 'warn'");
  if (!config.includes("baseUrl: '/docs/'")) throw new Error(`the stock template's ${configFile} no longer sets baseUrl: '/' as expected`);
  fs.writeFileSync(configFile, config);
  // The same configuration plus the bundle stats plugin (it only writes a file when BENCH_STATS=1).
  const benchConfig = path.join(dir, 'docusaurus.config.bench.ts');
  fs.writeFileSync(
    benchConfig,
    [
      "import base from './docusaurus.config.js';",
      `import bundleStats from ${JSON.stringify(path.join(ROOT, 'plugins', 'bundle-stats'))};`,
      'export default {...base, plugins: [...(base.plugins ?? []), bundleStats]};',
      '',
    ].join('\n'),
  );
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'));
  console.log('Building the stock classic-template site …');
  const build = spawnSync(path.join(ROOT, 'node_modules', '.bin', 'docusaurus'), ['build', '--config', benchConfig], {
    cwd: dir,
    encoding: 'utf8',
    env: {...process.env, BENCH_STATS: '1'},
  });
  if (build.status !== 0) throw new Error(`the stock site did not build:\n${(build.stdout + build.stderr).slice(-2000)}`);
  return withLocaleFolder(path.join(dir, 'build'));
}

/**
 * The project's servers (lib/serve.ts, deploy/nginx) expect each language's folder with its 404 page;
 * the stock site is English only, at the root: it gets an en/ folder with a copy of its 404 page.
 */
function withLocaleFolder(build: string): string {
  fs.mkdirSync(path.join(build, 'en'), {recursive: true});
  fs.copyFileSync(path.join(build, '404.html'), path.join(build, 'en', '404.html'));
  return build;
}

/** The stock site's build, built first if it is missing or has no bundle stats. */
export function stockBuild(): string {
  const build = path.join(STOCK_SITE_DIR, 'build');
  const stats = path.join(STOCK_SITE_DIR, '.docusaurus', 'bundle-stats', 'en.json');
  return fs.existsSync(path.join(build, '404.html')) && fs.existsSync(stats) ? withLocaleFolder(build) : buildStock();
}
