import { describe, expect, it } from 'vitest';
import { coalescedRead } from './coalesced-read.js';

/** A read the test finishes by hand, counting the reads started. */
function manualReads() {
  const pending: { resolve: (n: number) => void; reject: (e: Error) => void }[] = [];
  let started = 0;
  const read = () =>
    new Promise<number>((resolve, reject) => {
      started++;
      pending.push({ resolve, reject });
    });
  return { read, pending, started: () => started };
}

describe('coalescedRead', () => {
  it('a caller alone starts its own read', async () => {
    const m = manualReads();
    const ask = coalescedRead(m.read);
    const a = ask();
    expect(m.started()).toBe(1);
    m.pending[0].resolve(1);
    expect(await a).toBe(1);
    const b = ask();
    expect(m.started()).toBe(2);
    m.pending[1].resolve(2);
    expect(await b).toBe(2);
  });

  it('callers who ask during a read share the next read, never the one already running', async () => {
    const m = manualReads();
    const ask = coalescedRead(m.read);
    const first = ask();
    const late = [ask(), ask(), ask()];
    expect(m.started()).toBe(1);
    m.pending[0].resolve(10);
    expect(await first).toBe(10);
    await Promise.resolve();
    await Promise.resolve();
    // The three late callers' read started after the first ended.
    await expect.poll(() => m.started()).toBe(2);
    m.pending[1].resolve(20);
    expect(await Promise.all(late)).toEqual([20, 20, 20]);
  });

  it('a failed read fails only its own callers; the queued ones get a fresh read', async () => {
    const m = manualReads();
    const ask = coalescedRead(m.read);
    const first = ask();
    const queued = ask();
    m.pending[0].reject(new Error('caída'));
    await expect(first).rejects.toThrow('caída');
    await expect.poll(() => m.started()).toBe(2);
    m.pending[1].resolve(5);
    expect(await queued).toBe(5);
  });
});
