import type { PosInventory } from '@comandero/contracts';

/** Issue 24: "blocked" cannot be added (86, or no stock in "block" mode); "warn" is sold anyway. */
export type StockState = 'blocked' | 'warn';

export function stockStatesOf(inventory: PosInventory | undefined): ReadonlyMap<number, StockState> {
  const states = new Map<number, StockState>();
  if (!inventory) return states;
  for (const id of inventory.stockOutItemIds) states.set(id, inventory.mode === 'block' ? 'blocked' : 'warn');
  for (const id of inventory.soldOutItemIds) states.set(id, 'blocked');
  return states;
}
