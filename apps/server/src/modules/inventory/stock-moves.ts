import { CompiledQuery, PostgresAdapter, sql, type Kysely, type Transaction } from 'kysely';
import type { StockMovementKind } from '@comandero/contracts';
import type { Database } from '../../db/types.js';
import { nameStatement } from '../../db/pg-named-statements.js';
import { insertRows } from '../../db/rows-insert.js';
import { refreshAvailability, refreshItems } from './availability.js';
import { itemsCrossed, type RecipeIndex } from './recipe-index.js';
import { costOf } from './stock-math.js';

type Tx = Transaction<Database>;

export type LockedIngredient = { id: number; name: string; unit: string; stock: number; unit_cost: number };

/**
 * The ingredients' rows, locked until the caller's COMMIT: FOR UPDATE in id order on PostgreSQL
 * (two writers lock them in the same order, so they never deadlock); on SQLite every write
 * transaction is BEGIN IMMEDIATE, so it is alone already. Stock read here cannot change before
 * the caller's writes: no lost update, and a "block" check made on it holds.
 */
export async function lockIngredients(
  tx: Kysely<Database>,
  ids: Iterable<number>,
): Promise<Map<number, LockedIngredient>> {
  const list = [...new Set(ids)].sort((a, b) => a - b);
  if (list.length === 0) return new Map();
  const query = tx
    .selectFrom('ingredients')
    .select(['id', 'name', 'unit', 'stock', 'unit_cost'])
    .where('id', 'in', list)
    .orderBy('id');
  const pg = tx.getExecutor().adapter instanceof PostgresAdapter;
  const rows = await (pg ? query.forUpdate() : query).execute();
  return new Map(rows.map((r) => [r.id, { ...r, stock: Number(r.stock), unit_cost: Number(r.unit_cost) }]));
}

export type MoveInput = {
  ingredientId: number;
  kind: StockMovementKind;
  /** Signed thousandths: + into the stock, − out of it. */
  quantity: number;
  /** Signed centavos; absent: the quantity at the ingredient's cost now. */
  cost?: number;
  userId: number | null;
  nowIso: string;
  reason?: string | null;
  orderId?: number | null;
  orderItemId?: number | null;
  purchaseId?: number | null;
  countId?: number | null;
};

/**
 * Adds each signed `delta` to its ingredient's stock in one statement and answers the rows as they
 * are after it. On PostgreSQL the statement first locks the rows in id order, as lockIngredients
 * does (two writers never deadlock whichever locks first); its UPDATE then reads the latest stock,
 * so nothing is lost either way. A row locked here stays locked until the caller's COMMIT.
 */
export async function moveStock(
  tx: Kysely<Database>,
  delta: Map<number, number>,
): Promise<Map<number, LockedIngredient>> {
  if (delta.size === 0) return new Map();
  const ids = [...delta.keys()];
  const returned =
    tx.getExecutor().adapter instanceof PostgresAdapter
      ? (await tx.executeQuery<StockRow>(CompiledQuery.raw(PG_MOVE_STOCK, [ids, ids.map((id) => delta.get(id))]))).rows
      : (
          await sql<StockRow>`UPDATE ingredients SET stock = stock + CASE id ${sql.join(
            ids.map((id) => sql`WHEN ${id} THEN ${delta.get(id)}`),
            sql` `,
          )} ELSE 0 END WHERE id IN (${sql.join(ids)}) RETURNING id, name, unit, stock, unit_cost`.execute(tx)
        ).rows;
  return new Map(returned.map((r) => [r.id, { ...r, stock: Number(r.stock), unit_cost: Number(r.unit_cost) }]));
}

type StockRow = { id: number; name: string; unit: string; stock: number | string; unit_cost: number | string };

/** One text whatever the count (prepared once per connection): the ids and deltas go as two arrays. */
const PG_MOVE_STOCK = `WITH d AS (SELECT * FROM unnest($1::integer[], $2::bigint[]) AS d(id, delta)),
  l AS MATERIALIZED (SELECT i.id FROM ingredients i JOIN d ON d.id = i.id ORDER BY i.id FOR UPDATE OF i)
  UPDATE ingredients i SET stock = i.stock + d.delta FROM d JOIN l ON l.id = d.id WHERE i.id = d.id
  RETURNING i.id, i.name, i.unit, i.stock, i.unit_cost`;
nameStatement(PG_MOVE_STOCK);

/** The movement rows, each with the stock it leaves (from `rows`' stock before them), and the net change per ingredient. */
function movementRowsOf(moves: MoveInput[], rows: Map<number, LockedIngredient>) {
  const stock = new Map([...rows].map(([id, r]) => [id, r.stock]));
  const delta = new Map<number, number>();
  const movementRows = moves.map((m) => {
    const ingredient = rows.get(m.ingredientId);
    if (!ingredient) throw new Error(`Insumo ${m.ingredientId} no bloqueado`);
    const after = stock.get(m.ingredientId)! + m.quantity;
    stock.set(m.ingredientId, after);
    delta.set(m.ingredientId, (delta.get(m.ingredientId) ?? 0) + m.quantity);
    return {
      ingredient_id: m.ingredientId,
      kind: m.kind,
      quantity: m.quantity,
      cost: m.cost ?? costOf(m.quantity, ingredient.unit_cost),
      stock_after: after,
      user_id: m.userId,
      created_at: m.nowIso,
      reason: m.reason ?? null,
      order_id: m.orderId ?? null,
      order_item_id: m.orderItemId ?? null,
      purchase_id: m.purchaseId ?? null,
      count_id: m.countId ?? null,
    };
  });
  const changed = [...delta].filter(([, d]) => d !== 0);
  return { movementRows, stock, changed };
}

/**
 * Applies movements in the caller's transaction: the stock of each ingredient moves once (one
 * UPDATE for all of them), each movement is appended with the stock it left, and every item using
 * a moved ingredient has its availability decided again (which also mends a flag left stale).
 * Answers the items that flipped (for the POS's live update). `locked`: rows the caller locked
 * already; the others are locked here.
 */
export async function applyMovements(
  tx: Tx,
  moves: MoveInput[],
  locked?: Map<number, LockedIngredient>,
): Promise<number[]> {
  if (moves.length === 0) return [];
  const rows =
    locked ??
    (await lockIngredients(
      tx,
      moves.map((m) => m.ingredientId),
    ));
  const { movementRows, changed } = movementRowsOf(moves, rows);
  await moveStock(tx, new Map(changed));
  await insertRows(tx, 'stock_movements', movementRows);
  return refreshAvailability(
    tx,
    changed.map(([id]) => id),
  );
}

/**
 * A sale's movements, whose stock the sale moved already (sale-stock.ts): appended with the stock
 * each left, counted from `before`. Only the items one of whose needs the stock crossed are decided
 * again (recipe-index.ts). Answers the items that flipped.
 */
export async function recordMovements(
  tx: Tx,
  moves: MoveInput[],
  before: Map<number, LockedIngredient>,
  index: RecipeIndex,
): Promise<number[]> {
  if (moves.length === 0) return [];
  const { movementRows, stock, changed } = movementRowsOf(moves, before);
  await insertRows(tx, 'stock_movements', movementRows);
  const crossed = changed.map(([ingredientId, d]) => {
    const after = stock.get(ingredientId)!;
    return { ingredientId, before: after - d, after };
  });
  return refreshItems(tx, itemsCrossed(index, crossed));
}
