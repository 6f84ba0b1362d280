import { describe, expect, it } from 'vitest';
import { createIdempotencyKeys } from './idempotency-keys';

describe('idempotency keys', () => {
  it('reuses the key for a retried identical submit and starts a new one after success or a change', () => {
    let n = 0;
    const keys = createIdempotencyKeys(() => `k${++n}`);
    expect(keys.keyFor('kitchen:{a}')).toBe('k1');
    expect(keys.keyFor('kitchen:{a}')).toBe('k1');
    expect(keys.keyFor('pay:{a}')).toBe('k2');
    keys.done();
    expect(keys.keyFor('pay:{a}')).toBe('k3');
  });
});
