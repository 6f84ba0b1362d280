import type { Transaction } from 'kysely';
import type { Database } from '../../db/types.js';
import { applyMovements, type MoveInput } from './stock-moves.js';

type Tx = Transaction<Database>;

/** The kitchen has not started it: what a void gives back to the stock. */
const unprepared = (status: string) => status === 'created';

/**
 * One line's take of one ingredient, negative while the stock is out (quantity, cost): `quantity` and
 * `cost` net of what came back since, `sold*` what its sale took.
 */
type Net = {
  lineId: number;
  orderId: number | null;
  ingredientId: number;
  quantity: number;
  cost: number;
  soldQuantity: number;
  soldCost: number;
};

/** A line to give back: all it still has out, or `share` (0–1] of what its sale took, at most what is out. */
export type ReturnedLine = { id: number; status: string; share?: number };

/**
 * What each line has out of the stock now, per ingredient: its sale (kept on the line since
 * migration 0046, or its own sale movements before it) plus the movements naming the line since
 * (earlier returns, and the sale of a restore). Never today's recipes or costs.
 */
async function netTaken(tx: Tx, lineIds: number[]): Promise<Net[]> {
  const stored = await tx
    .selectFrom('order_items')
    .select(['id', 'order_id', 'stock_taken'])
    .where('id', 'in', lineIds)
    .execute();
  const moved = await tx
    .selectFrom('stock_movements')
    .select((eb) => [
      'order_item_id',
      'order_id',
      'ingredient_id',
      'kind',
      eb.fn.sum<number>('quantity').as('quantity'),
      eb.fn.sum<number>('cost').as('cost'),
    ])
    .where('order_item_id', 'in', lineIds)
    .where('kind', 'in', ['sale', 'void_return'])
    .groupBy(['order_item_id', 'order_id', 'ingredient_id', 'kind'])
    .execute();
  const net = new Map<string, Net>();
  const add = (
    line: { id: number; orderId: number | null },
    ingredientId: number,
    q: number,
    c: number,
    sold: boolean,
  ) => {
    const key = `${line.id}:${ingredientId}`;
    const n = net.get(key) ?? {
      lineId: line.id,
      orderId: line.orderId,
      ingredientId,
      quantity: 0,
      cost: 0,
      soldQuantity: 0,
      soldCost: 0,
    };
    n.quantity += q;
    n.cost += c;
    if (sold) {
      n.soldQuantity += q;
      n.soldCost += c;
    }
    net.set(key, n);
  };
  for (const line of stored) {
    if (line.stock_taken === null) continue;
    const shares = JSON.parse(line.stock_taken) as [number, number, number][];
    for (const [ingredientId, q, c] of shares) add({ id: line.id, orderId: line.order_id }, ingredientId, -q, -c, true);
  }
  for (const m of moved) {
    const line = { id: m.order_item_id!, orderId: m.order_id };
    add(line, m.ingredient_id, Number(m.quantity), Number(m.cost), m.kind === 'sale');
  }
  return [...net.values()].sort((a, b) => a.lineId - b.lineId || a.ingredientId - b.ingredientId);
}

/**
 * Issue 24: voided or cancelled lines, in the void's transaction. What the line's sale took (net of
 * earlier returns) comes back as `void_return`; a line the kitchen had started was made, so the
 * same quantity then leaves again as `waste`: the stock is as after the sale, and the history says
 * why. Costs are the sale's own. A line given with a `share` (one split bill's units of a line
 * another bill still stands behind) gives back that part of its sale, rounded, never more than is
 * out: the last part to come back is the rest. Answers the items whose availability flipped.
 */
export async function returnLinesStock(
  tx: Tx,
  lines: readonly ReturnedLine[],
  v: { userId: number; nowIso: string; reason: string | null },
): Promise<number[]> {
  if (lines.length === 0) return [];
  const taken = await netTaken(
    tx,
    lines.map((l) => l.id),
  );
  const byId = new Map(lines.map((l) => [l.id, l]));
  const moves: MoveInput[] = taken.flatMap((t) => {
    const share = byId.get(t.lineId)?.share;
    const part = (out: number, sold: number) => (share === undefined ? out : Math.min(out, Math.round(sold * share)));
    const quantity = part(-t.quantity, -t.soldQuantity);
    const cost = part(-t.cost, -t.soldCost);
    if (quantity <= 0) return [];
    const base = {
      ingredientId: t.ingredientId,
      userId: v.userId,
      nowIso: v.nowIso,
      reason: v.reason,
      orderId: t.orderId,
      orderItemId: t.lineId,
    };
    const back: MoveInput = { ...base, kind: 'void_return', quantity, cost };
    if (unprepared(byId.get(t.lineId)?.status ?? 'created')) return [back];
    return [back, { ...base, kind: 'waste', quantity: -quantity, cost: -cost }];
  });
  return applyMovements(tx, moves);
}

/** The not-yet-voided lines of these orders, for a whole order's cancel. */
export async function returnOrdersStock(
  tx: Tx,
  orderIds: readonly number[],
  v: { userId: number; nowIso: string; reason: string | null },
): Promise<number[]> {
  const lines = await tx
    .selectFrom('order_items')
    .select(['id', 'status'])
    .where('order_id', 'in', orderIds)
    .where('status', '!=', 'cancelled')
    .execute();
  return returnLinesStock(tx, lines, v);
}

/**
 * A voided line set live again: its void's movements are undone by new ones (the history is never
 * edited): what came back leaves again as a sale, a waste is taken back as an adjustment.
 */
export async function restoreLineStock(
  tx: Tx,
  line: { id: number; voidedAt: string | null },
  v: { userId: number; nowIso: string },
): Promise<number[]> {
  if (line.voidedAt === null) return [];
  const undone = await tx
    .selectFrom('stock_movements')
    .select(['ingredient_id', 'kind', 'quantity', 'cost', 'order_id'])
    .where('order_item_id', '=', line.id)
    .where('created_at', '=', line.voidedAt)
    .where('kind', 'in', ['void_return', 'waste'])
    .execute();
  return applyMovements(
    tx,
    undone.map((m) => ({
      ingredientId: m.ingredient_id,
      kind: m.kind === 'void_return' ? 'sale' : 'adjust',
      quantity: -Number(m.quantity),
      cost: -Number(m.cost),
      userId: v.userId,
      nowIso: v.nowIso,
      reason: 'Anulación deshecha',
      orderId: m.order_id,
      orderItemId: line.id,
    })),
  );
}
