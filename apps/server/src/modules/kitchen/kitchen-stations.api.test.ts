import {
  KITCHEN_MESSAGES as M,
  NO_STATION_NAME,
  type DisplayTokensResponse,
  type KitchenResponse,
  type PrepTimesResponse,
} from '@comandero/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { apiClient, testDatabases, type ApiClient, type TestApp } from '../../../test/test-app.js';
import { cartLine, movableClock, openPosApp, type PosCatalogue } from '../../../test/fixtures/orders.js';
import { addStation, unroutedDrinks } from '../../../test/fixtures/print-queue.js';

/**
 * Issue 21, a kitchen screen per station: the grill makes the burger (an item route), the bar the
 * drinks' category (the water); lemonade and bread are no station's (id 0, the default printer's).
 */
describe.each(testDatabases)('kitchen stations on %s', (kind) => {
  let t: TestApp;
  let c: PosCatalogue;
  let api: ApiClient;
  let cookie: string;
  let grill: number;
  let bar: number;
  const clock = movableClock(new Date('2026-03-09T15:00:00.000Z'));

  async function open() {
    clock.set(new Date('2026-03-09T15:00:00.000Z'));
    ({ t, c, api, cookie } = await openPosApp(kind, { clock, env: { PRINT_WORKER: '0' } }));
    const printer = (await api.post('/settings/printers/add', { name: 'Cocina', host: '127.0.0.1', port: 9100 })).json()
      .id as number;
    const drinks = await unroutedDrinks(t.database.db, c);
    grill = await addStation(api, { name: 'Parrilla', printerId: printer, itemIds: [c.items.burger] });
    bar = await addStation(api, { name: 'Bar', printerId: printer, categoryIds: [drinks] });
  }
  afterEach(async () => {
    await t.close();
  });

  const order = async () => {
    const res = await api.post('/pos/create-order', {
      cart: [cartLine(c.items.burger, 2), cartLine(c.items.lemonade, 1), cartLine(c.items.water, 3)],
      deliveryType: 'takeaway',
      customerType: 'WALKIN',
      customerId: null,
      tableId: null,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().orderId as number;
  };
  const screen = async (station?: number) => {
    const res = await api.get(station === undefined ? '/kitchen' : `/kitchen?stationId=${station}`);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as KitchenResponse).map((o) => [o.id, o.items.map((i) => `${i.item_title}:${i.status}`)]);
  };
  const bump = async (orderId: number, station: number) => {
    const res = await api.post(`/kitchen/order/${orderId}/bump?stationId=${station}`, {});
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { status: string; itemIds: number[] };
  };
  /** Moves the clock, signing in again: a jump of hours outlives the access cookie. */
  const at = async (iso: string) => {
    clock.set(new Date(iso));
    api = apiClient(t, await t.signIn());
  };
  const tokens = async () => (await api.get('/display/tokens')).json() as DisplayTokensResponse;

  it('shows each station its lines, and the order is ready only once every station bumped its own', async () => {
    await open();
    const id = await order();
    expect(await screen()).toEqual([[id, ['Hamburguesa:created', 'Limonada:created', 'Agua:created']]]);
    expect(await screen(grill)).toEqual([[id, ['Hamburguesa:created']]]);
    expect(await screen(bar)).toEqual([[id, ['Agua:created']]]);
    expect(await screen(0)).toEqual([[id, ['Limonada:created']]]);
    expect((await api.get('/kitchen/stations')).json()).toEqual([
      { id: grill, name: 'Parrilla' },
      { id: bar, name: 'Bar' },
      { id: 0, name: NO_STATION_NAME },
    ]);

    expect((await bump(id, grill)).status).toBe('preparing');
    expect((await bump(id, grill)).status).toBe('completed');
    // The grill is done: its screen drops the order, the others keep theirs untouched.
    expect(await screen(grill)).toEqual([]);
    expect(await screen(bar)).toEqual([[id, ['Agua:created']]]);
    expect(await screen()).toEqual([[id, ['Hamburguesa:completed', 'Limonada:created', 'Agua:created']]]);
    expect((await tokens()).preparing.map((x) => x.order_id)).toEqual([id]);
    const nothing = await api.post(`/kitchen/order/${id}/bump?stationId=${grill}`, {});
    expect([nothing.statusCode, nothing.json().message]).toEqual([409, M.nothingToBump]);

    // The grill recalls its ticket: only its line goes back.
    const recalled = await api.post(`/kitchen/order/${id}/recall?stationId=${grill}`, {});
    expect(recalled.statusCode, recalled.body).toBe(200);
    expect(await screen(grill)).toEqual([[id, ['Hamburguesa:preparing']]]);
    expect((await bump(id, grill)).status).toBe('completed');

    for (const station of [bar, 0]) {
      await bump(id, station);
      await bump(id, station);
    }
    expect(await screen()).toEqual([]);
    const ready = await tokens();
    expect([ready.preparing, ready.ready.map((x) => x.order_id)]).toEqual([[], [id]]);
  });

  it('keeps an ETag per station, refuses an unknown or malformed station, and follows a route change', async () => {
    await open();
    const id = await order();
    const first = await api.get(`/kitchen?stationId=${grill}`);
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    expect((await api.get(`/kitchen?stationId=${bar}`)).headers.etag).not.toBe(etag);
    const again = await t.app.inject({
      method: 'GET',
      url: `/api/v1/kitchen?stationId=${grill}`,
      headers: { cookie, 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    const notMine = await api.get('/kitchen?stationId=999999');
    expect([notMine.statusCode, notMine.json().message]).toEqual([404, M.stationNotFound]);
    const bad = await api.get('/kitchen?stationId=abc');
    expect([bad.statusCode, bad.json().message]).toEqual([400, M.stationInvalid]);
    expect((await api.post(`/kitchen/order/${id}/bump?stationId=999999`, {})).statusCode).toBe(404);

    // The lemonade moves to the bar: the default's screen empties, the bar's gains it.
    const printerId = (await api.get('/settings/printers')).json()[0].id as number;
    const drinks = (
      await t.database.db.selectFrom('categories').select('id').where('title', '=', 'Bebidas').executeTakeFirstOrThrow()
    ).id;
    const res = await api.post(`/settings/stations/${bar}/update`, {
      name: 'Bar',
      printerId,
      categoryIds: [drinks],
      itemIds: [c.items.lemonade],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await screen(0)).toEqual([]);
    expect(await screen(bar)).toEqual([[id, ['Limonada:created', 'Agua:created']]]);

    // Another instance (here, a write straight to the database) routes the water to the grill: the
    // screens keep their routing per catalogue version, which any write to the routes moves.
    await t.database.db
      .insertInto('station_routes')
      .values({ station_id: grill, category_id: null, item_id: c.items.water })
      .execute();
    expect((await screen(grill)).find(([orderId]) => orderId === id)?.[1]).toContain('Agua:created');
  });

  it('stores each line’s preparation time per station and reports average and p90 per local day', async () => {
    await open();
    // Bogotá is UTC-5. Day 1 (Mar 9): ordered 23:00, done 23:30 → 1800 s at each station.
    await at('2026-03-10T04:00:00.000Z');
    const a = await order();
    await at('2026-03-10T04:30:00.000Z');
    for (const s of [grill, bar]) for (let i = 0; i < 2; i++) await bump(a, s);
    // Day 2 (Mar 10), across midnight: ordered 23:50 and 23:55, done 00:10 and 00:01.
    await at('2026-03-10T04:50:00.000Z');
    const b = await order();
    await at('2026-03-10T04:55:00.000Z');
    const d = await order();
    await bump(b, grill);
    await bump(d, grill);
    await at('2026-03-10T05:01:00.000Z');
    await bump(d, grill); // 6 min = 360 s
    await at('2026-03-10T05:10:00.000Z');
    await bump(b, grill); // 20 min = 1200 s
    // One line finished on its own: the water of b, started and completed at 00:10 (20 min).
    const water = (await api.get(`/kitchen?stationId=${bar}`)).json() as KitchenResponse;
    const bWater = water.find((o) => o.id === b)!.items[0].id;
    await api.post(`/kitchen/${bWater}`, { status: 'preparing' });
    expect((await api.post(`/kitchen/${bWater}`, { status: 'completed' })).statusCode).toBe(200);

    await at('2026-03-11T15:00:00.000Z');
    const res = await api.get('/reports/prep-times?type=custom&from=2026-03-09&to=2026-03-10');
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json() as PrepTimesResponse;
    expect(report.perStation).toEqual([
      { day: '2026-03-09', stationId: grill, stationName: 'Parrilla', count: 1, avgSeconds: 1800, p90Seconds: 1800 },
      { day: '2026-03-09', stationId: bar, stationName: 'Bar', count: 1, avgSeconds: 1800, p90Seconds: 1800 },
      // (360 + 1200) / 2 = 780; nearest rank of 2: the ceil(1.8) = 2nd smallest.
      { day: '2026-03-10', stationId: grill, stationName: 'Parrilla', count: 2, avgSeconds: 780, p90Seconds: 1200 },
      { day: '2026-03-10', stationId: bar, stationName: 'Bar', count: 1, avgSeconds: 1200, p90Seconds: 1200 },
    ]);
    expect(report.perItem).toEqual([
      { day: '2026-03-09', itemTitle: 'Agua', count: 1, avgSeconds: 1800, p90Seconds: 1800 },
      { day: '2026-03-09', itemTitle: 'Hamburguesa', count: 1, avgSeconds: 1800, p90Seconds: 1800 },
      { day: '2026-03-10', itemTitle: 'Agua', count: 1, avgSeconds: 1200, p90Seconds: 1200 },
      { day: '2026-03-10', itemTitle: 'Hamburguesa', count: 2, avgSeconds: 780, p90Seconds: 1200 },
    ]);
    // The same figures as a sheet (es-CO: ";" between fields), per station then per item.
    const csv = await api.get('/reports/prep-times/export.csv?type=custom&from=2026-03-09&to=2026-03-10');
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain('tiempos-de-preparacion-2026-03-09-a-2026-03-10.csv');
    expect(csv.body.replace('\uFEFF', '').split('\r\n')).toEqual([
      'Tiempos de preparación;2026-03-09 a 2026-03-10',
      '',
      'Día;Estación;Cantidad;Promedio (s);P90 (s)',
      '2026-03-09;Parrilla;1;1800;1800',
      '2026-03-09;Bar;1;1800;1800',
      '2026-03-10;Parrilla;2;780;1200',
      '2026-03-10;Bar;1;1200;1200',
      '',
      'Día;Ítem;Cantidad;Promedio (s);P90 (s)',
      '2026-03-09;Agua;1;1800;1800',
      '2026-03-09;Hamburguesa;1;1800;1800',
      '2026-03-10;Agua;1;1200;1200',
      '2026-03-10;Hamburguesa;2;780;1200',
      '',
    ]);
    // Only Mar 10: the first day's lines are left out.
    const one = (
      await api.get('/reports/prep-times?type=custom&from=2026-03-10&to=2026-03-10')
    ).json() as PrepTimesResponse;
    expect(one.perStation.map((r) => [r.day, r.count])).toEqual([
      ['2026-03-10', 2],
      ['2026-03-10', 1],
    ]);
    // A recalled line forgets its time until completed again.
    const recalled = await api.post(`/kitchen/order/${b}/recall?stationId=${grill}`, {});
    expect(recalled.statusCode, recalled.body).toBe(200);
    const after = (
      await api.get('/reports/prep-times?type=custom&from=2026-03-10&to=2026-03-10')
    ).json() as PrepTimesResponse;
    expect(after.perStation[0]).toMatchObject({ stationId: grill, count: 1, avgSeconds: 360 });
  });

  it('times a held course from its fire, and keeps it off the station until then', async () => {
    await open();
    const fuerte = (
      await t.database.db
        .selectFrom('courses')
        .select('id')
        .where('title', '=', 'Plato fuerte')
        .executeTakeFirstOrThrow()
    ).id;
    await at('2026-03-10T17:00:00.000Z'); // 12:00 in Bogotá
    const res = await api.post('/pos/create-order', {
      cart: [{ ...cartLine(c.items.burger, 1), course_id: fuerte }, cartLine(c.items.water, 1)],
      deliveryType: 'dinein',
      customerType: 'WALKIN',
      customerId: null,
      tableId: c.table,
      heldCourses: [fuerte],
    });
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().orderId as number;
    expect(await screen(grill)).toEqual([]);
    expect(await screen(bar)).toEqual([[id, ['Agua:created']]]);
    await at('2026-03-10T17:30:00.000Z');
    expect((await api.post(`/orders/${id}/fire-course`, { courseId: fuerte })).statusCode).toBe(200);
    expect(await screen(grill)).toEqual([[id, ['Hamburguesa:created']]]);
    await bump(id, grill);
    await at('2026-03-10T17:40:00.000Z');
    await bump(id, grill);
    const report = (await api.get('/reports/prep-times?type=today')).json() as PrepTimesResponse;
    // Fired 12:30, done 12:40: ten minutes, not the forty since the order.
    expect(report.perStation).toEqual([
      { day: '2026-03-10', stationId: grill, stationName: 'Parrilla', count: 1, avgSeconds: 600, p90Seconds: 600 },
    ]);
  });
});
