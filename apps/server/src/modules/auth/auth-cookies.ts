import { COOKIES } from '@comandero/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** Name of the readable "signed in" marker cookie (SESSION_MARKER_COOKIE). */
    sessionMarkerCookie: string;
  }
}

export const ACCESS_TTL_S = 15 * 60;
export const REFRESH_TTL_S = 30 * 24 * 60 * 60;
/** The refresh cookie travels only to the auth routes, never with ordinary API calls. */
export const REFRESH_PATH = '/api/v1/auth';

/** Kept on the instance so every reply of this app (tests build several at once) uses its own name. */
export function registerMarkerCookieName(app: FastifyInstance, name: string) {
  app.decorate('sessionMarkerCookie', name);
}

const markerName = (reply: FastifyReply) => reply.server.sessionMarkerCookie ?? COOKIES.marker;

/** A null refresh leaves the browser's refresh cookie as it is (a concurrent tab already rotated it). */
export function setSessionCookies(reply: FastifyReply, access: string, refresh: string | null, secure: boolean) {
  const base = { sameSite: 'lax', secure, path: '/' } as const;
  reply.setCookie(COOKIES.access, access, { ...base, httpOnly: true, maxAge: ACCESS_TTL_S });
  if (refresh !== null) {
    reply.setCookie(COOKIES.refresh, refresh, { ...base, httpOnly: true, maxAge: REFRESH_TTL_S, path: REFRESH_PATH });
  }
  reply.setCookie(markerName(reply), '1', { ...base, httpOnly: false, maxAge: REFRESH_TTL_S });
}

export function clearSessionCookies(reply: FastifyReply) {
  reply.clearCookie(COOKIES.access, { path: '/' });
  reply.clearCookie(COOKIES.refresh, { path: REFRESH_PATH });
  reply.clearCookie(markerName(reply), { path: '/' });
}
