import { CompiledQuery, sql, type Kysely, type Transaction } from 'kysely';
import type { StockMovementKind } from '@comandero/contracts';
import { onPostgres } from '../../db/dialect.js';
import type { Database } from '../../db/types.js';
import { nameStatement } from '../../db/pg-named-statements.js';
import { insertRows, type RidingWrite } from '../../db/rows-insert.js';
import { refreshAvailability, refreshItems } from './availability.js';
import { itemsCrossed, type RecipeIndex } from './recipe-index.js';
import { costOf } from './stock-math.js';

type Tx = Transaction<Database>;

export type LockedIngredient = { id: number; name: string; unit: string; stock: number; unit_cost: number };

/**
 * PostgreSQL's lock: the ids as one array, so the text is the same for any count and is parsed and
 * planned once per connection (pg-named-statements.ts); Kysely's `IN (…)` makes a text per count.
 */
const PG_LOCK = `SELECT id, name, unit, stock, unit_cost FROM ingredients WHERE id = ANY($1::integer[])
  ORDER BY id FOR UPDATE`;
nameStatement(PG_LOCK);

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
  const rows = onPostgres(tx)
    ? (await tx.executeQuery<LockedIngredient>(CompiledQuery.raw(PG_LOCK, [list]))).rows
    : await tx
        .selectFrom('ingredients')
        .select(['id', 'name', 'unit', 'stock', 'unit_cost'])
        .where('id', 'in', list)
        .orderBy('id')
        .execute();
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
 * Applies movements in the caller's transaction: the stock of each ingredient moves once (one
 * UPDATE for all of them), each movement is appended with the stock it left, and the items whose
 * availability crossed the line are flagged. Answers those items' ids (for the POS's live update).
 * `locked`: rows the caller locked already; the others are locked here. `index`: the sale's path
 * refreshes only the items whose needs the stock crossed (recipe-index.ts); the back office's
 * movements refresh every item using the ingredients, which also mends a flag left stale.
 */
export async function applyMovements(
  tx: Tx,
  moves: MoveInput[],
  locked?: Map<number, LockedIngredient>,
  index?: RecipeIndex,
): Promise<number[]> {
  if (moves.length === 0) return [];
  const rows =
    locked ??
    (await lockIngredients(
      tx,
      moves.map((m) => m.ingredientId),
    ));
  const pending = pendingMovements(tx, moves, rows, index);
  await pending.write.alone();
  return pending.refresh();
}

/**
 * Movements worked out against the locked stock, not yet written: `write` moves the stock and
 * appends them (alone, or on PostgreSQL riding in another INSERT's statement, rows-insert.ts);
 * `refresh`, once written, flags the items whose availability crossed the line (applyMovements).
 */
export type PendingMovements = { write: RidingWrite; refresh(): Promise<number[]> };

export function pendingMovements(
  tx: Tx,
  moves: MoveInput[],
  rows: Map<number, LockedIngredient>,
  index?: RecipeIndex,
): PendingMovements {
  const stock = new Map([...rows].map(([id, r]) => [id, r.stock]));
  const delta = new Map<number, number>();
  const movementRows = moves.map((m): MovementRow => {
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
  const refresh = async (): Promise<number[]> => {
    if (changed.length === 0) return [];
    if (index) {
      const crossed = changed.map(([ingredientId, d]) => {
        const after = stock.get(ingredientId)!;
        return { ingredientId, before: after - d, after };
      });
      return refreshItems(tx, itemsCrossed(index, crossed));
    }
    return refreshAvailability(
      tx,
      changed.map(([id]) => id),
    );
  };
  return { write: stockWrite(tx, changed, movementRows), refresh };
}

type MovementRow = Omit<Database['stock_movements'], 'id'>;

const MOVEMENT_COLUMNS = [
  'ingredient_id',
  'kind',
  'quantity',
  'cost',
  'stock_after',
  'user_id',
  'created_at',
  'reason',
  'order_id',
  'order_item_id',
  'purchase_id',
  'count_id',
] as const satisfies readonly (keyof MovementRow)[];

/**
 * PostgreSQL: the stock's UPDATE and the movements' INSERT as data-modifying CTEs (each runs exactly
 * once whether or not anything reads it), parameters from `$first`, the text the same for any count.
 */
const pgCtes = (first: number) => `moved AS (
    UPDATE ingredients AS i SET stock = i.stock + d.delta
    FROM unnest($${first}::integer[], $${first + 1}::bigint[]) AS d(id, delta) WHERE i.id = d.id
  ), logged AS (
    INSERT INTO stock_movements (${MOVEMENT_COLUMNS.join(', ')})
    SELECT ${MOVEMENT_COLUMNS.map((c) => `r.${c}`).join(', ')}
    FROM json_populate_recordset(NULL::stock_movements, $${first + 2}::json) WITH ORDINALITY AS r
    ORDER BY r.ordinality
  )`;
/** The same alone: one round trip instead of two, parsed and planned once per connection. */
const PG_WRITE = `WITH ${pgCtes(1)} SELECT 1`;
nameStatement(PG_WRITE);
/** Riding in an INSERT of rows-insert.ts, whose rows are its $1. */
const PG_RIDING = pgCtes(2);

/** Moves each changed ingredient's stock by its delta and appends the movements, in the caller's transaction. */
function stockWrite(tx: Tx, changed: [id: number, delta: number][], rows: MovementRow[]): RidingWrite {
  const pg = onPostgres(tx);
  const params = pg ? [changed.map(([id]) => id), changed.map(([, d]) => d), JSON.stringify(rows)] : [];
  return {
    pgCtes: PG_RIDING,
    params,
    async alone() {
      if (pg) {
        await tx.executeQuery(CompiledQuery.raw(PG_WRITE, params));
        return;
      }
      if (changed.length) {
        const cases = sql.join(
          changed.map(([id, d]) => sql`WHEN ${id} THEN CAST(${d} AS bigint)`),
          sql` `,
        );
        await sql`UPDATE ingredients SET stock = stock + CASE id ${cases} ELSE 0 END
          WHERE id IN (${sql.join(changed.map(([id]) => id))})`.execute(tx);
      }
      await insertRows(tx, 'stock_movements', rows);
    },
  };
}
