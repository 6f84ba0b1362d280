import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { scaledByPortions } from './stock-math.js';

/** Ingredient id → thousandths of its base unit. */
export type Needs = Map<number, number>;

export type Recipes = {
  item: Map<number, Needs>;
  variant: Map<number, Needs>;
  addon: Map<number, Needs>;
};

export const emptyRecipes = (): Recipes => ({ item: new Map(), variant: new Map(), addon: new Map() });

export function addNeeds(into: Needs, from: Needs | undefined, times = 1): Needs {
  if (from) for (const [id, q] of from) into.set(id, (into.get(id) ?? 0) + q * times);
  return into;
}

type Owners = { itemIds?: readonly number[]; variantIds?: readonly number[]; addonIds?: readonly number[] };

/**
 * The recipes of these items, variants and add-ons (or of the whole menu: 'all'), preparations
 * expanded into their ingredients (one level deep, so two queries at most). Owners without a recipe
 * are simply absent.
 */
export async function loadRecipes(db: Kysely<Database>, owners: Owners | 'all'): Promise<Recipes> {
  const recipes = emptyRecipes();
  const all = owners === 'all';
  const itemIds = all ? [] : [...new Set(owners.itemIds ?? [])];
  const variantIds = all ? [] : [...new Set(owners.variantIds ?? [])];
  const addonIds = all ? [] : [...new Set(owners.addonIds ?? [])];
  if (!all && itemIds.length + variantIds.length + addonIds.length === 0) return recipes;
  const query = db
    .selectFrom('recipe_lines')
    .select(['item_id', 'variant_id', 'addon_id', 'ingredient_id', 'preparation_id', 'quantity']);
  const rows = await (
    all
      ? query
      : query.where((eb) =>
          eb.or([
            ...(itemIds.length ? [eb('item_id', 'in', itemIds)] : []),
            ...(variantIds.length ? [eb('variant_id', 'in', variantIds)] : []),
            ...(addonIds.length ? [eb('addon_id', 'in', addonIds)] : []),
          ]),
        )
  ).execute();
  if (rows.length === 0) return recipes;
  const prepIds = [...new Set(rows.flatMap((r) => (r.preparation_id === null ? [] : [r.preparation_id])))];
  const preps = new Map<number, { ingredient_id: number; quantity: number }[]>();
  if (prepIds.length) {
    const lines = await db
      .selectFrom('preparation_lines')
      .select(['preparation_id', 'ingredient_id', 'quantity'])
      .where('preparation_id', 'in', prepIds)
      .execute();
    for (const l of lines) {
      const list = preps.get(l.preparation_id) ?? [];
      list.push({ ingredient_id: l.ingredient_id, quantity: Number(l.quantity) });
      preps.set(l.preparation_id, list);
    }
  }
  for (const r of rows) {
    const [map, owner] =
      r.item_id !== null
        ? [recipes.item, r.item_id]
        : r.variant_id !== null
          ? [recipes.variant, r.variant_id]
          : [recipes.addon, r.addon_id!];
    const needs = map.get(owner) ?? new Map<number, number>();
    map.set(owner, needs);
    const quantity = Number(r.quantity);
    if (r.ingredient_id !== null) addNeeds(needs, new Map([[r.ingredient_id, quantity]]));
    for (const p of preps.get(r.preparation_id ?? 0) ?? []) {
      addNeeds(needs, new Map([[p.ingredient_id, scaledByPortions(p.quantity, quantity)]]));
    }
  }
  return recipes;
}

/**
 * What an order line takes: one unit of its item with its variant and add-ons, times its quantity.
 * Called for every line of every sale, so it builds one map and copies nothing of the line.
 */
export function lineNeeds(
  recipes: Recipes,
  line: {
    item_id: number | null;
    variant_id: number | null;
    quantity: number;
    addons: readonly { addon_id: number }[];
  },
): Needs {
  const needs: Needs = new Map();
  if (line.item_id !== null) addNeeds(needs, recipes.item.get(line.item_id), line.quantity);
  if (line.variant_id !== null) addNeeds(needs, recipes.variant.get(line.variant_id), line.quantity);
  for (const a of line.addons) addNeeds(needs, recipes.addon.get(a.addon_id), line.quantity);
  return needs;
}
