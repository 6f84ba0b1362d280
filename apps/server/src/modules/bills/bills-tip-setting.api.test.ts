import { tipAboveSuggestedMessage, BILLS_MESSAGES as M } from '@comandero/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testDatabases, type ApiClient, type TestApp } from '../../../test/test-app.js';
import { type PosCatalogue } from '../../../test/fixtures/orders.js';
import { openFourTop, splitOf } from '../../../test/fixtures/bills.js';

describe.each(testDatabases)('the suggested tip follows the store setting on %s', (kind) => {
  let t: TestApp;
  let c: PosCatalogue;
  let api: ApiClient;

  beforeEach(async () => {
    ({ t, c, api } = await openFourTop(kind));
  });
  afterEach(async () => {
    await t.close();
  });

  it('suggests 10 % and asks at the table by default; the stored percentage and flags change both', async () => {
    const byDefault = splitOf(await api.post('/orders/bills/split', { tableId: c.table, mode: 'equal', parts: 2 }));
    expect(byDefault).toMatchObject({ tipPercent: 10, askTip: true });
    const net = byDefault.bills[0].netTotal;
    // Rounded to the nearest 100 pesos by default (issue 18).
    expect(byDefault.bills[0].suggestedTip).toBe(Math.round(net / 10 / 100) * 100);
    expect(tipAboveSuggestedMessage(10)).toBe(M.tipAboveSuggested);

    const saved = await api.post('/settings/tip-setting', {
      percent: 12.5,
      ask: { dinein: false, takeaway: true, delivery: true },
      roundTo: 1,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = splitOf(await api.get(`/orders/bills/table/${c.table}`));
    expect(after).toMatchObject({ tipPercent: 12.5, askTip: false });
    const [one] = after.bills;
    // Whole pesos now: 12,5 % of the net, to the peso.
    const suggested = Math.round((net * 12.5) / 100);
    expect(after.tipRoundTo).toBe(1);
    expect(one.suggestedTip).toBe(suggested);
    expect(one.total).toBe(byDefault.bills[0].total);

    // Between 10 % and 12,5 % passes now; above 12,5 % still needs the confirmation.
    const within = splitOf(await api.post(`/orders/bills/${one.id}/tip`, { tip: suggested }));
    expect(within.bills[0]).toMatchObject({ tip: suggested, due: one.total + suggested });
    const above = await api.post(`/orders/bills/${one.id}/tip`, { tip: suggested + 0.01 });
    expect(above.statusCode).toBe(400);
    expect(above.json()).toEqual({ message: 'La propina supera el 12,5 % sugerido. Confirme para continuar.' });
  });
});
