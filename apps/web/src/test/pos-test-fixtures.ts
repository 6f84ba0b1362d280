import type { CartLine, PosMenuItem } from '@comandero/contracts';

/**
 * A POS menu item for tests: bottled water with IVA 19 % on top, no category, no variants or add-ons.
 * Tests override only what their case is about (id, title, price), so the tax stays the usual one.
 */
export const ivaMenuItem = (over: Partial<PosMenuItem> = {}): PosMenuItem => ({
  id: 7,
  title: 'Agua en botella',
  price: 4000,
  net_price: null,
  image: null,
  category_id: null,
  category_title: null,
  tax_id: 2,
  tax_title: 'IVA',
  tax_rate: 19,
  tax_type: 'exclusive',
  variants: [],
  addons: [],
  ...over,
});

/** A cart line for tests: one of a dish with no tax, variant, add-ons or note; `key` as the cart keys it. */
export const cartLine = (over: Partial<CartLine> & { key: string }): CartLine & { key: string } => ({
  id: 1,
  title: 'Bandeja paisa',
  price: 30_000,
  net_price: null,
  image: null,
  category_id: 1,
  category_title: 'Platos',
  tax_id: null,
  tax_title: null,
  tax_rate: null,
  tax_type: null,
  quantity: 1,
  notes: null,
  variant: null,
  variant_id: null,
  addons: [],
  addons_ids: [],
  ...over,
});
