/**
 * A built site served on a free loopback port (lib/serve.ts) and Debian's Chromium driven by
 * playwright-core (never a downloaded browser): what the end-to-end tests and the benches share.
 */
import type {AddressInfo} from 'node:net';
import type {Server} from 'node:http';
import {chromium, type Browser, type BrowserContext, type Page} from 'playwright-core';
import {createServer} from './serve';
import {BUILD_DIR} from './build';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags for a quiet, sandbox-free headless Chromium on a machine with a closed network. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

export interface Site {
  readonly origin: string;
  readonly browser: Browser;
  url(pathname: string): string;
  newPage(options?: Parameters<Browser['newContext']>[0]): Promise<{context: BrowserContext; page: Page}>;
  close(): Promise<void>;
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS});
}

/** Listens on a free loopback port; resolves with the origin. */
export async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/**
 * Opens a browser on a site: the build in `dir` served by lib/serve.ts, or, with `origin`,
 * a site already served elsewhere (nginx in the tests of deploy/).
 */
export async function openSite({dir = BUILD_DIR, origin}: {dir?: string; origin?: string} = {}): Promise<Site> {
  const server = origin ? null : createServer({dir});
  const base = origin ?? (await listen(server!));
  const browser = await launchChromium();
  const contexts: BrowserContext[] = [];
  return {
    origin: base,
    browser,
    url: (pathname) => `${base}${pathname}`,
    async newPage(options) {
      const context = await browser.newContext({viewport: {width: 1280, height: 900}, ...options});
      // tsx compiles functions with esbuild's keepNames, which wraps named inner functions in __name();
      // functions sent to the page with page.evaluate() need it to exist there too.
      await context.addInitScript({content: 'window.__name = (fn) => fn;'});
      contexts.push(context);
      const page = await context.newPage();
      page.setDefaultTimeout(15_000);
      return {context, page};
    },
    async close() {
      await Promise.all(contexts.map((context) => context.close().catch(() => undefined)));
      await browser.close();
      if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * Waits, `rounds` times over, for the fonts to be ready, two frames to be drawn and the main thread to be
 * idle (React's scheduler runs in tasks: an idle period comes after them, so what an observer or a
 * transition started in one round has rendered by the end of the next).
 */
export async function idleFrames(page: Page, rounds = 1): Promise<void> {
  for (let round = 0; round < rounds; round++)
    await page.evaluate(async () => {
      await document.fonts.ready;
      await new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => requestIdleCallback(() => resolve(), {timeout: 5000}))),
      );
    });
}

/** Waits until React has hydrated the page (Docusaurus sets this attribute). */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForSelector('html[data-has-hydrated="true"]');
}
