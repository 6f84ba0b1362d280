import { SHIFT_MESSAGES as S } from '@comandero/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testDatabases, type TestApp } from '../../test/test-app.js';
import { cartLine, movableClock, openPosApp, placeOrder, type PosCatalogue } from '../../test/fixtures/orders.js';
import type { DomainEvents } from './domain-events.js';

describe.each(testDatabases)('domain events on %s', (kind) => {
  const clock = movableClock();
  let t: TestApp;
  let c: PosCatalogue;
  let cookie: string;

  beforeEach(async () => {
    clock.set(new Date('2025-06-02T15:00:00Z'));
    ({ t, c, cookie } = await openPosApp(kind, { clock }));
  });
  afterEach(async () => {
    await t.close();
  });

  const post = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/v1${url}`, payload, headers: { cookie } });
  const tableOrder = () =>
    placeOrder(t, cookie, [cartLine(c.items.burger, 1), cartLine(c.items.water, 2)], { tableId: c.table });
  const order = (id: number) => t.database.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();

  it('announces a new order after its commit, before the answer leaves', async () => {
    const heard: DomainEvents['order.created'][] = [];
    let stored: ReturnType<typeof order> | undefined;
    t.events.subscribe('order.created', (e) => {
      heard.push(e);
      // Read on another connection than the writer's: only a committed order is there to be found.
      stored = order(e.orderId);
    });
    const placed = await tableOrder();
    expect(heard).toEqual([{ orderId: placed.orderId, tokenNo: placed.tokenNo }]);
    expect(await stored).toMatchObject({ id: placed.orderId, token_no: placed.tokenNo, status: 'created' });
  });

  it('publishes nothing for a write that rolled back', async () => {
    const placed = await tableOrder();
    expect((await post('/orders/bills/split', { tableId: c.table, mode: 'equal', parts: 2 })).statusCode).toBe(200);
    const line = await t.database.db
      .selectFrom('order_items')
      .select('id')
      .where('order_id', '=', placed.orderId)
      .executeTakeFirstOrThrow();
    const before = await order(placed.orderId);
    const heard: unknown[] = [];
    t.events.subscribe('order.item-voided', (e) => heard.push(e));
    const emit = vi.spyOn(t.deps.realtime, 'emitOrderUpdate');
    clock.set(new Date('2025-06-02T15:05:00Z'));

    // The void locks the order (a write of its updated_at), then finds it in an open split: rolled back.
    const refused = await post(`/orders/items/${line.id}/void`, { reason: 'Error' });
    expect(refused.json()).toEqual({ message: S.voidSplitOpen });
    expect(heard).toEqual([]);
    expect(emit).not.toHaveBeenCalled();
    expect((await order(placed.orderId))?.updated_at).toBe(before?.updated_at);
  });

  it('keeps the write and the other subscribers when a subscriber fails, and logs the failure', async () => {
    const logged = vi.spyOn(t.app.log, 'error');
    const emit = vi.spyOn(t.deps.realtime, 'emitNewOrder');
    const after: number[] = [];
    t.events.subscribe('order.created', () => {
      throw new Error('impresora sin papel');
    });
    t.events.subscribe('order.created', async () => {
      await Promise.resolve();
      throw new Error('inventario caído');
    });
    t.events.subscribe('order.created', (e) => after.push(e.orderId));

    const placed = await tableOrder();
    expect(await order(placed.orderId)).toMatchObject({ status: 'created' });
    expect(emit).toHaveBeenCalledWith({ tokenNo: placed.tokenNo, orderId: placed.orderId });
    expect(after).toEqual([placed.orderId]);
    // The async failure is reported within microtasks of the publish, long before the answer arrives.
    const failures = logged.mock.calls.map(([fields]) => fields as { err: Error; event: string });
    expect(failures.map((f) => [f.event, f.err.message])).toEqual([
      ['order.created', 'impresora sin papel'],
      ['order.created', 'inventario caído'],
    ]);
  });
});
