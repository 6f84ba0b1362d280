import { describe, expect, it } from 'vitest';
import { accessTokenReader, sessionKey, signAccessToken } from './tokens.js';

const SECRET = 'k'.repeat(40);
const NOW = 1_800_000_000_000;

describe('access token reader', () => {
  const token = signAccessToken({ sid: 'secret-id', uid: 7, exp: NOW / 1000 + 900 }, SECRET);

  it('answers the claims and the stored session key, the same on every read', () => {
    const read = accessTokenReader(SECRET);
    const first = read(token, NOW);
    expect(first).toEqual({
      claims: { sid: 'secret-id', uid: 7, exp: NOW / 1000 + 900 },
      sessionKey: sessionKey('secret-id'),
    });
    expect(read(token, NOW + 1000)).toEqual(first);
  });

  it('refuses a kept token once it has expired', () => {
    const read = accessTokenReader(SECRET);
    expect(read(token, NOW)).not.toBeNull();
    expect(read(token, NOW + 900_000)).toBeNull();
  });

  it('refuses tokens signed with another key or altered, however often presented', () => {
    const read = accessTokenReader(SECRET);
    const forged = signAccessToken({ sid: 'secret-id', uid: 1, exp: NOW / 1000 + 900 }, 'x'.repeat(40));
    const [body, mac] = token.split('.');
    const altered = `${body}.${mac.slice(0, -2)}AA`;
    for (let i = 0; i < 2; i++) {
      expect(read(forged, NOW)).toBeNull();
      expect(read(altered, NOW)).toBeNull();
      expect(read(undefined, NOW)).toBeNull();
    }
  });

  it('keeps answering correctly past the number of tokens it keeps', () => {
    const read = accessTokenReader(SECRET, 2);
    const tokens = [1, 2, 3, 4].map((uid) => signAccessToken({ sid: `s${uid}`, uid, exp: NOW / 1000 + 900 }, SECRET));
    for (const t of [...tokens, ...tokens]) expect(read(t, NOW)?.claims.uid).toBe(tokens.indexOf(t) + 1);
  });
});
