import type { PosMenuItem } from '@comandero/contracts';

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
