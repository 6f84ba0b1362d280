import { PostgresAdapter, type Transaction } from 'kysely';
import type { Database } from '../../db/types.js';
import type { DrawerTerminal } from './terminal.js';

/**
 * Attaches a just-written invoice to the drawer session open on the terminal that took it, inside
 * the payment's own transaction. Every invoice is attached, cash or not, so the X and Z reports
 * show the shift's sales per payment type; only the cash ones count towards the expected cash.
 *
 * A request without a terminal (a spec §7 client, or a client from before drawers) goes to the only
 * open session of the store when there is exactly one, since then there is no doubt which drawer
 * took the cash; with none or several open it is attached to none and stays out of every count.
 *
 * On PostgreSQL the session row is read FOR SHARE: a close takes that row first with an UPDATE, so
 * a payment either commits before the close reads the session's invoices (and is counted), or waits
 * for the close and then finds the session closed (and is attached to none). SQLite runs one
 * transaction at a time, which gives the same.
 */
export async function attachInvoiceToDrawer(
  tx: Transaction<Database>,
  invoiceId: number,
  terminal: DrawerTerminal,
): Promise<void> {
  const pg = tx.getExecutor().adapter instanceof PostgresAdapter;
  let query = tx.selectFrom('cash_drawer_sessions').select('id').where('status', '=', 'open');
  query = terminal === null ? query.limit(2) : query.where('terminal_id', '=', terminal);
  const open = await (pg ? query.forShare() : query).execute();
  if (open.length !== 1) return;
  await tx.updateTable('invoices').set({ cash_session_id: open[0].id }).where('id', '=', invoiceId).execute();
}
