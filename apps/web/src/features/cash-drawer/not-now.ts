import { readJson, writeJson } from '../../lib/json-storage';

const KEY = 'comandero.cash-drawer.not-now';

const isNames = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === 'string');

/**
 * Who in this browser tab said "Ahora no" to the opening float (or just closed the drawer): they
 * are not asked again until the tab closes. The next cashier signing in on the tablet is asked.
 */
export function saidNotNow(username: string): boolean {
  return (readJson(sessionStorage, KEY, isNames) ?? []).includes(username);
}

export function rememberNotNow(username: string): void {
  const names = readJson(sessionStorage, KEY, isNames) ?? [];
  if (!names.includes(username)) writeJson(sessionStorage, KEY, [...names, username]);
}
