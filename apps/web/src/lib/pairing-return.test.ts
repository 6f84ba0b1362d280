import { describe, expect, it } from 'vitest';
import { pairingReturnOf, signInPathFor } from './pairing-return';

describe('the customer display pairing kept across sign-in (issue 21)', () => {
  it('a signed-out display at its pairing address signs in at /?code= and comes back to pair', () => {
    const signIn = signInPathFor({ pathname: '/display/customer', search: '?code=042917' });
    expect(signIn).toBe('/?code=042917');
    expect(pairingReturnOf(new URL(signIn, 'http://caja.local').search)).toBe('/display/customer?code=042917');
  });

  it('any other page, or a malformed code, signs in at / and lands as usual', () => {
    expect(signInPathFor({ pathname: '/dashboard/pos', search: '?code=042917' })).toBe('/');
    expect(signInPathFor({ pathname: '/display/customer', search: '' })).toBe('/');
    expect(signInPathFor({ pathname: '/display/customer', search: '?code=12345' })).toBe('/');
    expect(pairingReturnOf('')).toBeNull();
    expect(pairingReturnOf('?code=abcdef')).toBeNull();
    // Only six digits travel: nothing that reads as an address.
    expect(pairingReturnOf('?code=%2F%2Fevil.example')).toBeNull();
  });
});
