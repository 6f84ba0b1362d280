import { addDays, localDay } from '@comandero/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabases, type TestApp } from '../../../test/test-app.js';
import { seedPosCatalogue, type PosCatalogue } from '../../../test/fixtures/pos.js';

const ZONE = 'America/Bogota';

/**
 * Issue 18: the spec's client sends `from=null&to=null` (the words) whenever no custom range is
 * chosen; its Reservations screen got 400 "¡Fecha inválida!" for every list.
 */
describe.each(testDatabases)('GET /reservations with the words null and undefined as bounds on %s', (kind) => {
  let t: TestApp;
  let c: PosCatalogue;
  let cookie: string;
  let bookedId: number;
  const tomorrow = addDays(localDay(new Date(), ZONE), 1);

  beforeAll(async () => {
    t = await createTestApp(kind);
    c = await seedPosCatalogue(t.database.db);
    cookie = await t.signIn();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/reservations/add',
      payload: { customerId: c.customerPhone, date: `${tomorrow}T20:00`, tableId: c.table, peopleCount: 2 },
      headers: { cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    bookedId = res.json().reservation.id;
  });
  afterAll(async () => {
    await t.close();
  });

  const ids = async (query: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/reservations?${query}`, headers: { cookie } });
    expect(res.statusCode, `${query} ${res.body}`).toBe(200);
    return (res.json() as { id: number }[]).map((r) => r.id);
  };

  it('reads them as no bounds: the type alone decides, and custom takes its default range', async () => {
    expect(await ids('type=tomorrow&from=null&to=null')).toEqual([bookedId]);
    expect(await ids('type=tomorrow&from=undefined&to=undefined')).toEqual([bookedId]);
    expect(await ids('type=today&from=null&to=null')).toEqual([]);
    // Custom with no bounds: today to the same day next month, so tomorrow's booking is in it.
    expect(await ids('type=custom&from=null&to=null')).toEqual([bookedId]);
    expect(await ids('type=custom&from=null&to=null')).toEqual(await ids('type=custom'));
  });
});
