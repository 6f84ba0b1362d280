import { readJson, removeJson, writeJson } from '../../lib/json-storage';
import type { PosState } from './cart-state';

/**
 * The order being built (cart, customer, service, table) survives leaving the POS for another page.
 * sessionStorage: it belongs to this tab; per user, so a colleague signing in on the same tab starts clean.
 */
const keyOf = (username: string) => `comandero.pos-working-cart.${username}`;

function isPosState(value: unknown): value is PosState {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return (
    Array.isArray(v.cart) &&
    (v.customerType === 'WALKIN' || v.customerType === 'CUSTOMER') &&
    typeof v.deliveryType === 'string' &&
    (v.tableId === null || typeof v.tableId === 'number')
  );
}

export function readWorkingCart(username: string): PosState | null {
  return readJson(sessionStorage, keyOf(username), isPosState);
}

/** A blank order leaves nothing behind (Nuevo or a sent order with no service or table kept). */
export function writeWorkingCart(username: string, state: PosState): void {
  const blank = state.cart.length === 0 && !state.customer && !state.deliveryType && state.tableId === null;
  if (blank) removeJson(sessionStorage, keyOf(username));
  else writeJson(sessionStorage, keyOf(username), state);
}

export function clearWorkingCart(username: string): void {
  removeJson(sessionStorage, keyOf(username));
}
