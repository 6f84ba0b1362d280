// A worker thread does not inherit the parent's TypeScript loader (node --import tsx, or Vitest's):
// this plain module registers tsx in the thread, then loads the TypeScript module it was given.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.module);
