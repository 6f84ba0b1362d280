import { MESSAGES, type Device, type SessionUser } from '@comandero/contracts';
import type { AppDeps } from '../../app-deps.js';
import { HttpError, badRequest, unauthenticated } from '../../http/http-error.js';
import type { AuthContext, AuthUserRow } from '../../lib/auth-context.js';
import { FailureLimiter } from '../../lib/failure-limiter.js';
import { verifyAgainstDummy, verifyPassword } from '../../lib/passwords.js';
import {
  accessTokenReader,
  hashToken,
  joinRefreshToken,
  newOpaqueToken,
  sessionKey,
  signAccessToken,
  splitRefreshToken,
} from '../../lib/tokens.js';
import { auditSignInLock } from '../audit/audit.js';
import { ACCESS_TTL_S, REFRESH_TTL_S } from './auth-cookies.js';
import { authRepository } from './auth.repository.js';

export type ClientInfo = { ip: string | null; deviceName: string };

export type IssuedTokens = { access: string; refresh: string | null };

const SIGNIN_WINDOW_MS = 15 * 60 * 1000;
const IP_LIMIT_FACTOR = 5;
/** Long enough for parallel tabs (and a slow network) to present the token they all read before. */
export const REFRESH_RACE_GRACE_MS = 30_000;

export function toSessionUser(u: AuthUserRow): SessionUser {
  return {
    username: u.username,
    name: u.name,
    role: u.role,
    designation: u.designation,
    photo: u.photo,
    scope: u.scope,
  };
}

