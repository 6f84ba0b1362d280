import type { Transaction } from 'kysely';
import { insertRows } from '../../db/rows-insert.js';
import type { Database } from '../../db/types.js';
import type { PrintRequest } from './print-requests.js';

type Tx = Transaction<Database>;

/**
 * The outbox's first stage: print requests are stored in the transaction of the write that causes
 * them (an order, a void, a payment), so an acknowledged write always has its tickets and a crash
 * after the COMMIT loses none. The print worker expands and sends them later (print-worker.ts).
 */
export async function enqueuePrints(tx: Tx, requests: readonly PrintRequest[], nowIso: string): Promise<void> {
  await insertRows(
    tx,
    'print_requests',
    requests.map((r) => ({
      kind: r.kind,
      payload: JSON.stringify(r),
      status: 'pending',
      attempts: 0,
      next_attempt_at: nowIso,
      created_at: nowIso,
    })),
  );
}

export const enqueuePrint = (tx: Tx, request: PrintRequest, nowIso: string) => enqueuePrints(tx, [request], nowIso);

/**
 * Whether kitchen tickets have anywhere to go: a station or the default kitchen printer. Read in the
 * order write's own transaction (one indexed row and one probe of a small table), so a store without
 * printers writes no requests at all, and a setting saved a moment ago is seen by the next batch.
 */
export async function kitchenPrintingConfigured(tx: Tx): Promise<boolean> {
  const row = await tx
    .selectFrom('print_routing')
    .select((eb) => ['default_kitchen_printer_id', eb.exists(eb.selectFrom('stations').select('id')).as('has_station')])
    .where('id', '=', 1)
    .executeTakeFirst();
  return row !== undefined && (row.default_kitchen_printer_id !== null || Boolean(row.has_station));
}
