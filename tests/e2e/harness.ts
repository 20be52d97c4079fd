/**
 * Shared set-up of the end-to-end tests: the built site served on a free loopback port by
 * scripts/serve.mjs, and Debian's Chromium driven by playwright-core (never a downloaded browser).
 */
import type {AddressInfo} from 'node:net';
import type {Server} from 'node:http';
import path from 'node:path';
import {chromium, type Browser, type BrowserContext, type Page} from 'playwright-core';
import {createServer} from '../../scripts/serve.mjs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const BUILD_DIR = process.env.E2E_BUILD_DIR ?? path.join(__dirname, '..', '..', 'build');

/** Flags for a quiet, sandbox-free headless Chromium on a machine with a closed network. */
const CHROMIUM_ARGS = [
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

export async function openSite(): Promise<Site> {
  const server: Server = createServer({dir: BUILD_DIR});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  const browser = await chromium.launch({executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS});
  const contexts: BrowserContext[] = [];
  return {
    origin,
    browser,
    url: (pathname) => `${origin}${pathname}`,
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
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Waits until React has hydrated the page (Docusaurus sets this attribute). */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForSelector('html[data-has-hydrated="true"]');
}
