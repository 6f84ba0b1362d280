import type { Transaction } from 'kysely';
import type { Database } from '../../db/types.js';
import type { ReturnedLine } from '../inventory/stock-returns.js';

type Tx = Transaction<Database>;

/**
 * The order lines whose stock a voided invoice gives back (docs/voids.md), read after the invoice
 * is marked voided in the same transaction. `bill`: the split bill the invoice paid, if it paid one.
 *
 * A sale's own invoice: every live line of its orders. One bill of a split table: the stock was
 * taken per line at the sale, so what comes back follows who still stands behind each line:
 * - a line no standing bill holds any more (paid whole by this bill, or every other bill holding it
 *   voided too) comes back whole, net of what earlier voids gave back;
 * - a line a standing bill still shares, split by items (whole units), gives back this bill's units'
 *   part of what the line took;
 * - an equal split's bills hold no line, only money: its lines come back when the last bill is voided,
 *   since half a burger's bun would be a movement no one made.
 */
export async function voidSoldLines(
  tx: Tx,
  invoiceId: number,
  bill: { id: number; split_id: number } | undefined,
): Promise<ReturnedLine[]> {
  if (!bill) {
    return tx
      .selectFrom('order_items as oi')
      .innerJoin('orders as o', 'o.id', 'oi.order_id')
      .select(['oi.id', 'oi.status'])
      .where('o.invoice_id', '=', invoiceId)
      .where('oi.status', '!=', 'cancelled')
      .execute();
  }
  const bills = await tx
    .selectFrom('bills as b')
    .leftJoin('invoices as i', 'i.id', 'b.invoice_id')
    .select(['b.id', 'i.voided_at'])
    .where('b.split_id', '=', bill.split_id)
    .execute();
  // An unpaid bill stands too: its part of the table is still to be paid for.
  const standing = new Set(bills.filter((b) => b.voided_at === null).map((b) => b.id));
  if (standing.size === 0) {
    return tx
      .selectFrom('bill_split_orders as so')
      .innerJoin('order_items as oi', 'oi.order_id', 'so.order_id')
      .select(['oi.id', 'oi.status'])
      .where('so.split_id', '=', bill.split_id)
      .where('oi.status', '!=', 'cancelled')
      .execute();
  }
  const held = await tx
    .selectFrom('bill_lines as bl')
    .innerJoin('order_items as oi', 'oi.id', 'bl.order_item_id')
    .select(['bl.bill_id', 'bl.quantity', 'oi.id', 'oi.status', 'oi.quantity as line_quantity'])
    .where(
      'bl.bill_id',
      'in',
      bills.map((b) => b.id),
    )
    .where('oi.status', '!=', 'cancelled')
    .execute();
  return held
    .filter((h) => h.bill_id === bill.id)
    .map((h) =>
      held.some((o) => o.id === h.id && standing.has(o.bill_id))
        ? { id: h.id, status: h.status, share: Number(h.quantity) / Number(h.line_quantity) }
        : { id: h.id, status: h.status },
    );
}
