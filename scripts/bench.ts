/**
 * Site benchmark: prints figures, never fails.
 *   - cold build of both locales (after `docusaurus clear`): wall time and peak memory of the process tree
 *   - build output size
 *   - eager JavaScript of a doc page and of the landing page: what Chromium loads up to the load event,
 *     raw and gzip bytes
 *   npm run bench [-- --no-build]     (--no-build measures the existing build/ only)
 */
import {spawn, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {hydrated, openSite} from './lib/browser';
import {folderSize, gzipSize, kib} from './lib/sizes';

const ROOT = path.join(__dirname, '..');
const BUILD = path.join(ROOT, 'build');

function descendants(pid: number): number[] {
  const out = [pid];
  try {
    const children = fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean);
    for (const child of children) out.push(...descendants(Number(child)));
  } catch {
    // The process ended.
  }
  return out;
}

function rssKiB(pid: number): number {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) : 0;
  } catch {
    return 0;
  }
}

async function coldBuild(): Promise<void> {
  console.log('Cold build of both locales (docusaurus clear, then docusaurus build)…');
  spawnSync('node_modules/.bin/docusaurus', ['clear'], {cwd: ROOT, stdio: 'ignore'});
  const started = Date.now();
  const child = spawn('node_modules/.bin/docusaurus', ['build'], {cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe']});
  let log = '';
  child.stdout.on('data', (chunk) => (log += chunk));
  child.stderr.on('data', (chunk) => (log += chunk));
  let peak = 0;
  const timer = setInterval(() => {
    const total = descendants(child.pid!).reduce((sum, pid) => sum + rssKiB(pid), 0);
    peak = Math.max(peak, total);
  }, 250);
  const code: number = await new Promise((resolve) => child.on('close', (status) => resolve(status ?? 1)));
  clearInterval(timer);
  const seconds = (Date.now() - started) / 1000;
  if (code !== 0) {
    console.log(`  build failed (exit ${code}); last lines:\n${log.split('\n').slice(-15).join('\n')}`);
    return;
  }
  console.log(`  wall time: ${seconds.toFixed(1)} s`);
  console.log(`  peak memory (process tree RSS): ${(peak / 1024).toFixed(0)} MiB`);
  for (const line of log.split('\n').filter((entry) => entry.startsWith('[search-index]'))) console.log(`  ${line}`);
}

async function eagerJavaScript(): Promise<void> {
  const site = await openSite();
  try {
    for (const pagePath of ['/docs/', '/docs/en/', '/docs/csghub/101/install/by_helm', '/docs/en/csghub/101/install/by_helm']) {
      const {page} = await site.newPage();
      const scripts = new Map<string, Buffer>();
      page.on('response', async (response) => {
        if (response.request().resourceType() !== 'script') return;
        try {
          scripts.set(response.url(), await response.body());
        } catch {
          // A redirect or an aborted request has no body.
        }
      });
      const response = await page.goto(site.url(pagePath), {waitUntil: 'load'});
      if (!response || response.status() >= 400) {
        console.log(`  ${pagePath}: not in this build (HTTP ${response?.status() ?? '?'})`);
        await page.close();
        continue;
      }
      await hydrated(page);
      await page.waitForLoadState('networkidle');
      let raw = 0;
      let gzip = 0;
      for (const body of scripts.values()) {
        raw += body.length;
        gzip += gzipSize(body);
      }
      console.log(`  ${pagePath}: ${scripts.size} scripts, ${kib(raw)} raw, ${kib(gzip)} gzip`);
      await page.close();
    }
  } finally {
    await site.close();
  }
}

async function main(): Promise<void> {
  if (!process.argv.includes('--no-build')) await coldBuild();
  if (!fs.existsSync(path.join(BUILD, '404.html'))) {
    console.log('No build/ to measure: run "npm run build".');
    return;
  }
  const all = folderSize(BUILD);
  const en = folderSize(path.join(BUILD, 'en'));
  const mib = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
  console.log(`Build output: ${mib(all.raw)} MiB in ${all.files} files (English ${mib(en.raw)} MiB, Chinese ${mib(all.raw - en.raw)} MiB)`);
  console.log('Eager JavaScript (loaded up to the load event, headless Chromium):');
  await eagerJavaScript();
}

main().catch((error: unknown) => {
  console.log(`bench stopped early: ${error instanceof Error ? error.message : String(error)}`);
});
