import {
  MAX_LINE_QUANTITY,
  NOTE_MAX_LENGTH,
  type CartLine,
  type Customer,
  type CustomerType,
  type DeliveryType,
  type PosMenuItem,
  type PosOption,
} from '@comandero/contracts';

/** A cart line plus a key naming the item + variant + add-on choice, so equal choices merge. */
export type PosCartLine = CartLine & { key: string };

export type PosState = {
  cart: PosCartLine[];
  customerType: CustomerType;
  customer: Customer | null;
  deliveryType: DeliveryType | '';
  tableId: number | null;
};

export type PosAction =
  | { type: 'add'; item: PosMenuItem; variant?: PosOption | null; addons?: readonly PosOption[] }
  | { type: 'increment'; key: string }
  | { type: 'decrement'; key: string }
  | { type: 'remove'; key: string }
  | { type: 'setNote'; key: string; notes: string }
  | { type: 'clearCart' }
  | { type: 'newOrder' }
  | { type: 'loadCart'; cart: PosCartLine[] }
  | { type: 'setCustomer'; customer: Customer }
  | { type: 'resetCustomer' }
  | { type: 'setDeliveryType'; deliveryType: DeliveryType | '' }
  | { type: 'setTable'; tableId: number | null }
  | { type: 'reprice'; menu: readonly PosMenuItem[] };

export const initialPosState: PosState = {
  cart: [],
  customerType: 'WALKIN',
  customer: null,
  deliveryType: '',
  tableId: null,
};

export function lineKey(itemId: number, variantId: number | null | undefined, addonIds: readonly number[]): string {
  return `${itemId}|${variantId ?? ''}|${[...addonIds].sort((a, b) => a - b).join(',')}`;
}

export function hasOptions(item: PosMenuItem): boolean {
  return item.variants.length > 0 || item.addons.length > 0;
}

/** The item as a cart line: its own fields (price stays the item price), the choice, quantity 1. */
export function makeLine(
  item: PosMenuItem,
  variant?: PosOption | null,
  addons: readonly PosOption[] = [],
): PosCartLine {
  // The item's lists of available options are left out: drafts stay small and `addons` means chosen.
  const { variants: _variants, addons: _available, ...fields } = item;
  const chosen = [...addons];
  return {
    ...fields,
    key: lineKey(
      item.id,
      variant?.id,
      chosen.map((a) => a.id),
    ),
    quantity: 1,
    notes: null,
    variant_id: variant?.id ?? null,
    variant: variant ?? null,
    addons_ids: chosen.map((a) => a.id),
    addons: chosen,
  };
}

function mapLine(cart: PosCartLine[], key: string, fn: (line: PosCartLine) => PosCartLine | null): PosCartLine[] {
  const next: PosCartLine[] = [];
  for (const line of cart) {
    if (line.key !== key) next.push(line);
    else {
      const changed = fn(line);
      if (changed) next.push(changed);
    }
  }
  return next;
}

/**
 * After /pos/init is refetched (e.g. the server answered "prices changed"), lines take the
 * catalogue's current prices and taxes. Lines whose item or options are gone are left untouched so
 * the server can name them in its refusal.
 */
export function repriceCart(cart: PosCartLine[], menu: readonly PosMenuItem[]): PosCartLine[] {
  const byId = new Map(menu.map((m) => [m.id, m]));
  let changed = false;
  const next = cart.map((line) => {
    const item = byId.get(line.id);
    if (!item) return line;
    const variant = line.variant ? item.variants.find((v) => v.id === line.variant?.id) : null;
    const addons = (line.addons ?? []).map((a) => item.addons.find((x) => x.id === a.id));
    if ((line.variant && !variant) || addons.some((a) => !a)) return line;
    const fresh = makeLine(item, variant, addons as PosOption[]);
    const updated = { ...fresh, key: line.key, quantity: line.quantity, notes: line.notes };
    if (JSON.stringify(updated) === JSON.stringify(line)) return line;
    changed = true;
    return updated;
  });
  return changed ? next : cart;
}

export function posReducer(state: PosState, action: PosAction): PosState {
  switch (action.type) {
    case 'add': {
      const line = makeLine(action.item, action.variant, action.addons);
      const existing = state.cart.find((l) => l.key === line.key);
      if (existing) return posReducer(state, { type: 'increment', key: line.key });
      return { ...state, cart: [...state.cart, line] };
    }
    case 'increment':
      return {
        ...state,
        cart: mapLine(state.cart, action.key, (l) => ({ ...l, quantity: Math.min(MAX_LINE_QUANTITY, l.quantity + 1) })),
      };
    case 'decrement':
      // Reaching 0 removes the line (spec §4).
      return {
        ...state,
        cart: mapLine(state.cart, action.key, (l) => (l.quantity <= 1 ? null : { ...l, quantity: l.quantity - 1 })),
      };
    case 'remove':
      return { ...state, cart: mapLine(state.cart, action.key, () => null) };
    case 'setNote': {
      const notes = action.notes.slice(0, NOTE_MAX_LENGTH).trim();
      return { ...state, cart: mapLine(state.cart, action.key, (l) => ({ ...l, notes: notes || null })) };
    }
    case 'clearCart':
      return { ...state, cart: [] };
    case 'newOrder':
      return { ...state, cart: [], customer: null, customerType: 'WALKIN' };
    case 'loadCart':
      return { ...state, cart: action.cart.map((l) => ({ ...l })) };
    case 'setCustomer':
      return { ...state, customer: action.customer, customerType: 'CUSTOMER' };
    case 'resetCustomer':
      return { ...state, customer: null, customerType: 'WALKIN' };
    case 'setDeliveryType':
      return { ...state, deliveryType: action.deliveryType };
    case 'setTable':
      return { ...state, tableId: action.tableId };
    case 'reprice': {
      const cart = repriceCart(state.cart, action.menu);
      return cart === state.cart ? state : { ...state, cart };
    }
  }
}

/** What the customer box shows (spec §2): WALKIN CUSTOMER or phone-name. */
export function customerLabel(state: Pick<PosState, 'customer' | 'customerType'>, walkin: string): string {
  return state.customerType === 'CUSTOMER' && state.customer
    ? `${state.customer.phone}-${state.customer.name}`
    : walkin;
}
