import {
  INVENTORY_MESSAGES as M,
  type Ingredient,
  type InventoryMode,
  type ingredientAddBody,
  type ingredientBody,
} from '@comandero/contracts';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps.js';
import { isUniqueViolation } from '../../db/constraint-errors.js';
import { conflict, notFound } from '../../http/http-error.js';
import { audit, type Actor } from '../audit/audit.js';
import {
  convertibleUnit,
  INGREDIENT_COLUMNS,
  ingredientView,
  thousandthsIn,
  type IngredientRow,
} from './ingredient-view.js';
import { readInventoryMode } from './pos-inventory.js';
import { applyMovements } from './stock-moves.js';
import { unitCostOf } from './stock-math.js';
import { refreshItems } from './availability.js';

type AddBody = z.output<typeof ingredientAddBody>;
type UpdateBody = z.output<typeof ingredientBody>;

export function ingredientsService(deps: AppDeps) {
  const db = deps.db;
  const nowIso = () => deps.clock.now().toISOString();
  const row = (id: number) =>
    db.selectFrom('ingredients').select(INGREDIENT_COLUMNS).where('id', '=', id).executeTakeFirst();

  async function unique<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict(M.nameTaken);
      throw err;
    }
  }

  return {
    async list(lowOnly = false): Promise<Ingredient[]> {
      const rows = await db.selectFrom('ingredients').select(INGREDIENT_COLUMNS).orderBy('name').execute();
      const all = rows.map((r) => ingredientView(r as IngredientRow));
      return lowOnly ? all.filter((i) => i.low) : all;
    },

    async add(actor: Actor, body: AddBody): Promise<number> {
      const at = nowIso();
      const minStock = thousandthsIn(body.minStock, body.unit);
      const stock = body.stock === undefined ? 0 : thousandthsIn(body.stock, body.unit);
      return unique(() =>
        db.transaction().execute(async (tx) => {
          const { id } = await tx
            .insertInto('ingredients')
            .values({
              name: body.name,
              unit: body.unit,
              unit_cost: unitCostOf(body.cost, body.unit),
              min_stock: minStock,
              created_at: at,
              updated_at: at,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          // The opening stock is a movement like any other, so the history adds up from zero.
          if (stock > 0) {
            await applyMovements(tx, [
              {
                ingredientId: id,
                kind: 'adjust',
                quantity: stock,
                userId: actor.user.id,
                nowIso: at,
                reason: 'Existencia inicial',
              },
            ]);
          }
          const after = { ...body, stock: body.stock ?? '0' };
          await audit(tx, actor, {
            action: 'inventory.ingredient_add',
            entityType: 'ingredient',
            entityId: id,
            after,
            at,
          });
          return id;
        }),
      );
    },

    async update(actor: Actor, id: number, body: UpdateBody): Promise<void> {
      const at = nowIso();
      const before = await row(id);
      if (!before) throw notFound(M.ingredientNotFound);
      // kg ↔ g keeps the stock (it is kept in base units); a change of dimension would not.
      convertibleUnit(body.unit, before.unit);
      const minStock = thousandthsIn(body.minStock, body.unit);
      await unique(() =>
        db.transaction().execute(async (tx) => {
          await tx
            .updateTable('ingredients')
            .set({
              name: body.name,
              unit: body.unit,
              unit_cost: unitCostOf(body.cost, body.unit),
              min_stock: minStock,
              updated_at: at,
            })
            .where('id', '=', id)
            .execute();
          await audit(tx, actor, {
            action: 'inventory.ingredient_update',
            entityType: 'ingredient',
            entityId: id,
            before: ingredientView(before as IngredientRow),
            after: body,
            at,
          });
        }),
      );
    },

    async remove(actor: Actor, id: number): Promise<void> {
      const at = nowIso();
      const before = await row(id);
      if (!before) throw notFound(M.ingredientNotFound);
      const [moved, used] = await Promise.all([
        db.selectFrom('stock_movements').select('id').where('ingredient_id', '=', id).limit(1).executeTakeFirst(),
        db.selectFrom('recipe_lines').select('id').where('ingredient_id', '=', id).limit(1).executeTakeFirst(),
      ]);
      const inPreparation = await db
        .selectFrom('preparation_lines')
        .select('preparation_id')
        .where('ingredient_id', '=', id)
        .limit(1)
        .executeTakeFirst();
      if (moved || used || inPreparation) throw conflict(M.ingredientInUse);
      await db.transaction().execute(async (tx) => {
        await tx.deleteFrom('ingredients').where('id', '=', id).execute();
        await audit(tx, actor, {
          action: 'inventory.ingredient_delete',
          entityType: 'ingredient',
          entityId: id,
          before: ingredientView(before as IngredientRow),
          at,
        });
      });
    },

    async lowStock() {
      return (await this.list(true)).map(({ id, name, unit, stock, minStock }) => ({
        id,
        name,
        unit,
        stock,
        minStock,
      }));
    },

    mode: () => readInventoryMode(db),

    async setMode(actor: Actor, mode: InventoryMode): Promise<void> {
      const at = nowIso();
      const before = await readInventoryMode(db);
      if (before === mode) return;
      await db.transaction().execute(async (tx) => {
        await tx
          .updateTable('store_settings')
          .set({ inventory_mode: mode, updated_at: at })
          .where('id', '=', 1)
          .execute();
        await audit(tx, actor, {
          action: 'inventory.settings',
          entityType: 'inventory_setting',
          entityId: 1,
          before: { mode: before },
          after: { mode },
          at,
        });
      });
    },

    /** 86 by hand: the POS shows it "Agotado" and the server refuses it, whatever the mode. */
    async setSoldOut(actor: Actor, itemId: number, soldOut: boolean): Promise<number[]> {
      const at = nowIso();
      const item = await db
        .selectFrom('menu_items')
        .select(['id', 'sold_out'])
        .where('id', '=', itemId)
        .executeTakeFirst();
      if (!item) throw notFound(M.itemNotFound);
      const flag = soldOut ? 1 : 0;
      if (item.sold_out === flag) return [];
      await db.transaction().execute(async (tx) => {
        await tx.updateTable('menu_items').set({ sold_out: flag }).where('id', '=', itemId).execute();
        await audit(tx, actor, {
          action: 'inventory.sold_out',
          entityType: 'menu_item',
          entityId: itemId,
          before: { soldOut: item.sold_out === 1 },
          after: { soldOut },
          at,
        });
      });
      return [itemId];
    },

    /** After a recipe changed: whether the item can be made now. */
    refreshItem: (itemId: number) => db.transaction().execute((tx) => refreshItems(tx, [itemId])),
  };
}
