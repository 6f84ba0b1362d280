import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { loadRecipes, type Recipes } from './recipes.repository.js';

/** What a sale needs to know of the menu's recipes, as of one catalogue version. */
export type RecipeIndex = {
  version: number;
  recipes: Recipes;
  /** Items 86'd by hand: id → title. */
  soldOut: Map<number, string>;
  block: boolean;
  /**
   * Per ingredient, each portion's need at which an item's availability can flip (refreshItems
   * decides on the plain recipe or, for an item made only through its variants, on each variant's).
   */
  thresholds: Map<number, { itemId: number; need: number }[]>;
};

/**
 * A sale's recipe index, kept per database between catalogue versions. `pricedAt`: the newest
 * catalogue version the batch's orders were priced at; a kept index at least that new serves them
 * without a read (their recipes are the ones of the menu they were priced from).
 */
export type RecipeIndexCache = (db: Kysely<Database>, pricedAt?: number) => Promise<RecipeIndex>;

/**
 * Issue 24's benchmark: a sale used to read its recipes, the 86 list and the mode, and to recompute
 * the availability of every item sharing an ingredient (on a menu where all share the rice, the whole
 * menu) on every order. Now nothing while the menu the orders were priced from has not changed (the
 * submit's context query reads the version already), else one read of the version and a reload.
 * One cache per order writer (so per database and per thread): the catalogue version is bumped by
 * the database on any write to the menu, the store settings, recipes and preparations (migrations
 * 0002, 0039), so a kept index is exact while the version has not moved, whoever wrote it, on any
 * instance.
 */
export function recipeIndexCache(): RecipeIndexCache {
  let kept: RecipeIndex | null = null;
  return async (db, pricedAt) => {
    if (kept && pricedAt !== undefined && kept.version >= pricedAt) return kept;
    const version = await catalogueVersionOf(db);
    if (kept?.version !== version) kept = await loadIndex(db, version);
    return kept;
  };
}

async function catalogueVersionOf(db: Kysely<Database>): Promise<number> {
  const row = await db.selectFrom('catalogue_version').select('version').where('id', '=', 1).executeTakeFirst();
  return Number(row?.version ?? 0);
}

async function loadIndex(db: Kysely<Database>, version: number): Promise<RecipeIndex> {
  const [recipes, soldOut, settings, variants] = await Promise.all([
    loadRecipes(db, 'all'),
    db.selectFrom('menu_items').select(['id', 'title']).where('sold_out', '=', 1).execute(),
    db.selectFrom('store_settings').select('inventory_mode').where('id', '=', 1).executeTakeFirst(),
    db.selectFrom('menu_item_variants').select(['id', 'item_id']).execute(),
  ]);
  const thresholds = new Map<number, { itemId: number; need: number }[]>();
  const add = (itemId: number, needs: Map<number, number> | undefined) => {
    for (const [ingredientId, need] of needs ?? []) {
      if (need <= 0) continue;
      const list = thresholds.get(ingredientId) ?? [];
      list.push({ itemId, need });
      thresholds.set(ingredientId, list);
    }
  };
  for (const [itemId, needs] of recipes.item) add(itemId, needs);
  for (const v of variants) add(v.item_id, recipes.variant.get(v.id));
  return {
    version,
    recipes,
    soldOut: new Map(soldOut.map((r) => [r.id, r.title])),
    block: settings?.inventory_mode === 'block',
    thresholds,
  };
}

/**
 * The items whose availability may have flipped when these ingredients' stock moved: an item can
 * only flip when one of its needs lies between the stock before and after (canMake: stock ≥ need).
 * A superset of the real flips, which refreshItems then decides from the database.
 */
export function itemsCrossed(
  index: RecipeIndex,
  changes: readonly { ingredientId: number; before: number; after: number }[],
): number[] {
  const items = new Set<number>();
  for (const { ingredientId, before, after } of changes) {
    const low = Math.min(before, after);
    const high = Math.max(before, after);
    if (low === high) continue;
    for (const t of index.thresholds.get(ingredientId) ?? []) if (t.need > low && t.need <= high) items.add(t.itemId);
  }
  return [...items];
}
