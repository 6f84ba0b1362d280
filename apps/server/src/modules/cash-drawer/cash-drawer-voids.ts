import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/types.js';

export type SessionVoids = { count: number; total: number };

/**
 * Extension point for voids (issue 11, another part): the voided sales of a drawer session, in
 * centavos, for the X and Z reports. Nothing is voided against a session yet, so it answers zero;
 * the void work fills this in (and decides whether a voided cash sale gives cash back, in which
 * case cash-drawer-report.ts must subtract it from the expected cash).
 */
export async function sessionVoids(
  _db: Kysely<Database> | Transaction<Database>,
  _sessionId: number,
): Promise<SessionVoids> {
  return { count: 0, total: 0 };
}
