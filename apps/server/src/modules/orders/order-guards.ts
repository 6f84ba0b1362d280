import { ORDERS_MESSAGES as M } from '@comandero/contracts';
import type { HttpError } from '../../http/http-error.js';
import { conflict, notFound } from '../../http/http-error.js';
import type { OrderState } from './orders.repository.js';

export type OrderAction = 'cancel' | 'complete' | 'pay';

/**
 * The error for the first order that the action cannot take, or null when all can. Used before
 * writing (to name the problem) and again after a conditional write came up short (a racing
 * writer changed an order meanwhile).
 */
export function refusalOf(
  ids: readonly number[],
  states: readonly OrderState[],
  action: OrderAction,
): HttpError | null {
  const byId = new Map(states.map((s) => [s.id, s]));
  for (const id of ids) {
    const s = byId.get(id);
    if (!s) return notFound(M.orderNotFound);
    if (action === 'pay' && s.payment_status === 'paid') return conflict(M.orderAlreadyPaid);
    if (s.status !== 'created') return conflict(M.orderClosed);
    if (action === 'cancel' && s.payment_status === 'paid') return conflict(M.paidOrderCancel);
  }
  return null;
}

/** Thrown inside a transaction to roll it back when a conditional write changed fewer rows than named. */
export class LostRace extends Error {}

/**
 * PostgreSQL aborts one of two transactions that wait on each other's rows (overlapping order lists
 * locked in different orders); for the caller that is the same as losing the race.
 */
export const isDeadlock = (err: unknown) => (err as { code?: unknown } | null)?.code === '40P01';
