import {
  CASH_DRAWER_MESSAGES,
  OFFLINE_MESSAGES,
  POS_MESSAGES,
  orderGroupSchema,
  type OrderGroup,
  type OrderResult,
} from '@comandero/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, expectError, testDatabases, type TestApp } from '../../../test/test-app.js';
import { cartLine, openPosApp, seedPosCatalogue, type PosCatalogue } from '../../../test/fixtures/orders.js';
import { writtenCounts } from '../../../test/fixtures/pos.js';

/** Burger: 20.000 + 19 % IVA. */
const BURGER = { netTotal: 20_000, taxTotal: 3_800, total: 23_800 };
const MINUTE = 60_000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

/** Issue 22: orders replayed from a device's offline queue, on both POS submit routes. */
describe.each(testDatabases)('POS offline replay on %s', (kind) => {
  let t: TestApp;
  let c: PosCatalogue;
  let cookie: string;
  let card: number;

  beforeEach(async () => {
    ({ t, c, cookie } = await openPosApp(kind));
    const row = await t.database.db
      .insertInto('payment_types')
      .values({ title: 'Tarjeta', is_active: 1, created_at: new Date().toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow();
    card = row.id;
  });
  afterEach(async () => {
    await t.close();
  });

  const send = (path: 'create-order' | 'create-order-and-invoice', body: object, key?: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/pos/${path}`,
      payload: {
        cart: [cartLine(c.items.burger, 1)],
        deliveryType: 'takeaway',
        customerType: 'WALKIN',
        customerId: null,
        tableId: null,
        ...body,
      },
      headers: key ? { cookie, 'Idempotency-Key': key } : { cookie },
    });
  const pay = (body: object, key?: string) =>
    send('create-order-and-invoice', { paymentTypeId: c.paymentTypes.cash, ...BURGER, ...body }, key);
  const stored = (orderId: number) =>
    t.database.db
      .selectFrom('orders')
      .select(['device_time', 'offline', 'manager_approved', 'total', 'invoice_id'])
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
  const setPaymentsAllowed = (allowed: boolean) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/settings/offline-setting',
      payload: { paymentsAllowed: allowed, queueLimit: null },
      headers: { cookie },
    });

  it('stores the device time, the offline flag and the manager approval with the order, answering as §7', async () => {
    const deviceTime = ago(3 * MINUTE);
    const kitchen = await send('create-order', { deviceTime, offline: true }, 'k-1');
    expect(kitchen.statusCode, kitchen.body).toBe(200);
    const k = kitchen.json() as OrderResult;
    expect(Object.keys(k).sort()).toEqual(['message', 'orderId', 'tokenNo']);
    expect(k.message).toBe(POS_MESSAGES.orderCreated);
    expect(await stored(k.orderId)).toMatchObject({ device_time: deviceTime, offline: 1, manager_approved: 0 });

    const paid = await pay({ deviceTime, offline: true, managerApproved: true }, 'p-1');
    expect(paid.statusCode, paid.body).toBe(200);
    const p = paid.json() as OrderResult;
    expect(Object.keys(p).sort()).toEqual(['invoiceId', 'message', 'orderId', 'tokenNo']);
    expect(await stored(p.orderId)).toMatchObject({
      device_time: deviceTime,
      offline: 1,
      manager_approved: 1,
      total: 2_380_000,
      invoice_id: p.invoiceId,
    });
  });

  it('keeps spec §7 bodies without the new fields unchanged: no device time, not offline, not approved', async () => {
    const kitchen = await send('create-order', {});
    expect(kitchen.statusCode, kitchen.body).toBe(200);
    const paid = await pay({});
    expect(paid.statusCode, paid.body).toBe(200);
    for (const res of [kitchen, paid]) {
      expect(await stored((res.json() as OrderResult).orderId)).toMatchObject({
        device_time: null,
        offline: 0,
        manager_approved: 0,
      });
    }
    // A device time sent online (not a replay) is kept too.
    const at = ago(MINUTE);
    const online = await send('create-order', { deviceTime: at });
    expect(await stored((online.json() as OrderResult).orderId)).toMatchObject({ device_time: at, offline: 0 });
  });

  it('marks a replayed order on GET /orders with offline and its device time; other orders keep the §7 shape', async () => {
    const deviceTime = ago(4 * MINUTE);
    const replayed = (await send('create-order', { deviceTime, offline: true }, 'k-mark')).json() as OrderResult;
    const paidReplay = (await pay({ offline: true }, 'p-mark')).json() as OrderResult;
    // Online, even with a device time: not marked.
    const online = (await send('create-order', { deviceTime: ago(MINUTE) })).json() as OrderResult;
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/orders', headers: { cookie } });
    expect(res.statusCode, res.body).toBe(200);
    expect(orderGroupSchema.array().safeParse(res.json()).success).toBe(true);
    const orders = (res.json() as OrderGroup[]).flatMap((g) => g.orders);
    const byId = (id: number) => orders.find((o) => o.id === id)!;
    expect(byId(replayed.orderId)).toMatchObject({ offline: true, device_time: deviceTime });
    expect(byId(paidReplay.orderId)).toMatchObject({ offline: true, device_time: null });
    const plain = byId(online.orderId);
    expect(plain).toBeDefined();
    expect(Object.keys(plain)).not.toContain('offline');
    expect(Object.keys(plain)).not.toContain('device_time');
  });

  it('refuses a replayed card or transfer payment, and writes nothing; online it still pays', async () => {
    const before = await writtenCounts(t.database.db);
    expectError(
      await pay({ paymentTypeId: card, offline: true }, 'card-1'),
      400,
      OFFLINE_MESSAGES.paymentKindNotOffline,
    );
    expect(await writtenCounts(t.database.db)).toEqual(before);
    const online = await pay({ paymentTypeId: card }, 'card-2');
    expect(online.statusCode, online.body).toBe(200);
  });

  it('answers 409 when the store forbids offline payments; online payments and queued kitchen orders go on', async () => {
    expect((await setPaymentsAllowed(false)).statusCode).toBe(200);
    const before = await writtenCounts(t.database.db);
    expectError(
      await pay({ offline: true, deviceTime: ago(MINUTE) }, 'cash-1'),
      409,
      OFFLINE_MESSAGES.paymentsForbidden,
    );
    expect(await writtenCounts(t.database.db)).toEqual(before);
    expect((await pay({}, 'cash-2')).statusCode).toBe(200);
    expect((await send('create-order', { offline: true }, 'k-2')).statusCode).toBe(200);
    // Allowed again, the same queued payment goes through.
    expect((await setPaymentsAllowed(true)).statusCode).toBe(200);
    expect((await pay({ offline: true, deviceTime: ago(MINUTE) }, 'cash-1')).statusCode).toBe(200);
  });

  it('numbers invoices in arrival order whatever the device times say', async () => {
    const later = await pay({ offline: true, deviceTime: ago(MINUTE) }, 'a');
    const earlier = await pay({ offline: true, deviceTime: ago(30 * MINUTE) }, 'b');
    const a = later.json() as OrderResult;
    const b = earlier.json() as OrderResult;
    expect(b.invoiceId).toBeGreaterThan(a.invoiceId!);
    expect(b.orderId).toBeGreaterThan(a.orderId);
  });

  it('answers a replayed key with its first success, once stored, even after the rules changed', async () => {
    // The first attempt went online and its answer was lost; the device queued it and replays it.
    const first = await pay({}, 'lost-answer');
    expect(first.statusCode, first.body).toBe(200);
    const counts = await writtenCounts(t.database.db);
    const replay = await pay({ offline: true, deviceTime: ago(2 * MINUTE), managerApproved: true }, 'lost-answer');
    expect(replay.statusCode, replay.body).toBe(200);
    expect(replay.json()).toEqual(first.json());
    // The store now forbids offline payments: the stored key still answers its result.
    await setPaymentsAllowed(false);
    const again = await pay({ offline: true, deviceTime: ago(2 * MINUTE) }, 'lost-answer');
    expect(again.json()).toEqual(first.json());
    expect(await writtenCounts(t.database.db)).toEqual(counts);
    // The stored order keeps how it first arrived.
    expect(await stored((first.json() as OrderResult).orderId)).toMatchObject({ offline: 0, device_time: null });
    // The same key with another order is still refused.
    const other = await send(
      'create-order-and-invoice',
      {
        cart: [cartLine(c.items.water, 1)],
        paymentTypeId: c.paymentTypes.cash,
        netTotal: 4000,
        taxTotal: 0,
        total: 4000,
      },
      'lost-answer',
    );
    expectError(other, 409, POS_MESSAGES.idempotencyKeyReused);
  });

  it('checks the device time: ISO with offset, at most 5 minutes ahead, at most 7 days old', async () => {
    const before = await writtenCounts(t.database.db);
    const cases: [unknown, number, string][] = [
      [new Date(Date.now() + 10 * MINUTE).toISOString(), 400, OFFLINE_MESSAGES.deviceTimeInFuture],
      [ago(8 * 24 * 60 * MINUTE), 400, OFFLINE_MESSAGES.deviceTimeTooOld],
      ['ayer', 400, OFFLINE_MESSAGES.deviceTimeInvalid],
      ['2026-01-01T10:00:00', 400, OFFLINE_MESSAGES.deviceTimeInvalid],
      [1764250000000, 400, OFFLINE_MESSAGES.deviceTimeInvalid],
    ];
    for (const [deviceTime, status, message] of cases) {
      expectError(await send('create-order', { deviceTime, offline: true }), status, message);
      expectError(await pay({ deviceTime, offline: true }), status, message);
    }
    expectError(await send('create-order', { offline: 'si' }), 400, POS_MESSAGES.offlineFlagInvalid);
    expectError(await pay({ managerApproved: 1 }), 400, POS_MESSAGES.managerApprovedInvalid);
    expect(await writtenCounts(t.database.db)).toEqual(before);

    // A clock a little ahead, a local offset and a six-day-old queue are accepted.
    const ahead = new Date(Date.now() + 4 * MINUTE).toISOString();
    const sixDays = ago(6 * 24 * 60 * MINUTE);
    expect((await send('create-order', { deviceTime: ahead, offline: true })).statusCode).toBe(200);
    expect((await send('create-order', { deviceTime: sixDays, offline: true })).statusCode).toBe(200);
    const local = new Date(Date.now() - 60 * MINUTE);
    const withOffset = `${new Date(local.getTime() - 5 * 60 * MINUTE).toISOString().slice(0, 19)}-05:00`;
    const res = await send('create-order', { deviceTime: withOffset, offline: true });
    expect(res.statusCode, res.body).toBe(200);
    expect((await stored((res.json() as OrderResult).orderId)).device_time).toBe(withOffset);
  });
});

describe.each(testDatabases)('POS offline cash payment without a drawer on %s', (kind) => {
  let t: TestApp;
  afterEach(async () => {
    await t.close();
  });

  it('still needs an open drawer (the existing 409), and writes nothing', async () => {
    t = await createTestApp(kind);
    const c = await seedPosCatalogue(t.database.db);
    const cookie = await t.signIn();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/pos/create-order-and-invoice',
      payload: {
        cart: [cartLine(c.items.burger, 1)],
        deliveryType: 'takeaway',
        customerType: 'WALKIN',
        customerId: null,
        tableId: null,
        paymentTypeId: c.paymentTypes.cash,
        ...BURGER,
        offline: true,
        deviceTime: ago(MINUTE),
      },
      headers: { cookie, 'Idempotency-Key': 'no-drawer' },
    });
    expectError(res, 409, CASH_DRAWER_MESSAGES.cashNeedsOpenDrawer);
    expect((await writtenCounts(t.database.db)).orders).toBe(0);
  });
});
