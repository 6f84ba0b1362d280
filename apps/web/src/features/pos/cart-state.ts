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

/**
 * A cart line plus a key naming the item + variant + add-on choice (and course), so equal choices
 * merge. `course_id` (issue 21) is the line's course; absent, the line has none and goes to the
 * kitchen at once, as on a store without courses.
 */
export type PosCartLine = CartLine & { key: string; course_id?: number };

export type PosState = {
  cart: PosCartLine[];
  customerType: CustomerType;
  customer: Customer | null;
  deliveryType: DeliveryType | '';
  tableId: number | null;
  /** Issue 21: courses marked en espera; only those of the cart's later courses are sent (heldToSend). */
  heldCourses?: number[];
};

export type PosAction =
  | {
      type: 'add';
      item: PosMenuItem;
      variant?: PosOption | null;
      addons?: readonly PosOption[];
      courseId?: number | null;
    }
  | { type: 'setCourse'; key: string; courseId: number | null }
  | { type: 'setHeld'; courseId: number; held: boolean }
  | { type: 'increment'; key: string }
  | { type: 'decrement'; key: string }
  | { type: 'setQuantity'; key: string; quantity: number }
  | { type: 'remove'; key: string }
  | { type: 'setNote'; key: string; notes: string }
  | { type: 'clearCart' }
  | { type: 'newOrder' }
  | { type: 'orderSent' }
  | { type: 'loadCart'; cart: PosCartLine[]; menu: readonly PosMenuItem[]; heldCourses?: readonly number[] }
  | { type: 'setCustomer'; customer: Customer }
  | { type: 'resetCustomer' }
  | { type: 'setDeliveryType'; deliveryType: DeliveryType | '' }
  | { type: 'setTable'; tableId: number | null }
  | {
      type: 'syncCatalogue';
      menu: readonly PosMenuItem[];
      tableIds: readonly number[];
      /** The store's courses now: a line in a course deleted since loses its course. */
      courseIds?: readonly number[];
    };

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
  courseId?: number | null,
): PosCartLine {
  // The item's lists of available options are left out: drafts stay small and `addons` means chosen.
  const { variants: _variants, addons: _available, ...fields } = item;
  const chosen = [...addons];
  const key = lineKey(
    item.id,
    variant?.id,
    chosen.map((a) => a.id),
  );
  return {
    ...fields,
    key: withCourse(key, courseId),
    quantity: 1,
    notes: null,
    variant_id: variant?.id ?? null,
    variant: variant ?? null,
    addons_ids: chosen.map((a) => a.id),
    addons: chosen,
    // Only on a line with a course: a store without courses sends the spec's line shape.
    ...(courseId ? { course_id: courseId } : {}),
  };
}

/** The same dish in two courses is two lines; without a course the key is the spec-era one. */
function withCourse(key: string, courseId: number | null | undefined): string {
  return courseId ? `${key}@${courseId}` : key;
}

/** The line's choice key without its course. */
function choiceKey(line: PosCartLine): string {
  return line.course_id ? line.key.slice(0, line.key.lastIndexOf('@')) : line.key;
}

/** A line moved to another course (null: none); it merges into a line already there with the same choice. */
function moveToCourse(cart: PosCartLine[], key: string, courseId: number | null): PosCartLine[] {
  const line = cart.find((l) => l.key === key);
  if (!line || (line.course_id ?? null) === courseId) return cart;
  const { course_id: _old, ...rest } = line;
  const moved: PosCartLine = {
    ...rest,
    key: withCourse(choiceKey(line), courseId),
    ...(courseId ? { course_id: courseId } : {}),
  };
  const twin = cart.find((l) => l.key === moved.key);
  if (!twin) return cart.map((l) => (l === line ? moved : l));
  const merged = {
    ...twin,
    quantity: Math.min(MAX_LINE_QUANTITY, twin.quantity + line.quantity),
    notes: twin.notes ?? line.notes,
  };
  return cart.filter((l) => l !== line).map((l) => (l === twin ? merged : l));
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
 * Lines take the catalogue's current prices and taxes (after /pos/init is refetched, or when a draft
 * saved under older prices is loaded). A variant or add-on that no longer exists is dropped from its
 * line, and lines that become the same choice merge. A line whose item is gone is kept as it is: the
 * cart flags it (see unavailableKeys) so the cashier decides what replaces it.
 */
