import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, testDatabases, type TestApp } from '../../../test/test-app.js';
import { loadCarts, type LoadCart } from '../../../test/load/carts.js';
import { loadProblems } from '../../../test/load/checks.js';
import { openLoadDrawer, runTerminal, terminalClient, type TerminalClient } from '../../../test/load/terminal.js';
import { seedPosCatalogue, type PosCatalogue } from '../../../test/fixtures/pos.js';

const TERMINALS = 20;
const ORDERS_EACH = 50;
const CASHIERS = 4;
// Noon in Bogotá: the whole run falls in one business day.
const NOON = new Date('2025-06-01T17:00:00Z');

describe.each(testDatabases)(`${TERMINALS} terminals × ${ORDERS_EACH} orders at once on %s`, (kind) => {
  let t: TestApp;
  let c: PosCatalogue;
  let carts: LoadCart[];
  let tables: number[];
  let clients: TerminalClient[];

  beforeEach(async () => {
    t = await createTestApp(kind, { clock: { now: () => NOON } });
    c = await seedPosCatalogue(t.database.db);
    carts = loadCarts(c);
    const now = NOON.toISOString();
    tables = [];
    for (let i = 0; i < TERMINALS; i++) {
      const row = await t.database.db
        .insertInto('store_tables')
        .values({ table_title: `Carga ${i}`, floor: 'Carga', seating_capacity: 4, created_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      tables.push(row.id);
    }
    for (let u = 0; u < CASHIERS; u++) await t.createUser(`cajero-${u}`, { scope: 'POS,ORDERS' });
    // A real listening server: the terminals' requests overlap on sockets, not in one inject queue.
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    // The terminals name no drawer: their cash lands in the store's only open one.
    await openLoadDrawer(`http://127.0.0.1:${port}`, await t.signIn());
    clients = [];
    for (let i = 0; i < TERMINALS; i++) {
      const cookie = await t.signIn(`cajero-${i % CASHIERS}`, 'user-pass-123');
      clients.push(terminalClient(`http://127.0.0.1:${port}`, cookie));
    }
  });
  afterEach(async () => {
    for (const client of clients) client.close();
    await t.close();
  });

  const runAll = async (retried: boolean) => {
    const outcomes = await Promise.all(
      clients.map((client, index) =>
        runTerminal({
          index,
          client,
          carts,
          orders: ORDERS_EACH,
          tableId: tables[index],
          paymentTypeId: c.paymentTypes.cash,
          retried,
          keyPrefix: 'carga',
        }),
      ),
    );
    return {
      orders: outcomes.flatMap((o) => o.orders),
      payments: outcomes.flatMap((o) => o.payments),
      failures: outcomes.flatMap((o) => o.failures),
    };
  };

  it('stores every acknowledged order once, numbers the day 1..1000 and every invoice adds up', async () => {
    const run = await runAll(false);
    expect(run.failures).toEqual([]);
    expect(run.orders).toHaveLength(TERMINALS * ORDERS_EACH);
    // Each terminal paid its table's kitchen orders five times (orders 9, 19, … 49).
    expect(run.payments).toHaveLength(TERMINALS * 5);
    expect(await loadProblems(t.database.db, run.orders, run.payments)).toEqual([]);
  }, 120_000);

  it('stores the same 1000 orders when every request is sent twice with its Idempotency-Key', async () => {
    const run = await runAll(true);
    // runTerminal compares each pair of answers: a retry must repeat the first answer exactly.
    expect(run.failures).toEqual([]);
    expect(run.orders).toHaveLength(TERMINALS * ORDERS_EACH);
    expect(run.payments).toHaveLength(TERMINALS * 5);
    expect(await loadProblems(t.database.db, run.orders, run.payments)).toEqual([]);
    const keys = await t.database.db.selectFrom('idempotency_keys').select(['key']).execute();
    expect(keys).toHaveLength(TERMINALS * ORDERS_EACH);
  }, 120_000);
});
