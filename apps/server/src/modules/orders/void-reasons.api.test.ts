import { SHIFT_MESSAGES as S, type VoidReasonsResponse } from '@comandero/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, testDatabases, type TestApp } from '../../../test/test-app.js';
import { SEEDED_VOID_REASONS } from '../../db/migrations/0014-voids-and-table-moves.js';

describe.each(testDatabases)('void reasons on %s', (kind) => {
  let t: TestApp;
  let settings: string;
  let waiter: string;

  beforeEach(async () => {
    t = await createTestApp(kind);
    await t.createUser('config', { scope: 'SETTINGS' });
    settings = await t.signIn('config', 'user-pass-123');
    await t.createUser('mesero', { scope: 'POS' });
    waiter = await t.signIn('mesero', 'user-pass-123');
  });
  afterEach(async () => {
    await t.close();
  });

  const post = (url: string, payload: object, as = settings) =>
    t.app.inject({ method: 'POST', url: `/api/v1${url}`, payload, headers: { cookie: as } });
  const list = async (as = waiter) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/orders/void-reasons', headers: { cookie: as } });
    expect(res.statusCode).toBe(200);
    return (res.json() as VoidReasonsResponse).reasons.map((r) => r.title);
  };

  it('starts with the seeded reasons, which a waiter reads and SETTINGS edits', async () => {
    expect(await list()).toEqual([...SEEDED_VOID_REASONS]);
    const added = await post('/orders/void-reasons', { title: '  Plato frío ' });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toMatchObject({ message: S.voidReasonSaved });
    expect((added.json() as VoidReasonsResponse).reasons.at(-1)?.title).toBe('Plato frío');

    const id = (added.json() as VoidReasonsResponse).reasons.at(-1)!.id;
    const renamed = await post(`/orders/void-reasons/${id}/update`, { title: 'Plato servido frío' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ message: S.voidReasonUpdated });
    expect(await list()).toEqual([...SEEDED_VOID_REASONS, 'Plato servido frío']);

    const removed = await post(`/orders/void-reasons/${id}/delete`, {});
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ message: S.voidReasonDeleted });
    expect(await list()).toEqual([...SEEDED_VOID_REASONS]);
  });

  it('refuses a repeated title (ignoring case and accents), a blank one, unknown ids and a waiter editing', async () => {
    const cases: [string, object, number, string][] = [
      ['/orders/void-reasons', { title: 'producto AGOTADO' }, 409, S.voidReasonExists],
      ['/orders/void-reasons', { title: 'Demora en cocína' }, 409, S.voidReasonExists],
      ['/orders/void-reasons', { title: '  ' }, 400, S.voidReasonRequired],
      ['/orders/void-reasons', { title: 'x'.repeat(121) }, 400, S.voidReasonTooLong],
      ['/orders/void-reasons/999/update', { title: 'Otro' }, 404, S.voidReasonNotFound],
      ['/orders/void-reasons/999/delete', {}, 404, S.voidReasonNotFound],
      ['/orders/void-reasons/abc/delete', {}, 404, S.voidReasonNotFound],
    ];
    for (const [url, payload, status, message] of cases) {
      const res = await post(url, payload);
      expect(res.statusCode, `${url} ${JSON.stringify(payload)}`).toBe(status);
      expect(res.json()).toEqual({ message });
    }
    const byWaiter = await post('/orders/void-reasons', { title: 'Otro' }, waiter);
    expect(byWaiter.statusCode).toBe(403);
    expect(await list(settings)).toEqual([...SEEDED_VOID_REASONS]);
  });
});
