import { describe, expect, it } from 'vitest';
import { createDomainEvents } from '../../events/domain-events.js';
import { refreshAfterScreenWrites } from './screen-refresh.js';

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
    refreshAfterScreenWrites(events, [s.answer]);

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
});
