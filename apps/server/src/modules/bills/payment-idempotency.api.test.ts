import { BILLS_MESSAGES, POS_MESSAGES } from '@comandero/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testDatabases, type TestApp } from '../../../test/test-app.js';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { cartLine, openPosApp, placeOrder, type PosCatalogue } from '../../../test/fixtures/orders.js';
import { fourTop, splitOf } from '../../../test/fixtures/bills.js';

type Reply = { statusCode: number; body: string; json(): unknown };

/**
 * Issue 18: a doubled or retried payment (a double tap, a retry after a lost answer) sent with one
 * Idempotency-Key is stored once and answered the first success, as POS submits are.
 */
describe.each(testDatabases)('payment routes with an Idempotency-Key on %s', (kind) => {
  let t: TestApp;
  let c: PosCatalogue;
  let cookie: string;

  beforeEach(async () => {
    ({ t, c, cookie } = await openPosApp(kind));
  });
  afterEach(async () => {
    await t.close();
  });

  const post = (url: string, payload: object, key?: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1${url}`,
      payload,
      headers: key ? { cookie, 'idempotency-key': key } : { cookie },
    });
  const count = async (table: 'invoices' | 'bill_payments' | 'idempotency_keys') =>
    Number(
      (
        await t.database.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const expectSame = (a: Reply, b: Reply) => {
    expect(a.statusCode, a.body).toBe(200);
    expect(b.statusCode, b.body).toBe(200);
    expect(b.json()).toEqual(a.json());
  };

  describe('POST /orders/complete-and-pay-order', () => {
    const WATER = { subTotal: 4_000, taxTotal: 0, total: 4_000 };
    const water = async () => (await placeOrder(t, cookie, [cartLine(c.items.water, 1)], { tableId: c.table })).orderId;
    const pay = (orderId: number, key?: string, paymentTypeId = c.paymentTypes.cash) =>
      post('/orders/complete-and-pay-order', { orderIds: [orderId], ...WATER, paymentTypeId }, key);

    it('stores one invoice for the same payment sent twice in sequence or at once, answering the same', async () => {
      const first = await water();
      const once = await pay(first, 'cobro-1');
      const again = await pay(first, 'cobro-1');
      expectSame(once, again);

      const second = await water();
      const [a, b] = await Promise.all([pay(second, 'cobro-2'), pay(second, 'cobro-2')]);
      expectSame(a, b);
      expect(await count('invoices')).toBe(2);
      expect((a.json() as { invoiceId: number }).invoiceId).not.toBe((once.json() as { invoiceId: number }).invoiceId);
    });

    it('refuses the key with another body (409) and, without a key, answers a second pay 409 as before', async () => {
      const order = await water();
      expect((await pay(order, 'cobro-3')).statusCode).toBe(200);
      const other = await pay(order, 'cobro-3', c.paymentTypes.voucher);
      expect(other.statusCode).toBe(409);
      expect(other.json()).toEqual({ message: POS_MESSAGES.idempotencyKeyReused });

      const plain = await water();
      expect((await pay(plain)).statusCode).toBe(200);
      expect((await pay(plain)).statusCode).toBe(409);
      expect(await count('invoices')).toBe(2);
      expect(await count('idempotency_keys')).toBe(1);
    });
  });

  describe('POST /orders/bills/{id}/pay', () => {
    const splitTable = async () => {
      await fourTop(t, cookie, c);
      return splitOf(await post('/orders/bills/split', { tableId: c.table, mode: 'equal', parts: 2 })).bills;
    };
    const payBill = (bill: { id: number; total: number }, key?: string, tendered = 100_000) =>
      post(
        `/orders/bills/${bill.id}/pay`,
        { payments: [{ paymentTypeId: c.paymentTypes.cash, amount: bill.total, tendered }] },
        key,
      );

    it('pays a bill once when the same payment comes twice in sequence or at once, with the same answer', async () => {
      const [one, two] = await splitTable();
      const once = await payBill(one, 'cuenta-1');
      const again = await payBill(one, 'cuenta-1');
      expectSame(once, again);
      expect(once.json()).toMatchObject({ message: BILLS_MESSAGES.billPaid, change: 100_000 - one.total });

      const [a, b] = await Promise.all([payBill(two, 'cuenta-2'), payBill(two, 'cuenta-2')]);
      expectSame(a, b);
      expect(a.json()).toMatchObject({ message: BILLS_MESSAGES.tablePaid, tableClosed: true });
      expect(await count('invoices')).toBe(2);
      expect(await count('bill_payments')).toBe(2);
    });

    it('refuses the key with another body (409) and, without a key, answers a second pay 409 as before', async () => {
      const [one, two] = await splitTable();
      expect((await payBill(one, 'cuenta-3')).statusCode).toBe(200);
      const other = await payBill(one, 'cuenta-3', 50_000);
      expect(other.statusCode).toBe(409);
      expect(other.json()).toEqual({ message: POS_MESSAGES.idempotencyKeyReused });
      // The same key on another bill is another payment, not a retry.
      expect((await payBill(two, 'cuenta-3')).statusCode).toBe(409);

      expect((await payBill(two)).statusCode).toBe(200);
      const twice = await payBill(two);
      expect(twice.statusCode).toBe(409);
      expect(twice.json()).toEqual({ message: BILLS_MESSAGES.billPaid409 });
      expect(await count('bill_payments')).toBe(2);
    });
  });
  describe('POST /orders/bills/split (issue 25)', () => {
    const split = (key?: string, parts = 2) =>
      post('/orders/bills/split', { tableId: c.table, mode: 'equal', parts }, key);

    it('answers a retried split the split it made, also after a restart, and makes it once', async () => {
      await fourTop(t, cookie, c);
      const first = await split('division-1');
      const again = await split('division-1');
      expectSame(first, again);
      expect(splitOf(first).bills).toHaveLength(2);
      expect(
        Number(
          (
            await t.database.db
              .selectFrom('bill_splits')
              .select((eb) => eb.fn.countAll().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        ),
      ).toBe(1);

      // A new server process on the same database (the crash between COMMIT and the answer).
      const restarted = await buildApp({
        config: loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: t.dataDir }),
        database: t.database,
        sessionSecret: t.deps.sessionSecret,
      });
      try {
        const retried = await restarted.app.inject({
          method: 'POST',
          url: '/api/v1/orders/bills/split',
          payload: { tableId: c.table, mode: 'equal', parts: 2 },
          headers: { cookie, 'idempotency-key': 'division-1' },
        });
        expectSame(first, retried);
      } finally {
        await restarted.app.close();
      }
    });

    it('splits once for a double tap, refuses the key with another body, and without a key answers 409 as before', async () => {
      await fourTop(t, cookie, c);
      const [a, b] = await Promise.all([split('division-2'), split('division-2')]);
      expectSame(a, b);
      const other = await split('division-2', 3);
      expect(other.statusCode).toBe(409);
      expect(other.json()).toEqual({ message: POS_MESSAGES.idempotencyKeyReused });
      const plain = await split();
      expect(plain.statusCode).toBe(409);
      expect(plain.json()).toEqual({ message: BILLS_MESSAGES.tableAlreadySplit });
    });
  });
});
