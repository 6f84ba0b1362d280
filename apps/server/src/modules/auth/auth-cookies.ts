import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { COOKIES } from '@comandero/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** The session cookies' names and Secure flag for a request (plain HTTP or behind HTTPS). */
    sessionCookies(request: IncomingMessage): SessionCookies;
  }
}

export const ACCESS_TTL_S = 15 * 60;
export const REFRESH_TTL_S = 30 * 24 * 60 * 60;
/** The refresh cookie travels only to the auth routes, never with ordinary API calls. */
export const REFRESH_PATH = '/api/v1/auth';

export type SessionCookies = { access: string; refresh: string; marker: string; secure: boolean };

export type CookiePolicy = {
  /** COOKIE_SECURE: every request counts as HTTPS. */
  cookieSecure: boolean;
  /** TRUST_PROXY: X-Forwarded-Proto counts only when a proxy is trusted. */
  trustProxy: number;
  /** SESSION_MARKER_COOKIE. */
  markerCookie: string;
};

/**
 * Behind HTTPS the cookies are Secure and carry the prefixes browsers enforce, so neither plain
 * HTTP nor a sibling subdomain can plant or overwrite them: __Host- (also no Domain, Path=/). The
 * refresh cookie keeps its narrow Path, which __Host- forbids, so it is __Secure-. A renamed marker
 * is kept as named: the front end that asked for the name reads exactly that one.
 */
export function sessionCookieNames(secure: boolean, markerCookie: string): SessionCookies {
  if (!secure) return { access: COOKIES.access, refresh: COOKIES.refresh, marker: markerCookie, secure };
  return {
    access: `__Host-${COOKIES.access}`,
    refresh: `__Secure-${COOKIES.refresh}`,
    marker: markerCookie === COOKIES.marker ? `__Host-${markerCookie}` : markerCookie,
    secure,
  };
}

/** Same rule as Fastify's request.protocol: the last X-Forwarded-Proto entry, written by our proxy. */
export function isHttps(request: IncomingMessage, policy: CookiePolicy): boolean {
  if (policy.cookieSecure || (request.socket as TLSSocket | undefined)?.encrypted === true) return true;
  const forwarded = request.headers['x-forwarded-proto'];
  if (policy.trustProxy === 0 || typeof forwarded !== 'string') return false;
  return forwarded.split(',').at(-1)?.trim().toLowerCase() === 'https';
}

/** Kept on the instance so every reply of this app (tests build several at once) uses its own rule. */
export function registerSessionCookies(app: FastifyInstance, policy: CookiePolicy) {
  app.decorate('sessionCookies', (request: IncomingMessage) =>
    sessionCookieNames(isHttps(request, policy), policy.markerCookie),
  );
}

export const sessionCookiesOf = (request: FastifyRequest) => request.server.sessionCookies(request.raw);

/** A null refresh leaves the browser's refresh cookie as it is (a concurrent tab already rotated it). */
export function setSessionCookies(reply: FastifyReply, access: string, refresh: string | null) {
  const names = sessionCookiesOf(reply.request);
  const base = { sameSite: 'lax', secure: names.secure, path: '/' } as const;
  reply.setCookie(names.access, access, { ...base, httpOnly: true, maxAge: ACCESS_TTL_S });
  if (refresh !== null) {
    reply.setCookie(names.refresh, refresh, { ...base, httpOnly: true, maxAge: REFRESH_TTL_S, path: REFRESH_PATH });
  }
  reply.setCookie(names.marker, '1', { ...base, httpOnly: false, maxAge: REFRESH_TTL_S });
}

/** Browsers ignore a prefixed cookie's removal too unless it is marked Secure. */
export function clearSessionCookies(reply: FastifyReply) {
  const names = sessionCookiesOf(reply.request);
  reply.clearCookie(names.access, { path: '/', secure: names.secure });
  reply.clearCookie(names.refresh, { path: REFRESH_PATH, secure: names.secure });
  reply.clearCookie(names.marker, { path: '/', secure: names.secure });
}
