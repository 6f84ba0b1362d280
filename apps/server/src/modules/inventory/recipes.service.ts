import {
  INVENTORY_MESSAGES as M,
  PORTION_FACTOR,
  thousandthsOf,
  toMajor,
  type Preparation,
  type preparationBody,
  type RecipeAnswer,
  type recipeBody,
} from '@comandero/contracts';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps.js';
import type { Db } from '../../db/database.js';
import { isUniqueViolation } from '../../db/constraint-errors.js';
import { badRequest, conflict, notFound } from '../../http/http-error.js';
import { audit, type Actor } from '../audit/audit.js';
import { refreshItems } from './availability.js';
import { convertibleUnit, shown, thousandthsIn } from './ingredient-view.js';
import { costOf } from './stock-math.js';

type RecipeBody = z.output<typeof recipeBody>;
type PreparationBody = z.output<typeof preparationBody>;

/** Ingredients by id with what costing and showing a line needs. */
async function ingredientsById(db: Db) {
  const rows = await db.selectFrom('ingredients').select(['id', 'name', 'unit', 'unit_cost']).execute();
  return new Map(rows.map((r) => [r.id, { ...r, unit_cost: Number(r.unit_cost) }]));
}

type IngredientMap = Awaited<ReturnType<typeof ingredientsById>>;

/** Preparations with their lines and the centavos of one portion at today's costs. */
async function preparationsById(db: Db, ingredients: IngredientMap) {
  const [preps, lines] = await Promise.all([
    db.selectFrom('preparations').select(['id', 'name']).orderBy('name').execute(),
    db.selectFrom('preparation_lines').select(['preparation_id', 'ingredient_id', 'quantity']).execute(),
  ]);
  return new Map(
    preps.map((p) => {
      const own = lines.filter((l) => l.preparation_id === p.id);
      const cost = own.reduce(
        (sum, l) => sum + costOf(Number(l.quantity), ingredients.get(l.ingredient_id)?.unit_cost ?? 0),
        0,
      );
      return [p.id, { ...p, lines: own.map((l) => ({ ...l, quantity: Number(l.quantity) })), cost }];
    }),
  );
}

