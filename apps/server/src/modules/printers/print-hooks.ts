import type { Transaction } from 'kysely';
import type { Database } from '../../db/types.js';
import { enqueuePrint, enqueuePrints, kitchenPrintingConfigured } from './print-outbox.js';

type Tx = Transaction<Database>;

/**
 * The requests of the change tickets and of the terminal's paper, stored in the transaction of the
 * write that causes them (print-outbox.ts): the void, move or payment and its ticket commit or roll
 * back together, and a retried request (Idempotency-Key) replays its answer without writing either
 * again. A store that prints nowhere writes no requests: kitchen tickets need a station or the
 * default kitchen printer, a terminal's paper needs its receipt printer.
 */

/** The terminals among these that have a receipt printer (Configuraciones → Impresoras). */
async function printingTerminals(tx: Tx, terminalIds: readonly (string | null)[]): Promise<Set<string>> {
  const ids = [...new Set(terminalIds.flatMap((id) => (id === null ? [] : [id])))];
  if (ids.length === 0) return new Set();
  const rows = await tx.selectFrom('terminal_printers').select('terminal_id').where('terminal_id', 'in', ids).execute();
  return new Set(rows.map((r) => r.terminal_id));
}

/** "ANULADO" at the station that made the line. */
export async function requestVoidTicket(
  tx: Tx,
  line: { orderItemId: number; quantity: number; reason: string | null },
  nowIso: string,
): Promise<void> {
  if (!(await kitchenPrintingConfigured(tx))) return;
  await enqueuePrint(tx, { kind: 'void', ...line }, nowIso);
}

/**
 * "ANULADO" for each line of cancelled orders the kitchen has not handed over yet (a served dish
 * needs no stop). One request per line, so each goes to the station that made it.
 */
export async function requestCancelledOrderTickets(
  tx: Tx,
  cancel: { orderIds: readonly number[]; reason: string | null },
  nowIso: string,
): Promise<void> {
  if (cancel.orderIds.length === 0 || !(await kitchenPrintingConfigured(tx))) return;
  const lines = await tx
    .selectFrom('order_items')
    .select(['id', 'quantity'])
    .where('order_id', 'in', cancel.orderIds)
    .where('status', 'in', ['created', 'preparing', 'completed'])
    .orderBy('id')
    .execute();
  if (lines.length === 0) return;
  await enqueuePrints(
    tx,
    lines.map((l) => ({ kind: 'void' as const, orderItemId: l.id, quantity: l.quantity, reason: cancel.reason })),
    nowIso,
  );
}

/** "CAMBIO DE MESA" at the stations still making something of the moved orders. */
export async function requestTableMoveTicket(
  tx: Tx,
  move: { fromTableId: number; toTableId: number; orderIds: readonly number[] },
  nowIso: string,
): Promise<void> {
  if (!(await kitchenPrintingConfigured(tx))) return;
  await enqueuePrint(tx, { kind: 'table-move', ...move }, nowIso);
}

/** "MARCHAR" and the course at the stations that make the fired lines (issue 21). */
export async function requestCourseFiredTicket(
  tx: Tx,
  fired: { orderId: number; courseId: number; itemIds: readonly number[] },
  nowIso: string,
): Promise<void> {
  if (!(await kitchenPrintingConfigured(tx))) return;
  await enqueuePrint(tx, { kind: 'course-fired', ...fired }, nowIso);
}

type Paid = { invoiceId: number; terminalId: string | null; cash: boolean };

/**
 * The paid receipts (with the drawer kick where cash was taken) on the paying terminals' printers:
 * one read of which terminals print, for one payment or a batch of paid POS submits.
 */
export async function requestReceipts(tx: Tx, paid: readonly Paid[], nowIso: string): Promise<void> {
  const printing = await printingTerminals(
    tx,
    paid.map((p) => p.terminalId),
  );
  const requests = paid.flatMap((p) =>
    p.terminalId !== null && printing.has(p.terminalId) ? [{ kind: 'receipt' as const, ...p }] : [],
  );
  if (requests.length > 0) await enqueuePrints(tx, requests, nowIso);
}

/**
 * The drawer opened from the cash session: ESC p on the terminal's printer, when it has one. Answers
 * whether a request was stored, so the caller wakes the print worker after its commit (a drawer
 * waits for no poll).
 */
export async function requestDrawerKick(tx: Tx, terminalId: string, nowIso: string): Promise<boolean> {
  if (!(await printingTerminals(tx, [terminalId])).has(terminalId)) return false;
  await enqueuePrint(tx, { kind: 'drawer-kick', terminalId }, nowIso);
  return true;
}
