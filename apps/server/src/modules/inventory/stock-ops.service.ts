import {
  INVENTORY_MESSAGES as M,
  STOCK_MOVEMENT_LABELS,
  toMinor,
  type countBody,
  type movementsQuery,
  type purchaseBody,
  type StockMovement,
  type StockMovementKind,
  type wasteBody,
} from '@comandero/contracts';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps.js';
import { badRequest } from '../../http/http-error.js';
import { audit, type Actor } from '../audit/audit.js';
import { shown, thousandthsIn } from './ingredient-view.js';
import { applyMovements, lockIngredients } from './stock-moves.js';
import { averageCost } from './stock-math.js';
import { csvAmount, csvDateTime, csvLines } from '../../lib/csv.js';

type WasteBody = z.output<typeof wasteBody>;
type PurchaseBody = z.output<typeof purchaseBody>;
type CountBody = z.output<typeof countBody>;
type MovementsQuery = z.output<typeof movementsQuery>;

/** The end of a day given as YYYY-MM-DD is that whole day (UTC instants compare as text). */
const until = (to: string) => (to.length === 10 ? `${to}T23:59:59.999Z` : to);

export function stockOpsService(deps: AppDeps, onStockChanged: (itemIds: number[]) => void) {
  const db = deps.db;
  const nowIso = () => deps.clock.now().toISOString();

  /** Ingredients named by a body, all of them existing, with their units. */
  async function unitsOf(ids: number[]): Promise<Map<number, string>> {
    const rows = await db.selectFrom('ingredients').select(['id', 'unit']).where('id', 'in', ids).execute();
    const units = new Map(rows.map((r) => [r.id, r.unit]));
    if (ids.some((id) => !units.has(id))) throw badRequest(M.ingredientNotFound);
    return units;
  }

  function noDuplicates(ids: number[]) {
    if (new Set(ids).size !== ids.length) throw badRequest(M.duplicateLine);
  }

  return {
    async waste(actor: Actor, body: WasteBody): Promise<void> {
      const units = await unitsOf([body.ingredientId]);
      const quantity = thousandthsIn(body.quantity, units.get(body.ingredientId)!);
      const at = nowIso();
      const flipped = await db.transaction().execute(async (tx) => {
        const changed = await applyMovements(tx, [
          {
            ingredientId: body.ingredientId,
            kind: 'waste',
            quantity: -quantity,
            userId: actor.user.id,
            nowIso: at,
            reason: body.reason,
          },
        ]);
        await audit(tx, actor, {
          action: 'inventory.waste',
          entityType: 'ingredient',
          entityId: body.ingredientId,
          after: body,
          reason: body.reason,
          at,
        });
        return changed;
      });
      onStockChanged(flipped);
    },

    /** A supplier's delivery: stock in, and each ingredient's cost becomes the weighted average. */
    async purchase(actor: Actor, body: PurchaseBody): Promise<number> {
      const ids = body.lines.map((l) => l.ingredientId);
      noDuplicates(ids);
      const units = await unitsOf(ids);
      const lines = body.lines.map((l) => ({
        ingredientId: l.ingredientId,
        quantity: thousandthsIn(l.quantity, units.get(l.ingredientId)!),
        total: toMinor(l.total),
      }));
      const at = nowIso();
      const { id, flipped } = await db.transaction().execute(async (tx) => {
        const locked = await lockIngredients(tx, ids);
        const { id } = await tx
          .insertInto('purchases')
          .values({
            supplier: body.supplier,
            invoice_number: body.invoiceNumber,
            total: lines.reduce((s, l) => s + l.total, 0),
            user_id: actor.user.id,
            created_at: at,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        for (const l of lines) {
          const r = locked.get(l.ingredientId)!;
          const cost = averageCost(r.stock, r.unit_cost, l.quantity, l.total);
          await tx
            .updateTable('ingredients')
            .set({ unit_cost: cost, updated_at: at })
            .where('id', '=', l.ingredientId)
            .execute();
        }
        const flipped = await applyMovements(
          tx,
          lines.map((l) => ({
            ingredientId: l.ingredientId,
            kind: 'purchase' as const,
            quantity: l.quantity,
            cost: l.total,
            userId: actor.user.id,
            nowIso: at,
            reason: body.invoiceNumber ? `${body.supplier} · ${body.invoiceNumber}` : body.supplier,
            purchaseId: id,
          })),
          locked,
        );
        await audit(tx, actor, { action: 'inventory.purchase', entityType: 'purchase', entityId: id, after: body, at });
        return { id, flipped };
      });
      onStockChanged(flipped);
      return id;
    },

    /** A physical count: each counted stock is set, the difference recorded (0 too: it was counted). */
    async count(actor: Actor, body: CountBody): Promise<number> {
      const ids = body.lines.map((l) => l.ingredientId);
      noDuplicates(ids);
      const units = await unitsOf(ids);
      const counted = body.lines.map((l) => ({
        ingredientId: l.ingredientId,
        counted: thousandthsIn(l.counted, units.get(l.ingredientId)!),
      }));
      const at = nowIso();
      const { id, flipped } = await db.transaction().execute(async (tx) => {
        const locked = await lockIngredients(tx, ids);
        const { id } = await tx
          .insertInto('stock_counts')
          .values({ notes: body.notes, user_id: actor.user.id, created_at: at })
          .returning('id')
          .executeTakeFirstOrThrow();
        const flipped = await applyMovements(
          tx,
          counted.map((c) => ({
            ingredientId: c.ingredientId,
            kind: 'count' as const,
            quantity: c.counted - locked.get(c.ingredientId)!.stock,
            userId: actor.user.id,
            nowIso: at,
            reason: body.notes,
            countId: id,
          })),
          locked,
        );
        await audit(tx, actor, { action: 'inventory.count', entityType: 'stock_count', entityId: id, after: body, at });
        return { id, flipped };
      });
      onStockChanged(flipped);
      return id;
    },

    async movements(q: MovementsQuery, limit = 500): Promise<StockMovement[]> {
      let query = db
        .selectFrom('stock_movements as m')
        .innerJoin('ingredients as i', 'i.id', 'm.ingredient_id')
        .leftJoin('users as u', 'u.id', 'm.user_id')
        .select([
          'm.id',
          'm.ingredient_id',
          'i.name',
          'i.unit',
          'm.kind',
          'm.quantity',
          'm.cost',
          'm.stock_after',
          'u.username',
          'm.created_at',
          'm.reason',
          'm.order_id',
          'm.purchase_id',
          'm.count_id',
        ])
        .orderBy('m.id', 'desc')
        .limit(limit);
      if (q.ingredientId) query = query.where('m.ingredient_id', '=', q.ingredientId);
      if (q.kind) query = query.where('m.kind', '=', q.kind);
      if (q.from) query = query.where('m.created_at', '>=', q.from);
      if (q.to) query = query.where('m.created_at', '<=', until(q.to));
      const rows = await query.execute();
      return rows.map((r) => ({
        id: r.id,
        ingredientId: r.ingredient_id,
        ingredientName: r.name,
        unit: r.unit,
        kind: r.kind,
        quantity: shown(r.quantity, r.unit),
        cost: Number(r.cost) / 100,
        stockAfter: shown(r.stock_after, r.unit),
        user: r.username,
        at: r.created_at,
        reason: r.reason,
        orderId: r.order_id,
        purchaseId: r.purchase_id,
        countId: r.count_id,
      }));
    },

    async movementsCsv(q: MovementsQuery, timeZone: string): Promise<string> {
      const rows = await this.movements(q, 100_000);
      return csvLines([
        ['Fecha', 'Insumo', 'Unidad', 'Tipo', 'Cantidad', 'Costo', 'Existencia', 'Usuario', 'Motivo', 'Orden'],
        ...rows.map((m) => [
          csvDateTime(m.at, timeZone),
          m.ingredientName,
          m.unit,
          STOCK_MOVEMENT_LABELS[m.kind as StockMovementKind] ?? m.kind,
          String(m.quantity).replace('.', ','),
          csvAmount(Math.round(m.cost * 100)),
          String(m.stockAfter).replace('.', ','),
          m.user,
          m.reason,
          m.orderId,
        ]),
      ]);
    },

    async purchases() {
      const rows = await db
        .selectFrom('purchases as p')
        .leftJoin('users as u', 'u.id', 'p.user_id')
        .select(['p.id', 'p.supplier', 'p.invoice_number', 'p.total', 'u.username', 'p.created_at'])
        .orderBy('p.id', 'desc')
        .limit(200)
        .execute();
      return rows.map((r) => ({
        id: r.id,
        supplier: r.supplier,
        invoiceNumber: r.invoice_number,
        total: Number(r.total) / 100,
        user: r.username,
        at: r.created_at,
      }));
    },

    async counts() {
      const rows = await db
        .selectFrom('stock_counts as c')
        .leftJoin('users as u', 'u.id', 'c.user_id')
        .select(['c.id', 'c.notes', 'u.username', 'c.created_at'])
        .orderBy('c.id', 'desc')
        .limit(200)
        .execute();
      return rows.map((r) => ({ id: r.id, notes: r.notes, user: r.username, at: r.created_at }));
    },
  };
}
