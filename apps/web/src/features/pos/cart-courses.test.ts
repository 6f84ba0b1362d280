import type { Course, PosMenuItem } from '@comandero/contracts';
import { describe, expect, it } from 'vitest';
import { courseGroups, defaultCourseId, heldToSend } from './cart-courses';
import { initialPosState, posReducer, type PosAction, type PosState } from './cart-state';
import { readDrafts, saveDraft } from './draft-storage';
import { orderBody } from './use-order-submit';
import { readWorkingCart, writeWorkingCart } from './working-cart-storage';

const item = (id: number, categoryId: number | null, title = `Ítem ${id}`): PosMenuItem => ({
  id,
  title,
  price: 10000,
  net_price: null,
  image: null,
  category_id: categoryId,
  category_title: null,
  tax_id: null,
  tax_title: null,
  tax_rate: null,
  tax_type: null,
  variants: [],
  addons: [],
});

// Listed out of order on purpose: the cart follows position.
const courses: Course[] = [
  { id: 3, title: 'Postre', position: 3, categoryIds: [30] },
  { id: 1, title: 'Entrada', position: 1, categoryIds: [10] },
  { id: 2, title: 'Plato fuerte', position: 2, categoryIds: [20] },
];
const soup = item(1, 10, 'Sopa');
const steak = item(2, 20, 'Churrasco');
const cake = item(3, 30, 'Torta');
const water = item(4, 99, 'Agua');

const run = (actions: PosAction[], from: PosState = initialPosState) => actions.reduce(posReducer, from);
const add = (it: PosMenuItem): PosAction => ({ type: 'add', item: it, courseId: defaultCourseId(it, courses) });

