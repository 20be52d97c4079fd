/**
 * The classic theme's page-change progress bar (its client module `nprogress`) without nprogress in
 * main.js: the bar's code loads with the first page change, in a chunk of its own (main.js 1.5 KiB
 * gzip less). As in the stock module (Docusaurus 3.10.2), the bar starts when a new page takes more
 * than 200 ms to arrive and ends when it is rendered; no spinner. On the first page change, the bar
 * shows once its code is there, if the page is still on its way.
 */

/** The part of nprogress the bar uses. */
export interface ProgressBar {
  configure(options: {showSpinner: boolean}): unknown;
  start(): unknown;
  done(): unknown;
}

/** Docusaurus's route update arguments, as the module reads them. */
interface RouteUpdate {
  readonly location: {readonly pathname: string};
  readonly previousLocation: {readonly pathname: string} | null;
}

/** How long a page change takes before the bar shows, as in the stock module. */
export const PROGRESS_DELAY_MS = 200;

/** The client module, with the bar's code loaded by `load` at the first page change. */
export function progressModule(load: () => Promise<ProgressBar>) {
  let loading: Promise<ProgressBar> | undefined;
  let bar: ProgressBar | undefined;
  // A page is on its way and its delay has passed: the bar should be showing.
  let waiting = false;
  const barLoaded = (): Promise<ProgressBar> =>
    (loading ??= load().then((loaded) => {
      loaded.configure({showSpinner: false});
      bar = loaded;
      return loaded;
    }));
  return {
    onRouteUpdate({location, previousLocation}: RouteUpdate): (() => void) | undefined {
      if (!previousLocation || location.pathname === previousLocation.pathname) return undefined;
      barLoaded().then(
        (loaded) => {
          if (waiting) loaded.start();
        },
        (error: unknown) => console.error('The page-change progress bar (nprogress) did not load:', error),
      );
      const timeout = window.setTimeout(() => {
        waiting = true;
        bar?.start();
      }, PROGRESS_DELAY_MS);
      return () => window.clearTimeout(timeout);
    },
    onRouteDidUpdate(): void {
      waiting = false;
      bar?.done();
    },
  };
}