export function repriceCart(
  cart: PosCartLine[],
  menu: readonly PosMenuItem[],
  courseIds?: readonly number[],
): PosCartLine[] {
  const byId = new Map(menu.map((m) => [m.id, m]));
  const courses = courseIds ? new Set(courseIds) : null;
  let changed = false;
  const next: PosCartLine[] = [];
  for (const line of cart) {
    const item = byId.get(line.id);
    if (!item) {
      next.push(line);
      continue;
    }
    const variant = line.variant ? (item.variants.find((v) => v.id === line.variant?.id) ?? null) : null;
    const addons = (line.addons ?? []).flatMap((a) => item.addons.filter((x) => x.id === a.id));
    const courseId = line.course_id && (!courses || courses.has(line.course_id)) ? line.course_id : null;
    const updated = { ...makeLine(item, variant, addons, courseId), quantity: line.quantity, notes: line.notes };
    const twin = next.findIndex((l) => l.key === updated.key);
    if (twin >= 0) {
      next[twin] = { ...next[twin], quantity: Math.min(MAX_LINE_QUANTITY, next[twin].quantity + updated.quantity) };
      changed = true;
    } else if (JSON.stringify(updated) === JSON.stringify(line)) {
      next.push(line);
    } else {
      next.push(updated);
      changed = true;
    }
  }
  return changed ? next : cart;
}

/** Keys of the lines whose item is no longer on the menu: the server would refuse the order. */
export function unavailableKeys(cart: readonly PosCartLine[], menu: readonly PosMenuItem[]): Set<string> {
  const ids = new Set(menu.map((m) => m.id));
  return new Set(cart.filter((l) => !ids.has(l.id)).map((l) => l.key));
}

export function posReducer(state: PosState, action: PosAction): PosState {
  switch (action.type) {
    case 'add': {
      const line = makeLine(action.item, action.variant, action.addons, action.courseId);
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
    case 'setQuantity': {
      // A typed quantity: a whole number from 1 to the line limit. Anything else (0, blank, 2.5)
      // leaves the line as it was; removing is the trash button's or the "−" confirmation's job.
      const { quantity } = action;
      if (!Number.isInteger(quantity) || quantity < 1) return state;
      const next = Math.min(MAX_LINE_QUANTITY, quantity);
      const line = state.cart.find((l) => l.key === action.key);
      if (!line || line.quantity === next) return state;
      return { ...state, cart: mapLine(state.cart, action.key, (l) => ({ ...l, quantity: next })) };
    }
    case 'remove':
      return { ...state, cart: mapLine(state.cart, action.key, () => null) };
    case 'setNote': {
      const notes = action.notes.slice(0, NOTE_MAX_LENGTH).trim();
      return { ...state, cart: mapLine(state.cart, action.key, (l) => ({ ...l, notes: notes || null })) };
    }
    case 'setCourse':
      return { ...state, cart: moveToCourse(state.cart, action.key, action.courseId) };
    case 'setHeld': {
      const others = (state.heldCourses ?? []).filter((c) => c !== action.courseId);
      return { ...state, heldCourses: action.held ? [...others, action.courseId] : others };
    }
    case 'clearCart':
      return { ...state, cart: [], heldCourses: [] };
    case 'newOrder':
      return { ...state, cart: [], heldCourses: [], customer: null, customerType: 'WALKIN' };
    case 'orderSent':
      // The next order starts without a table: kept, it would silently land on the table just served.
      return { ...state, cart: [], heldCourses: [], deliveryType: '', tableId: null };
    case 'loadCart':
      // A draft keeps the prices of the day it was saved; the server only accepts today's.
      // Its held courses come back with it (issue 21); the catalogue sync drops any the store deleted since.
      return { ...state, cart: repriceCart(action.cart, action.menu), heldCourses: [...(action.heldCourses ?? [])] };
    case 'setCustomer':
      return { ...state, customer: action.customer, customerType: 'CUSTOMER' };
    case 'resetCustomer':
      return { ...state, customer: null, customerType: 'WALKIN' };
    case 'setDeliveryType':
      return { ...state, deliveryType: action.deliveryType };
    case 'setTable':
      return { ...state, tableId: action.tableId };
    case 'syncCatalogue': {
      const cart = repriceCart(state.cart, action.menu, action.courseIds);
      const tableGone = state.tableId !== null && !action.tableIds.includes(state.tableId);
      const held = state.heldCourses ?? [];
      const heldCourses = action.courseIds ? held.filter((c) => action.courseIds?.includes(c)) : held;
      if (cart === state.cart && !tableGone && heldCourses.length === held.length) return state;
      return { ...state, cart, heldCourses, tableId: tableGone ? null : state.tableId };
    }
  }
}

/** What the customer box shows (spec §2): WALKIN CUSTOMER or phone-name. */
export function customerLabel(state: Pick<PosState, 'customer' | 'customerType'>, walkin: string): string {
  return state.customerType === 'CUSTOMER' && state.customer
    ? `${state.customer.phone}-${state.customer.name}`
    : walkin;
}
