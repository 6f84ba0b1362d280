import { Worker } from 'node:worker_threads';

const ENTRY = new URL('./ts-worker-entry.mjs', import.meta.url);

/** A worker thread running the TypeScript module `module`; `data` reaches it as workerData.data. */
export function startTsWorker(module: URL, data: unknown): Worker {
  return new Worker(ENTRY, { workerData: { module: module.href, data } });
}
