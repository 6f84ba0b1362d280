/** The POS part: GET /pos/init and POST /pos/create-order under load on a 2,000-item menu. */
import { randomBytes } from 'node:crypto';
import { prepareDb, seedMenuDb, withHandle, withServer, MENU_SIZE, type DbKind } from './bench-db.js';
import { makeCarts } from './carts.js';
import { judge, logRow, runLoad, toMeasured, type Row, type Target } from './load.js';

const WARM_UP = 5;

type Endpoint = 'GET /pos/init' | 'POST /pos/create-order';
export type Integrity = { ordersStored: number; ordersAcknowledged: number };

/** The goals of the POS (DESIGN §6), measured on SQLite, the default database. */
function targetOf(kind: DbKind, endpoint: Endpoint, connections: number): Target | undefined {
  if (kind !== 'sqlite') return undefined;
  if (endpoint === 'GET /pos/init') return connections === 10 ? { p99BelowMs: 50 } : undefined;
  return connections === 50 ? { reqPerSecAtLeast: 1500 } : { p99BelowMs: 15 };
}

function load(url: string, endpoint: Endpoint, connections: number, duration: number, cookie: string, carts: string[]) {
  const headers = { cookie, 'content-type': 'application/json' };
  if (endpoint === 'GET /pos/init') {
    return runLoad(url, connections, duration, [{ method: 'GET', path: '/api/v1/pos/init', headers }]);
  }
  const run = randomBytes(4).toString('hex');
  let n = 0;
  return runLoad(url, connections, duration, [
    {
      method: 'POST',
      path: '/api/v1/pos/create-order',
      headers,
      // Each request is a new order, as a cashier's submit carries a fresh idempotency key.
      setupRequest: (req) => {
        n++;
        return { ...req, body: carts[n % carts.length], headers: { ...headers, 'idempotency-key': `${run}-${n}` } };
      },
    },
  ]);
}

export async function benchPos(kind: DbKind, duration: number): Promise<{ rows: Row[]; integrity: Integrity }> {
  const db = await prepareDb(kind);
  try {
    const items = await withHandle(db, seedMenuDb);
    const carts = makeCarts(items, 997);
    const rows: Row[] = [];
    let acknowledged = 0;
    await withServer(db, async (server, cookie) => {
      console.log(`\n${kind}: menú de ${MENU_SIZE} items sembrado, servidor en ${server.url}`);
      for (const endpoint of ['GET /pos/init', 'POST /pos/create-order'] as const) {
        // A serving process is warm: let the JIT and the caches settle before measuring (not recorded).
        const warm = await load(server.url, endpoint, 10, WARM_UP, cookie, carts);
        if (endpoint === 'POST /pos/create-order') acknowledged += warm['2xx'];
        for (const connections of [10, 50]) {
          const r = await load(server.url, endpoint, connections, duration, cookie, carts);
          if (endpoint === 'POST /pos/create-order') acknowledged += r['2xx'];
          const row = judge(toMeasured(kind, endpoint, connections, r), targetOf(kind, endpoint, connections));
          rows.push(row);
          logRow(row);
        }
      }
    });
    const stored = await withHandle(db, (h) =>
      h.db
        .selectFrom('orders')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow(),
    );
    return { rows, integrity: { ordersStored: Number(stored.n), ordersAcknowledged: acknowledged } };
  } finally {
    await db.cleanup();
  }
}
