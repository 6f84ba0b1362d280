import type { DomainEventName, DomainEventSubscriber } from '../../events/domain-events.js';

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
 * Rebuilding ahead is at most a quarter of the time: after a rebuild that took d ms, the next one
 * waits 3·d. In a rush the screens' readers share the rebuilds instead (their answers are built once
 * per stamp anyway), and the orders being taken keep the rest of the server.
 */
const PAUSE_PER_BUILD = 3;

/**
 * After a committed write the screens show, their kept answers are rebuilt ahead, in a later turn of
 * the event loop (after the write's HTTP answer and socket events have left): every tablet refetches
 * on that event, and the first of them no longer pays the rebuild (issue 19, "rebuilt after each new
 * order"). Writes that come while a rebuild runs or waits are covered by one more rebuild; only the
 * screens asked lately are rebuilt (kept-answer.ts).
 */
export function refreshAfterScreenWrites(events: DomainEventSubscriber, answers: { refresh(): Promise<void> }[]): void {
  let wanted = false;
  let busy = false;
  let notBefore = 0;

  async function run() {
    wanted = false;
    const started = performance.now();
    try {
      await Promise.all(answers.map((answer) => answer.refresh()));
    } finally {
      const ended = performance.now();
      notBefore = ended + (ended - started) * PAUSE_PER_BUILD;
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
}
