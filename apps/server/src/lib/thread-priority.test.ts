import os from 'node:os';
import type { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { policyOf } from '../../test/threads/priority-reporter.js';
import { startTsWorker } from './ts-worker.js';

const SCHED_IDLE = 5;

async function reportOf<T>(mode: 'nice' | 'idle'): Promise<T> {
  const worker: Worker = startTsWorker(new URL('../../test/threads/priority-reporter.ts', import.meta.url), mode);
  try {
    return await new Promise<T>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    });
  } finally {
    await worker.terminate();
  }
}

describe.runIf(process.platform === 'linux')('thread priority', () => {
  it("lowerThisThreadPriority lowers the calling thread only: the process's other threads keep their priority", async () => {
    const before = os.getPriority();
    const reply = await reportOf<{ lowered: boolean; priority: number }>('nice');
    expect(reply).toEqual({ lowered: true, priority: os.constants.priority.PRIORITY_LOW });
    expect(os.getPriority()).toBe(before);
  });

  it('idleThisThread puts the calling thread under SCHED_IDLE, and only it', async () => {
    const reply = await reportOf<{ got: string; policy: number }>('idle');
    expect(reply).toEqual({ got: 'idle', policy: SCHED_IDLE });
    expect(policyOf('/proc/thread-self/stat')).toBe(0);
  });
});
