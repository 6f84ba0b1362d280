import os from 'node:os';
import type { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { startTsWorker } from './ts-worker.js';

describe.runIf(process.platform === 'linux')('lowerThisThreadPriority', () => {
  it("lowers the calling thread only: the process's other threads keep their priority", async () => {
    const before = os.getPriority();
    const worker: Worker = startTsWorker(new URL('../../test/threads/priority-reporter.ts', import.meta.url), null);
    const reply = await new Promise<{ lowered: boolean; priority: number }>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    });
    await worker.terminate();
    expect(reply).toEqual({ lowered: true, priority: os.constants.priority.PRIORITY_LOW });
    expect(os.getPriority()).toBe(before);
  });
});
