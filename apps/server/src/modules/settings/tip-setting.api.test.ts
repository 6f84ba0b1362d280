import { MESSAGES, TIP_SETTING_DEFAULTS, TIP_SETTING_MESSAGES as M } from '@comandero/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabases, type TestApp } from '../../../test/test-app.js';

describe.each(testDatabases)('voluntary tip setting on %s', (kind) => {
  let t: TestApp;
  const url = '/api/v1/settings/tip-setting';
  const call = async (method: 'GET' | 'POST', who: string | null, payload?: object) =>
    t.app.inject({
      method,
      url,
      payload,
      headers: { cookie: who ? await t.signIn(who, 'user-pass-123') : await t.signIn() },
    });

  beforeAll(async () => {
    t = await createTestApp(kind);
    for (const scope of ['POS', 'ORDERS', 'SETTINGS', 'KITCHEN']) await t.createUser(`u-${scope}`, { scope });
  });
  afterAll(async () => {
    await t.close();
  });

  it('starts at 10 %, asked at the table only, and is readable by the cashier and the orders screen', async () => {
    expect(TIP_SETTING_DEFAULTS).toEqual({
      percent: 10,
      ask: { dinein: true, takeaway: false, delivery: false },
      roundTo: 100,
    });
    for (const who of [null, 'u-POS', 'u-ORDERS', 'u-SETTINGS']) {
      const res = await call('GET', who);
      expect(res.statusCode, String(who)).toBe(200);
      expect(res.json()).toEqual(TIP_SETTING_DEFAULTS);
    }
    expect((await call('GET', 'u-KITCHEN')).statusCode).toBe(403);
  });

  it('is changed by settings only and refuses a bad percentage or flags', async () => {
    const next = { percent: 12.5, ask: { dinein: true, takeaway: true, delivery: false } };
    for (const who of ['u-POS', 'u-ORDERS']) {
      const refused = await call('POST', who, next);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ message: MESSAGES.forbidden });
    }
    const bad: [object, string][] = [
      [{ ...next, percent: -1 }, M.percentInvalid],
      [{ ...next, percent: 100.01 }, M.percentInvalid],
      [{ ...next, percent: 10.123 }, M.percentInvalid],
      [{ ...next, percent: 'diez' }, M.percentInvalid],
      [{ percent: 10 }, M.askInvalid],
      [{ ...next, ask: { dinein: true, takeaway: 'sí', delivery: false } }, M.askInvalid],
      [{ ...next, ask: { dinein: true, takeaway: false } }, M.askInvalid],
      [{ ...next, roundTo: 50 }, M.roundToInvalid],
      [{ ...next, roundTo: 'cien' }, M.roundToInvalid],
    ];
    for (const [payload, message] of bad) {
      const res = await call('POST', 'u-SETTINGS', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toEqual({ message });
    }
    expect((await call('GET', null)).json()).toEqual(TIP_SETTING_DEFAULTS);
    const saved = await call('POST', 'u-SETTINGS', { ...next, percent: '12.5' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ message: M.saved });
    // A body without roundTo keeps the stored rounding.
    expect((await call('GET', 'u-POS')).json()).toEqual({ ...next, roundTo: 100 });
    await call('POST', null, { percent: 0, ask: { dinein: false, takeaway: false, delivery: false }, roundTo: '1000' });
    expect((await call('GET', 'u-ORDERS')).json()).toEqual({
      percent: 0,
      ask: { dinein: false, takeaway: false, delivery: false },
      roundTo: 1000,
    });
  });
});
