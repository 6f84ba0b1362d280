import type { Transaction } from 'kysely';
import type { AppDeps } from '../../app-deps.js';
import type { Db } from '../../db/database.js';
import type { DialectName } from '../../db/dialect.js';
import type { Database } from '../../db/types.js';
import { insertRowsReturningIds } from '../../db/rows-insert.js';
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

/** The reads an expansion needs besides its transaction: the store's zone while none is set. */
export type ExpandConfig = Pick<AppDeps['config'], 'storeTimeZone'>;

/** Requests and the jobs each expands into; a job's requestId is the request's position until stored. */
type Planned = { request: PrintRequest; jobs: NewJob[] }[];

/**
 * Each request's tickets and where each goes, read in `tx` (no writes): a batch's orders in two
 * queries for all of them, the stations and the default kitchen printer once.
 */
async function planJobs(
  config: ExpandConfig,
  tx: Transaction<Database>,
  requests: readonly { id: number; request: PrintRequest }[],
): Promise<Planned> {
  const memo = new Map<string, Promise<unknown>>();
  const batchOrderIds = requests.flatMap(({ request }) => (request.kind === 'order' ? [request.orderId] : []));
  const planned: Planned = [];
  for (const { id, request } of requests) {
    const tickets = await expandPrintRequest({ db: tx, config, memo, batchOrderIds }, request);
    const jobs = [];
    for (const ticket of tickets) jobs.push(await jobOf(tx, id, ticket, memo));
    planned.push({ request, jobs });
  }
  return planned;
}

/** The planned jobs stored in one INSERT and their requests linked to their orders; answered as announced. */
async function storeJobs(
  deps: Pick<PassDeps, 'db' | 'dialect'>,
  tx: Transaction<Database>,
  requests: readonly { id: number; request: PrintRequest }[],
  planned: Planned,
  now: string,
): Promise<ExpandedJob[]> {
  const ids = await printQueueRepository(deps.db, deps.dialect).insertJobs(
    tx,
    planned.flatMap((e) => e.jobs),
    now,
  );
  await linkRequestsToOrders(tx, requests);
  let k = 0;
  return planned.flatMap(({ request, jobs }) =>
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
  if (claimed.length === 0) return [];
  const requests = claimed.map(({ id, payload }) => ({ id, request: JSON.parse(payload) as PrintRequest }));
  const planned = await planJobs(deps.config, tx, requests);
  const expanded = await storeJobs(deps, tx, requests, planned, now);
  await repo.markExpanded(tx, claimedIds, now);
  return expanded;
}

/**
 * The outbox with its expansion (SQLite, the order writer's batch): the requests stored already
 * expanded and their jobs beside them, in the transaction of the write that causes them, so the print
 * worker's pass (between the orders' group commits, on the same thread) only claims and settles.
 * The expansion's reads come first; if one throws (a bug, odd data), the requests are stored pending
 * as before and the worker expands them later, retrying alone: the write never fails for a ticket.
 * Not on PostgreSQL: there these reads would be round trips inside the batch's hold on the day's
 * token counter row (order-write.ts), so its worker expands as before.
 */
export async function storeExpandedPrints(
  deps: { db: Db; dialect: DialectName; config: ExpandConfig },
  tx: Transaction<Database>,
  requests: readonly PrintRequest[],
  now: string,
): Promise<ExpandedJob[]> {
  if (requests.length === 0) return [];
  let planned: Planned | null = null;
  try {
    planned = await planJobs(
      deps.config,
      tx,
      requests.map((request, i) => ({ id: i, request })),
    );
  } catch {
    planned = null;
  }
  const ids = await insertRowsReturningIds(
    tx,
    'print_requests',
    requests.map((r) => ({
      kind: r.kind,
      payload: JSON.stringify(r),
      status: planned ? 'expanded' : 'pending',
      attempts: 0,
      next_attempt_at: now,
      created_at: now,
      expanded_at: planned ? now : null,
    })),
  );
  if (!planned) return [];
  for (const { jobs } of planned) for (const job of jobs) job.requestId = ids[job.requestId];
  return storeJobs(
    deps,
    tx,
    requests.map((request, i) => ({ id: ids[i], request })),
    planned,
    now,
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
