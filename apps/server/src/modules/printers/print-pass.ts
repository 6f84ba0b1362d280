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

/**
 * Due requests claimed, expanded, their jobs stored and the requests marked expanded, in `tx`. The
 * pass's orders are read together and its jobs inserted in one statement: under load a pass holds
 * many orders, and each query is a round trip (PostgreSQL) and a compile.
 */
export async function expandDue(
  deps: PassDeps,
  tx: Transaction<Database>,
  now: string,
  limit: number,
  claimedIds: number[],
): Promise<ExpandedJob[]> {
  const repo = printQueueRepository(deps.db, deps.dialect);
  const claimed = limit === 0 ? [] : await repo.claimRequests(tx, now, limit);
  claimedIds.push(...claimed.map((c) => c.id));
  const requests = claimed.map(({ id, payload }) => ({ id, request: JSON.parse(payload) as PrintRequest }));
  const memo = new Map<string, Promise<unknown>>();
  const batchOrderIds = requests.flatMap(({ request }) => (request.kind === 'order' ? [request.orderId] : []));
  const expanded: { request: PrintRequest; jobs: NewJob[] }[] = [];
  for (const { id, request } of requests) {
    const tickets = await expandPrintRequest({ db: tx, config: deps.config, memo, batchOrderIds }, request);
    const jobs = [];
    for (const ticket of tickets) jobs.push(await jobOf(tx, id, ticket, memo));
    expanded.push({ request, jobs });
  }
  const ids = await repo.insertJobs(
    tx,
    expanded.flatMap((e) => e.jobs),
    now,
  );
  await linkRequestsToOrders(tx, requests);
  await repo.markExpanded(tx, claimedIds, now);
  let k = 0;
  return expanded.flatMap(({ request, jobs }) =>
    jobs.map((job) => ({
      id: ids[k++],
      printerId: job.printerId,
      held: job.status === 'held',
      lastError: job.lastError,
      orderId: orderIdOf(request),
    })),
  );
}

/**
 * The database part of one pass of the print worker, in one transaction (one commit: on SQLite a
 * disk flush): the last pass's send outcomes stored, due requests expanded, due jobs claimed with
 * a lease. On SQLite it runs on the order writer's thread (print-pass-runner.ts), beside the orders'
 * group commits on the same connection, so neither waits on the other's lock.
 */
export function runPrintPass(deps: PassDeps, args: PassArgs): Promise<PassResult> {
  const repo = printQueueRepository(deps.db, deps.dialect);
  return deps.db.transaction().execute(async (tx) => {
    const settled = await repo.settle(tx, args.instance, args.outcomes, args.now);
    const expanded = await expandDue(deps, tx, args.now, args.limit, []);
    const jobs = args.limit === 0 ? [] : await repo.claimJobs(tx, args.instance, args.now, args.leaseUntil, args.limit);
    return { settled, expanded, jobs };
  });
}
