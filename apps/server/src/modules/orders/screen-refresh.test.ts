import { describe, expect, it } from 'vitest';
import { createDomainEvents } from '../../events/domain-events.js';
import type { DataVersions } from '../../lib/data-stamp.js';
import { refreshAfterScreenWrites, type RefreshedScreen } from './screen-refresh.js';

const VERSIONS: DataVersions = {
  catalogue: 1,
  orders: 2,
  order_edits: 3,
  customers: 4,
  reservations: 5,
  sales: 6,
  sales_edits: 7,
};
const readVersions = () => Promise.resolve(VERSIONS);

/** A screen whose refreshes are counted and finished by the test. */
function screen() {
  const waiting: (() => void)[] = [];
  let started = 0;
  let asked: () => void = () => undefined;
  const nextStart = () => new Promise<void>((resolve) => (asked = resolve));
  return {
    answer: {
      refresh: () =>
        new Promise<void>((resolve) => {
          started += 1;
          waiting.push(resolve);
          asked();
        }),
    },
    started: () => started,
    nextStart,
    finish: () => waiting.shift()?.(),
  };
}

const created = { orderId: 1, tokenNo: 1 };

describe('screens rebuilt after their writes', () => {
  it('one rebuild for the writes of one turn, one more for those during it, none for other events', async () => {
    const events = createDomainEvents((err) => {
      throw err;
    });
    const s = screen();
    refreshAfterScreenWrites(events, readVersions).watch(s.answer);

    // An event the screens do not show schedules nothing (a rebuild would start on the next turn).
    events.publish('print.requested', {});
    await new Promise((resolve) => setImmediate(resolve));
    await new Promise((resolve) => setImmediate(resolve));
    expect(s.started()).toBe(0);

    let start = s.nextStart();
    events.publish('order.created', created);
    events.publish('orders.completed', { orderIds: [1] });
    events.publish('kitchen.order-bumped', { orderId: 1, status: 'completed', itemIds: [] });
    expect(s.started()).toBe(0);
    await start;
    expect(s.started()).toBe(1);

    // Writes while the rebuild runs: one more rebuild after it, whatever their number.
    start = s.nextStart();
    events.publish('order.created', created);
    events.publish('table.moved', {
      mode: 'merge',
      fromTableId: 1,
      toTableId: 2,
      movedOrderIds: [1],
      targetOrderIds: [],
    });
    s.finish();
    await start;
    expect(s.started()).toBe(2);
    s.finish();
  });

  it('reads the counters once per rebuild, for every screen watched; without them each screen reads its own', async () => {
    const events = createDomainEvents((err) => {
      throw err;
    });
    let reads = 0;
    let fail = false;
    const refresher = refreshAfterScreenWrites(events, () => {
      reads += 1;
      return fail ? Promise.reject(new Error('sin base de datos')) : Promise.resolve(VERSIONS);
    });
    let given: (DataVersions | undefined)[] = [];
    let rebuilt: () => void = () => undefined;
    const screen = (): RefreshedScreen => ({
      refresh: (known) => {
        given.push(known);
        if (given.length === 2) rebuilt();
        return Promise.resolve();
      },
    });
    refresher.watch(screen());
    refresher.watch(screen());

    let done = new Promise<void>((resolve) => (rebuilt = resolve));
    events.publish('order.created', created);
    await done;
    expect(reads).toBe(1);
    expect(given).toEqual([VERSIONS, VERSIONS]);

    fail = true;
    given = [];
    done = new Promise<void>((resolve) => (rebuilt = resolve));
    events.publish('order.created', created);
    await done;
    expect(reads).toBe(2);
    expect(given).toEqual([undefined, undefined]);
  });
});
