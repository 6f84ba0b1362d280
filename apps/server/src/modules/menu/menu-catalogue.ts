import { toMajor, type PosMenuItem, type PosOption } from '@comandero/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';

/**
 * The menu catalogue as stored (prices in centavos): items with their category and tax, variants
 * and add-ons, in three queries whatever the menu size, run together (PostgreSQL uses the pool).
 * The one read behind GET /menu-items, GET /pos/init and the order submit's prices; with `onlyId`
 * the same for one item.
 */
export async function readCatalogue(db: Kysely<Database>, onlyId?: number) {
  let items = db
    .selectFrom('menu_items as i')
    .leftJoin('categories as c', 'c.id', 'i.category_id')
    .leftJoin('taxes as t', 't.id', 'i.tax_id')
    .select([
      'i.id',
      'i.title',
      'i.price',
      'i.net_price',
      'i.image',
      'i.category_id',
      'c.title as category_title',
      'i.tax_id',
      't.title as tax_title',
      't.rate_bp as tax_rate_bp',
      't.type as tax_type',
    ])
    .orderBy('i.id');
  let variants = db.selectFrom('menu_item_variants').select(['id', 'item_id', 'title', 'price']).orderBy('id');
  let addons = db.selectFrom('menu_item_addons').select(['id', 'item_id', 'title', 'price']).orderBy('id');
  if (onlyId !== undefined) {
    items = items.where('i.id', '=', onlyId);
    variants = variants.where('item_id', '=', onlyId);
    addons = addons.where('item_id', '=', onlyId);
  }
  const [itemRows, variantRows, addonRows] = await Promise.all([items.execute(), variants.execute(), addons.execute()]);
  return { items: itemRows, variants: variantRows, addons: addonRows };
}

export type CatalogueRows = Awaited<ReturnType<typeof readCatalogue>>;
export type CatalogueItem = CatalogueRows['items'][number];
export type CatalogueOption = CatalogueRows['variants'][number];

/** Groups option rows by item in one pass, so the menu costs no query per item. */
function byItem(rows: readonly CatalogueOption[]): Map<number, PosOption[]> {
  const map = new Map<number, PosOption[]>();
  for (const r of rows) {
    const option = { id: r.id, item_id: r.item_id, title: r.title, price: toMajor(r.price) };
    const list = map.get(r.item_id);
    if (list) list.push(option);
    else map.set(r.item_id, [option]);
  }
  return map;
}

/** The catalogue as the screens read it: pesos, tax rate in percent, each item with its options. */
export function toMenuItems(rows: CatalogueRows): PosMenuItem[] {
  const variants = byItem(rows.variants);
  const addons = byItem(rows.addons);
  return rows.items.map((i) => ({
    id: i.id,
    title: i.title,
    price: toMajor(i.price),
    net_price: i.net_price === null ? null : toMajor(i.net_price),
    image: i.image,
    category_id: i.category_id,
    category_title: i.category_title,
    tax_id: i.tax_id,
    tax_title: i.tax_title,
    tax_rate: i.tax_rate_bp === null ? null : i.tax_rate_bp / 100,
    tax_type: i.tax_type,
    variants: variants.get(i.id) ?? [],
    addons: addons.get(i.id) ?? [],
  }));
}
