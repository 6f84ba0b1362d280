import { CUSTOMER_MESSAGES, CUSTOMERS_PAGES_HEADER, CUSTOMERS_TOTAL_HEADER } from '@comandero/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabases, type TestApp } from '../../../test/test-app.js';

const M = CUSTOMER_MESSAGES;

describe.each(testDatabases)('customers back office on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let viewer: string;
  let manager: string;
  // Near the real time and moving by seconds: sessions and the test's cookie jar follow real time.
  const base = Math.floor(Date.now() / 1000) * 1000;
  let at = base;
  const clock = { now: () => new Date(at) };

  beforeAll(async () => {
    t = await createTestApp(kind, { clock });
    await t.createUser('viewer', { scope: 'VIEW_CUSTOMERS' });
    await t.createUser('manager', { scope: 'MANAGE_CUSTOMERS' });
    admin = await t.signIn();
    viewer = await t.signIn('viewer', 'user-pass-123');
    manager = await t.signIn('manager', 'user-pass-123');
    // 23 customers, one second apart: Cliente 01 is the oldest.
    for (let i = 1; i <= 23; i++) {
      at += 1000;
      const n = String(i).padStart(2, '0');
      const res = await add({ phone: `300 000 00${n}`, name: `Cliente ${n}` });
      expect(res.statusCode).toBe(200);
    }
  });
  afterAll(async () => {
    await t.close();
  });

  const add = (payload: object, cookie = admin) =>
    t.app.inject({ method: 'POST', url: '/api/v1/customers/add', payload, headers: { cookie } });
  const get = (url: string, cookie = admin) =>
    t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { cookie } });
  const names = (rows: { name: string }[]) => rows.map((r) => r.name);

  it('lists 10 per page, newest first, with the totals in the body, in headers and in the paged route', async () => {
    const res = await get('/customers?sort=created_at&page=1&filter=&perPage=10', viewer);
    expect(res.statusCode).toBe(200);
    expect(res.headers[CUSTOMERS_TOTAL_HEADER.toLowerCase()]).toBe('23');
    expect(res.headers[CUSTOMERS_PAGES_HEADER.toLowerCase()]).toBe('3');
    // The seed system's answer (issue 18): exactly these four keys.
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['currentPage', 'customers', 'totalCustomers', 'totalPages']);
    expect(body).toMatchObject({ currentPage: 1, totalPages: 3, totalCustomers: 23 });
    const rows = body.customers;
    expect(rows).toHaveLength(10);
    expect(rows[0]).toEqual({
      phone: '3000000023',
      name: 'Cliente 23',
      email: null,
      gender: null,
      birth_date: null,
      created_at: new Date(base + 23 * 1000).toISOString(),
      updated_at: new Date(base + 23 * 1000).toISOString(),
    });
    expect(names(rows).at(-1)).toBe('Cliente 14');
    // Defaults: page 1, 10 per page.
    expect(names((await get('/customers')).json().customers)).toEqual(names(rows));
    expect((await get('/customers?page=3&perPage=10')).json()).toMatchObject({
      currentPage: 3,
      totalPages: 3,
      totalCustomers: 23,
    });
    const paged = (await get('/customers/paged?page=3')).json();
    expect(paged).toMatchObject({ totalCount: 23, pages: 3, page: 3, perPage: 10 });
    expect(names(paged.customers)).toEqual(['Cliente 03', 'Cliente 02', 'Cliente 01']);
  });

  it('paging edges: past the last page is empty, exact multiples, bad numbers refused', async () => {
    expect((await get('/customers?page=4')).json()).toEqual({
      customers: [],
      currentPage: 4,
      totalPages: 3,
      totalCustomers: 23,
    });
    const exact = (await get('/customers/paged?perPage=23')).json();
    expect(exact).toMatchObject({ pages: 1, totalCount: 23 });
    expect(exact.customers).toHaveLength(23);
    expect((await get('/customers/paged?perPage=1&page=23')).json().customers[0].name).toBe('Cliente 01');
    for (const [query, message] of [
      ['page=0', M.pageInvalid],
      ['page=abc', M.pageInvalid],
      ['perPage=0', M.perPageInvalid],
      ['perPage=101', M.perPageInvalid],
      ['perPage=2.5', M.perPageInvalid],
      ['sort=name', M.sortInvalid],
    ]) {
      const res = await get(`/customers?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });

  it('filters on name (any case) or phone (as typed), with totals for the filter', async () => {
    const byName = await get(`/customers/paged?filter=${encodeURIComponent('cLIENTE 1')}`);
    expect(byName.json()).toMatchObject({ totalCount: 10, pages: 1 });
    expect(names(byName.json().customers)[0]).toBe('Cliente 19');
    const byPhone = (await get(`/customers?filter=${encodeURIComponent('000 0021')}`)).json();
    expect(names(byPhone.customers)).toEqual(['Cliente 21']);
    expect(byPhone).toMatchObject({ totalCustomers: 1, totalPages: 1 });
    // LIKE wildcards typed by a person match themselves only.
    expect((await get('/customers?filter=%25')).json()).toMatchObject({ customers: [], totalCustomers: 0 });
    expect((await get('/customers?filter=_')).json()).toMatchObject({ customers: [], totalCustomers: 0 });
    const none = await get('/customers/paged?filter=nadie');
    expect(none.json()).toMatchObject({ customers: [], totalCount: 0, pages: 0 });
  });

  it('a name search ignores accents and case both ways, as staff type on a tablet', async () => {
    for (const [phone, name] of [
      ['301 555 0001', 'ÁLVARO Núñez'],
      ['301 555 0002', 'alvaro nunez'],
      ['301 555 0003', 'Álvaro Peña'],
    ]) {
      expect((await add({ phone, name })).statusCode).toBe(200);
    }
    const found = async (typed: string) =>
      names((await get(`/customers?filter=${encodeURIComponent(typed)}`)).json().customers).sort();
    expect(await found('alvaro nunez')).toEqual(['alvaro nunez', 'ÁLVARO Núñez']);
    expect(await found('ÁLVARO NÚÑEZ')).toEqual(['alvaro nunez', 'ÁLVARO Núñez']);
    expect(await found('álvaro')).toEqual(['alvaro nunez', 'Álvaro Peña', 'ÁLVARO Núñez'].sort());
    expect(await found('pena')).toEqual(['Álvaro Peña']);
    expect(await found('ñez')).toEqual(['alvaro nunez', 'ÁLVARO Núñez']);
    for (const phone of ['3015550001', '3015550002', '3015550003']) {
      expect(
        (await t.app.inject({ method: 'DELETE', url: `/api/v1/customers/${phone}/delete`, headers: { cookie: admin } }))
          .statusCode,
      ).toBe(200);
    }
  });

  it('adds with the phone normalised; a duplicate phone however typed is a 409', async () => {
    at += 1000;
    const res = await add(
      {
        phone: '(310) 555-1234',
        name: '  Lucía Ramírez ',
        email: 'lucia@example.com',
        birthDate: '1992-02-29',
        gender: 'female',
      },
      manager,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: M.added,
      customer: expect.objectContaining({ phone: '3105551234', name: 'Lucía Ramírez', birth_date: '1992-02-29' }),
    });
    const again = await add({ phone: '310.555.1234', name: 'Otra' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: M.duplicatePhone });
    expect((await get('/customers/310-555-1234')).json().name).toBe('Lucía Ramírez');
  });

  it('add refuses bad input with the spec messages and writes nothing', async () => {
    for (const [payload, message] of [
      [{ name: 'Sin teléfono' }, M.phoneRequired],
      [{ phone: '   ', name: 'Sin teléfono' }, M.phoneRequired],
      [{ phone: '3201112233' }, M.nameRequired],
      [{ phone: '3201112233', name: ' ' }, M.nameRequired],
      [{ phone: 'abc', name: 'X' }, M.phoneInvalid],
      [{ phone: '3201112233', name: 'X', email: 'no-es-correo' }, M.emailInvalid],
      [{ phone: '3201112233', name: 'X', birthDate: '2026-02-30' }, M.birthDateInvalid],
      [{ phone: '3201112233', name: 'X', gender: 'otro' }, M.genderInvalid],
    ] as const) {
      const res = await add(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect((await get('/customers/3201112233')).statusCode).toBe(404);
  });

  it('updates everything but the phone, which stays the key', async () => {
    at += 1000;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/customers/3000000005/update',
      payload: { phone: '3999999999', name: 'Cliente cinco', email: '', birthDate: '', gender: 'other' },
      headers: { cookie: manager },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().customer).toMatchObject({
      phone: '3000000005',
      name: 'Cliente cinco',
      email: null,
      gender: 'other',
      updated_at: new Date(at).toISOString(),
    });
    expect((await get('/customers/3999999999')).statusCode).toBe(404);
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/v1/customers/3999999999/update',
      payload: { name: 'Nadie' },
      headers: { cookie: admin },
    });
    expect(missing.statusCode).toBe(404);
    const noName = await t.app.inject({
      method: 'POST',
      url: '/api/v1/customers/3000000005/update',
      payload: { name: '' },
      headers: { cookie: admin },
    });
    expect(noName.json().message).toBe(M.nameRequired);
  });

  it('viewers read but cannot write', async () => {
    expect((await add({ phone: '3207778899', name: 'X' }, viewer)).statusCode).toBe(403);
    const del = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/customers/3000000001/delete',
      headers: { cookie: viewer },
    });
    expect(del.statusCode).toBe(403);
  });
});
