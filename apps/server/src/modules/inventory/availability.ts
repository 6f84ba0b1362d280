import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { loadRecipes, type Needs } from './recipes.repository.js';

type Db = Kysely<Database>;

const canMake = (needs: Needs, stock: Map<number, number>) =>
  [...needs].every(([id, q]) => q <= 0 || (stock.get(id) ?? 0) >= q);

/**
 * Recomputes whether each item can be made once from the stock on hand, and writes `stock_out`
 * only where it flips: menu_items is a catalogue table, so a write bumps catalogue_version, and a
 * sale that changes nobody's availability must not. A variant's or an add-on's extra never makes the
 * item unavailable (it is refused when ordered, in "block" mode).
 * An item without any recipe is always available. Answers the flipped items' ids.
 */
export async function refreshItems(tx: Db, itemIds: readonly number[]): Promise<number[]> {
  const ids = [...new Set(itemIds)];
  if (ids.length === 0) return [];
  const [variants, items] = await Promise.all([
    tx.selectFrom('menu_item_variants').select(['id', 'item_id']).where('item_id', 'in', ids).execute(),
    tx.selectFrom('menu_items').select(['id', 'stock_out']).where('id', 'in', ids).execute(),
  ]);
  const recipes = await loadRecipes(tx, { itemIds: ids, variantIds: variants.map((v) => v.id) });
  const ingredientIds = new Set<number>();
  for (const map of [recipes.item, recipes.variant])
    for (const n of map.values()) for (const id of n.keys()) ingredientIds.add(id);
  const stock = new Map<number, number>();
  if (ingredientIds.size) {
    const rows = await tx
      .selectFrom('ingredients')
      .select(['id', 'stock'])
      .where('id', 'in', [...ingredientIds])
      .execute();
    for (const r of rows) stock.set(r.id, Number(r.stock));
  }
  const variantsOf = new Map<number, number[]>();
  for (const v of variants) variantsOf.set(v.item_id, [...(variantsOf.get(v.item_id) ?? []), v.id]);
  const out: number[] = [];
  const back: number[] = [];
  for (const item of items) {
    const base = recipes.item.get(item.id) ?? new Map<number, number>();
    const options = variantsOf.get(item.id) ?? [];
    // Sold plain, the item needs its own lines; an item whose recipe lives only on its variants
    // (every one has some) is sold with one, and is available while one of them can be made.
    const onlyVariants = base.size === 0 && options.length > 0 && options.every((v) => recipes.variant.has(v));
    const available = onlyVariants
      ? options.some((v) => canMake(recipes.variant.get(v)!, stock))
      : canMake(base, stock);
    if (!available && item.stock_out !== 1) out.push(item.id);
    if (available && item.stock_out === 1) back.push(item.id);
  }
  if (out.length) await tx.updateTable('menu_items').set({ stock_out: 1 }).where('id', 'in', out).execute();
  if (back.length) await tx.updateTable('menu_items').set({ stock_out: 0 }).where('id', 'in', back).execute();
  return [...out, ...back];
}

/** The items whose recipes (directly or through a preparation) use these ingredients, refreshed. */
export async function refreshAvailability(tx: Db, ingredientIds: readonly number[]): Promise<number[]> {
  if (ingredientIds.length === 0) return [];
  const rows = await tx
    .selectFrom('recipe_lines as r')
    .leftJoin('menu_item_variants as v', 'v.id', 'r.variant_id')
    .select(['r.item_id', 'v.item_id as variant_item_id'])
    .where('r.addon_id', 'is', null)
    .where((eb) =>
      eb.or([
        eb('r.ingredient_id', 'in', ingredientIds),
        eb(
          'r.preparation_id',
          'in',
          eb.selectFrom('preparation_lines').select('preparation_id').where('ingredient_id', 'in', ingredientIds),
        ),
      ]),
    )
    .execute();
  return refreshItems(
    tx,
    rows.flatMap((r) => {
      const id = r.item_id ?? r.variant_item_id;
      return id === null ? [] : [id];
    }),
  );
}
