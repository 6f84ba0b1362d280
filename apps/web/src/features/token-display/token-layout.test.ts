import { describe, expect, it } from 'vitest';
import { MAX_TOKENS_SHOWN, tokenTier } from './token-layout';

describe('token sizes on the TV', () => {
  it('prints few tokens huge and shrinks them only as the column fills', () => {
    expect(tokenTier(1)).toEqual({ columns: 2, fontSize: 'min(20vh, 12vw)' });
    expect(tokenTier(5).columns).toBe(3);
    expect(tokenTier(16).columns).toBe(4);
    expect(tokenTier(MAX_TOKENS_SHOWN).columns).toBe(5);
    expect(tokenTier(500).columns).toBe(5);
  });
});
