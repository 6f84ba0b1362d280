import { AUDIT_MESSAGES, type AuditPage } from '@comandero/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabases, type TestApp } from '../../../test/test-app.js';
import { auditRowsAfter, lastAuditId } from '../../../test/fixtures/audit.js';

describe.each(testDatabases)('the audit log on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let gerente: string;

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, cookie: string, payload?: object) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });
  const page = async (query: string) => {
    const res = await call('GET', `/audit?${query}`, admin);
    expect(res.statusCode, res.body).toBe(200);
    return { body: res.json() as AuditPage, headers: res.headers };
  };

  beforeAll(async () => {
    t = await createTestApp(kind, { env: { SIGNIN_MAX_ATTEMPTS: '3' } });
    admin = await t.signIn();
    await t.createUser('gerente', { scope: 'SETTINGS,REPORTS' });
    gerente = await t.signIn('gerente', 'user-pass-123');
    // Three audited actions: two by the admin, one by the manager.
    for (const title of ['Daviplata', 'Nequi']) {
      expect((await call('POST', '/settings/payment-types/add', admin, { title, isActive: 1 })).statusCode).toBe(200);
    }
    const added = await call('POST', '/settings/payment-types/add', gerente, { title: 'Bono regalo', isActive: 1 });
    await call('POST', `/settings/payment-types/${added.json().id}/toggle`, gerente, { isActive: 0 });
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists the rows newest first, filtered by user, action and date, with totals in the headers', async () => {
    const all = await page('type=today');
    expect(all.body.entries.map((e) => [e.username, e.action])).toEqual([
      ['gerente', 'payment_type.update'],
      ['gerente', 'payment_type.add'],
      ['admin', 'payment_type.add'],
      ['admin', 'payment_type.add'],
    ]);
    expect(all.headers['x-total-count']).toBe('4');
    expect(all.body.entries[0]).toMatchObject({
      before: { is_active: 1 },
      after: { title: 'Bono regalo', is_active: 0 },
    });

    const byUser = await page('type=today&username=admin');
    expect(byUser.body.entries.map((e) => e.after?.title)).toEqual(['Nequi', 'Daviplata']);
    const byAction = await page('type=today&action=payment_type.update');
    expect(byAction.body.totalCount).toBe(1);
    expect((await page('type=yesterday')).body).toMatchObject({ entries: [], totalCount: 0, pages: 0 });
    const custom = await page(`type=custom&from=${all.body.from}&to=${all.body.to}&action=payment_type.add`);
    expect(custom.body.totalCount).toBe(3);
  });

  it('pages without overlap and refuses unknown actions in Spanish', async () => {
    const second = await page('type=today&perPage=3&page=2');
    expect(second.body).toMatchObject({ totalCount: 4, pages: 2, page: 2, perPage: 3 });
    expect(second.body.entries.map((e) => e.after?.title)).toEqual(['Daviplata']);
    expect(second.headers['x-total-pages']).toBe('2');
    const bad = await call('GET', '/audit?action=order.delete', admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: AUDIT_MESSAGES.actionInvalid });
  });

  it('exports the filtered rows as CSV with a byte order mark and semicolons', async () => {
    const res = await call('GET', '/audit/csv?type=today&action=payment_type.add&username=gerente', admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv; charset=utf-8/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="auditoria-\d{4}-\d{2}-\d{2}-a-/);
    expect(
      res.body.startsWith(
        '\uFEFFFecha;Usuario;Dispositivo;Terminal;IP;Acción;Código;Entidad;Id;Antes;Después;Motivo\r\n',
      ),
    ).toBe(true);
    const lines = res.body.trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(';gerente;');
    expect(lines[1]).toContain(';Tipo de pago agregado;payment_type.add;payment_type;');
    expect(lines[1]).toContain('"{""title"":""Bono regalo"",""is_active"":1,""is_cash"":0}"');
  });

  it('names everyone who appears in the log, and is the admin’s alone', async () => {
    expect((await call('GET', '/audit/usernames', admin)).json()).toEqual({ usernames: ['admin', 'gerente'] });
    for (const url of ['/audit', '/audit/csv', '/audit/usernames']) {
      expect((await call('GET', url, gerente)).statusCode, url).toBe(403);
    }
    const auditRoutes = t.routes.filter((r) => r.url.startsWith('/api/v1/audit'));
    expect(auditRoutes.map((r) => r.method)).toEqual(['GET', 'GET', 'GET']);
  });

  it('refuses to change or delete a row in the database itself', async () => {
    const before = await auditRowsAfter(t, 0);
    const db = t.database.db;
    await expect(sql`UPDATE audit_log SET reason = 'borrado'`.execute(db)).rejects.toThrow(/solo admite filas nuevas/);
    await expect(sql`DELETE FROM audit_log`.execute(db)).rejects.toThrow(/solo admite filas nuevas/);
    if (kind === 'postgres') {
      await expect(sql`TRUNCATE audit_log`.execute(db)).rejects.toThrow(/solo admite filas nuevas/);
    }
    expect(await auditRowsAfter(t, 0)).toEqual(before);
  });

  it('records the failed sign-in that reaches the limit once, not the refused ones after it', async () => {
    const lastId = await lastAuditId(t);
    const attempt = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/signin',
        payload: { username: 'gerente', password: 'adivinando' },
        remoteAddress: '198.51.100.23',
        headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36' },
      });
    const codes = (await Promise.all(Array.from({ length: 8 }, attempt))).map((r) => r.statusCode);
    expect(codes.sort()).toEqual([401, 401, 401, 429, 429, 429, 429, 429]);
    expect((await attempt()).statusCode).toBe(429);
    const rows = await auditRowsAfter(t, lastId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: 'auth.signin_locked',
      user_id: null,
      username: 'gerente',
      ip: '198.51.100.23',
      device_name: 'Chrome 131 en Linux',
      entity_type: 'user',
      entity_id: 'gerente',
      after: { locked: 'user', attempts: 3, window_minutes: 15 },
    });
  });
});
