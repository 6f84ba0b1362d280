import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { plainLine, takeawaySubmit } from '../../../test/fixtures/new-orders.js';
import { createTestApp, testDatabases, type TestApp } from '../../../test/test-app.js';
import type { NewOrder, NewOrderLine } from './new-order.js';
import { insertOrdersIn, isDrawerRefusal } from './order-write.js';
import { preparedQueries } from '../../db/prepared-query.js';
import { CASH_DRAWER_MESSAGES, type OrderResult } from '@comandero/contracts';
import { Declined } from './write-batcher.js';

function written(results: (OrderResult | Declined)[]): OrderResult[] {
  return results.map((r) => {
    if (r instanceof Declined) throw r.error;
    return r;
  });
}

/** Snapshots of a demo item and add-on (the lines' own titles are what the test follows). */
const menu = { itemId: 0, addonId: 0 };

const line = (title: string, addons: string[]): NewOrderLine =>
  plainLine(menu.itemId, {
    item_title: title,
    quantity: 2,
    notes: `nota ${title}`,
    addons: addons.map((a) => ({ addon_id: menu.addonId, title: a, price: 100 })),
  });

describe.each(testDatabases)('writing a batch of orders set-wise on %s', (kind) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(kind, { demo: true });
    const addon = await t.database.db
      .selectFrom('menu_item_addons')
      .select(['id', 'item_id'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    Object.assign(menu, { itemId: addon.item_id, addonId: addon.id });
  });
  afterEach(async () => {
    await t.close();
  });

  it('gives each order its own token, invoice, lines, add-ons, drawer and idempotency record', async () => {
    const db = t.database.db;
    const { id: userId } = await db.selectFrom('users').select('id').executeTakeFirstOrThrow();
    const now = new Date().toISOString();
    const { id: sessionA } = await db
      .insertInto('cash_drawer_sessions')
      .values({ terminal_id: 'caja-a', status: 'open', opening_float: 0, opened_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    // Days the demo data leaves alone, as around midnight (one batch spans two business days);
    // paid on a terminal with an open drawer, by card on one without, and unpaid; lines with and
    // without add-ons.
    const spec = [
      { day: '2020-02-28', paid: 'caja-a', lines: [line('a1', ['x', 'y']), line('a2', [])] },
      { day: '2020-02-29', paid: null, lines: [line('b1', [])] },
      { day: '2020-02-28', paid: 'caja-sin-sesion', lines: [line('c1', []), line('c2', ['z'])] },
      { day: '2020-02-29', paid: 'caja-a', lines: [line('d1', ['w'])] },
      { day: '2020-02-28', paid: null, lines: [line('e1', [])] },
    ];
    const orders: NewOrder[] = spec.map((s, i) =>
      takeawaySubmit(
        {
          businessDay: s.day,
          nowIso: now,
          userId,
          idempotency: { key: `clave-${i}`, route: 'create-order', requestHash: `h${i}` },
        },
        {
          totals: {
            itemsTotal: 1000 * (i + 1),
            netTotal: 900 * (i + 1),
            taxTotal: 100 * (i + 1),
            payableTotal: 1000 * (i + 1),
          },
          lines: s.lines,
          invoice: s.paid
            ? { paymentTypeId: null, paymentTypeTitle: null, terminal: s.paid, cash: s.paid === 'caja-a' }
            : null,
        },
      ),
    );
    const results = written(
      await db.transaction().execute((tx) => insertOrdersIn(tx, orders, preparedQueries(), Buffer.alloc(32))),
    );

    expect(results.map((r) => r.tokenNo)).toEqual([1, 1, 2, 2, 3]);
    for (const [i, r] of results.entries()) {
      const order = await db.selectFrom('orders').selectAll().where('id', '=', r.orderId).executeTakeFirstOrThrow();
      expect(order).toMatchObject({
        business_day: spec[i].day,
        token_no: r.tokenNo,
        total: orders[i].totals.payableTotal,
      });
      expect(order.invoice_id ?? undefined).toBe(r.invoiceId);
      expect(order.payment_status).toBe(spec[i].paid ? 'paid' : 'pending');
      if (r.invoiceId !== undefined) {
        const invoice = await db
          .selectFrom('invoices')
          .selectAll()
          .where('id', '=', r.invoiceId)
          .executeTakeFirstOrThrow();
        expect(invoice.total).toBe(orders[i].totals.payableTotal);
        expect(invoice.cash_session_id).toBe(spec[i].paid === 'caja-a' ? sessionA : null);
      }
      const lines = await db
        .selectFrom('order_items')
        .select(['id', 'item_title', 'notes'])
        .where('order_id', '=', r.orderId)
        .orderBy('id')
        .execute();
      expect(lines.map((l) => [l.item_title, l.notes])).toEqual(spec[i].lines.map((l) => [l.item_title, l.notes]));
      for (const [k, l] of lines.entries()) {
        const addons = await db
          .selectFrom('order_item_addons')
          .select('title')
          .where('order_item_id', '=', l.id)
          .orderBy('id')
          .execute();
        expect(addons.map((a) => a.title)).toEqual(spec[i].lines[k].addons.map((a) => a.title));
      }
      const stored = await db
        .selectFrom('idempotency_keys')
        .select('response')
        .where('key', '=', `clave-${i}`)
        .executeTakeFirstOrThrow();
      expect(JSON.parse(stored.response)).toEqual(r);
    }
    const counters = await db
      .selectFrom('token_counters')
      .selectAll()
      .where('business_day', 'in', ['2020-02-28', '2020-02-29'])
      .orderBy('business_day')
      .execute();
    expect(counters).toEqual([
      { business_day: '2020-02-28', last_token: 3 },
      { business_day: '2020-02-29', last_token: 2 },
    ]);
  });
  it('declines only the cash submit that has no open drawer, writing nothing of it', async () => {
    const db = t.database.db;
    const { id: userId } = await db.selectFrom('users').select('id').executeTakeFirstOrThrow();
    const now = new Date().toISOString();
    await db
      .insertInto('cash_drawer_sessions')
      .values({ terminal_id: 'caja-a', status: 'open', opening_float: 0, opened_at: now, updated_at: now })
      .execute();
    const submit = (i: number, terminal: string | null): NewOrder =>
      takeawaySubmit(
        {
          businessDay: '2020-03-01',
          nowIso: now,
          userId,
          idempotency: { key: `lote-${i}`, route: 'create-order-and-invoice', requestHash: `h${i}` },
        },
        {
          lines: [line(`l${i}`, [])],
          invoice: terminal ? { paymentTypeId: null, paymentTypeTitle: null, terminal, cash: true } : null,
        },
      );
    const before = await db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const results = await db
      .transaction()
      .execute((tx) =>
        insertOrdersIn(
          tx,
          [submit(0, 'caja-a'), submit(1, 'caja-cerrada'), submit(2, null)],
          preparedQueries(),
          Buffer.alloc(32),
        ),
      );

    const refused = results[1];
    expect(refused).toBeInstanceOf(Declined);
    expect(isDrawerRefusal((refused as Declined).error)).toBe(true);
    expect((refused as Declined).error.message).toBe(CASH_DRAWER_MESSAGES.cashNeedsOpenDrawer);
    const [paid, , unpaid] = results as OrderResult[];
    // The refused submit took no token: the two written ones are contiguous.
    expect([paid.tokenNo, unpaid.tokenNo]).toEqual([1, 2]);
    expect(paid.invoiceId).toBeDefined();
    const after = await db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n) - Number(before.n)).toBe(2);
    const keys = await db
      .selectFrom('idempotency_keys')
      .select('key')
      .where('key', 'like', 'lote-%')
      .orderBy('key')
      .execute();
    expect(keys.map((k) => k.key)).toEqual(['lote-0', 'lote-2']);
  });
});
