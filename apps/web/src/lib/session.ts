import {
  COOKIES,
  DASHBOARD_ROUTE_SCOPES,
  SESSION_MARKER_META,
  hasAnyScope,
  readSessionUser,
  type SessionUser,
} from '@comandero/contracts';
import { clearApiCache } from './offline-cache';

const USER_KEY = 'comandero.user';

/** The server may rename the marker (SESSION_MARKER_COOKIE) and says so in the page it serves. */
export function sessionMarkerName(): string {
  const meta = document.querySelector<HTMLMetaElement>(`meta[name="${SESSION_MARKER_META}"]`);
  return meta?.content.trim() || COOKIES.marker;
}

/** The marker cookie is the only session signal scripts can read; the real tokens are httpOnly. */
export function hasSessionMarker(): boolean {
  const name = sessionMarkerName();
  return document.cookie.split(';').some((part) => part.trim().startsWith(`${name}=`));
}

/**
 * Dropped locally too, so a dead session cannot bounce the sign-in page back to the dashboard.
 * Behind HTTPS the marker is a __Host- cookie, which browsers only let a Secure write remove.
 */
export function clearSessionMarker(): void {
  const name = sessionMarkerName();
  const secure = /^__(Host|Secure)-/i.test(name) || location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=; Max-Age=0; path=/; SameSite=Lax${secure}`;
}

export function getStoredUser(): SessionUser | null {
  try {
    const raw = localStorage.getItem(USER_KEY);
    if (!raw) return null;
    return readSessionUser(JSON.parse(raw));
  } catch {
    return null;
  }
}

/**
 * The service worker's cached API answers (an offline start's data) are the stored user's: another
 * user on this device starts from none of them.
 */
export function setStoredUser(user: SessionUser): void {
  if (getStoredUser()?.username !== user.username) void clearApiCache();
  localStorage.setItem(USER_KEY, JSON.stringify(user));
}

/** Sign-out and a session the server ended: the cached API answers go with the user. */
export function clearStoredUser(): void {
  localStorage.removeItem(USER_KEY);
  void clearApiCache();
}

/** Where a user lands after sign-in (spec §2): the dashboard when allowed, else the profile. */
export function landingPath(user: { role: string; scope: string }): string {
  return hasAnyScope(user, DASHBOARD_ROUTE_SCOPES.home) ? '/dashboard/home' : '/dashboard/profile';
}
