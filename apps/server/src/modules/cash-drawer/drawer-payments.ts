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
export type OpenDrawerSession = { id: number; terminal_id: string };

/** The store's open drawer sessions (a handful at most), read FOR SHARE on PostgreSQL (see above). */
export async function openDrawerSessions(tx: Transaction<Database>): Promise<OpenDrawerSession[]> {
  const query = tx.selectFrom('cash_drawer_sessions').select(['id', 'terminal_id']).where('status', '=', 'open');
  return (tx.getExecutor().adapter instanceof PostgresAdapter ? query.forShare() : query).execute();
}

/** The session a payment taken on this terminal belongs to, or null for none (see above). */
export function drawerSessionOf(open: readonly OpenDrawerSession[], terminal: DrawerTerminal): number | null {
  const candidates = terminal === null ? open : open.filter((s) => s.terminal_id === terminal);
  return candidates.length === 1 ? candidates[0].id : null;
}

export async function attachInvoiceToDrawer(
  tx: Transaction<Database>,
  invoiceId: number,
  terminal: DrawerTerminal,
): Promise<void> {
  const sessionId = drawerSessionOf(await openDrawerSessions(tx), terminal);
  if (sessionId === null) return;
  await tx.updateTable('invoices').set({ cash_session_id: sessionId }).where('id', '=', invoiceId).execute();
}
