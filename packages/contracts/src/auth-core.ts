import type { SessionUser } from './auth.js';

/**
 * The session cookies' names and the stored session user's check. Apart from auth.ts and without zod because
 * the POS's start reads them: a module the start imports may not import zod, or the bundler puts zod in the
 * start chunk (issue 22, apps/web/vite-lean-contracts.ts).
 */

/**
 * Cookie names shared by server and browser guard. Only the marker is readable by scripts; its name
 * is the default of SESSION_MARKER_COOKIE, and the served page names the one in use (see below).
 */
export const COOKIES = {
  access: 'cmd_access',
  refresh: 'cmd_refresh',
  marker: 'cmd_session',
} as const;

/** `<meta name=… content=…>` in the served index.html: the marker cookie's name in use. */
export const SESSION_MARKER_META = 'comandero-session-marker';

const isText = (v: unknown): v is string => typeof v === 'string';
const isTextOrNull = (v: unknown): v is string | null => v === null || typeof v === 'string';

/**
 * The stored session user (localStorage) checked without zod, as `sessionUser.safeParse` would:
 * the user or null, unknown fields dropped. The POS reads it before its first render.
 * auth-core.test.ts checks that both agree, field by field.
 */
export function readSessionUser(value: unknown): SessionUser | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<keyof SessionUser, unknown>;
  if (!isText(v.username) || !isText(v.name) || !isText(v.role) || !isText(v.scope)) return null;
  if (!isTextOrNull(v.designation) || !isTextOrNull(v.photo)) return null;
  return {
    username: v.username,
    name: v.name,
    role: v.role,
    designation: v.designation,
    photo: v.photo,
    scope: v.scope,
  };
}
