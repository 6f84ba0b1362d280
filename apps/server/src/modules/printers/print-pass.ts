import type { Transaction } from 'kysely';
import type { AppDeps } from '../../app-deps.js';
import type { Db } from '../../db/database.js';
import type { DialectName } from '../../db/dialect.js';
import type { Database } from '../../db/types.js';
import { expandPrintRequest } from './expand-print-request.js';
import { linkRequestsToOrders } from './print-request-orders.js';
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
  /** Requests expanded and jobs claimed at most (0: only the outcomes). */
  limit: number;
  now: string;
  /** The claimed jobs' lease. */
  leaseUntil: string;
};

export type PassResult = { settled: Settled; expanded: ExpandedJob[]; jobs: ClaimedJob[] };

/** A lease for the jobs a pass expands, up to `room` of them (what its claim has left). */
export type ExpansionLease = { instance: string; until: string; room: number };

/**
 * Due requests claimed, expanded, their jobs stored and the requests marked expanded, in `tx`. The
 * pass's orders are read together and its jobs inserted in one statement: under load a pass holds
 * many orders, and each query is a round trip (PostgreSQL) and a compile.
 *
 * With a `lease`, the first `lease.room` pending jobs are stored already leased to the instance and
 * answered as claimed: the pass that expands them would claim them next in the same transaction anyway
 * (they are due now, and their ids follow every older due job's), so their lease UPDATE (a second
 * write of each row and its index entries) and the read of their documents back are skipped. Until
 * the commit nobody else sees them; after it their lease keeps other instances off, and if this one
 * dies the lease runs out as any claim's does.
 */
export async function expandDue(
  deps: PassDeps,
  tx: Transaction<Database>,
  now: string,
  limit: number,
  claimedIds: number[],
  lease?: ExpansionLease,
): Promise<{ expanded: ExpandedJob[]; leased: ClaimedJob[] }> {
  const repo = printQueueRepository(deps.db, deps.dialect);
  const claimed = limit === 0 ? [] : await repo.claimRequests(tx, now, limit);
  claimedIds.push(...claimed.map((c) => c.id));
  const requests = claimed.map(({ id, payload, created_at }) => ({
    id,
    createdAt: created_at,
    request: JSON.parse(payload) as PrintRequest,
  }));
  const memo = new Map<string, Promise<unknown>>();
  const batchOrderIds = requests.flatMap(({ request }) => (request.kind === 'order' ? [request.orderId] : []));
  const expanded: { request: PrintRequest; createdAt: string; jobs: NewJob[] }[] = [];
  let room = lease?.room ?? 0;
  for (const { id, createdAt, request } of requests) {
    const tickets = await expandPrintRequest({ db: tx, config: deps.config, memo, batchOrderIds }, request);
    const jobs = [];
    for (const ticket of tickets) {
      const job = await jobOf(tx, id, ticket, memo);
      if (lease && job.status === 'pending' && room > 0) {
        job.lease = { instance: lease.instance, until: lease.until };
        room--;
      }
      jobs.push(job);
    }
    expanded.push({ request, createdAt, jobs });
  }
  const ids = await repo.insertJobs(
    tx,
    expanded.flatMap((e) => e.jobs),
    now,
  );
  await linkRequestsToOrders(tx, requests);
  await repo.markExpanded(tx, claimedIds, now);
  let k = 0;
  const leased: ClaimedJob[] = [];
  const stored = expanded.flatMap(({ request, createdAt, jobs }) =>
    jobs.map((job) => {
      const id = ids[k++];
      const orderId = orderIdOf(request);
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
  return { expanded: stored, leased };
}

/**
 * The database part of one pass of the print worker, in one transaction (one commit: on SQLite a
 * disk flush): the last pass's send outcomes stored, due jobs claimed with a lease, due requests
 * expanded (their jobs leased as they are stored, while the claim has room). On SQLite it runs on the
 * order writer's thread (print-pass-runner.ts), beside the orders' group commits on the same
 * connection, so neither waits on the other's lock.
 */
export function runPrintPass(deps: PassDeps, args: PassArgs): Promise<PassResult> {
  const repo = printQueueRepository(deps.db, deps.dialect);
  return deps.db.transaction().execute(async (tx) => {
    const settled = await repo.settle(tx, args.instance, args.outcomes, args.now);
    // The older due jobs first: in the claim's order (due time, then id) they all come before the
    // jobs this pass stores (due now, larger ids), so the same jobs are claimed as if the claim ran last.
    const waiting =
      args.limit === 0 ? [] : await repo.claimJobs(tx, args.instance, args.now, args.leaseUntil, args.limit);
    const lease = { instance: args.instance, until: args.leaseUntil, room: args.limit - waiting.length };
    const { expanded, leased } = await expandDue(deps, tx, args.now, args.limit, [], lease);
    return { settled, expanded, jobs: [...waiting, ...leased] };
  });
}
