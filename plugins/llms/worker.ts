import {Worker} from 'node:worker_threads';
import type {TwinJob} from './twins';

/**
 * Runs writeTwins (twins.ts) in a worker thread. The search plugin's postBuild runs at the same time
 * and keeps the main thread busy; in a worker the conversion takes the machine's other core. The
 * worker loads the TypeScript module with jiti, as Docusaurus loads the site's configuration.
 */
const BOOTSTRAP = `
const {parentPort, workerData} = require('node:worker_threads');
const load = require(workerData.jiti)(workerData.module, {interopDefault: true});
load(workerData.module)
  .writeTwins(workerData.jobs)
  .then((written) => parentPort.postMessage({written}), (error) => parentPort.postMessage({error: String(error?.stack ?? error)}));
`;

export function writeTwinsInWorker(jobs: readonly TwinJob[]): Promise<Array<[string, string]>> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(BOOTSTRAP, {
      eval: true,
      // Whatever loader started this process (tsx in tests), the worker needs only jiti.
      execArgv: [],
      workerData: {jiti: require.resolve('jiti'), module: require.resolve('./twins'), jobs},
    });
    const failed = (reason: string) => reject(new Error(`[llms] converting pages to Markdown failed: ${reason}`));
    worker.once('message', (answer: {written?: Array<[string, string]>; error?: string}) => {
      if (answer.written) resolve(answer.written);
      else failed(answer.error ?? 'no answer');
    });
    worker.once('error', (error) => failed(error.message));
    worker.once('exit', (code) => failed(`the worker stopped (exit code ${code}) before it answered`));
  });
}
