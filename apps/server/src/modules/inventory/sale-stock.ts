import { INVENTORY_MESSAGES as M } from '@comandero/contracts';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/types.js';
import type { NewOrder } from '../pos/new-order.js';
import type { RecipeIndex, RecipeIndexCache } from './recipe-index.js';
import { unitNeeds, type Needs } from './recipes.repository.js';
import { applyMovements, lockIngredients, type LockedIngredient, type MoveInput } from './stock-moves.js';

type Tx = Transaction<Database>;

/** What a batch of submits takes from the stock, decided before anything of them is written. */
export type SaleStock = {
  /** Per submit: why it is refused (an item 86'd, or in "block" mode stock that cannot make it), or null. */
  refusals: (string | null)[];
  /** After the accepted submits' lines are stored: their sale movements. Answers the items that flipped. */
  record(written: { index: number; orderId: number; lineIds: number[] }[]): Promise<number[]>;
};

const names = (titles: Iterable<string>) => [...new Set(titles)].join(', ');

/**
 * Issue 24: the inventory side of a submit, in the batch's transaction (order-write.ts). Orders
 * replayed from a device's offline queue were served already: they are never refused, only deducted.
 * The recipes, the 86 list and the mode come from the kept index (recipe-index.ts): no read while the
 * menu the orders were priced from has not changed.
 */
export async function planSaleStock(
  tx: Tx,
  orders: NewOrder[],
  eligible: boolean[],
  recipeIndex: RecipeIndexCache,
): Promise<SaleStock> {
  const none: SaleStock = { refusals: orders.map(() => null), record: async () => [] };
  if (!orders.some((o, i) => eligible[i] && o.lines.length > 0)) return none;
  const priced = orders.flatMap((o) => (o.catalogueVersion === undefined ? [] : [o.catalogueVersion]));
  const index = await recipeIndex(tx, priced.length === orders.length ? Math.max(...priced) : undefined);
  const { recipes, soldOut: sold } = index;
  const refusals = orders.map((): string | null => null);
  if (sold.size) {
    orders.forEach((o, i) => {
      if (!eligible[i] || o.offline === 1) return;
      const named = o.lines.filter((l) => sold.has(l.item_id)).map((l) => l.item_title);
      if (named.length) refusals[i] = M.soldOut(names(named));
    });
  }
  // Per submit, per line: what it takes (a line's unit needs times its quantity).
  const lineNeeds = orders.map((o) =>
    o.lines.map((l) => {
      const needs: Needs = new Map();
      const unit = unitNeeds(recipes, { ...l, addonIds: l.addons.map((a) => a.addon_id) });
      for (const [id, q] of unit) needs.set(id, q * l.quantity);
      return needs;
    }),
  );
  const used = new Set(lineNeeds.flatMap((ls) => ls.flatMap((n) => [...n.keys()])));
  if (used.size === 0) return { ...none, refusals };
  const locked = await lockIngredients(tx, used);
  const left = new Map([...locked].map(([id, r]) => [id, r.stock]));
  orders.forEach((o, i) => {
    if (!eligible[i] || refusals[i] !== null) return;
    const total: Needs = new Map();
    for (const n of lineNeeds[i]) for (const [id, q] of n) total.set(id, (total.get(id) ?? 0) + q);
    const short = [...total].filter(([id, q]) => (left.get(id) ?? 0) < q).map(([id]) => id);
    if (index.block && o.offline !== 1 && short.length) {
      const named = o.lines.filter((_, k) => short.some((id) => lineNeeds[i][k].has(id))).map((l) => l.item_title);
      refusals[i] = M.stockShort(names(named));
      return;
    }
    for (const [id, q] of total) left.set(id, (left.get(id) ?? 0) - q);
  });
  return {
    refusals,
    record: (written) => recordSales(tx, orders, lineNeeds, written, locked, index),
  };
}

async function recordSales(
  tx: Tx,
  orders: NewOrder[],
  lineNeeds: Needs[][],
  written: { index: number; orderId: number; lineIds: number[] }[],
  locked: Map<number, LockedIngredient>,
  recipeIndexNow: RecipeIndex,
): Promise<number[]> {
  const moves: MoveInput[] = written.flatMap(({ index, orderId, lineIds }) =>
    lineNeeds[index].flatMap((needs, k) =>
      [...needs].map(([ingredientId, q]) => ({
        ingredientId,
        kind: 'sale' as const,
        quantity: -q,
        userId: orders[index].userId,
        nowIso: orders[index].nowIso,
        orderId,
        orderItemId: lineIds[k],
      })),
    ),
  );
  return applyMovements(tx, moves, locked, recipeIndexNow);
}
