import { PRINTER_MESSAGES, STATION_MESSAGES } from '@comandero/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiClient,
  createTestApp,
  expectError,
  testDatabases,
  type ApiClient,
  type TestApp,
} from '../../../test/test-app.js';

const M = PRINTER_MESSAGES;
const cocina = { name: 'Cocina caliente', host: '192.168.1.50' };

describe.each(testDatabases)('printers on %s', (kind) => {
  let t: TestApp;
  let api: ApiClient;
  const list = async () => (await api.get('/settings/printers')).json();

  beforeAll(async () => {
    t = await createTestApp(kind);
    api = apiClient(t, await t.signIn());
  });
  afterAll(async () => {
    await t.close();
  });

  it('adds with the defaults (9100, 80 mm, CP858, no drawer), updates and deletes', async () => {
    const added = await api.post('/settings/printers/add', cocina);
    expect(added.json()).toEqual({ message: M.added, id: expect.any(Number) });
    const id = added.json().id;
    expect(await list()).toContainEqual({
      id,
      name: 'Cocina caliente',
      host: '192.168.1.50',
      port: 9100,
      paperWidth: 80,
      codePage: 'cp858',
      hasCashDrawer: false,
    });

    const changed = {
      name: '  Caja  ',
      host: 'caja-1.local',
      port: '9101',
      paperWidth: 57,
      codePage: 'wpc1252',
      hasCashDrawer: true,
    };
    expect((await api.post(`/settings/printers/${id}/update`, changed)).json()).toEqual({ message: M.updated });
    expect(await list()).toContainEqual({
      id,
      name: 'Caja',
      host: 'caja-1.local',
      port: 9101,
      paperWidth: 57,
      codePage: 'wpc1252',
      hasCashDrawer: true,
    });

    expect((await api.send('DELETE', `/settings/printers/${id}`)).json()).toEqual({ message: M.deleted });
    expect((await list()).map((p: { id: number }) => p.id)).not.toContain(id);
  });

  it('refuses bad hosts, ports, widths, code pages and names, changing nothing', async () => {
    const before = await list();
    const refused: [object, string][] = [
      [{ ...cocina, host: 'http://192.168.1.50' }, M.hostInvalid],
      [{ ...cocina, host: '192.168.1.50/print' }, M.hostInvalid],
      [{ ...cocina, host: '192.168.1.50:9100' }, M.hostInvalid],
      [{ ...cocina, host: '192.168.1.300' }, M.hostInvalid],
      [{ ...cocina, host: 'impresora cocina' }, M.hostInvalid],
      [{ ...cocina, host: '-cocina' }, M.hostInvalid],
      [{ ...cocina, host: '' }, M.hostInvalid],
      [{ name: 'X' }, M.hostInvalid],
      [{ ...cocina, port: 0 }, M.portInvalid],
      [{ ...cocina, port: 65536 }, M.portInvalid],
      [{ ...cocina, port: 91.5 }, M.portInvalid],
      [{ ...cocina, port: 'nueve' }, M.portInvalid],
      [{ ...cocina, paperWidth: 58 }, M.paperWidthInvalid],
      [{ ...cocina, codePage: 'cp437' }, M.codePageInvalid],
      [{ ...cocina, hasCashDrawer: 'quizás' }, M.cashDrawerInvalid],
      [{ ...cocina, name: '   ' }, M.nameRequired],
      [{ host: '10.0.0.2' }, M.nameRequired],
      [{ ...cocina, name: 'x'.repeat(61) }, M.nameTooLong],
    ];
    for (const [body, message] of refused) {
      expectError(await api.post('/settings/printers/add', body), 400, message);
    }
    expect(await list()).toEqual(before);
  });

  it('accepts 60-character names, the edge ports and host names', async () => {
    for (const [name, host, port] of [
      ['y'.repeat(60), '10.0.0.1', 1],
      ['Bar', 'bar', 65535],
      ['Fríos', 'impresora-frios.restaurante.local', 9100],
    ] as const) {
      expect((await api.post('/settings/printers/add', { name, host, port })).statusCode).toBe(200);
    }
  });

  it('refuses a name another printer has, whatever its case, on add and update (409)', async () => {
    const { id } = (await api.post('/settings/printers/add', { name: 'Parrilla', host: '10.0.0.9' })).json();
    expectError(await api.post('/settings/printers/add', { name: 'PARRILLA', host: '10.0.0.8' }), 409, M.nameDuplicate);
    const other = (await api.post('/settings/printers/add', { name: 'Horno', host: '10.0.0.7' })).json().id;
    expectError(
      await api.post(`/settings/printers/${other}/update`, { name: 'parrilla', host: '10.0.0.7' }),
      409,
      M.nameDuplicate,
    );
    // Its own name, in another case, is fine.
    expect((await api.post(`/settings/printers/${id}/update`, { name: 'PARRILLA', host: '10.0.0.9' })).statusCode).toBe(
      200,
    );
  });

  it('lets only one of two simultaneous adds with the same name through', async () => {
    const answers = await Promise.all(
      ['Simultánea', 'SIMULTÁNEA'].map((name) => api.post('/settings/printers/add', { name, host: '10.0.0.3' })),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await list()).filter((p: { name: string }) => p.name.toLowerCase() === 'simultánea')).toHaveLength(1);
  });

  it('answers 404 for a printer that does not exist', async () => {
    const body = { name: 'Nadie', host: '10.0.0.1' };
    expectError(await api.post('/settings/printers/999999/update', body), 404, M.notFound);
    expectError(await api.send('DELETE', '/settings/printers/999999'), 404, M.notFound);
    expectError(await api.post('/settings/printers/999999/test'), 404, M.notFound);
    expectError(await api.send('DELETE', '/settings/printers/abc'), 404, M.notFound);
  });

  it('refuses (409) to delete a printer a station uses, as main or backup, naming the station', async () => {
    const main = (await api.post('/settings/printers/add', { name: 'Principal', host: '10.0.1.1' })).json().id;
    const backup = (await api.post('/settings/printers/add', { name: 'Respaldo', host: '10.0.1.2' })).json().id;
    const station = (
      await api.post('/settings/stations/add', { name: 'Bar', printerId: main, backupPrinterId: backup })
    ).json().id;
    expectError(await api.send('DELETE', `/settings/printers/${main}`), 409, M.inUse(['Bar']));
    expectError(await api.send('DELETE', `/settings/printers/${backup}`), 409, M.inUse(['Bar']));
    expect((await api.send('DELETE', `/settings/stations/${station}`)).json()).toEqual({
      message: STATION_MESSAGES.deleted,
    });
    expect((await api.send('DELETE', `/settings/printers/${backup}`)).statusCode).toBe(200);
    expect((await api.send('DELETE', `/settings/printers/${main}`)).statusCode).toBe(200);
  });

  it('needs a session (401) and the SETTINGS scope (403) on every printer and station route', async () => {
    await t.createUser('mesero', { scope: 'POS,ORDERS' });
    await t.createUser('gerente', { scope: 'SETTINGS' });
    const waiter = await t.signIn('mesero', 'user-pass-123');
    const manager = await t.signIn('gerente', 'user-pass-123');
    const routes: [Parameters<ApiClient['send']>[0], string, object?][] = [
      ['GET', '/settings/printers'],
      ['POST', '/settings/printers/add', cocina],
      ['POST', '/settings/printers/1/update', cocina],
      ['DELETE', '/settings/printers/1'],
      ['POST', '/settings/printers/1/test'],
      ['GET', '/settings/stations'],
      ['POST', '/settings/stations/add', { name: 'X', printerId: 1 }],
      ['POST', '/settings/stations/1/update', { name: 'X', printerId: 1 }],
      ['DELETE', '/settings/stations/1'],
    ];
    for (const [method, url, body] of routes) {
      expect((await api.send(method, url, body, '')).statusCode, `${method} ${url}`).toBe(401);
      expect((await api.send(method, url, body, waiter)).statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await api.get('/settings/printers', manager)).statusCode).toBe(200);
    expect((await api.get('/settings/stations', manager)).statusCode).toBe(200);
  });
});
