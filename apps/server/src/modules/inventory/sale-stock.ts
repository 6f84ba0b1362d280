import { INVENTORY_MESSAGES as M } from '@comandero/contracts';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/types.js';
import type { NewOrder } from '../pos/new-order.js';
import type { RecipeIndex, RecipeIndexCache } from './recipe-index.js';
import { lineNeeds as needsOf, type Needs } from './recipes.repository.js';
import { costOf } from './stock-math.js';
import {
  lockIngredients,
  pendingMovements,
  type LockedIngredient,
  type MoveInput,
  type PendingMovements,
} from './stock-moves.js';

type Tx = Transaction<Database>;

/** What a batch of submits takes from the stock, decided before anything of them is written. */
export type SaleStock = {
  /** Per submit: why it is refused (an item 86'd, or in "block" mode stock that cannot make it), or null. */
  refusals: (string | null)[];
  /**
   * Per submit, per line: what the line takes, for its `stock_taken` (migration 0046), JSON
   * `[[ingredientId, quantity, cost], …]` in ingredient order, positive; null when it takes nothing.
   */
  taken: (string | null)[][];
  /**
   * Once the accepted submits' orders are stored: one sale movement per order and ingredient, the sum
   * of its lines' shares (quantity and cost), naming the order and no line; null when none moves.
   * Its write rides in the lines' INSERT (order-write.ts); its refresh answers the items that flipped.
   */
  record(written: { index: number; orderId: number }[]): PendingMovements | null;
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
  const none: SaleStock = {
    refusals: orders.map(() => null),
    taken: orders.map((o) => o.lines.map(() => null)),
    record: () => null,
  };
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
  const lineNeeds = orders.map((o) => o.lines.map((l) => needsOf(recipes, l)));
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
  // Each line's share at the cost of now, rounded once per line: the order's movement is their sum,
  // so a void of one line gives back exactly what the sale counted for it.
  const shares = lineNeeds.map((lines) =>
    lines.map((needs) =>
      [...needs].sort(([a], [b]) => a - b).map(([id, q]): Share => [id, q, costOf(q, locked.get(id)?.unit_cost ?? 0)]),
    ),
  );
  return {
    refusals,
    taken: shares.map((lines) => lines.map((s) => (s.length ? JSON.stringify(s) : null))),
    record: (written) => recordSales(tx, orders, shares, written, locked, index),
  };
}

/** A line's take of one ingredient: id, thousandths of its base unit, centavos. */
type Share = [ingredientId: number, quantity: number, cost: number];

function recordSales(
  tx: Tx,
  orders: NewOrder[],
  shares: Share[][][],
  written: { index: number; orderId: number }[],
  locked: Map<number, LockedIngredient>,
  recipeIndexNow: RecipeIndex,
): PendingMovements | null {
  const moves: MoveInput[] = written.flatMap(({ index, orderId }) => {
    // Signed as movements are: out of the stock.
    const out = new Map<number, { quantity: number; cost: number }>();
    for (const line of shares[index]) {
      for (const [id, q, c] of line) {
        const s = out.get(id) ?? { quantity: 0, cost: 0 };
        out.set(id, { quantity: s.quantity - q, cost: s.cost - c });
      }
    }
    return [...out]
      .sort(([a], [b]) => a - b)
      .map(([ingredientId, s]) => ({
        ingredientId,
        kind: 'sale' as const,
        quantity: s.quantity,
        cost: s.cost,
        userId: orders[index].userId,
        nowIso: orders[index].nowIso,
        orderId,
      }));
  });
  return moves.length ? pendingMovements(tx, moves, locked, recipeIndexNow) : null;
}
