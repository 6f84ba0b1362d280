import { CASH_DRAWER_MESSAGES } from '@comandero/contracts';
import type { Transaction } from 'kysely';
import { onPostgres } from '../../db/dialect.js';
import type { Database } from '../../db/types.js';
import type { DrawerTerminal } from './terminal.js';

/**
 * Which drawer session a just-written invoice belongs to: the one open on the terminal that took
 * it, read inside the payment's own transaction (the invoice writer, invoices/invoice-writer.ts,
 * attaches it). Every invoice is attached, cash or not, so the X and Z reports
 * show the shift's sales per payment type; only the cash ones count towards the expected cash.
 *
 * A request without a terminal (a spec §7 client, or a client from before drawers) goes to the only
 * open session of the store when there is exactly one, since then there is no doubt which drawer
 * took the cash; with none or several open it is attached to none and stays out of every count.
 *
 * Cash must land in a session (issue 18): a payment with cash in it (a cash payment type, or no
 * payment type at all, which the store takes as cash) that finds no session is refused with 409 and
 * its transaction rolls back, so nothing of it is written. With several sessions open and no
 * terminal named, guessing one would break that drawer's count, so that is refused too. Card,
 * transfer and the like never wait for a drawer.
 *
 * On PostgreSQL the session row is read FOR SHARE: a close takes that row first with an UPDATE, so
 * a payment either commits before the close reads the session's invoices (and is counted), or waits
 * for the close and then finds the session closed (and is attached to none, or refused if cash).
 * SQLite runs one transaction at a time, which gives the same.
 */
type OpenSession = { id: number; terminal_id: string };

/**
 * The open sessions that payments from these terminals may belong to, read FOR SHARE on PostgreSQL
 * (see above): only the named terminals' sessions, so a payment never waits for another terminal's
 * cash movement or close; and when a payment names none, the store's (two suffice to know there is
 * more than one).
 */
export type DrawerSessions = { ofTerminals: OpenSession[]; anyTwo: OpenSession[] };

export async function openDrawerSessions(
  tx: Transaction<Database>,
  terminals: readonly DrawerTerminal[],
): Promise<DrawerSessions> {
  const pg = onPostgres(tx);
  const open = tx.selectFrom('cash_drawer_sessions').select(['id', 'terminal_id']).where('status', '=', 'open');
  const named = [...new Set(terminals.filter((t) => t !== null))];
  const read = (query: typeof open) => (pg ? query.forShare() : query).execute();
  return {
    ofTerminals: named.length ? await read(open.where('terminal_id', 'in', named)) : [],
    anyTwo: terminals.includes(null) ? await read(open.orderBy('id').limit(2)) : [],
  };
}

const landingOf = (sessions: DrawerSessions, terminal: DrawerTerminal): OpenSession | null => {
  const candidates =
    terminal === null ? sessions.anyTwo : sessions.ofTerminals.filter((s) => s.terminal_id === terminal);
  return candidates.length === 1 ? candidates[0] : null;
};

/** The session a payment taken on this terminal belongs to, or null for none (see above). */
export function drawerSessionOf(sessions: DrawerSessions, terminal: DrawerTerminal): number | null {
  return landingOf(sessions, terminal)?.id ?? null;
}

/**
 * The terminal whose drawer the payment lands in: the one named, or the store's only open drawer's
 * when none was named (its receipt and drawer kick go there, where the cash is).
 */
export function drawerTerminalOf(sessions: DrawerSessions, terminal: DrawerTerminal): DrawerTerminal {
  return terminal ?? landingOf(sessions, terminal)?.terminal_id ?? null;
}

/** Why cash taken on this terminal has no session to land in (a message for the cashier), or null. */
export function cashRefusalOf(sessions: DrawerSessions, terminal: DrawerTerminal): string | null {
  if (drawerSessionOf(sessions, terminal) !== null) return null;
  const several = terminal === null && sessions.anyTwo.length > 1;
  return several ? CASH_DRAWER_MESSAGES.cashNeedsTerminal : CASH_DRAWER_MESSAGES.cashNeedsOpenDrawer;
}