export function recipesService(deps: AppDeps) {
  const db = deps.db;
  const nowIso = () => deps.clock.now().toISOString();

  async function checkPreparation(body: PreparationBody) {
    const ingredients = await ingredientsById(db);
    const seen = new Set<number>();
    return body.lines.map((l) => {
      const ingredient = ingredients.get(l.ingredientId);
      if (!ingredient) throw badRequest(M.ingredientNotFound);
      if (seen.has(l.ingredientId)) throw badRequest(M.duplicateLine);
      seen.add(l.ingredientId);
      return { ingredient_id: l.ingredientId, quantity: thousandthsIn(l.quantity, ingredient.unit) };
    });
  }

  async function savePreparation(actor: Actor, id: number | null, body: PreparationBody): Promise<number> {
    const lines = await checkPreparation(body);
    const at = nowIso();
    try {
      return await db.transaction().execute(async (tx) => {
        let prepId = id;
        if (prepId === null) {
          prepId = (
            await tx
              .insertInto('preparations')
              .values({ name: body.name, created_at: at })
              .returning('id')
              .executeTakeFirstOrThrow()
          ).id;
        } else {
          const res = await tx
            .updateTable('preparations')
            .set({ name: body.name })
            .where('id', '=', prepId)
            .executeTakeFirst();
          if (Number(res.numUpdatedRows) !== 1) throw notFound(M.preparationNotFound);
          await tx.deleteFrom('preparation_lines').where('preparation_id', '=', prepId).execute();
        }
        const pid = prepId;
        await tx
          .insertInto('preparation_lines')
          .values(lines.map((l) => ({ ...l, preparation_id: pid })))
          .execute();
        await audit(tx, actor, {
          action: 'inventory.preparation',
          entityType: 'preparation',
          entityId: pid,
          after: body,
          at,
        });
        // What uses the preparation may have become (un)makeable.
        const users = await tx
          .selectFrom('recipe_lines as r')
          .leftJoin('menu_item_variants as v', 'v.id', 'r.variant_id')
          .select(['r.item_id', 'v.item_id as variant_item_id'])
          .where('r.preparation_id', '=', pid)
          .execute();
        await refreshItems(
          tx,
          users.flatMap((u) => [u.item_id ?? u.variant_item_id ?? 0]).filter((x) => x > 0),
        );
        return pid;
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict(M.preparationNameTaken);
      throw err;
    }
  }

  return {
    async items() {
      const [items, owners] = await Promise.all([
        db
          .selectFrom('menu_items as i')
          .leftJoin('categories as c', 'c.id', 'i.category_id')
          .select(['i.id', 'i.title', 'c.title as category', 'i.sold_out', 'i.stock_out'])
          .orderBy('i.title')
          .execute(),
        db
          .selectFrom('recipe_lines as r')
          .leftJoin('menu_item_variants as v', 'v.id', 'r.variant_id')
          .leftJoin('menu_item_addons as a', 'a.id', 'r.addon_id')
          .select(['r.item_id', 'v.item_id as variant_item', 'a.item_id as addon_item'])
          .execute(),
      ]);
      const withRecipe = new Set(owners.map((o) => o.item_id ?? o.variant_item ?? o.addon_item));
      return items.map((i) => ({
        id: i.id,
        title: i.title,
        category: i.category,
        hasRecipe: withRecipe.has(i.id),
        soldOut: i.sold_out === 1,
        stockOut: i.stock_out === 1,
      }));
    },

    async preparations(): Promise<Preparation[]> {
      const ingredients = await ingredientsById(db);
      const preps = await preparationsById(db, ingredients);
      return [...preps.values()].map((p) => ({
        id: p.id,
        name: p.name,
        cost: p.cost / 100,
        lines: p.lines.map((l) => {
          const i = ingredients.get(l.ingredient_id)!;
          return { ingredientId: i.id, name: i.name, unit: i.unit, quantity: shown(l.quantity, i.unit) };
        }),
      }));
    },

    addPreparation: (actor: Actor, body: PreparationBody) => savePreparation(actor, null, body),
    updatePreparation: (actor: Actor, id: number, body: PreparationBody) => savePreparation(actor, id, body),

    async recipe(itemId: number): Promise<RecipeAnswer> {
      const item = await db
        .selectFrom('menu_items')
        .select(['id', 'title', 'price', 'sold_out', 'stock_out'])
        .where('id', '=', itemId)
        .executeTakeFirst();
      if (!item) throw notFound(M.itemNotFound);
      const [variants, addons, lines, ingredients] = await Promise.all([
        db
          .selectFrom('menu_item_variants')
          .select(['id', 'title', 'price'])
          .where('item_id', '=', itemId)
          .orderBy('id')
          .execute(),
        db
          .selectFrom('menu_item_addons')
          .select(['id', 'title', 'price'])
          .where('item_id', '=', itemId)
          .orderBy('id')
          .execute(),
        recipeLinesOf(db, itemId),
        ingredientsById(db),
      ]);
      const preps = await preparationsById(db, ingredients);
      return {
        item: {
          id: item.id,
          title: item.title,
          price: toMajor(item.price),
          soldOut: item.sold_out === 1,
          stockOut: item.stock_out === 1,
        },
        variants: variants.map((v) => ({ ...v, price: toMajor(v.price) })),
        addons: addons.map((a) => ({ ...a, price: toMajor(a.price) })),
        lines: lines.map((l) => {
          const quantity = Number(l.quantity);
          const base = {
            variantId: l.variant_id,
            addonId: l.addon_id,
            ingredientId: l.ingredient_id,
            preparationId: l.preparation_id,
          };
          if (l.ingredient_id !== null) {
            const i = ingredients.get(l.ingredient_id)!;
            return {
              ...base,
              name: i.name,
              unit: i.unit,
              quantity: shown(quantity, i.unit),
              cost: costOf(quantity, i.unit_cost) / 100,
            };
          }
          const p = preps.get(l.preparation_id!)!;
          return {
            ...base,
            name: p.name,
            unit: 'porción',
            quantity: quantity / PORTION_FACTOR,
            cost: Math.round((p.cost * quantity) / PORTION_FACTOR) / 100,
          };
        }),
      };
    },

    /** Replaces the item's whole recipe (its own lines, its variants' and its add-ons'). */
    async saveRecipe(actor: Actor, itemId: number, body: RecipeBody): Promise<number[]> {
      const item = await db.selectFrom('menu_items').select('id').where('id', '=', itemId).executeTakeFirst();
      if (!item) throw notFound(M.itemNotFound);
      const [variants, addons, ingredients, preps] = await Promise.all([
        db.selectFrom('menu_item_variants').select('id').where('item_id', '=', itemId).execute(),
        db.selectFrom('menu_item_addons').select('id').where('item_id', '=', itemId).execute(),
        ingredientsById(db),
        db.selectFrom('preparations').select('id').execute(),
      ]);
      const variantIds = new Set(variants.map((v) => v.id));
      const addonIds = new Set(addons.map((a) => a.id));
      const prepIds = new Set(preps.map((p) => p.id));
      const seen = new Set<string>();
      const rows = body.lines.map((l) => {
        const variantId = l.variantId ?? null;
        const addonId = l.addonId ?? null;
        if ((variantId !== null && !variantIds.has(variantId)) || (addonId !== null && !addonIds.has(addonId))) {
          throw badRequest(M.recipeTargetInvalid);
        }
        if (variantId !== null && addonId !== null) throw badRequest(M.recipeTargetInvalid);
        const ingredientId = l.ingredientId ?? null;
        const preparationId = l.preparationId ?? null;
        if ((ingredientId === null) === (preparationId === null)) throw badRequest(M.recipeLineInvalid);
        const key = `${variantId}:${addonId}:${ingredientId}:${preparationId}`;
        if (seen.has(key)) throw badRequest(M.duplicateLine);
        seen.add(key);
        let quantity: number;
        if (ingredientId !== null) {
          const ingredient = ingredients.get(ingredientId);
          if (!ingredient) throw badRequest(M.ingredientNotFound);
          quantity = thousandthsIn(l.quantity, convertibleUnit(l.unit, ingredient.unit));
        } else {
          if (!prepIds.has(preparationId!)) throw badRequest(M.preparationNotFound);
          const portions = thousandthsOf(l.quantity, PORTION_FACTOR);
          if (portions === null) throw badRequest(M.quantityInvalid);
          quantity = portions;
        }
        if (quantity <= 0) throw badRequest(M.quantityInvalid);
        return {
          item_id: variantId === null && addonId === null ? itemId : null,
          variant_id: variantId,
          addon_id: addonId,
          ingredient_id: ingredientId,
          preparation_id: preparationId,
          quantity,
        };
      });
      const at = nowIso();
      return db.transaction().execute(async (tx) => {
        const before = await recipeLinesOf(tx, itemId);
        await tx
          .deleteFrom('recipe_lines')
          .where((eb) =>
            eb.or([
              eb('item_id', '=', itemId),
              ...(variantIds.size ? [eb('variant_id', 'in', [...variantIds])] : []),
              ...(addonIds.size ? [eb('addon_id', 'in', [...addonIds])] : []),
            ]),
          )
          .execute();
        if (rows.length) await tx.insertInto('recipe_lines').values(rows).execute();
        await audit(tx, actor, {
          action: 'inventory.recipe',
          entityType: 'menu_item',
          entityId: itemId,
          before: { lines: before },
          after: { lines: rows },
          at,
        });
        return refreshItems(tx, [itemId]);
      });
    },
  };
}

function recipeLinesOf(db: Db, itemId: number) {
  return db
    .selectFrom('recipe_lines as r')
    .leftJoin('menu_item_variants as v', 'v.id', 'r.variant_id')
    .leftJoin('menu_item_addons as a', 'a.id', 'r.addon_id')
    .select(['r.variant_id', 'r.addon_id', 'r.ingredient_id', 'r.preparation_id', 'r.quantity'])
    .where((eb) => eb.or([eb('r.item_id', '=', itemId), eb('v.item_id', '=', itemId), eb('a.item_id', '=', itemId)]))
    .orderBy('r.id')
    .execute();
}
