import { cartTotals, type Customer, type PosMenuItem } from '@comandero/contracts';
import { describe, expect, it } from 'vitest';
import {
  customerLabel,
  initialPosState,
  posReducer,
  repriceCart,
  unavailableKeys,
  type PosAction,
  type PosState,
} from './cart-state';

const item = (over: Partial<PosMenuItem> = {}): PosMenuItem => ({
  id: 1,
  title: 'Café tinto',
  price: 2500,
  net_price: null,
  image: null,
  category_id: 6,
  category_title: 'Bebidas',
  tax_id: null,
  tax_title: null,
  tax_rate: null,
  tax_type: null,
  variants: [],
  addons: [],
  ...over,
});

const churrasco = item({
  id: 2,
  title: 'Churrasco',
  price: 45000,
  tax_rate: 8,
  tax_type: 'inclusive',
  variants: [
    { id: 10, item_id: 2, title: 'Término medio', price: 45000 },
    { id: 11, item_id: 2, title: 'Bien asado', price: 46000 },
  ],
  addons: [
    { id: 20, item_id: 2, title: 'Aguacate', price: 3500 },
    { id: 21, item_id: 2, title: 'Patacón', price: 4500 },
  ],
});

const customer: Customer = {
  phone: '3001234567',
  name: 'María Fernanda Gómez',
  email: null,
  gender: 'female',
  birth_date: null,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
};

const run = (...actions: PosAction[]): PosState => actions.reduce(posReducer, initialPosState);

