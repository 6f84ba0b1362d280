import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/types.js';

/** Centavos: `total` is what the annulled sales charged (tips in), `cash` what left the drawer for them. */
export type SessionVoids = { count: number; total: number; cash: number };

/**
 * The sales annulled while this session was open on its terminal (invoice_refunds, migration 0037),
 * whichever session had taken them: the cash handed back leaves this drawer, so the X and Z reports
 * take it out of the expected cash (cash-drawer-report.ts). The sale itself stays in the session
 * that took it, where its cash came in.
 */
export async function sessionVoids(
  db: Kysely<Database> | Transaction<Database>,
  sessionId: number,
): Promise<SessionVoids> {
  const row = await db
    .selectFrom('invoice_refunds')
    .select((eb) => [
      eb.fn.count<number>('invoice_id').distinct().as('count'),
      eb.fn.sum<number>('amount').as('total'),
      eb.fn.sum<number>(eb.case().when('is_cash', '=', 1).then(eb.ref('amount')).else(0).end()).as('cash'),
    ])
    .where('cash_session_id', '=', sessionId)
    .executeTakeFirstOrThrow();
  return { count: Number(row.count ?? 0), total: Number(row.total ?? 0), cash: Number(row.cash ?? 0) };
}
