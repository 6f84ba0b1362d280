import type { Kysely, Transaction } from 'kysely';
import type { AppDeps } from '../../app-deps.js';
import type { Db } from '../../db/database.js';
import type { DialectName } from '../../db/dialect.js';
import type { Database } from '../../db/types.js';
import { expandPrintRequest } from './expand-print-request.js';
import { linkRequestsToOrders, ordersOfRequests } from './print-request-orders.js';
import {
  printQueueRepository,
  orderIdOf,
  type ClaimedJob,
  type NewJob,
  type SendOutcome,
  type Settled,
} from './print-queue.repository.js';
import type { PrintRequest } from './print-requests.js';
import { jobOf } from './print-targets.js';

/** What the database part of a print pass needs: on the server's thread, or on SQLite's writer thread. */
export type PassDeps = { db: Db; dialect: DialectName; config: AppDeps['config'] };

/** A job stored by an expansion, as the worker announces it (its printer's status, a held ticket's toast). */
export type ExpandedJob = {
  id: number;
  printerId: number | null;
  held: boolean;
  lastError: string | null;
  orderId: number | null;
};

export type PassArgs = {
  instance: string;
  /** The previous pass's send outcomes, stored first. */
  outcomes: SendOutcome[];
  /** Requests expanded at most (0: only the outcomes). */
  limit: number;
  /** Jobs claimed at most, the expanded ones included (default `limit`). */
  jobLimit?: number;
  now: string;
  /** The claimed jobs' lease. */
  leaseUntil: string;
  /** Requests expanded beforehand, outside the pass's transaction (SQLite's print thread): stored, not read again. */
  prepared?: PreparedRequest[];
};

export type PassResult = { settled: Settled; expanded: ExpandedJob[]; jobs: ClaimedJob[] };

/** A lease for the jobs a pass expands, up to `room` of them (what its claim has left). */
export type ExpansionLease = { instance: string; until: string; room: number };

/** A due request read and its tickets laid out and routed (prepareExpansion), for storeExpansion to store. */
export type PreparedRequest = {
  id: number;
  createdAt: string;
  orderId: number | null;
  jobs: NewJob[];
  /** The orders it is about (print_request_orders). */
  orderIds: number[];
};

/**
 * The reading half of an expansion: up to `limit` due requests read (locked, in a PostgreSQL
 * transaction), each one's tickets laid out and routed. The pass's orders are read together: under
 * load a pass holds many orders, and each query is a round trip (PostgreSQL) and a compile. `db` is
 * the expanding transaction, or on SQLite a reading connection of the print thread's own
 * (print-expansion-thread.ts): the writer's thread then only stores what was prepared.
 */
export async function prepareExpansion(
  deps: PassDeps,
  db: Kysely<Database>,
  now: string,
  limit: number,
  claimedIds: number[],
): Promise<PreparedRequest[]> {
  const repo = printQueueRepository(deps.db, deps.dialect);
  const claimed = limit === 0 ? [] : await repo.claimRequests(db, now, limit);
  claimedIds.push(...claimed.map((c) => c.id));
  const requests = claimed.map(({ id, payload, created_at }) => ({
    id,
    createdAt: created_at,
    request: JSON.parse(payload) as PrintRequest,
  }));
  const memo = new Map<string, Promise<unknown>>();
  const batchOrderIds = requests.flatMap(({ request }) => (request.kind === 'order' ? [request.orderId] : []));
  const orders = await ordersOfRequests(
    db,
    requests.map((r) => r.request),
  );
  const prepared: PreparedRequest[] = [];
  for (const [k, { id, createdAt, request }] of requests.entries()) {
    const tickets = await expandPrintRequest({ db, config: deps.config, memo, batchOrderIds }, request);
    const jobs: NewJob[] = [];
    for (const ticket of tickets) jobs.push(await jobOf(db, id, ticket, memo));
    prepared.push({ id, createdAt, orderId: orderIdOf(request), jobs, orderIds: orders[k] });
  }
  return prepared;
}

