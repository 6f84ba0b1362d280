import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

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

export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Refresh tokens are stored only as this hash; a database leak does not hand out sessions. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
