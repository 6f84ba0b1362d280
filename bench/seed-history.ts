/**
 * Straight into the database, in batched multi-row inserts inside one transaction: issue 9's volume
 * (100,000 orders over ~60 days, 20,000 customers) would take many minutes through the API.
 */
import { foldForSearch } from '@comandero/contracts';
import { sql } from 'kysely';
import type { DatabaseHandle, Db } from '../apps/server/src/db/database.js';
import type { DialectName } from '../apps/server/src/db/dialect.js';
import { insertRows } from './bulk-insert.js';
import { ADMIN, STORE_TIME_ZONE } from './bench-db.js';
import {
  makeCustomers,
  makeOrder,
  orderInstants,
  randomSource,
  type CatalogueItem,
  type HistoryContext,
  type IdCounters,
  type OrderRows,
} from './history-rows.js';

export type HistorySize = { orders: number; customers: number; days: number };

/** Orders built and written per round, so memory stays small whatever the volume. */
const ORDERS_PER_ROUND = 5000;

async function catalogue(db: Db): Promise<CatalogueItem[]> {
  const items = await db
    .selectFrom('menu_items as m')
    .leftJoin('taxes as t', 't.id', 'm.tax_id')
    .select(['m.id', 'm.title', 'm.price', 't.title as tax_title', 't.rate_bp', 't.type'])
    .orderBy('m.id')
    .execute();
  const byId = new Map<number, CatalogueItem>(
    items.map((i) => [
      i.id,
      {
        id: i.id,
        title: i.title,
        price: Number(i.price),
        tax: i.tax_title === null ? null : { title: i.tax_title, rate_bp: i.rate_bp!, type: i.type! },
        variants: [],
        addons: [],
      },
    ]),
  );
  for (const v of await db.selectFrom('menu_item_variants').selectAll().orderBy('id').execute())
    byId.get(v.item_id)?.variants.push({ id: v.id, title: v.title, price: Number(v.price) });
  for (const a of await db.selectFrom('menu_item_addons').selectAll().orderBy('id').execute())
    byId.get(a.item_id)?.addons.push({ id: a.id, title: a.title, price: Number(a.price) });
  return [...byId.values()];
}

async function writeRound(db: Db, dialect: DialectName, rounds: OrderRows[]) {
  await insertRows(
    db,
    dialect,
    'invoices',
    rounds.flatMap((r) => (r.invoice ? [r.invoice] : [])),
  );
  await insertRows(
    db,
    dialect,
    'orders',
    rounds.map((r) => r.order),
  );
  await insertRows(
    db,
    dialect,
    'order_items',
    rounds.flatMap((r) => r.lines),
  );
  await insertRows(
    db,
    dialect,
    'order_item_addons',
    rounds.flatMap((r) => r.addons),
  );
}

/** Seeds the history and answers how many rows each table got. */
export async function seedHistory(handle: DatabaseHandle, size: HistorySize, now = new Date()) {
  const rand = randomSource(20_260_101);
  const nowMs = now.getTime();
  const { db } = handle;
  const [items, tables, paymentTypes, admin, highest] = await Promise.all([
    catalogue(db),
    db.selectFrom('store_tables').select('id').orderBy('id').execute(),
    db.selectFrom('payment_types').select(['id', 'title']).orderBy('id').execute(),
    db.selectFrom('users').select('id').where('username', '=', ADMIN.username).executeTakeFirstOrThrow(),
    db
      .selectFrom('orders')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirst(),
  ]);
  if (highest?.id != null) throw new Error('la historia se siembra en una base sin órdenes');
  // Some customers signed up before the orders' window, so that "repeated customers" have a past.
  const customers = makeCustomers(size.customers, size.days * 2, nowMs, rand);
  const ctx: HistoryContext = {
    items,
    tableIds: tables.map((t) => t.id),
    paymentTypes,
    customers,
    userId: admin.id,
    timeZone: STORE_TIME_ZONE,
    nowMs,
  };
  const ids: IdCounters = { invoice: 0, line: 0, tokens: new Map() };
  const instants = orderInstants(size.orders, size.days, nowMs, rand);
  let addons = 0;
  if (handle.dialect === 'sqlite') {
    // The default 2 MB page cache spills the transaction's index pages to disk over and over.
    await sql`PRAGMA cache_size = -262144`.execute(db);
  }
  await db.transaction().execute(async (tx) => {
    const rows = customers.map((c) => {
      const at = new Date(c.createdMs).toISOString();
      return {
        phone: c.phone,
        name: c.name,
        name_search: foldForSearch(c.name),
        email: null,
        gender: null,
        birth_date: null,
        created_at: at,
        updated_at: at,
      };
    });
    await insertRows(tx, handle.dialect, 'customers', rows);
    for (let start = 0; start < instants.length; start += ORDERS_PER_ROUND) {
      const round = instants
        .slice(start, start + ORDERS_PER_ROUND)
        .map((at, i) => makeOrder(start + i + 1, at, ctx, ids, rand));
      addons += round.reduce((n, r) => n + r.addons.length, 0);
      await writeRound(tx, handle.dialect, round);
    }
    const counters = [...ids.tokens].map(([business_day, last_token]) => ({ business_day, last_token }));
    await tx.insertInto('token_counters').values(counters).execute();
    if (handle.dialect === 'postgres') {
      // Ids were given explicitly, so the serial sequences still stand at 1.
      for (const table of ['invoices', 'orders', 'order_items', 'order_item_addons']) {
        await sql`SELECT setval(pg_get_serial_sequence(${table}, 'id'), (SELECT max(id) FROM ${sql.table(table)}))`.execute(
          tx,
        );
      }
    }
  });
  return { customers: customers.length, orders: instants.length, invoices: ids.invoice, lines: ids.line, addons };
}

/**
 * PostgreSQL's autovacuum would have analysed and vacuumed tables grown this slowly; after a bulk
 * load it has not yet, and index-only scans need the visibility map it writes. SQLite is left as the
 * app leaves it (the app never runs ANALYZE).
 */
export async function settleAfterBulkLoad(handle: DatabaseHandle): Promise<void> {
  if (handle.dialect !== 'postgres') return;
  await sql`VACUUM (ANALYZE) customers, invoices, orders, order_items, order_item_addons`.execute(handle.db);
}