export function authService(deps: AppDeps) {
  const repo = authRepository(deps.db);
  const userLimiter = new FailureLimiter(deps.config.signInMaxAttempts, SIGNIN_WINDOW_MS);
  // One address spraying many usernames; generous because a restaurant's tablets share one NAT.
  const ipLimiter = new FailureLimiter(deps.config.signInMaxAttempts * IP_LIMIT_FACTOR, SIGNIN_WINDOW_MS);
  const now = () => deps.clock.now();
  const readAccessToken = accessTokenReader(deps.sessionSecret);
  const plusSeconds = (s: number) => new Date(now().getTime() + s * 1000).toISOString();

  function issueAccess(sessionId: string, userId: number): string {
    const exp = Math.floor(now().getTime() / 1000) + ACCESS_TTL_S;
    return signAccessToken({ sid: sessionId, uid: userId, exp }, deps.sessionSecret);
  }

  return {
    async signIn(username: string, password: string, client: ClientInfo) {
      const ipKey = client.ip ?? '-';
      const userKey = `${ipKey}|${username.toLowerCase()}`;
      const at = now().getTime();
      // Both counts are taken before the slow password check, in one synchronous step, so parallel
      // guesses see each other; a good password gives them back below.
      if (ipLimiter.isBlocked(ipKey, at) || userLimiter.isBlocked(userKey, at)) {
        throw new HttpError(429, MESSAGES.tooManySignIns);
      }
      ipLimiter.reserve(ipKey, at);
      userLimiter.reserve(userKey, at);
      // Only the attempt whose count reached a limit sees it blocked here (later ones were refused
      // above): if it fails too, the lock is audited once.
      const lockedBy = userLimiter.isBlocked(userKey, at) ? 'user' : ipLimiter.isBlocked(ipKey, at) ? 'ip' : null;
      const user = await repo.findUserForSignIn(username);
      const ok = user
        ? await verifyPassword(user.password_hash, password)
        : (await verifyAgainstDummy(password), false);
      if (!user || !ok) {
        if (lockedBy) {
          const attempts =
            lockedBy === 'user' ? deps.config.signInMaxAttempts : deps.config.signInMaxAttempts * IP_LIMIT_FACTOR;
          const attempt = {
            username,
            deviceName: client.deviceName,
            ip: client.ip,
            by: lockedBy,
            at: now().toISOString(),
          } as const;
          await auditSignInLock(deps.db, attempt, { attempts, windowMinutes: SIGNIN_WINDOW_MS / 60_000 });
        }
        throw new HttpError(401, MESSAGES.badCredentials);
      }
      userLimiter.clear(userKey);
      // Only this attempt's count: other users' failures from the same IP still stand.
      ipLimiter.release(ipKey);
      const sessionId = newOpaqueToken();
      const refreshSecret = newOpaqueToken();
      const nowIso = now().toISOString();
      await repo.insertSession({
        id: sessionKey(sessionId),
        user_id: user.id,
        refresh_token_hash: hashToken(refreshSecret),
        device_ip: client.ip,
        device_name: client.deviceName,
        device_location: null,
        created_at: nowIso,
        last_used_at: nowIso,
        expires_at: plusSeconds(REFRESH_TTL_S),
      });
      const { password_hash: _omit, ...row } = user;
      const refresh = joinRefreshToken(sessionId, refreshSecret);
      return { user: toSessionUser(row), tokens: { access: issueAccess(sessionId, user.id), refresh } };
    },

    /**
     * Rotates the refresh token. `refresh` is null when the caller lost a race: another tab of the
     * same browser rotated the shared cookie moments ago, so this one only gets a fresh access token
     * and keeps the refresh cookie the winner set.
     */
    async refresh(refreshToken: string | undefined): Promise<IssuedTokens> {
      const presented = splitRefreshToken(refreshToken);
      if (!presented) throw unauthenticated();
      const key = sessionKey(presented.sessionId);
      const held = hashToken(presented.secret);
      const nowIso = now().toISOString();
      let session = await repo.findLiveSession(key, nowIso);
      if (session?.refresh_token_hash === held) {
        const next = newOpaqueToken();
        const expiresAt = plusSeconds(REFRESH_TTL_S);
        if (await repo.rotateRefresh(key, held, hashToken(next), nowIso, expiresAt)) {
          const refresh = joinRefreshToken(presented.sessionId, next);
          return { access: issueAccess(presented.sessionId, session.user_id), refresh };
        }
        // The compare-and-set lost to a concurrent refresh with the same token: handled as a race below.
        session = await repo.findLiveSession(key, nowIso);
      }
      if (!session || session.previous_refresh_hash !== held) throw unauthenticated();
      const rotatedAt = session.refresh_rotated_at ? Date.parse(session.refresh_rotated_at) : 0;
      if (now().getTime() - rotatedAt <= REFRESH_RACE_GRACE_MS) {
        return { access: issueAccess(presented.sessionId, session.user_id), refresh: null };
      }
      // An old token long after its rotation: a copy is in other hands. End the session for both.
      await repo.deleteSession(key);
      deps.events.publish('session.ended', { sessionId: key });
      throw unauthenticated();
    },

    async authenticate(accessToken: string | undefined): Promise<AuthContext | null> {
      const at = now();
      const token = readAccessToken(accessToken, at.getTime());
      if (!token) return null;
      const key = token.sessionKey;
      // The session is looked up on every request: sign-out or a removed device ends it at once.
      const found = await repo.findSessionUser(key, token.claims.uid, at.toISOString());
      return found ? { user: found.user, sessionId: key, versions: found.versions } : null;
    },

    /** Ends the session named by either cookie, so sign-out works even after the access token lapsed. */
    async signOut(accessToken: string | undefined, refreshToken: string | undefined) {
      let key = readAccessToken(accessToken, now().getTime())?.sessionKey;
      const presented = key ? null : splitRefreshToken(refreshToken);
      if (presented) {
        const session = await repo.findLiveSession(sessionKey(presented.sessionId), now().toISOString());
        if (session?.refresh_token_hash === hashToken(presented.secret)) key = session.id;
      }
      if (!key) return;
      await repo.deleteSession(key);
      deps.events.publish('session.ended', { sessionId: key });
    },

    async listDevices(ctx: AuthContext): Promise<Device[]> {
      const rows = await repo.listSessions(ctx.user.id, now().toISOString());
      return rows.map((r) => ({
        device_id: r.id,
        device_ip: r.device_ip,
        device_name: r.device_name,
        device_location: r.device_location,
        created_at: r.created_at,
        isMyDevice: r.id === ctx.sessionId,
      }));
    },

    async removeDevice(ctx: AuthContext, deviceId: string) {
      if (deviceId === ctx.sessionId) throw badRequest('Para desconectar este dispositivo use Cerrar sesión.');
      const removed = await repo.deleteUserSession(ctx.user.id, deviceId);
      if (!removed) throw new HttpError(404, 'Dispositivo no encontrado.');
      deps.events.publish('session.ended', { sessionId: deviceId });
    },

    /** Deletes lapsed sessions and drops their live sockets (checked only at the handshake); answers how many. */
    async purgeExpired(): Promise<number> {
      const ids = await repo.deleteExpiredSessions(now().toISOString());
      for (const sessionId of ids) deps.events.publish('session.ended', { sessionId });
      return ids.length;
    },
  };
}

export type AuthService = ReturnType<typeof authService>;
