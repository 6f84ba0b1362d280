import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** `sid` is the session's secret id; the database keeps only its hash (sessionKey). */
export type AccessClaims = { sid: string; uid: number; exp: number };

const b64 = (buf: Buffer | string) => Buffer.from(buf).toString('base64url');

export function signAccessToken(claims: AccessClaims, secret: string): string {
  const body = b64(JSON.stringify(claims));
  const mac = createHmac('sha256', secret).update(body).digest('base64url');
  return `${body}.${mac}`;
}

export function verifyAccessToken(token: string | undefined, secret: string, nowMs: number): AccessClaims | null {
  if (!token) return null;
  const [body, mac] = token.split('.');
  if (!body || !mac) return null;
  const expected = createHmac('sha256', secret).update(body).digest();
  const given = Buffer.from(mac, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as AccessClaims;
    if (typeof claims.exp !== 'number' || claims.exp * 1000 <= nowMs) return null;
    if (typeof claims.sid !== 'string' || typeof claims.uid !== 'number') return null;
    return claims;
  } catch {
    return null;
  }
}

/** Tokens verified by one reader and kept (about 15 minutes each, a restaurant has a few dozen devices). */
export const VERIFIED_TOKENS_KEPT = 1000;

/**
 * verifyAccessToken with a memory of the tokens it already verified: every request of a session
 * presents the same token for 15 minutes, and its HMAC, decoding and the hash of its session id
 * were a twentieth of an order's cost under load. What a token says depends on its text and the
 * key alone, so only the expiry is checked again; a refused token is never kept.
 */
export function accessTokenReader(secret: string, kept = VERIFIED_TOKENS_KEPT) {
  const verified = new Map<string, { claims: AccessClaims; sessionKey: string }>();
  return (token: string | undefined, nowMs: number): { claims: AccessClaims; sessionKey: string } | null => {
    if (!token) return null;
    let known = verified.get(token);
    if (!known) {
      const claims = verifyAccessToken(token, secret, nowMs);
      if (!claims) return null;
      known = { claims, sessionKey: sessionKey(claims.sid) };
      // Past the bound the memory starts again: a flood of distinct valid tokens cannot grow it.
      if (verified.size >= kept) verified.clear();
      verified.set(token, known);
    }
    return known.claims.exp * 1000 > nowMs ? known : null;
  };
}

export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Refresh tokens are stored only as this hash; a database leak does not hand out sessions. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * The stored (and public, as device_id) id of a session: the hash of the secret id its cookies
 * carry, so a reader of the database cannot name a live session in a token.
 */
export const sessionKey = hashToken;

/**
 * The refresh cookie carries the session's secret id beside its rotating secret: the database
 * holds neither, yet a refresh must sign a new access token with that id.
 */
export function joinRefreshToken(sessionId: string, secret: string): string {
  return `${sessionId}.${secret}`;
}

export function splitRefreshToken(token: string | undefined): { sessionId: string; secret: string } | null {
  const [sessionId, secret, extra] = token?.split('.') ?? [];
  return sessionId && secret && extra === undefined ? { sessionId, secret } : null;
}
