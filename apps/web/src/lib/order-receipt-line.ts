import type { CartLine, OrderItem } from '@comandero/contracts';
import { toMajor, toMinor } from '@comandero/contracts';

/**
 * A stored order line as the receipt page's cart line. The receipt prices lines with the shared
 * pricing module, so the line is rebuilt from the snapshot such that it prices to the quoted unit
 * price: the add-ons keep their own prices and the base (variant or item) takes the rest.
 */
export function cartLineOf(item: OrderItem): CartLine {
  const addons = item.addons.map((a, i) => ({
    id: a.id ?? -(i + 1),
    item_id: item.item_id ?? 0,
    title: a.title,
    price: a.price,
  }));
  const base = toMajor(toMinor(item.price) - addons.reduce((sum, a) => sum + toMinor(a.price), 0));
  return {
    id: item.item_id ?? 0,
    title: item.item_title,
    price: base,
    net_price: null,
    image: null,
    category_id: null,
    category_title: null,
    tax_id: null,
    tax_title: item.tax_title,
    tax_rate: item.tax_rate,
    tax_type: item.tax_type,
    quantity: item.quantity,
    notes: item.notes,
    variant_id: item.variant_id,
    variant:
      item.variant_title !== null
        ? { id: item.variant_id ?? 0, item_id: item.item_id ?? 0, title: item.variant_title, price: base }
        : null,
    addons_ids: addons.map((a) => a.id),
    addons,
  };
}
