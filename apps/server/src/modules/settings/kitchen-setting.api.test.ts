import { KITCHEN_SETTING_DEFAULTS, KITCHEN_SETTING_MESSAGES, MESSAGES } from '@comandero/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabases, type TestApp } from '../../../test/test-app.js';

describe.each(testDatabases)('kitchen ticket thresholds on %s', (kind) => {
  let t: TestApp;
  const url = '/api/v1/settings/kitchen-setting';
  const call = async (method: 'GET' | 'POST', who: string | null, payload?: object) =>
    t.app.inject({
      method,
      url,
      payload,
      headers: { cookie: who ? await t.signIn(who, 'user-pass-123') : await t.signIn() },
    });

  beforeAll(async () => {
    t = await createTestApp(kind);
    for (const scope of ['KITCHEN', 'KITCHEN_DISPLAY', 'SETTINGS', 'POS']) await t.createUser(`u-${scope}`, { scope });
  });
  afterAll(async () => {
    await t.close();
  });

  it('starts at 10 and 20 minutes and is readable by the kitchen screens', async () => {
    for (const who of [null, 'u-KITCHEN', 'u-KITCHEN_DISPLAY', 'u-SETTINGS']) {
      const res = await call('GET', who);
      expect(res.statusCode, String(who)).toBe(200);
      expect(res.json()).toEqual(KITCHEN_SETTING_DEFAULTS);
    }
    expect((await call('GET', 'u-POS')).statusCode).toBe(403);
  });

  it('is changed by settings only, keeps red after amber, and refuses bad minutes', async () => {
    const kitchen = await call('POST', 'u-KITCHEN', { warnMinutes: 5, lateMinutes: 8 });
    expect(kitchen.statusCode).toBe(403);
    expect(kitchen.json()).toEqual({ message: MESSAGES.forbidden });
    const bad: [object, string][] = [
      [{ warnMinutes: 15, lateMinutes: 15 }, KITCHEN_SETTING_MESSAGES.lateNotAfterWarn],
      [{ warnMinutes: 0, lateMinutes: 15 }, KITCHEN_SETTING_MESSAGES.minutesInvalid],
      [{ warnMinutes: 2.5, lateMinutes: 15 }, KITCHEN_SETTING_MESSAGES.minutesInvalid],
      [{ warnMinutes: 5, lateMinutes: 601 }, KITCHEN_SETTING_MESSAGES.minutesInvalid],
      [{ warnMinutes: '1e1', lateMinutes: 15 }, KITCHEN_SETTING_MESSAGES.minutesInvalid],
      [{ lateMinutes: 15 }, KITCHEN_SETTING_MESSAGES.minutesInvalid],
    ];
    for (const [payload, message] of bad) {
      const res = await call('POST', 'u-SETTINGS', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toEqual({ message });
    }
    expect((await call('GET', null)).json()).toEqual(KITCHEN_SETTING_DEFAULTS);
    const saved = await call('POST', 'u-SETTINGS', { warnMinutes: '7', lateMinutes: 12 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ message: KITCHEN_SETTING_MESSAGES.saved });
    expect((await call('GET', 'u-KITCHEN')).json()).toEqual({ warnMinutes: 7, lateMinutes: 12 });
  });
});