/**
 * The writing half: the prepared requests' jobs stored, their orders linked and the requests marked
 * expanded, in `tx`. A request no longer pending (expanded meanwhile) fails the whole store, so an
 * expansion prepared outside the transaction is never stored twice.
 *
 * With a `lease`, the first `lease.room` pending jobs are stored already leased to the instance and
 * answered as claimed: the pass that expands them would claim them next in the same transaction anyway
 * (they are due now, and their ids follow every older due job's), so their lease UPDATE (a second
 * write of each row and its index entries) and the read of their documents back are skipped. Until
 * the commit nobody else sees them; after it their lease keeps other instances off, and if this one
 * dies the lease runs out as any claim's does.
 */
export async function storeExpansion(
  deps: PassDeps,
  tx: Transaction<Database>,
  prepared: readonly PreparedRequest[],
  now: string,
  lease?: ExpansionLease,
): Promise<{ expanded: ExpandedJob[]; leased: ClaimedJob[] }> {
  const repo = printQueueRepository(deps.db, deps.dialect);
  let room = lease?.room ?? 0;
  for (const job of prepared.flatMap((p) => p.jobs)) {
    if (lease && job.status === 'pending' && room > 0) {
      job.lease = { instance: lease.instance, until: lease.until };
      room--;
    }
  }
  const ids = await repo.insertJobs(
    tx,
    prepared.flatMap((p) => p.jobs),
    now,
  );
  await linkRequestsToOrders(tx, prepared);
  await repo.markExpanded(
    tx,
    prepared.map((p) => p.id),
    now,
  );
  let k = 0;
  const leased: ClaimedJob[] = [];
  const expanded = prepared.flatMap(({ createdAt, orderId, jobs }) =>
    jobs.map((job) => {
      const id = ids[k++];
      if (job.lease) {
        leased.push({
          id,
          printerId: job.printerId,
          backupPrinterId: job.backupPrinterId,
          document: job.document,
          attempts: 0,
          createdAt,
          orderId,
        });
      }
      return { id, printerId: job.printerId, held: job.status === 'held', lastError: job.lastError, orderId };
    }),
  );
  return { expanded, leased };
}

/** Due requests claimed, expanded and stored in `tx` (prepareExpansion, then storeExpansion). */
export async function expandDue(
  deps: PassDeps,
  tx: Transaction<Database>,
  now: string,
  limit: number,
  claimedIds: number[],
  lease?: ExpansionLease,
): Promise<{ expanded: ExpandedJob[]; leased: ClaimedJob[] }> {
  const prepared = await prepareExpansion(deps, tx, now, limit, claimedIds);
  return storeExpansion(deps, tx, prepared, now, lease);
}

/**
 * The database part of one pass of the print worker, in one transaction (one commit: on SQLite a
 * disk flush): the last pass's send outcomes stored, due jobs claimed with a lease, due requests
 * expanded (their jobs leased as they are stored, while the claim has room). On SQLite it runs on the
 * order writer's thread (runPrintPassOnWriterThread), beside the orders' group commits on the same
 * connection, so neither waits on the other's lock, and stores `args.prepared`, the requests the
 * print expansion's thread read and laid out (print-expansion-thread.ts).
 */
export function runPrintPass(deps: PassDeps, args: PassArgs): Promise<PassResult> {
  const repo = printQueueRepository(deps.db, deps.dialect);
  return deps.db.transaction().execute(async (tx) => {
    const settled = await repo.settle(tx, args.instance, args.outcomes, args.now);
    // The older due jobs first: in the claim's order (due time, then id) they all come before the
    // jobs this pass stores (due now, larger ids), so the same jobs are claimed as if the claim ran last.
    const jobLimit = args.limit === 0 ? 0 : (args.jobLimit ?? args.limit);
    const waiting = jobLimit === 0 ? [] : await repo.claimJobs(tx, args.instance, args.now, args.leaseUntil, jobLimit);
    const lease = { instance: args.instance, until: args.leaseUntil, room: jobLimit - waiting.length };
    const { expanded, leased } = args.prepared
      ? await storeExpansion(deps, tx, args.prepared, args.now, lease)
      : await expandDue(deps, tx, args.now, args.limit, [], lease);
    return { settled, expanded, jobs: [...waiting, ...leased] };
  });
}
