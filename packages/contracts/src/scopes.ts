export const SCOPES = [
  'DASHBOARD',
  'POS',
  'CUSTOMER_DISPLAY',
  'KITCHEN_DISPLAY',
  'ORDER_STATUS_DISPLAY',
  'ORDER_STATUS',
  'ORDERS',
  'KITCHEN',
  'RESERVATIONS',
  'VIEW_RESERVATIONS',
  'MANAGE_RESERVATIONS',
  'CUSTOMERS',
  'VIEW_CUSTOMERS',
  'MANAGE_CUSTOMERS',
  'INVOICES',
  'MEMBERSHIP',
  'INVENTORY',
  'VIEW_INVENTORY',
  'MANAGE_INVENTORY',
  'SETTINGS',
  'REPORTS',
] as const;

export type Scope = (typeof SCOPES)[number];

export const ADMIN_ROLE = 'admin';

export type ScopeHolder = { role: string; scope: string | readonly string[] | null };

/** The stored scope is a comma list; blanks and unknown names are dropped so a typo grants nothing. */
export function parseScopes(scope: string | readonly string[] | null | undefined): Scope[] {
  const raw = typeof scope === 'string' ? scope.split(',') : (scope ?? []);
  const known = new Set<string>(SCOPES);
  return [...new Set(raw.map((s) => s.trim()).filter((s): s is Scope => known.has(s)))];
}

export function isAdmin(user: { role: string }): boolean {
  return user.role === ADMIN_ROLE;
}

/** Admin passes everywhere; others need at least one of the listed scopes. An empty list means any signed-in user. */
export function hasAnyScope(user: ScopeHolder, required: readonly Scope[]): boolean {
  if (isAdmin(user) || required.length === 0) return true;
  const mine = parseScopes(user.scope);
  return required.some((s) => mine.includes(s));
}

/**
 * Scopes a non-admin would hand out without holding them: only what they hold may be granted, and
 * what the target already had may stay. Keeps a SETTINGS holder from widening anyone's access
 * (their own included) beyond their own.
 */
export function scopesBeyondGranter(
  granter: ScopeHolder,
  requested: readonly Scope[],
  previous: readonly Scope[] = [],
): Scope[] {
  if (isAdmin(granter)) return [];
  const mine = parseScopes(granter.scope);
  return requested.filter((s) => !mine.includes(s) && !previous.includes(s));
}
