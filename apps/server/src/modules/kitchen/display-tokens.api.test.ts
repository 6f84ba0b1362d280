import type { DisplayTokensResponse } from '@comandero/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testDatabases, type ApiClient, type TestApp } from '../../../test/test-app.js';
import { cartLine, movableClock, placeOrder, openPosApp, type PosCatalogue } from '../../../test/fixtures/orders.js';

describe.each(testDatabases)('GET /display/tokens on %s', (kind) => {
  let t: TestApp;
  let c: PosCatalogue;
  let cookie: string;
  let api: ApiClient;
  const clock = movableClock();

  beforeEach(async () => {
    clock.set(new Date());
    ({ t, c, cookie, api } = await openPosApp(kind, { clock }));
  });
  afterEach(async () => {
    await t.close();
  });

  const tokens = async (as = cookie) => {
    const res = await api.get('/display/tokens', as);
    expect(res.statusCode).toBe(200);
    return res.json() as DisplayTokensResponse;
  };
  /** An order of two lines whose statuses are then set as given. */
  const orderWith = async (statuses: [string, string], tableId: number | null = null) => {
    const placed = await placeOrder(t, cookie, [cartLine(c.items.water, 1), cartLine(c.items.bread, 1)], { tableId });
    const lines = await t.database.db
      .selectFrom('order_items')
      .select('id')
      .where('order_id', '=', placed.orderId)
      .orderBy('id')
      .execute();
    for (const [i, status] of statuses.entries()) {
      await t.database.db.updateTable('order_items').set({ status }).where('id', '=', lines[i].id).execute();
    }
    return placed;
  };
  const ids = (list: DisplayTokensResponse['preparing']) => list.map((x) => x.order_id);

  it("splits today's open orders into preparing and ready, oldest first", async () => {
    clock.set(new Date(Date.now() - 30 * 3600_000));
    await orderWith(['completed', 'completed']);
    clock.set(new Date());
    const fresh = await orderWith(['created', 'created'], c.table);
    const cooking = await orderWith(['completed', 'preparing']);
    const ready = await orderWith(['completed', 'completed']);
    const partlyHanded = await orderWith(['delivered', 'completed']);
    const oneCancelled = await orderWith(['cancelled', 'completed']);
    await orderWith(['delivered', 'delivered']);
    await orderWith(['cancelled', 'cancelled']);
    const completed = await orderWith(['completed', 'completed']);
    const cancelled = await orderWith(['created', 'created']);
    await api.post('/orders/complete', { orderIds: [completed.orderId] });
    await api.post('/orders/cancel', { orderIds: [cancelled.orderId] });

    const answer = await tokens();
    expect(ids(answer.preparing)).toEqual([fresh.orderId, cooking.orderId]);
    expect(ids(answer.ready)).toEqual([ready.orderId, partlyHanded.orderId, oneCancelled.orderId]);
    expect(answer.preparing[0]).toEqual({
      order_id: fresh.orderId,
      token_no: fresh.tokenNo,
      table_title: 'Mesa 1',
      delivery_type: 'dinein',
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    expect(answer.preparing[1]).toMatchObject({ table_title: null, delivery_type: 'takeaway' });
  });

  it('is open to the token screen and the orders scopes, not to the kitchen', async () => {
    await orderWith(['created', 'created']);
    for (const scope of ['ORDER_STATUS_DISPLAY', 'POS', 'ORDERS', 'ORDER_STATUS']) {
      await t.createUser(`u-${scope}`, { scope });
      expect((await tokens(await t.signIn(`u-${scope}`, 'user-pass-123'))).preparing).toHaveLength(1);
    }
    await t.createUser('cocina', { scope: 'KITCHEN' });
    const cook = await t.signIn('cocina', 'user-pass-123');
    const res = await api.get('/display/tokens', cook);
    expect(res.statusCode).toBe(403);
  });
});
