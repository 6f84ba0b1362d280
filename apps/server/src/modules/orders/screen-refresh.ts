import { performance } from 'node:perf_hooks';
import type { DomainEventName, DomainEventSubscriber } from '../../events/domain-events.js';
import type { DataVersions } from '../../lib/data-stamp.js';

/** The writes the orders and kitchen screens show: every order, kitchen, table and bill event. */
const SCREEN_WRITES = [
  'order.created',
  'order.item-status-set',
  'order.item-voided',
  'order.course-fired',
  'orders.cancelled',
  'orders.completed',
  'orders.paid',
  'table.moved',
  'kitchen.item-status-set',
  'kitchen.void-acknowledged',
  'kitchen.order-bumped',
  'kitchen.order-recalled',
  'bill.split-created',
  'bill.orders-added',
  'bill.merged',
  'bill.adjusted',
  'bill.paid',
  'bill.split-cancelled',
  'invoice.voided',
] as const satisfies readonly DomainEventName[];

/**
 * Rebuilding ahead is at most a quarter of the event loop's time: after a rebuild that kept it busy
 * d ms, the next one waits 3·d. In a rush the screens' readers share the rebuilds instead (their
 * answers are built once per stamp anyway), and the orders being taken keep the rest of the server.
 * d is the loop's busy time over the rebuild, not its wall time: the rebuild also waits for the
 * database and for gzip on the thread pool, and on a loaded machine that wait alone (20–40 ms where
 * the loop worked 5) deferred the next rebuild past the tablets' refetch, which then paid it.
 */
const PAUSE_PER_BUILD = 3;

/** A screen's kept answers (kept-answer.ts); `known`: the counters read for this rebuild. */
export type RefreshedScreen = { refresh(known?: DataVersions): Promise<void> };

export type ScreenRefresher = { watch(...screens: RefreshedScreen[]): void };

/**
 * After a committed write the screens show, their kept answers are rebuilt ahead, in a later turn of
 * the event loop (after the write's HTTP answer and socket events have left): every tablet refetches
 * on that event, and the first of them no longer pays the rebuild (issue 19, "rebuilt after each new
 * order"). Writes that come while a rebuild runs or waits are covered by one more rebuild; only the
 * screens asked lately are rebuilt (kept-answer.ts). The counters are read once per rebuild for all
 * the screens watched (orders, kitchen, stations), not once by each.
 */
export function refreshAfterScreenWrites(
  events: DomainEventSubscriber,
  readVersions: () => Promise<DataVersions>,
): ScreenRefresher {
  const screens: RefreshedScreen[] = [];
  let wanted = false;
  let busy = false;
  let notBefore = 0;

  async function run() {
    wanted = false;
    const before = performance.eventLoopUtilization();
    try {
      // A failed read leaves each screen to read its own stamp (and fail or not on its own).
      const known = await readVersions().catch(() => undefined);
      await Promise.all(screens.map((screen) => screen.refresh(known)));
    } finally {
      const busyMs = performance.eventLoopUtilization(before).active;
      notBefore = performance.now() + busyMs * PAUSE_PER_BUILD;
      busy = false;
      if (wanted) schedule();
    }
  }

  function schedule() {
    wanted = true;
    if (busy) return;
    busy = true;
    const wait = notBefore - performance.now();
    if (wait > 0) setTimeout(() => void run(), wait);
    else setImmediate(() => void run());
  }

  for (const name of SCREEN_WRITES) events.subscribe(name, schedule);
  return { watch: (...more) => void screens.push(...more) };
}
