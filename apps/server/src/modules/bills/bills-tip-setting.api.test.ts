import { tipAboveSuggestedMessage, BILLS_MESSAGES as M } from '@comandero/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, testDatabases, type TestApp } from '../../../test/test-app.js';
import { seedPosCatalogue, type PosCatalogue } from '../orders/orders-test-fixtures.js';
import { fourTop, splitOf } from './bills-test-fixtures.js';

describe.each(testDatabases)('the suggested tip follows the store setting on %s', (kind) => {
  let t: TestApp;
  let c: PosCatalogue;
  let cookie: string;

  beforeEach(async () => {
    t = await createTestApp(kind);
    c = await seedPosCatalogue(t.database.db);
    cookie = await t.signIn();
    await fourTop(t, cookie, c);
  });
  afterEach(async () => {
    await t.close();
  });

  const post = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/v1${url}`, payload, headers: { cookie } });
  const get = (url: string) => t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { cookie } });

  it('suggests 10 % and asks at the table by default; the stored percentage and flags change both', async () => {
    const byDefault = splitOf(await post('/orders/bills/split', { tableId: c.table, mode: 'equal', parts: 2 }));
    expect(byDefault).toMatchObject({ tipPercent: 10, askTip: true });
    const net = byDefault.bills[0].netTotal;
    expect(byDefault.bills[0].suggestedTip).toBeCloseTo(net / 10, 2);
    expect(tipAboveSuggestedMessage(10)).toBe(M.tipAboveSuggested);

    const saved = await post('/settings/tip-setting', {
      percent: 12.5,
      ask: { dinein: false, takeaway: true, delivery: true },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = splitOf(await get(`/orders/bills/table/${c.table}`));
    expect(after).toMatchObject({ tipPercent: 12.5, askTip: false });
    const [one] = after.bills;
    const suggested = Math.round(net * 12.5) / 100;
    expect(one.suggestedTip).toBe(suggested);
    expect(one.total).toBe(byDefault.bills[0].total);

    // Between 10 % and 12,5 % passes now; above 12,5 % still needs the confirmation.
    const within = splitOf(await post(`/orders/bills/${one.id}/tip`, { tip: suggested }));
    expect(within.bills[0]).toMatchObject({ tip: suggested, due: one.total + suggested });
    const above = await post(`/orders/bills/${one.id}/tip`, { tip: suggested + 0.01 });
    expect(above.statusCode).toBe(400);
    expect(above.json()).toEqual({ message: 'La propina supera el 12,5 % sugerido. Confirme para continuar.' });
  });
});
