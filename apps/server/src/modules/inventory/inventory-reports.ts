import { INVENTORY_MESSAGES as M, toMajor, type UsageRow } from '@comandero/contracts';
import type { Db } from '../../db/database.js';
import { badRequest, notFound } from '../../http/http-error.js';
import { csvAmount, csvLines } from '../../lib/csv.js';
import { ingredientView, INGREDIENT_COLUMNS, shown, type IngredientRow } from './ingredient-view.js';
import { addNeeds, loadRecipes, type Needs } from './recipes.repository.js';
import { costOf } from './stock-math.js';

const percent = (part: number, whole: number) => (whole === 0 ? null : Math.round((part * 1000) / whole) / 10);

/** Food cost per item (per variant where it has some): the recipe at today's costs against the price. */
export async function foodCostReport(db: Db) {
  const owners = await db
    .selectFrom('recipe_lines as r')
    .leftJoin('menu_item_variants as v', 'v.id', 'r.variant_id')
    .select(['r.item_id', 'v.item_id as variant_item_id'])
    .where('r.addon_id', 'is', null)
    .execute();
  const itemIds = [...new Set(owners.map((o) => o.item_id ?? o.variant_item_id ?? 0).filter((id) => id > 0))];
  if (itemIds.length === 0) return [];
  const [items, variants, costs] = await Promise.all([
    db.selectFrom('menu_items').select(['id', 'title', 'price']).where('id', 'in', itemIds).orderBy('title').execute(),
    db
      .selectFrom('menu_item_variants')
      .select(['id', 'item_id', 'title', 'price'])
      .where('item_id', 'in', itemIds)
      .orderBy('id')
      .execute(),
    db.selectFrom('ingredients').select(['id', 'unit_cost']).execute(),
  ]);
  const unitCost = new Map(costs.map((c) => [c.id, Number(c.unit_cost)]));
  const recipes = await loadRecipes(db, { itemIds, variantIds: variants.map((v) => v.id) });
  const costOfNeeds = (needs: Needs) => [...needs].reduce((s, [id, q]) => s + costOf(q, unitCost.get(id) ?? 0), 0);
  return items.flatMap((item) => {
    const base = recipes.item.get(item.id) ?? new Map<number, number>();
    const own = variants.filter((v) => v.item_id === item.id);
    const rows = own.length
      ? own.map((v) => ({
          variantId: v.id as number | null,
          variantTitle: v.title as string | null,
          price: v.price,
          needs: addNeeds(new Map(base), recipes.variant.get(v.id)),
        }))
      : [{ variantId: null, variantTitle: null, price: item.price, needs: base }];
    return rows.map((r) => {
      const cost = costOfNeeds(r.needs);
      return {
        itemId: item.id,
        title: item.title,
        variantId: r.variantId,
        variantTitle: r.variantTitle,
        price: toMajor(r.price),
        cost: toMajor(cost),
        margin: toMajor(r.price - cost),
        marginPercent: percent(r.price - cost, r.price),
        foodCostPercent: percent(cost, r.price),
      };
    });
  });
}

/**
 * Theoretical against actual usage between two counts, per ingredient counted in both.
 * Actual: opening count + what came in (purchases, adjustments) − closing count. Theoretical: what
 * the recorded movements explain (sales net of returns, and waste). The difference is what nobody
 * recorded. Pesos at each ingredient's cost now.
 */
export async function usageReport(db: Db, fromCount: number, toCount: number): Promise<UsageRow[]> {
  if (fromCount === toCount) throw badRequest(M.countsOrder);
  const counts = await db.selectFrom('stock_counts').select(['id']).where('id', 'in', [fromCount, toCount]).execute();
  if (counts.length !== 2) throw notFound(M.countNotFound);
  if (fromCount > toCount) throw badRequest(M.countsOrder);
  const counted = await db
    .selectFrom('stock_movements')
    .select(['id', 'count_id', 'ingredient_id', 'stock_after'])
    .where('count_id', 'in', [fromCount, toCount])
    .execute();
  const opening = new Map<number, { id: number; stock: number }>();
  const closing = new Map<number, { id: number; stock: number }>();
  for (const c of counted) {
    (c.count_id === fromCount ? opening : closing).set(c.ingredient_id, { id: c.id, stock: Number(c.stock_after) });
  }
  const ids = [...opening.keys()].filter((id) => closing.has(id));
  if (ids.length === 0) return [];
  const [between, ingredients] = await Promise.all([
    db
      .selectFrom('stock_movements')
      .select(['id', 'ingredient_id', 'kind', 'quantity'])
      .where('ingredient_id', 'in', ids)
      .where('kind', 'in', ['sale', 'void_return', 'waste', 'purchase', 'adjust'])
      .where('id', '>', Math.min(...ids.map((id) => opening.get(id)!.id)))
      .where('id', '<', Math.max(...ids.map((id) => closing.get(id)!.id)))
      .execute(),
    db
      .selectFrom('ingredients')
      .select(['id', 'name', 'unit', 'unit_cost'])
      .where('id', 'in', ids)
      .orderBy('name')
      .execute(),
  ]);
  return ingredients.map((i) => {
    const open = opening.get(i.id)!;
    const close = closing.get(i.id)!;
    let purchased = 0;
    let theoretical = 0;
    for (const m of between) {
      if (m.ingredient_id !== i.id || m.id <= open.id || m.id >= close.id) continue;
      const q = Number(m.quantity);
      if (m.kind === 'purchase' || m.kind === 'adjust') purchased += q;
      else theoretical -= q;
    }
    const actual = open.stock + purchased - close.stock;
    const cost = (q: number) => costOf(q, Number(i.unit_cost)) / 100;
    return {
      ingredientId: i.id,
      name: i.name,
      unit: i.unit,
      opening: shown(open.stock, i.unit),
      purchased: shown(purchased, i.unit),
      closing: shown(close.stock, i.unit),
      theoretical: shown(theoretical, i.unit),
      actual: shown(actual, i.unit),
      difference: shown(actual - theoretical, i.unit),
      theoreticalCost: cost(theoretical),
      actualCost: cost(actual),
      differenceCost: cost(actual - theoretical),
    };
  });
}

export async function stockCsv(db: Db): Promise<string> {
  const rows = await db.selectFrom('ingredients').select(INGREDIENT_COLUMNS).orderBy('name').execute();
  return csvLines([
    ['Insumo', 'Unidad', 'Existencia', 'Mínimo', 'Costo por unidad', 'Valor', 'Bajo mínimo'],
    ...rows.map((r) => {
      const v = ingredientView(r as IngredientRow);
      return [
        v.name,
        v.unit,
        String(v.stock).replace('.', ','),
        String(v.minStock).replace('.', ','),
        csvAmount(Math.round(v.cost * 100)),
        csvAmount(Math.round(v.stockValue * 100)),
        v.low ? 'Sí' : 'No',
      ];
    }),
  ]);
}
