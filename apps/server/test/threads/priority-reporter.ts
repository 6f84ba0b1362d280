// Test support for thread-priority.test.ts: a worker thread that lowers its own priority and says
// what it now is.
import os from 'node:os';
import { parentPort } from 'node:worker_threads';
import { lowerThisThreadPriority } from '../../src/lib/thread-priority.js';

const lowered = lowerThisThreadPriority();
parentPort!.postMessage({ lowered, priority: os.getPriority() });