describe('POS cart reducer', () => {
  it('adds an item without options as a line of quantity 1 and merges a second tap', () => {
    const once = run({ type: 'add', item: item() });
    expect(once.cart).toHaveLength(1);
    expect(once.cart[0]).toMatchObject({ id: 1, title: 'Café tinto', price: 2500, quantity: 1, notes: null });
    expect(once.cart[0].variant).toBeNull();
    expect(once.cart[0].addons).toEqual([]);
    expect(once.cart[0]).not.toHaveProperty('variants');

    const twice = posReducer(once, { type: 'add', item: item() });
    expect(twice.cart).toHaveLength(1);
    expect(twice.cart[0].quantity).toBe(2);
  });

  it('adds an item with a variant and add-ons; a different choice is a separate line', () => {
    const [medio, asado] = churrasco.variants;
    const [aguacate, patacon] = churrasco.addons;
    const state = run(
      { type: 'add', item: churrasco, variant: asado, addons: [patacon, aguacate] },
      { type: 'add', item: churrasco, variant: asado, addons: [aguacate, patacon] },
      { type: 'add', item: churrasco, variant: medio, addons: [] },
    );
    expect(state.cart.map((l) => [l.variant_id, l.addons_ids, l.quantity])).toEqual([
      [11, [21, 20], 2],
      [10, [], 1],
    ]);
    // The item price stays the catalogue one; the unit price (46.000 + 4.500 + 3.500) comes from pricing.
    expect(state.cart[0].price).toBe(45000);
    expect(cartTotals([state.cart[0]]).itemsTotal).toBe(2 * 54_000_00);
  });

  it('increments, decrements and removes a line when its quantity reaches 0', () => {
    let state = run({ type: 'add', item: item() }, { type: 'add', item: item({ id: 3, title: 'Agua' }) });
    const key = state.cart[0].key;
    state = posReducer(state, { type: 'increment', key });
    state = posReducer(state, { type: 'increment', key });
    expect(state.cart[0].quantity).toBe(3);
    state = posReducer(state, { type: 'decrement', key });
    expect(state.cart[0].quantity).toBe(2);
    state = posReducer(state, { type: 'decrement', key });
    state = posReducer(state, { type: 'decrement', key });
    expect(state.cart.map((l) => l.title)).toEqual(['Agua']);
    state = posReducer(state, { type: 'remove', key: state.cart[0].key });
    expect(state.cart).toEqual([]);
  });

  it('takes a typed quantity from 1 to the line limit; anything else leaves the line as it was', () => {
    let state = run({ type: 'add', item: item() }, { type: 'add', item: item({ id: 3, title: 'Agua' }) });
    const key = state.cart[0].key;
    state = posReducer(state, { type: 'setQuantity', key, quantity: 12 });
    expect(state.cart.map((l) => l.quantity)).toEqual([12, 1]);
    for (const quantity of [0, -3, 2.5, Number.NaN]) {
      const after = posReducer(state, { type: 'setQuantity', key, quantity });
      expect(after, String(quantity)).toBe(state);
    }
    state = posReducer(state, { type: 'setQuantity', key, quantity: 5000 });
    expect(state.cart[0].quantity).toBe(999);
    // The same quantity again, or an unknown line, changes nothing (no new state object).
    expect(posReducer(state, { type: 'setQuantity', key, quantity: 999 })).toBe(state);
    expect(posReducer(state, { type: 'setQuantity', key: 'nope', quantity: 4 })).toBe(state);
    // The line keeps its place and its note.
    state = posReducer(state, { type: 'setNote', key, notes: 'sin hielo' });
    state = posReducer(state, { type: 'setQuantity', key, quantity: 1 });
    expect(state.cart.map((l) => [l.title, l.quantity, l.notes])).toEqual([
      [state.cart[0].title, 1, 'sin hielo'],
      ['Agua', 1, null],
    ]);
  });

  it('keeps notes trimmed, at most 100 characters, and null when blank', () => {
    let state = run({ type: 'add', item: item() });
    const key = state.cart[0].key;
    state = posReducer(state, { type: 'setNote', key, notes: '  sin azúcar ' });
    expect(state.cart[0].notes).toBe('sin azúcar');
    state = posReducer(state, { type: 'setNote', key, notes: 'x'.repeat(150) });
    expect(state.cart[0].notes).toHaveLength(100);
    state = posReducer(state, { type: 'setNote', key, notes: '   ' });
    expect(state.cart[0].notes).toBeNull();
  });

  it('sets and resets the customer; Nuevo clears cart and customer but keeps service and table', () => {
    let state = run(
      { type: 'add', item: item() },
      { type: 'setCustomer', customer },
      { type: 'setDeliveryType', deliveryType: 'dinein' },
      { type: 'setTable', tableId: 4 },
    );
    expect(state.customerType).toBe('CUSTOMER');
    expect(customerLabel(state, 'WALKIN CUSTOMER')).toBe('3001234567-María Fernanda Gómez');
    expect(customerLabel(posReducer(state, { type: 'resetCustomer' }), 'WALKIN CUSTOMER')).toBe('WALKIN CUSTOMER');
    expect(posReducer(state, { type: 'resetCustomer' })).toMatchObject({ customer: null, customerType: 'WALKIN' });

    state = posReducer(state, { type: 'newOrder' });
    expect(state).toMatchObject({
      cart: [],
      customer: null,
      customerType: 'WALKIN',
      deliveryType: 'dinein',
      tableId: 4,
    });
  });

  it('a sent order empties the cart and resets service and table, keeping the customer', () => {
    const state = run(
      { type: 'add', item: item() },
      { type: 'setCustomer', customer },
      { type: 'setDeliveryType', deliveryType: 'delivery' },
      { type: 'setTable', tableId: 4 },
      { type: 'orderSent' },
    );
    expect(state).toMatchObject({ cart: [], deliveryType: '', tableId: null, customerType: 'CUSTOMER' });
  });

  it('loadCart replaces the cart and clearCart empties it', () => {
    const a = run({ type: 'add', item: item() });
    const b = run(
      { type: 'add', item: item({ id: 3, title: 'Agua' }) },
      { type: 'loadCart', cart: a.cart, menu: [item()] },
    );
    expect(b.cart.map((l) => l.title)).toEqual(['Café tinto']);
    expect(posReducer(b, { type: 'clearCart' }).cart).toEqual([]);
  });

  it('loads a draft saved under an old price at the current price', () => {
    const draft = run({ type: 'add', item: item() }, { type: 'increment', key: '1||' }).cart;
    const saved = JSON.parse(JSON.stringify(draft)) as typeof draft; // a draft comes back from storage
    const state = run({
      type: 'loadCart',
      cart: saved,
      menu: [item({ price: 2800, tax_rate: 19, tax_type: 'exclusive' })],
    });
    expect(state.cart).toHaveLength(1);
    expect(state.cart[0]).toMatchObject({ price: 2800, tax_rate: 19, quantity: 2, key: '1||' });
    expect(cartTotals(state.cart).payableTotal).toBe(2 * 3332_00);
  });

  it('re-prices lines from a refreshed menu and drops options that are gone', () => {
    const state = run(
      { type: 'add', item: churrasco, variant: churrasco.variants[1], addons: [churrasco.addons[0]] },
      { type: 'add', item: item() },
    );
    const menu = [
      { ...churrasco, variants: [{ ...churrasco.variants[1], price: 50000 }], addons: [] },
      { ...item(), price: 3000 },
    ];
    const next = repriceCart(state.cart, menu);
    expect(next[0]).toMatchObject({ variant_id: 11, addons_ids: [], key: '2|11|', quantity: 1 });
    expect(next[0].variant?.price).toBe(50000);
    expect(next[1]).toMatchObject({ price: 3000, quantity: 1, key: state.cart[1].key });
    expect(repriceCart(next, menu)).toBe(next);
  });

  it('merges lines that became the same choice when an add-on vanished', () => {
    const [medio] = churrasco.variants;
    const state = run(
      { type: 'add', item: churrasco, variant: medio, addons: [] },
      { type: 'add', item: churrasco, variant: medio, addons: [churrasco.addons[1]] },
      { type: 'increment', key: '2|10|21' },
    );
    const next = repriceCart(state.cart, [{ ...churrasco, addons: [churrasco.addons[0]] }]);
    expect(next.map((l) => [l.key, l.quantity])).toEqual([['2|10|', 3]]);
  });

  it('keeps and flags a line whose item left the menu, and drops a table that no longer exists', () => {
    const state = run(
      { type: 'add', item: item() },
      { type: 'add', item: churrasco },
      { type: 'setTable', tableId: 4 },
    );
    const synced = posReducer(state, { type: 'syncCatalogue', menu: [churrasco], tableIds: [1, 2] });
    expect(synced.cart.map((l) => l.title)).toEqual(['Café tinto', 'Churrasco']);
    expect(synced.tableId).toBeNull();
    expect([...unavailableKeys(synced.cart, [churrasco])]).toEqual(['1||']);
    const same = posReducer(synced, { type: 'syncCatalogue', menu: [item(), churrasco], tableIds: [1] });
    expect(same).toBe(synced);
    expect(unavailableKeys(same.cart, [item(), churrasco]).size).toBe(0);
  });
});
