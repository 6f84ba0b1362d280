import { addDays, DATE_FILTER_MESSAGES, localDay, RESERVATION_MESSAGES, wallTimeToInstant } from '@comandero/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabases, type TestApp } from '../../../test/test-app.js';
import { seedPosCatalogue, type PosCatalogue } from '../../../test/fixtures/pos.js';

const M = RESERVATION_MESSAGES;
const ZONE = 'America/Bogota';

describe.each(testDatabases)('reservations on %s', (kind) => {
  let t: TestApp;
  let c: PosCatalogue;
  let admin: string;
  let viewer: string;
  let patio: number;
  const today = localDay(new Date(), ZONE);
  const tomorrow = addDays(today, 1);
  const at = (day: string, time: string) => `${day}T${time}`;
  const instant = (day: string, time: string) => new Date(wallTimeToInstant(at(day, time), ZONE)!);
  // The server's clock reads 8 am today in the store's zone (so tonight is still ahead), unless a
  // test moves it.
  const morning = instant(today, '08:00');
  let now = morning;

  beforeAll(async () => {
    t = await createTestApp(kind, { clock: { now: () => now } });
    c = await seedPosCatalogue(t.database.db);
    patio = (
      await t.database.db
        .insertInto('store_tables')
        .values({ table_title: 'Patio 1', floor: 'Terraza', seating_capacity: 6, created_at: new Date().toISOString() })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    await t.createUser('viewer', { scope: 'VIEW_RESERVATIONS' });
    admin = await t.signIn();
    viewer = await t.signIn('viewer', 'user-pass-123');
  });
  afterAll(async () => {
    await t.close();
  });

  const post = (payload: object, cookie = admin) =>
    t.app.inject({ method: 'POST', url: '/api/v1/reservations/add', payload, headers: { cookie } });
  // Issue 18: a reservation is for 1 person or more; the tests that are about something else book 2.
  const add = (payload: object, cookie = admin) => post({ peopleCount: 2, ...payload }, cookie);
  const update = (id: number | string, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/v1/reservations/update/${id}`, payload, headers: { cookie: admin } });
  const get = (url: string, cookie = admin) =>
    t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { cookie } });
  const book = async (payload: object) => {
    const res = await add(payload);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().reservation as { id: number; unique_code: string; date: string; status: string };
  };

  it('init lists the tables', async () => {
    const res = await get('/reservations/init', viewer);
    expect(res.statusCode).toBe(200);
    expect(res.json().storeTables).toEqual([
      { id: c.table, table_title: 'Mesa 1', floor: 'Primer piso', seating_capacity: 4 },
      { id: patio, table_title: 'Patio 1', floor: 'Terraza', seating_capacity: 6 },
    ]);
  });

  it('adds a booked reservation with a short code, the picked local time read in the store zone', async () => {
    const res = await add({
      customerId: '300 111 2233',
      date: at(tomorrow, '20:00'),
      tableId: c.table,
      peopleCount: 4,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe(M.added);
    expect(body.reservation).toEqual({
      id: expect.any(Number),
      customer_id: c.customerPhone,
      customer_name: 'Ana Pérez',
      date: wallTimeToInstant(at(tomorrow, '20:00'), ZONE),
      table_id: c.table,
      table_title: 'Mesa 1',
      floor: 'Primer piso',
      status: 'booked',
      notes: null,
      people_count: 4,
      unique_code: expect.stringMatching(/^[A-HJKMNP-Z2-9]{6}$/),
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
  });

  it('refuses a table already held within two hours, unless one of the two is cancelled', async () => {
    const taken = await add({ customerId: c.customerPhone, date: at(tomorrow, '21:59'), tableId: c.table });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ message: M.tableTaken });
    expect((await add({ customerId: c.customerPhone, date: at(tomorrow, '18:01'), tableId: c.table })).statusCode).toBe(
      409,
    );
    // Exactly two hours later the table is free again, and another table is free at any time.
    await book({ customerId: c.customerPhone, date: at(tomorrow, '22:00'), tableId: c.table });
    await book({ customerId: c.customerPhone, date: at(tomorrow, '21:00'), tableId: patio });
    const cancelled = await book({
      customerId: c.customerPhone,
      date: at(tomorrow, '21:00'),
      tableId: c.table,
      status: 'cancelled',
    });
    const revived = await update(cancelled.id, { date: at(tomorrow, '21:00'), status: 'booked' });
    expect(revived.statusCode).toBe(409);
    expect(revived.json()).toEqual({ message: M.tableTaken });
    // Moving it out of the way by an update is checked the same way (excluding itself).
    const moved = await update(cancelled.id, { date: at(tomorrow, '12:00'), status: 'paid' });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().reservation).toMatchObject({ status: 'paid', table_id: c.table });
    expect((await update(cancelled.id, { date: at(tomorrow, '12:30') })).statusCode).toBe(200);
  });

  it('two simultaneous bookings of one slot: exactly one wins', async () => {
    const day = addDays(today, 5);
    const results = await Promise.all(
      [0, 1, 2].map(() => add({ customerId: c.customerPhone, date: at(day, '13:00'), tableId: patio })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
  });

  it('validates with the spec messages', async () => {
    for (const [payload, message] of [
      [{ date: at(tomorrow, '10:00') }, M.customerRequired],
      [{ customerId: '  ', date: at(tomorrow, '10:00') }, M.customerRequired],
      [{ customerId: c.customerPhone }, M.dateRequired],
      [{ customerId: c.customerPhone, date: '' }, M.dateRequired],
      [{ customerId: c.customerPhone, date: 'mañana' }, M.dateInvalid],
      [{ customerId: c.customerPhone, date: `${tomorrow}T25:00` }, M.dateInvalid],
      [{ customerId: '3990000000', date: at(tomorrow, '10:00') }, M.customerNotFound],
      [{ customerId: c.customerPhone, date: at(tomorrow, '10:00'), tableId: 999_999 }, M.tableInvalid],
      [{ customerId: c.customerPhone, date: at(tomorrow, '10:00'), status: 'confirmed' }, M.statusInvalid],
      [{ customerId: c.customerPhone, date: at(tomorrow, '10:00'), peopleCount: -1 }, M.peopleInvalid],
      [{ customerId: c.customerPhone, date: at(tomorrow, '10:00'), peopleCount: 0 }, M.peopleInvalid],
      [{ customerId: c.customerPhone, date: at(tomorrow, '10:00'), peopleCount: '0' }, M.peopleInvalid],
      [{ customerId: c.customerPhone, date: at(tomorrow, '10:00'), peopleCount: 2.5 }, M.peopleInvalid],
      [{ customerId: c.customerPhone, date: at(tomorrow, '10:00'), peopleCount: 1001 }, M.peopleInvalid],
      [{ customerId: c.customerPhone, date: at(tomorrow, '10:00'), peopleCount: '' }, M.peopleRequired],
      [{ customerId: c.customerPhone, date: at(tomorrow, '10:00'), notes: 'x'.repeat(501) }, M.notesTooLong],
    ] as const) {
      const res = await add(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect((await update('abc', { date: at(tomorrow, '10:00') })).json()).toEqual({ message: M.invalidRequest });
    expect((await update(1, {})).json()).toEqual({ message: M.dateRequired });
    const missing = await update(999_999, { date: at(tomorrow, '10:00') });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: M.notFound });
  });

  it('refuses a time already past and a count under 1 people, on a real database, with nothing saved', async () => {
    const before = (await get('/reservations?type=yesterday')).json();
    for (const [payload, message] of [
      [{ customerId: c.customerPhone, date: at(addDays(today, -1), '20:00'), peopleCount: 2 }, M.datePast],
      [{ customerId: c.customerPhone, date: at(today, '07:30'), peopleCount: 2 }, M.datePast],
      // The instant form (what the web sends) is checked the same way.
      [{ customerId: c.customerPhone, date: instant(today, '06:00').toISOString(), peopleCount: 2 }, M.datePast],
      [{ customerId: c.customerPhone, date: at(tomorrow, '09:00'), peopleCount: 0 }, M.peopleInvalid],
      // A §7 client leaving the count out is asked for it rather than booking nobody.
      [{ customerId: c.customerPhone, date: at(tomorrow, '09:00') }, M.peopleRequired],
    ] as const) {
      const res = await post(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toEqual({ message });
    }
    expect((await get('/reservations?type=yesterday')).json()).toEqual(before);
    expect((await get(`/reservations/search?q=${encodeURIComponent('Ana')}`)).json()).not.toContainEqual(
      expect.objectContaining({ people_count: 0 }),
    );
    // Within the grace minutes of "now" (a walk-in booked for this minute) it is taken; one person is enough.
    now = instant(today, '08:04');
    try {
      const walkIn = await post({ customerId: c.customerPhone, date: at(today, '08:00'), peopleCount: 1 });
      expect(walkIn.statusCode, walkIn.body).toBe(200);
      expect(walkIn.json().reservation.people_count).toBe(1);
    } finally {
      now = morning;
    }
  });

  it('a reservation already past keeps taking notes and status, but is not moved into the past', async () => {
    const day = addDays(today, 6);
    const r = await book({ customerId: c.customerPhone, date: at(day, '19:00'), peopleCount: 4 });
    // The next morning, signed in again (the session lives on the same clock).
    now = instant(addDays(day, 1), '10:00');
    try {
      const cookie = await t.signIn();
      const edit = (payload: object) =>
        t.app.inject({ method: 'POST', url: `/api/v1/reservations/update/${r.id}`, payload, headers: { cookie } });
      const late = await edit({ date: at(day, '19:00'), status: 'paid', notes: 'Llegaron tarde' });
      expect(late.statusCode, late.body).toBe(200);
      expect(late.json().reservation).toMatchObject({ status: 'paid', notes: 'Llegaron tarde', people_count: 4 });
      // The same instant written as the web sends it is "unchanged" too.
      const sameInstant = await edit({ date: instant(day, '19:00').toISOString(), notes: 'Mesa 4' });
      expect(sameInstant.statusCode, sameInstant.body).toBe(200);
      const moved = await edit({ date: at(day, '21:00') });
      expect(moved.statusCode).toBe(400);
      expect(moved.json()).toEqual({ message: M.movedToPast });
      expect((await edit({ date: at(day, '19:00'), peopleCount: 0 })).json()).toEqual({ message: M.peopleInvalid });
      // Moved to a time still ahead, it is taken.
      const ahead = await edit({ date: at(addDays(day, 2), '19:00') });
      expect(ahead.statusCode, ahead.body).toBe(200);
      expect(ahead.json().reservation).toMatchObject({
        date: instant(addDays(day, 2), '19:00').toISOString(),
        notes: 'Mesa 4',
        status: 'paid',
      });
    } finally {
      now = morning;
    }
  });

  it('lists by date filter in the store zone: 9 pm tonight is today', async () => {
    const tonight = await book({
      customerId: { phone: c.customerPhone },
      date: at(today, '21:00'),
      tableId: null,
      notes: 'Cumpleaños',
    });
    const todays = (await get('/reservations?type=today', viewer)).json();
    expect(todays.map((r: { id: number }) => r.id)).toContain(tonight.id);
    expect(todays.every((r: { date: string }) => localDay(new Date(r.date), ZONE) === today)).toBe(true);
    const tomorrows = (await get('/reservations?type=tomorrow')).json() as { date: string }[];
    expect(tomorrows.map((r) => r.date)).toEqual(
      ['12:30', '20:00', '21:00', '22:00'].map((time) => wallTimeToInstant(at(tomorrow, time), ZONE)),
    );
    expect((await get('/reservations?type=yesterday')).json()).toEqual([]);
    const custom = (await get(`/reservations?type=custom&from=${today}&to=${addDays(today, 5)}`)).json();
    expect(custom).toHaveLength(todays.length + tomorrows.length + 1);
    const unknown = await get('/reservations?type=next_week');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(DATE_FILTER_MESSAGES.typeInvalid);
    const reversed = await get(`/reservations?type=custom&from=${tomorrow}&to=${today}`);
    expect(reversed.json()).toEqual({ message: DATE_FILTER_MESSAGES.rangeReversed });
  });

  it('searches by code, phone or name; blank finds nothing', async () => {
    const r = await book({ customerId: c.customerPhone, date: at(addDays(today, 9), '19:00'), tableId: patio });
    const byCode = (await get(`/reservations/search?q=${r.unique_code.toLowerCase()}`, viewer)).json();
    expect(byCode.map((x: { id: number }) => x.id)).toContain(r.id);
    const byPhone = (await get(`/reservations/search?q=${encodeURIComponent('111 2233')}`)).json();
    expect(byPhone.length).toBeGreaterThan(1);
    // Newest date first.
    expect(byPhone[0].id).toBe(r.id);
    const byName = (await get(`/reservations/search?q=${encodeURIComponent('ANA PÉ')}`)).json();
    expect(byName.length).toBe(byPhone.length);
    expect((await get('/reservations/search?q=%20%20')).json()).toEqual([]);
    expect((await get('/reservations/search?q=nadie')).json()).toEqual([]);
  });

  it('updates keep what is left out, and delete removes', async () => {
    const r = await book({
      customerId: c.customerPhone,
      date: at(addDays(today, 12), '19:00'),
      tableId: patio,
      notes: 'Ventana',
      peopleCount: 3,
    });
    const res = await update(r.id, { date: at(addDays(today, 12), '20:00') });
    expect(res.json().reservation).toMatchObject({
      table_id: patio,
      notes: 'Ventana',
      people_count: 3,
      status: 'booked',
    });
    const cleared = await update(r.id, { date: at(addDays(today, 12), '20:00'), tableId: '', notes: '' });
    expect(cleared.json().reservation).toMatchObject({ table_id: null, table_title: null, notes: null });
    const del = () =>
      t.app.inject({ method: 'DELETE', url: `/api/v1/reservations/delete/${r.id}`, headers: { cookie: admin } });
    expect((await del()).json()).toEqual({ message: M.deleted });
    expect((await del()).statusCode).toBe(404);
  });

  it('viewers read but cannot write; reservation writers may look customers up', async () => {
    expect((await add({ customerId: c.customerPhone, date: at(tomorrow, '08:00') }, viewer)).statusCode).toBe(403);
    await t.createUser('booker', { scope: 'RESERVATIONS' });
    const booker = await t.signIn('booker', 'user-pass-123');
    expect((await get(`/customers/${c.customerPhone}`, booker)).statusCode).toBe(200);
    expect((await get(`/customers/${c.customerPhone}`, viewer)).statusCode).toBe(403);
  });
});
