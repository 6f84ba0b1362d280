import {
  KITCHEN_MESSAGES,
  ORDERS_MESSAGES as M,
  POS_MESSAGES,
  type KitchenResponse,
  type OrderGroup,
  type OrderItem,
} from '@comandero/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testDatabases, type ApiClient, type TestApp } from '../../../test/test-app.js';
import { cartLine, openPosApp, type PosCatalogue } from '../../../test/fixtures/orders.js';

/**
 * Issue 21, first slice: lines carry a course; a held course stays off the kitchen until the waiter
 * fires it. A client that knows nothing of courses sends none and its lines go to the kitchen at once.
 */
describe.each(testDatabases)('courses held and fired on %s', (kind) => {
  let t: TestApp;
  let c: PosCatalogue;
  let api: ApiClient;
  let course: { entrada: number; fuerte: number; postre: number };

  beforeEach(async () => {
    ({ t, c, api } = await openPosApp(kind));
    const rows = await t.database.db.selectFrom('courses').select(['id', 'title']).orderBy('position').execute();
    expect(rows.map((r) => r.title)).toEqual(['Entrada', 'Plato fuerte', 'Postre']);
    course = { entrada: rows[0].id, fuerte: rows[1].id, postre: rows[2].id };
  });
  afterEach(async () => {
    await t.close();
  });

  const submit = (cart: object[], heldCourses?: number[]) =>
    api.post('/pos/create-order', {
      cart,
      deliveryType: 'dinein',
      customerType: 'WALKIN',
      customerId: null,
      tableId: c.table,
      ...(heldCourses ? { heldCourses } : {}),
    });
  const place = async (cart: object[], heldCourses?: number[]) => {
    const res = await submit(cart, heldCourses);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { orderId: number }).orderId;
  };
  const inCourse = (line: object, courseId: number) => ({ ...line, course_id: courseId });
  const kitchenLines = async (orderId: number) => {
    const res = await api.get('/kitchen');
    expect(res.statusCode).toBe(200);
    return (res.json() as KitchenResponse).find((o) => o.id === orderId)?.items ?? null;
  };
  const orderLines = async (orderId: number): Promise<OrderItem[]> => {
    const groups = (await api.get('/orders')).json() as OrderGroup[];
    return groups.flatMap((g) => g.orders).find((o) => o.id === orderId)!.items;
  };
  const fire = (orderId: number, courseId: unknown) => api.post(`/orders/${orderId}/fire-course`, { courseId });

  it('keeps a held course off the kitchen, shows it held on the orders screen, and fires it once', async () => {
    const orderId = await place(
      [
        inCourse(cartLine(c.items.lemonade, 2), course.entrada),
        inCourse(cartLine(c.items.burger, 2), course.fuerte),
        inCourse(cartLine(c.items.water, 1), course.fuerte),
      ],
      [course.fuerte],
    );
    const lines = await orderLines(orderId);
    expect(lines.map((l) => [l.item_title, l.course_title, l.held, l.fired_at])).toEqual([
      ['Limonada', 'Entrada', false, null],
      ['Hamburguesa', 'Plato fuerte', true, null],
      ['Agua', 'Plato fuerte', true, null],
    ]);
    expect((await kitchenLines(orderId))!.map((l) => l.item_title)).toEqual(['Limonada']);

    // The kitchen cannot start a held line, and a bump moves only what it sees.
    const heldLine = lines[1].id;
    const start = await api.post(`/kitchen/${heldLine}`, { status: 'preparing' });
    expect(start.statusCode).toBe(409);
    expect(start.json()).toEqual({ message: KITCHEN_MESSAGES.lineHeld });
    const bump = await api.post(`/kitchen/order/${orderId}/bump`, {});
    expect(bump.statusCode, bump.body).toBe(200);
    expect((bump.json() as { itemIds: number[] }).itemIds).toEqual([lines[0].id]);

    const fired = await fire(orderId, course.fuerte);
    expect(fired.statusCode, fired.body).toBe(200);
    expect(fired.json()).toEqual({ message: M.courseFired, itemIds: [lines[1].id, lines[2].id] });
    const kitchen = (await kitchenLines(orderId))!;
    expect(kitchen.map((l) => [l.item_title, l.status, l.held])).toEqual([
      ['Limonada', 'preparing', false],
      ['Hamburguesa', 'created', false],
      ['Agua', 'created', false],
    ]);
    expect(kitchen[1].fired_at).toEqual(expect.any(String));

    const again = await fire(orderId, course.fuerte);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: M.courseNotHeld });
    expect((await fire(orderId, course.postre)).statusCode).toBe(409);
  });

  it("refuses to move a held line's status until its course is fired, but lets it be voided", async () => {
    const orderId = await place(
      [inCourse(cartLine(c.items.burger, 1), course.fuerte), inCourse(cartLine(c.items.water, 1), course.fuerte)],
      [course.fuerte],
    );
    const [burger, water] = await orderLines(orderId);
    for (const status of ['preparing', 'completed', 'delivered']) {
      const res = await api.post(`/orders/update-status/${burger.id}`, { status });
      expect(res.statusCode, status).toBe(409);
      expect(res.json()).toEqual({ message: M.heldItemStatus });
    }
    expect((await orderLines(orderId)).map((l) => l.status)).toEqual(['created', 'created']);
    expect((await api.post(`/orders/update-status/${water.id}`, { status: 'cancelled' })).statusCode).toBe(200);
    expect((await fire(orderId, course.fuerte)).statusCode).toBe(200);
    expect((await api.post(`/orders/update-status/${burger.id}`, { status: 'preparing' })).statusCode).toBe(200);
    expect((await orderLines(orderId)).map((l) => l.status)).toEqual(['preparing', 'cancelled']);
  });

  it('an order whose every course is held reaches the kitchen only when one is fired', async () => {
    const orderId = await place([inCourse(cartLine(c.items.burger, 1), course.fuerte)], [course.fuerte]);
    expect(await kitchenLines(orderId)).toBeNull();
    expect((await fire(orderId, course.fuerte)).statusCode).toBe(200);
    expect((await kitchenLines(orderId))!.map((l) => l.item_title)).toEqual(['Hamburguesa']);
  });

  it('a client that knows nothing of courses keeps the spec line shape and goes to the kitchen at once', async () => {
    const orderId = await place([cartLine(c.items.water, 1)]);
    const [line] = await orderLines(orderId);
    for (const key of ['course_id', 'course_title', 'held', 'fired_at']) expect(line).not.toHaveProperty(key);
    expect((await kitchenLines(orderId))!.map((l) => l.item_title)).toEqual(['Agua']);
  });

  it('with auto-fire on, fires the next held course once the kitchen finishes what was fired; off, waits', async () => {
    const setting = async () => (await api.get('/settings/course-setting')).json() as { autoFire: boolean };
    expect(await setting()).toEqual({ autoFire: false });
    const cart = [
      inCourse(cartLine(c.items.lemonade, 1), course.entrada),
      inCourse(cartLine(c.items.burger, 1), course.fuerte),
      inCourse(cartLine(c.items.water, 1), course.postre),
    ];
    const bumpTwice = async (orderId: number) => {
      for (let i = 0; i < 2; i++) expect((await api.post(`/kitchen/order/${orderId}/bump`, {})).statusCode).toBe(200);
    };

    const manual = await place(cart, [course.fuerte, course.postre]);
    await bumpTwice(manual);
    expect((await kitchenLines(manual))?.map((l) => l.item_title) ?? []).toEqual([]);

    const saved = await api.post('/settings/course-setting', { autoFire: true });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await setting()).toEqual({ autoFire: true });
    const bad = await api.post('/settings/course-setting', { autoFire: 'sí' });
    expect(bad.statusCode).toBe(400);

    const auto = await place(cart, [course.fuerte, course.postre]);
    await bumpTwice(auto);
    // The main course fired by itself; dessert waits for the main to be finished.
    expect((await kitchenLines(auto))!.map((l) => [l.item_title, l.status])).toEqual([
      ['Limonada', 'completed'],
      ['Hamburguesa', 'created'],
    ]);
    const [, burger] = await orderLines(auto);
    expect(await api.post(`/kitchen/${burger.id}`, { status: 'preparing' })).toMatchObject({ statusCode: 200 });
    expect(await api.post(`/kitchen/${burger.id}`, { status: 'completed' })).toMatchObject({ statusCode: 200 });
    expect((await orderLines(auto)).map((l) => [l.item_title, l.held])).toEqual([
      ['Limonada', false],
      ['Hamburguesa', false],
      ['Agua', false],
    ]);
  });

  it('refuses unknown courses, and fires only on an open order it knows', async () => {
    for (const res of [
      await submit([inCourse(cartLine(c.items.water, 1), 999_999)]),
      await submit([cartLine(c.items.water, 1)], [999_999]),
      await submit([inCourse(cartLine(c.items.water, 1), 'entrada' as unknown as number)]),
    ]) {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual({ message: POS_MESSAGES.courseInvalid });
    }
    const orderId = await place([inCourse(cartLine(c.items.water, 1), course.postre)], [course.postre]);
    for (const bad of [null, 'postre', 0, -1]) {
      const res = await fire(orderId, bad);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: M.courseInvalid });
    }
    expect((await fire(999_999, course.postre)).statusCode).toBe(404);
    expect((await api.post('/orders/cancel', { orderIds: [orderId] })).statusCode).toBe(200);
    const closed = await fire(orderId, course.postre);
    expect(closed.statusCode).toBe(409);
    expect(closed.json()).toEqual({ message: M.orderClosed });
  });
});
