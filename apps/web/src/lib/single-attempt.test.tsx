import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { useSingleAttempt } from './idempotency-keys';

describe('useSingleAttempt', () => {
  it('sends once for a double tap, keeps the key for a retry after a lost answer, and not after a refusal', async () => {
    const { result } = renderHook(() => useSingleAttempt());
    const run = result.current;
    const sent: string[] = [];
    let finish: (value: string) => void = () => undefined;
    const slow = (key: string) => {
      sent.push(key);
      return new Promise<string>((resolve) => (finish = resolve));
    };
    const first = run('pago-a', slow);
    const second = run('pago-a', slow);
    expect(await second).toBeUndefined();
    finish('ok');
    expect(await first).toBe('ok');
    expect(sent).toHaveLength(1);

    // A lost answer (no status) keeps the attempt: its retry carries the same key.
    let lostKey = '';
    await expect(
      run('pago-b', async (key) => {
        lostKey = key;
        throw new TypeError('Failed to fetch');
      }),
    ).rejects.toThrow();
    let retryKey = '';
    await run('pago-b', async (key) => (retryKey = key));
    expect(retryKey).toBe(lostKey);

    // A refusal (4xx) wrote nothing: the next tap is a new attempt with a new key.
    let refusedKey = '';
    await expect(
      run('pago-c', async (key) => {
        refusedKey = key;
        throw new ApiError(409, 'No hay caja', true);
      }),
    ).rejects.toThrow('No hay caja');
    let nextKey = '';
    await run('pago-c', async (key) => (nextKey = key));
    expect(nextKey).not.toBe(refusedKey);
    expect(new Set([sent[0], lostKey, refusedKey, nextKey]).size).toBe(4);
  });
});