describe('cart courses (issue 21)', () => {
  it('a line starts in its category default course, and none when no course takes the category', () => {
    expect(defaultCourseId(soup, courses)).toBe(1);
    expect(defaultCourseId(cake, courses)).toBe(3);
    expect(defaultCourseId(water, courses)).toBeNull();
    expect(defaultCourseId(item(5, null), courses)).toBeNull();
    const state = run([add(soup), add(water)]);
    expect(state.cart.map((l) => [l.title, l.course_id])).toEqual([
      ['Sopa', 1],
      ['Agua', undefined],
    ]);
    // A line without a course keeps the spec's shape: no course_id at all.
    expect('course_id' in state.cart[1]).toBe(false);
  });

  it('groups lines by course in serving order, lines without a course first; a plain list when none has one', () => {
    expect(courseGroups(run([add(water), add(water)]).cart, courses)).toEqual([]);
    const state = run([add(cake), add(steak), add(water), add(soup)]);
    const groups = courseGroups(state.cart, courses);
    expect(groups.map((g) => [g.course?.title ?? null, g.lines.map((l) => l.line.title), g.holdable])).toEqual([
      [null, ['Agua'], false],
      ['Entrada', ['Sopa'], false],
      ['Plato fuerte', ['Churrasco'], true],
      ['Postre', ['Torta'], true],
    ]);
    // Each line keeps its index in the cart, where its priced line is.
    expect(groups[1].lines[0].index).toBe(3);
  });

  it('one tap moves a line to another course; the same dish already there merges', () => {
    let state = run([add(steak), add(steak), { type: 'add', item: steak, courseId: 1 }]);
    expect(state.cart.map((l) => [l.course_id, l.quantity])).toEqual([
      [2, 2],
      [1, 1],
    ]);
    state = posReducer(state, { type: 'setCourse', key: state.cart[1].key, courseId: 2 });
    expect(state.cart.map((l) => [l.course_id, l.quantity])).toEqual([[2, 3]]);
    state = posReducer(state, { type: 'setCourse', key: state.cart[0].key, courseId: null });
    expect(state.cart.map((l) => [l.course_id, l.quantity, l.key])).toEqual([[undefined, 3, '2||']]);
  });

  it('sends course_id per line and only the held later courses still in the cart', () => {
    let state = run([add(soup), add(steak), add(cake)]);
    state = run(
      [
        { type: 'setHeld', courseId: 2, held: true },
        { type: 'setHeld', courseId: 3, held: true },
        // The first course of the cart is never held, even if asked.
        { type: 'setHeld', courseId: 1, held: true },
        { type: 'setHeld', courseId: 3, held: false },
      ],
      state,
    );
    expect(heldToSend(state, courses)).toEqual([2]);
    const body = orderBody({ ...state, heldCourses: heldToSend(state, courses) });
    expect(body.cart.map((l) => (l as { course_id?: number }).course_id)).toEqual([1, 2, 3]);
    expect(body).toMatchObject({ heldCourses: [2] });
    // Nothing held: no heldCourses field, as a spec client sends.
    expect('heldCourses' in orderBody({ ...state, heldCourses: [] })).toBe(false);
    // The main course removed: its hold is not sent.
    const noMain = posReducer(state, { type: 'remove', key: state.cart[1].key });
    expect(heldToSend(noMain, courses)).toEqual([]);
    expect(posReducer(state, { type: 'orderSent' }).heldCourses).toEqual([]);
  });

  it('a course deleted in the settings leaves its lines without course and unheld on the next sync', () => {
    let state = run([add(soup), add(steak), { type: 'setHeld', courseId: 2, held: true }]);
    state = posReducer(state, { type: 'syncCatalogue', menu: [soup, steak], tableIds: [], courseIds: [1, 3] });
    expect(state.cart.map((l) => [l.title, l.course_id ?? null])).toEqual([
      ['Sopa', 1],
      ['Churrasco', null],
    ]);
    expect(state.heldCourses).toEqual([]);
  });

  it('the working cart keeps each line course and the held courses; a draft keeps the courses of its lines', () => {
    const state = run([add(soup), add(steak), { type: 'setHeld', courseId: 2, held: true }]);
    writeWorkingCart('mesero', state);
    const restored = readWorkingCart('mesero');
    expect(restored?.cart.map((l) => l.course_id)).toEqual([1, 2]);
    expect(restored?.heldCourses).toEqual([2]);

    saveDraft('Mesa 4', state.cart);
    const loaded = posReducer(initialPosState, { type: 'loadCart', cart: readDrafts()[0].cart, menu: [soup, steak] });
    expect(loaded.cart.map((l) => [l.title, l.course_id, l.key])).toEqual([
      ['Sopa', 1, '1||@1'],
      ['Churrasco', 2, '2||@2'],
    ]);
  });

  it('a draft saved with a held course reopens with each line in its course and that course still held', () => {
    localStorage.clear();
    // The dessert is held too, then its line removed: a hold without lines is not saved with the draft.
    const state = run([
      add(soup),
      add(steak),
      add(cake),
      { type: 'setHeld', courseId: 2, held: true },
      { type: 'setHeld', courseId: 3, held: true },
    ]);
    const cart = state.cart.filter((l) => l.course_id !== 3);
    saveDraft('Mesa 7', cart, state.heldCourses);
    // The draft goes through browser storage as JSON, and is loaded into a cart that held nothing.
    const [draft] = readDrafts();
    expect(draft.heldCourses).toEqual([2]);
    const other = run([add(water), { type: 'setHeld', courseId: 3, held: true }]);
    const loaded = posReducer(other, {
      type: 'loadCart',
      cart: draft.cart,
      menu: [soup, steak, cake],
      heldCourses: draft.heldCourses,
    });
    expect(loaded.cart.map((l) => [l.title, l.course_id])).toEqual([
      ['Sopa', 1],
      ['Churrasco', 2],
    ]);
    expect(loaded.heldCourses).toEqual([2]);
    // What the reopened cart sends: the main en espera, the starter to the kitchen now.
    expect(heldToSend(loaded, courses)).toEqual([2]);
    // A draft saved before courses could be held (no heldCourses) reopens with nothing held.
    const plain = posReducer(other, { type: 'loadCart', cart: draft.cart, menu: [soup, steak] });
    expect(plain.heldCourses).toEqual([]);
  });
});
