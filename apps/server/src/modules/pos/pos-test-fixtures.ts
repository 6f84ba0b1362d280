import { Worker } from 'node:worker_threads';
import { vi } from 'vitest';
import type { Db } from '../../db/database.js';
import type { TestApp } from '../../../test/test-app.js';
import type { WriterRequest } from './order-writer-thread.js';

/**
 * A small catalogue with one item per tax kind, written straight into the database so the API
 * tests know every price. Money in centavos; expectations are computed by hand in the tests.
 */
export async function seedPosCatalogue(db: Db) {
  const now = new Date().toISOString();
  const tax = async (title: string, rate_bp: number, type: string) =>
    (
      await db
        .insertInto('taxes')
        .values({ title, rate_bp, type, created_at: now })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const iva = await tax('IVA', 1900, 'exclusive');
  const impo = await tax('Impoconsumo', 800, 'inclusive');
  const odd = await tax('Otro', 500, 'retencion');
  const { id: categoryId } = await db
    .insertInto('categories')
    .values({ title: 'Comidas', created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  const item = async (title: string, price: number, tax_id: number | null) =>
    (
      await db
        .insertInto('menu_items')
        .values({ title, price, net_price: null, category_id: categoryId, tax_id, created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const option = async (
    table: 'menu_item_variants' | 'menu_item_addons',
    item_id: number,
    title: string,
    price: number,
  ) => (await db.insertInto(table).values({ item_id, title, price }).returning('id').executeTakeFirstOrThrow()).id;

  const burger = await item('Hamburguesa', 2_000_000, iva);
  const burgerDouble = await option('menu_item_variants', burger, 'Doble', 2_800_000);
  const cheese = await option('menu_item_addons', burger, 'Queso', 300_000);
  const bacon = await option('menu_item_addons', burger, 'Tocineta', 450_000);
  const lemonade = await item('Limonada', 900_000, impo);
  const jug = await option('menu_item_variants', lemonade, 'Jarra', 1_600_000);
  const ice = await option('menu_item_addons', lemonade, 'Hielo extra', 10_000);
  const bread = await item('Pan', 333, odd);
  const water = await item('Agua', 400_000, null);

  const payment = async (title: string, is_active: number) =>
    (
      await db
        .insertInto('payment_types')
        .values({ title, is_active, created_at: now })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const cash = await payment('Efectivo', 1);
  const voucher = await payment('Bono', 0);
  const { id: table } = await db
    .insertInto('store_tables')
    .values({ table_title: 'Mesa 1', floor: 'Primer piso', seating_capacity: 4, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('customers')
    .values({
      phone: '3001112233',
      name: 'Ana Pérez',
      name_search: 'ana perez',
      email: 'ana@example.com',
      gender: 'female',
      birth_date: '1990-01-02',
      created_at: now,
      updated_at: now,
    })
    .execute();
  return {
    taxes: { iva, impo, odd },
    categoryId,
    items: { burger, lemonade, bread, water },
    variants: { burgerDouble, jug },
    addons: { cheese, bacon, ice },
    paymentTypes: { cash, voucher },
    table,
    customerPhone: '3001112233',
  };
}

export type PosCatalogue = Awaited<ReturnType<typeof seedPosCatalogue>>;

/** A cart line as the POS sends it, with deliberately wrong client prices the server must ignore. */
export function cartLine(
  id: number,
  quantity: number,
  extra: { variant_id?: number; addons_ids?: number[]; notes?: string | null } = {},
) {
  return {
    id,
    title: `item ${id}`,
    price: 1,
    tax_rate: 0,
    tax_type: null,
    quantity,
    notes: extra.notes ?? null,
    ...(extra.variant_id
      ? { variant_id: extra.variant_id, variant: { id: extra.variant_id, title: 'x', price: 0 } }
      : {}),
    ...(extra.addons_ids
      ? { addons_ids: extra.addons_ids, addons: extra.addons_ids.map((a) => ({ id: a, title: 'x', price: 0 })) }
      : {}),
  };
}

/** Rows written by submits, to prove that a refused submit wrote nothing. */
export async function writtenCounts(db: Db) {
  const count = async (
    table: 'orders' | 'order_items' | 'order_item_addons' | 'invoices' | 'token_counters' | 'idempotency_keys',
  ) =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    orders: await count('orders'),
    orderItems: await count('order_items'),
    addons: await count('order_item_addons'),
    invoices: await count('invoices'),
    counters: await count('token_counters'),
    keys: await count('idempotency_keys'),
  };
}

/**
 * Counts the submits handed to the group commit from now on: jobs sent to the SQLite writer's
 * thread, or transactions opened on PostgreSQL (where the batch is written on the app's connection).
 */
export function orderWritesOf(t: TestApp): () => number {
  if (t.database.dialect === 'postgres') {
    const transactions = vi.spyOn(t.database.db, 'transaction');
    return () => transactions.mock.calls.length;
  }
  const sent = vi.spyOn(Worker.prototype, 'postMessage');
  return () =>
    sent.mock.calls.reduce((n, [request]) => n + (Array.isArray(request) ? (request as WriterRequest).length : 0), 0);
}
