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
