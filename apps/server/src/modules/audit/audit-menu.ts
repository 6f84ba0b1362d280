import { toMajor } from '@comandero/contracts';
import type { Db } from '../../db/database.js';
import { audit, type Actor } from './audit.js';

export type MenuItemSnapshot = {
  title: string;
  price: number;
  net_price: number | null;
  tax_id: number | null;
  tax: string | null;
};

/** What a menu item's audit rows show: its title, prices in pesos, the tax by id and title. */
export async function menuItemSnapshot(tx: Db, id: number): Promise<MenuItemSnapshot> {
  const r = await tx
    .selectFrom('menu_items')
    .leftJoin('taxes', 'taxes.id', 'menu_items.tax_id')
    .select(['menu_items.title', 'menu_items.price', 'menu_items.net_price', 'menu_items.tax_id', 'taxes.title as tax'])
    .where('menu_items.id', '=', id)
    .executeTakeFirstOrThrow();
  return {
    title: r.title,
    price: toMajor(r.price),
    net_price: r.net_price === null ? null : toMajor(r.net_price),
    tax_id: r.tax_id,
    tax: r.tax,
  };
}

/**
 * After an item's update, in its transaction: one row if the price (or net price) changed, one if
 * the tax did. A title or category edit alone is not audited.
 */
export async function auditMenuItemChange(
  tx: Db,
  actor: Actor,
  change: { id: number; before: MenuItemSnapshot; at: string },
): Promise<void> {
  const { before, id, at } = change;
  const after = await menuItemSnapshot(tx, id);
  if (before.price !== after.price || before.net_price !== after.net_price) {
    const prices = (s: MenuItemSnapshot) => ({ item: s.title, price: s.price, net_price: s.net_price });
    await audit(tx, actor, {
      action: 'menu.price_change',
      entityType: 'menu_item',
      entityId: id,
      before: prices(before),
      after: prices(after),
      at,
    });
  }
  if (before.tax_id !== after.tax_id) {
    const tax = (s: MenuItemSnapshot) => ({ item: s.title, tax_id: s.tax_id, tax: s.tax });
    await audit(tx, actor, {
      action: 'menu.tax_change',
      entityType: 'menu_item',
      entityId: id,
      before: tax(before),
      after: tax(after),
      at,
    });
  }
}

type OptionTable = 'menu_item_variants' | 'menu_item_addons';

/** A variant's or add-on's title and final price in pesos, with its item's title. */
export async function optionSnapshot(tx: Db, table: OptionTable, id: number) {
  const o = await tx
    .selectFrom(table)
    .select(['item_id', 'title', 'price'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  const i = await tx.selectFrom('menu_items').select('title').where('id', '=', o.item_id).executeTakeFirstOrThrow();
  return { item: i.title, title: o.title, price: toMajor(o.price) };
}

/**
 * After a variant's or add-on's update, in its transaction: a row when its price changed (a
 * variant's or add-on's price is what the customer pays for it), none for a rename alone.
 */
export async function auditOptionPriceChange(
  tx: Db,
  actor: Actor,
  change: {
    table: OptionTable;
    itemId: number;
    id: number;
    before: Awaited<ReturnType<typeof optionSnapshot>>;
    at: string;
  },
): Promise<void> {
  const after = await optionSnapshot(tx, change.table, change.id);
  if (after.price === change.before.price) return;
  const key = change.table === 'menu_item_variants' ? 'variant' : 'addon';
  const values = (s: typeof after) => ({ item: s.item, [key]: s.title, price: s.price });
  await audit(tx, actor, {
    action: 'menu.price_change',
    entityType: 'menu_item',
    entityId: change.itemId,
    before: values(change.before),
    after: values(after),
    at: change.at,
  });
}

async function taxSnapshot(tx: Db, id: number) {
  const r = await tx
    .selectFrom('taxes')
    .select(['title', 'rate_bp', 'type'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return { title: r.title, rate: r.rate_bp / 100, type: r.type };
}

/**
 * Runs a tax's update and audits it with `tx`, its own transaction, when the rate or the type
 * changed: every item under the tax is then charged differently. A rename alone leaves no row.
 */
export async function auditedTaxUpdate(
  tx: Db,
  actor: Actor,
  change: { id: number; at: string },
  write: () => Promise<unknown>,
): Promise<void> {
  const before = await taxSnapshot(tx, change.id);
  await write();
  const after = await taxSnapshot(tx, change.id);
  if (before.rate === after.rate && before.type === after.type) return;
  await audit(tx, actor, {
    action: 'tax.update',
    entityType: 'tax',
    entityId: change.id,
    before,
    after,
    at: change.at,
  });
}
