/**
 * Issue 24's benchmark (`--only=inventory`): POST /pos/create-order at 50 connections on the 2,000-item
 * menu, the carts of items with a recipe of 5 ingredients (each sale deducts them in its transaction,
 * in "block" mode, so every sale is checked against the stock) against carts of items without one, on
 * the same server and database, measured without, with, without, with. Target: with recipes, within
 * 15 % of without. Every sale acknowledged with recipes must have deducted its ingredients: a stock
 * that moved by less than the acknowledged sales' recipes counts as unexpected.
 */
import { apiOf, keyedPosts, type Api } from './bench-api.js';
import { cpuMeter, cpuPerOrderLine, perOrder, type CpuPerOrder } from './cpu-meter.js';
import { prepareDb, seedMenuDb, withHandle, withServer, type BenchDb, type DbKind } from './bench-db.js';
import { makeCarts } from './carts.js';
import { judge, logRow, toMeasured, type Measured, type Row } from './load.js';
import type { BenchItem } from './seed-menu.js';

const CONNECTIONS = 50;
const ENDPOINT = 'POST /pos/create-order';
const INGREDIENTS = ['Arroz', 'Frijol', 'Carne molida', 'Plátano', 'Aguacate'];
/** Enough for every run: a block-mode refusal would be a different, cheaper path. */
const OPENING_STOCK = '100000000';

async function addRecipes(api: Api, items: BenchItem[]): Promise<number[]> {
  const ids: number[] = [];
  for (const name of INGREDIENTS) {
    const body = { name, unit: 'g', cost: 12, minStock: '0', stock: OPENING_STOCK };
    ids.push(((await api('POST', '/inventory/ingredients/add', body)).json as { id: number }).id);
  }
  for (const item of items) {
    const lines = ids.map((ingredientId, k) => ({ ingredientId, quantity: String(20 + 10 * k) }));
    await api('POST', `/inventory/recipes/${item.id}`, { lines });
  }
  await api('POST', '/inventory/settings', { mode: 'block' });
  return ids;
}

/** Grams taken from the five ingredients so far (opening stock minus what is left). */
async function gramsTaken(db: BenchDb, ids: number[]): Promise<number> {
  return withHandle(db, async (h) => {
    const rows = await h.db.selectFrom('ingredients').select(['id', 'stock']).where('id', 'in', ids).execute();
    // Stock is kept in thousandths of a gram.
    return rows.reduce((sum, r) => sum + (Number(OPENING_STOCK) - Number(r.stock) / 1000), 0);
  });
}

const mean = (xs: number[]) => Math.round(xs.reduce((a, b) => a + b, 0) / xs.length);
/** Grams one line's item takes: 20 + 30 + 40 + 50 + 60, times the line's quantity. */
const GRAMS_PER_PORTION = INGREDIENTS.reduce((sum, _, k) => sum + 20 + 10 * k, 0);

export async function benchInventory(kind: DbKind, duration: number): Promise<Row[]> {
  const db = await prepareDb(kind);
  try {
    const items = await withHandle(db, seedMenuDb);
    // Half the menu gets a recipe; each side's carts take only its own half.
    const withRecipe = items.filter((_, i) => i % 2 === 0);
    const without = items.filter((_, i) => i % 2 === 1);
    const carts = { on: makeCarts(withRecipe, 997), off: makeCarts(without, 997) };
    return await withServer(db, async (server, cookie) => {
      console.log(`\n${kind}: inventario con y sin recetas, servidor en ${server.url}`);
      const api = apiOf(server.url, cookie);
      const ingredientIds = await addRecipes(api, withRecipe);
      const send = (bodies: string[], seconds: number) =>
        keyedPosts({
          url: server.url,
          cookie,
          path: '/pos/create-order',
          bodies,
          connections: CONNECTIONS,
          duration: seconds,
        });
      await send(carts.off, 2);
      await send(carts.on, 2);

      const off: Measured[] = [];
      const on: Measured[] = [];
      let portionsOn = 0;
      const taken0 = await gramsTaken(db, ingredientIds);
      const meter = cpuMeter(server.child.pid!, db.env.DATABASE_URL);
      const cpuPerOrder: Record<'off' | 'on', CpuPerOrder[]> = { off: [], on: [] };
      for (const recipes of [false, true, false, true]) {
        const bodies = recipes ? carts.on : carts.off;
        const metering = await meter.start();
        const r = await send(bodies, duration);
        const spent = await metering.stop();
        cpuPerOrder[recipes ? 'on' : 'off'].push(perOrder(spent, r['2xx']));
        // Each acknowledged cart's portions, counted in the order the carts were sent (keyedPosts cycles them).
        if (recipes) for (let n = 1; n <= r['2xx']; n++) portionsOn += portionsOf(bodies[n % bodies.length]);
        (recipes ? on : off).push(toMeasured(kind, ENDPOINT, CONNECTIONS, r));
      }
      const taken = (await gramsTaken(db, ingredientIds)) - taken0;
      // The acknowledged sales are a lower bound (requests in flight when a run stops are stored too).
      const missing = taken + 1e-6 < portionsOn * GRAMS_PER_PORTION * 0.99 ? 1 : 0;
      const offRps = mean(off.map((m) => m.requestsPerSec));
      const rowOf = (label: string, runs: Measured[], extra: number, target?: { reqPerSecAtLeast: number }) =>
        judge(
          {
            ...runs[runs.length - 1],
            endpoint: `${ENDPOINT}, ${label}`,
            requestsPerSec: mean(runs.map((m) => m.requestsPerSec)),
            latencyP99Ms: Math.max(...runs.map((m) => m.latencyP99Ms)),
            unexpected: runs.reduce((s, m) => s + m.unexpected, 0) + extra,
            requestsPerSecRuns: runs.map((m) => m.requestsPerSec),
          },
          target,
        );
      const rows = [
        rowOf('sin recetas', off, 0),
        rowOf('recetas de 5 insumos (≥ 85 % de sin recetas)', on, missing, {
          reqPerSecAtLeast: Math.round(offRps * 0.85),
        }),
      ];
      rows.forEach(logRow);
      console.log(`  insumos descontados: ${Math.round(taken)} g para ${portionsOn} porciones confirmadas`);
      console.log(
        cpuPerOrderLine(
          kind,
          { label: 'sin recetas', runs: cpuPerOrder.off },
          { label: 'recetas', runs: cpuPerOrder.on },
          'sin / con',
        ),
      );
      return rows;
    });
  } finally {
    await db.cleanup();
  }
}

/** Portions in one create-order body: the sum of its lines' quantities. */
function portionsOf(body: string): number {
  return (JSON.parse(body) as { cart: { quantity: number }[] }).cart.reduce((sum, l) => sum + l.quantity, 0);
}
