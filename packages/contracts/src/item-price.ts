/**
 * What a menu item costs before a variant is chosen (issue 18). A chosen variant replaces the
 * item's own price (see unitPriceOf), and the POS always makes the guest pick one, so an item with
 * variants costs from its cheapest variant to its dearest; its own price is never charged. Works in
 * any unit (pesos or centavos): it only compares the prices it is given.
 */
export type ItemPriceRange = {
  /** The lowest price the item sells at: its own price, or its cheapest variant's. */
  from: number;
  /** The highest: equal to `from` when there is one price. */
  to: number;
  /** True when the price depends on the variant chosen: show "desde {from}". */
  varies: boolean;
};

export function itemPriceRange(item: {
  price: number;
  variants?: readonly { price: number }[] | null;
}): ItemPriceRange {
  const prices = (item.variants ?? []).map((v) => v.price);
  if (prices.length === 0) return { from: item.price, to: item.price, varies: false };
  const from = Math.min(...prices);
  const to = Math.max(...prices);
  return { from, to, varies: from !== to };
}
