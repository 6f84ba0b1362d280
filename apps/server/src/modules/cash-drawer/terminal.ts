import { CASH_DRAWER_MESSAGES, TERMINAL_ID_PATTERN } from '@comandero/contracts';
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../http/http-error.js';

/** The terminal a payment was taken on; null when the client named none (a spec §7 client). */
export type DrawerTerminal = string | null;

function rawHeader(request: FastifyRequest): unknown {
  // Node lower-cases header names.
  return request.headers['x-terminal-id'];
}

/**
 * For the payment routes: a missing or malformed header names no terminal. A non-cash payment is
 * then attached to no session; cash goes to the store's only open session or is refused (see
 * drawer-payments.ts).
 */
export function paymentTerminalOf(request: FastifyRequest): DrawerTerminal {
  const raw = rawHeader(request);
  return typeof raw === 'string' && TERMINAL_ID_PATTERN.test(raw) ? raw : null;
}

/** For the drawer's own routes, which act on this terminal's drawer and cannot guess it. */
export function requiredTerminalOf(request: FastifyRequest): string {
  const terminal = paymentTerminalOf(request);
  if (terminal === null) throw badRequest(CASH_DRAWER_MESSAGES.terminalRequired);
  return terminal;
}

/** The payment routes' documentation of the rule above. */
export const PAYMENT_DRAWER_NOTE =
  'El pago se asocia a la caja abierta del terminal de X-Terminal-Id (sin esa cabecera, a la única caja ' +
  'abierta de la tienda). Un pago en efectivo, o sin tipo de pago, que no tiene caja donde asociarse ' +
  'responde 409 y no se guarda; tarjeta, transferencia y los demás medios no necesitan caja.';
