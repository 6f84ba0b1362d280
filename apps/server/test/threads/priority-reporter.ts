// Test support for thread-priority.test.ts: a worker thread that lowers its own priority (a nice, or
// SCHED_IDLE when started with 'idle') and says what it now is.
import fs from 'node:fs';
import os from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { idleThisThread, lowerThisThreadPriority } from '../../src/lib/thread-priority.js';

/** The calling thread's scheduling policy, from /proc (0 normal, 5 SCHED_IDLE). */
export const policyOf = (statPath: string) => Number(fs.readFileSync(statPath, 'utf8').split(') ')[1].split(' ')[38]);

if (parentPort) {
  const mode = (workerData as { data: 'nice' | 'idle' | null }).data;
  if (mode === 'idle') {
    const got = idleThisThread();
    parentPort.postMessage({ got, policy: policyOf('/proc/thread-self/stat') });
  } else {
    const lowered = lowerThisThreadPriority();
    parentPort.postMessage({ lowered, priority: os.getPriority() });
  }
}
