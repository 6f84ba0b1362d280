import { MESSAGES, POS_MESSAGES } from '@comandero/contracts';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, testDatabases, type TestApp } from '../../../test/test-app.js';
import { openStoreDrawer } from '../../../test/fixtures/cash-drawer.js';
import {
  cartLine,
  orderWritesOf,
  seedPosCatalogue,
  writtenCounts,
  type PosCatalogue,
} from '../../../test/fixtures/pos.js';

describe.each(testDatabases)('POS tokens, idempotency and atomicity on %s', (kind) => {
  let t: TestApp;
  let c: PosCatalogue;
  let cookie: string;
  // Bogotá is UTC−5 all year: 04:59Z is still the previous business day there.
  let now = new Date('2025-03-09T15:00:00Z');

  beforeEach(async () => {
    now = new Date('2025-03-09T15:00:00Z');
    t = await createTestApp(kind, { clock: { now: () => now } });
    c = await seedPosCatalogue(t.database.db);
    cookie = await t.signIn();
    // Cash needs an open drawer (issue 18); these requests name no terminal, so it is the store's.
    await openStoreDrawer(t, cookie);
  });
  afterEach(async () => {
    await t.close();
  });

  const order = (headers: Record<string, string> = {}, who = cookie, url = '/api/v1/pos/create-order') =>
    t.app.inject({
      method: 'POST',
      url,
      payload: {
        cart: [cartLine(c.items.burger, 1, { variant_id: c.variants.burgerDouble, addons_ids: [c.addons.cheese] })],
        ...(url.endsWith('invoice')
          ? { netTotal: 31_000, taxTotal: 5890, total: 36_890, paymentTypeId: c.paymentTypes.cash }
          : {}),
      },
      headers: { cookie: who, ...headers },
    });

  it('numbers tokens 1, 2, 3 within a business day and restarts at 1 the next day in the store zone', async () => {
    const tokens = [];
    for (let i = 0; i < 3; i++) tokens.push((await order()).json().tokenNo);
    expect(tokens).toEqual([1, 2, 3]);
    now = new Date('2025-03-10T04:59:00Z'); // 23:59 on the 9th in Bogotá: same day
    cookie = await t.signIn(); // the access token of the morning has expired by now
    expect((await order()).json().tokenNo).toBe(4);
    now = new Date('2025-03-10T05:01:00Z'); // 00:01 on the 10th in Bogotá
    expect((await order()).json().tokenNo).toBe(1);
    expect((await order()).json().tokenNo).toBe(2);
    const rows = await t.database.db.selectFrom('orders').select(['business_day', 'token_no']).orderBy('id').execute();
    expect(rows.map((r) => `${r.business_day}#${r.token_no}`)).toEqual([
      '2025-03-09#1',
      '2025-03-09#2',
      '2025-03-09#3',
      '2025-03-09#4',
      '2025-03-10#1',
      '2025-03-10#2',
    ]);
  });

  it('gives 50 concurrent submits 50 distinct tokens and 50 orders', async () => {
    const results = await Promise.all(Array.from({ length: 50 }, () => order()));
    expect(results.map((r) => r.statusCode)).toEqual(Array(50).fill(200));
    const tokens = results.map((r) => r.json().tokenNo).sort((a, b) => a - b);
    expect(tokens).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    expect(new Set(results.map((r) => r.json().orderId)).size).toBe(50);
    expect(await writtenCounts(t.database.db)).toMatchObject({ orders: 50, orderItems: 50, addons: 50, counters: 1 });
  });

  it('answers a sequential retry with the same key with the first result and writes one order', async () => {
    const first = await order({ 'Idempotency-Key': 'pos-1-abc' });
    const again = await order({ 'Idempotency-Key': 'pos-1-abc' });
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await writtenCounts(t.database.db)).toMatchObject({ orders: 1, keys: 1 });

    // The key is per user, and a new key is a new order.
    await t.createUser('cajero', { scope: 'POS' });
    const other = await order({ 'Idempotency-Key': 'pos-1-abc' }, await t.signIn('cajero', 'user-pass-123'));
    expect(other.json().orderId).not.toBe(first.json().orderId);
    const fresh = await order({ 'Idempotency-Key': 'pos-2' });
    expect(fresh.json().tokenNo).toBe(3);

    // The same key on the other submit route is a client bug, not a retry.
    const reused = await order({ 'Idempotency-Key': 'pos-1-abc' }, cookie, '/api/v1/pos/create-order-and-invoice');
    expect(reused.statusCode).toBe(409);
    expect(reused.json()).toEqual({ message: POS_MESSAGES.idempotencyKeyReused });

    for (const bad of ['', 'x'.repeat(101), 'con espacio']) {
      const res = await order({ 'Idempotency-Key': bad });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json()).toEqual({ message: POS_MESSAGES.idempotencyKeyInvalid });
    }
    expect(await writtenCounts(t.database.db)).toMatchObject({ orders: 3, keys: 3, invoices: 0 });
  });

  it('answers concurrent duplicates with one order and the same result', async () => {
    const writes = orderWritesOf(t);
    const results = await Promise.all(Array.from({ length: 10 }, () => order({ 'Idempotency-Key': 'doble-clic' })));
    expect(results.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    const bodies = results.map((r) => r.json());
    for (const b of bodies) expect(b).toEqual(bodies[0]);
    expect(bodies[0].tokenNo).toBe(1);
    expect(await writtenCounts(t.database.db)).toMatchObject({ orders: 1, orderItems: 1, keys: 1 });
    // The twins waited for the first one's answer: no doomed write, no batch written again one by one.
    expect(writes()).toBe(1);
    // No token was burnt by the losers: the next order is number 2.
    expect((await order()).json().tokenNo).toBe(2);
  });

  it('rolls back token, invoice, order and lines together when a later insert fails', async () => {
    expect((await order()).json().tokenNo).toBe(1);
    const before = await writtenCounts(t.database.db);
    // Fault injection: the database refuses the add-on snapshot, the last insert of the submit.
    if (kind === 'sqlite') {
      await sql`CREATE TRIGGER fail_addon BEFORE INSERT ON order_item_addons
        BEGIN SELECT RAISE(ABORT, 'injected failure'); END`.execute(t.database.db);
    } else {
      await sql`CREATE FUNCTION fail_addon() RETURNS trigger AS $$
        BEGIN RAISE EXCEPTION 'injected failure'; END $$ LANGUAGE plpgsql`.execute(t.database.db);
      await sql`CREATE TRIGGER fail_addon BEFORE INSERT ON order_item_addons
        FOR EACH ROW EXECUTE FUNCTION fail_addon()`.execute(t.database.db);
    }
    const failed = await order({ 'Idempotency-Key': 'falla' }, cookie, '/api/v1/pos/create-order-and-invoice');
    expect(failed.statusCode).toBe(500);
    expect(failed.json()).toEqual({ message: MESSAGES.serverError });
    expect(await writtenCounts(t.database.db)).toEqual(before);
    const counter = await t.database.db.selectFrom('token_counters').select('last_token').executeTakeFirstOrThrow();
    expect(counter.last_token).toBe(1);

    await sql`DROP TRIGGER fail_addon ${sql.raw(kind === 'postgres' ? 'ON order_item_addons' : '')}`.execute(
      t.database.db,
    );
    const retried = await order({ 'Idempotency-Key': 'falla' }, cookie, '/api/v1/pos/create-order-and-invoice');
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toMatchObject({ tokenNo: 2, invoiceId: expect.any(Number) });
  });
});
