import { PAYMENT_TYPE_CASH_MESSAGES } from '@comandero/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiClient,
  createTestApp,
  expectError,
  testDatabases,
  type ApiClient,
  type TestApp,
} from '../../../test/test-app.js';

type Method = 'GET' | 'POST' | 'DELETE';

describe.each(testDatabases)('payment types and catalogue policy on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let call: ApiClient['send'];
  const list = async (url: string) => (await call('GET', url)).json();

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await t.signIn();
    call = apiClient(t, admin).send;
  });
  afterAll(async () => {
    await t.close();
  });

  describe('payment types', () => {
    it('creates active by default, toggles, updates and deletes', async () => {
      const added = await call('POST', '/settings/payment-types/add', { title: 'Efectivo' });
      expect(added.json()).toEqual({ message: '¡Tipo de pago agregado!', id: expect.any(Number) });
      const id = added.json().id;
      expect(await list('/settings/payment-types')).toContainEqual({ id, title: 'Efectivo', is_active: 1, is_cash: 1 });

      const toggled = await call('POST', `/settings/payment-types/${id}/toggle`, { isActive: false });
      expect(toggled.json()).toEqual({ message: '¡Estado del tipo de pago actualizado!' });
      expect(await list('/settings/payment-types')).toContainEqual({ id, title: 'Efectivo', is_active: 0, is_cash: 1 });

      const updated = await call('POST', `/settings/payment-types/${id}/update`, { title: 'Nequi', isActive: true });
      expect(updated.json()).toEqual({ message: '¡Tipo de pago actualizado!' });
      expect(await list('/settings/payment-types')).toContainEqual({ id, title: 'Nequi', is_active: 1, is_cash: 0 });
      // Without isActive the update keeps the current state.
      await call('POST', `/settings/payment-types/${id}/toggle`, { isActive: 0 });
      await call('POST', `/settings/payment-types/${id}/update`, { title: 'Daviplata' });
      expect(await list('/settings/payment-types')).toContainEqual({
        id,
        title: 'Daviplata',
        is_active: 0,
        is_cash: 0,
      });

      const inactive = (await call('POST', '/settings/payment-types/add', { title: 'Bono', isActive: false })).json();
      expect(await list('/settings/payment-types')).toContainEqual({
        id: inactive.id,
        title: 'Bono',
        is_active: 0,
        is_cash: 0,
      });

      expect((await call('DELETE', `/settings/payment-types/${id}`)).json()).toEqual({
        message: '¡Tipo de pago eliminado!',
      });
      expect((await list('/settings/payment-types')).map((r: { id: number }) => r.id)).not.toContain(id);
    });

    it('requires a title with the spec message, a valid active flag, and known ids', async () => {
      const before = await list('/settings/payment-types');
      expectError(
        await call('POST', '/settings/payment-types/add', { title: '' }),
        400,
        'Por favor ingrese el titulo!',
      );
      expectError(
        await call('POST', '/settings/payment-types/add', { isActive: true }),
        400,
        'Por favor ingrese el titulo!',
      );
      expectError(
        await call('POST', '/settings/payment-types/add', { title: 'X', isActive: 'quizas' }),
        400,
        '¡Valor inválido en el estado activo!',
      );
      const { id } = before.length
        ? before[0]
        : (await call('POST', '/settings/payment-types/add', { title: 'Tarjeta' })).json();
      const snapshot = await list('/settings/payment-types');
      expectError(
        await call('POST', `/settings/payment-types/${id}/toggle`, {}),
        400,
        '¡Valor inválido en el estado activo!',
      );
      expectError(
        await call('POST', `/settings/payment-types/${id}/update`, { title: ' ' }),
        400,
        'Por favor ingrese el titulo!',
      );
      expectError(
        await call('POST', '/settings/payment-types/99999/toggle', { isActive: true }),
        404,
        '¡Tipo de pago no encontrado!',
      );
      expectError(
        await call('POST', '/settings/payment-types/99999/update', { title: 'X' }),
        404,
        '¡Tipo de pago no encontrado!',
      );
      expectError(await call('DELETE', '/settings/payment-types/99999'), 404, '¡Tipo de pago no encontrado!');
      expect(await list('/settings/payment-types')).toEqual(snapshot);
    });

    it('marks cash with isCash (answered as is_cash), read by the title when the flag was never given', async () => {
      const caja = (await call('POST', '/settings/payment-types/add', { title: 'Caja menor', isCash: true })).json().id;
      const cash = (await call('POST', '/settings/payment-types/add', { title: 'cash' })).json().id;
      const card = (await call('POST', '/settings/payment-types/add', { title: 'Datáfono', isCash: 0 })).json().id;
      const row = async (id: number) =>
        (await list('/settings/payment-types')).find((r: { id: number }) => r.id === id);
      expect(await row(caja)).toEqual({ id: caja, title: 'Caja menor', is_active: 1, is_cash: 1 });
      expect(await row(cash)).toMatchObject({ is_cash: 1 });
      expect(await row(card)).toMatchObject({ is_cash: 0 });

      // Without isCash an update keeps the flag; with it, the flag wins over the title.
      await call('POST', `/settings/payment-types/${caja}/update`, { title: 'Caja' });
      expect(await row(caja)).toMatchObject({ title: 'Caja', is_cash: 1 });
      await call('POST', `/settings/payment-types/${cash}/update`, { title: 'cash', isCash: false });
      expect(await row(cash)).toMatchObject({ is_cash: 0 });
      await call('POST', `/settings/payment-types/${card}/update`, { title: 'Efectivo 2', isCash: '1' });
      expect(await row(card)).toMatchObject({ title: 'Efectivo 2', is_cash: 1 });

      const snapshot = await list('/settings/payment-types');
      expectError(
        await call('POST', '/settings/payment-types/add', { title: 'X', isCash: 'quizás' }),
        400,
        PAYMENT_TYPE_CASH_MESSAGES.isCashInvalid,
      );
      expectError(
        await call('POST', `/settings/payment-types/${caja}/update`, { title: 'Caja', isCash: 2 }),
        400,
        PAYMENT_TYPE_CASH_MESSAGES.isCashInvalid,
      );
      expect(await list('/settings/payment-types')).toEqual(snapshot);
    });
  });

  it('every catalogue route needs a session (401) and SETTINGS (403); a SETTINGS user passes', async () => {
    await t.createUser('mesero', { scope: 'POS,KITCHEN' });
    await t.createUser('encargado', { scope: 'REPORTS,SETTINGS' });
    const mesero = await t.signIn('mesero', 'user-pass-123');
    const encargado = await t.signIn('encargado', 'user-pass-123');
    const cat = (await call('POST', '/settings/categories/add', { title: 'Policy' })).json().id;
    const requests: [Method, string, object?][] = [
      ['GET', '/settings/store-tables'],
      ['POST', '/settings/store-tables/add', { title: 'Policy', floor: 'P', seatingCapacity: 1 }],
      ['GET', '/settings/categories'],
      ['POST', `/settings/categories/${cat}/update`, { title: 'Policy 2' }],
      ['GET', '/settings/taxes'],
      ['POST', '/settings/taxes/add', { title: 'T', rate: 1, type: 'inclusive' }],
      ['GET', '/settings/payment-types'],
      ['POST', '/settings/payment-types/add', { title: 'P' }],
      ['DELETE', `/settings/categories/${cat}`],
    ];
    for (const [method, url, body] of requests) {
      expect((await call(method, url, body, '')).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(method, url, body, mesero)).statusCode, `${method} ${url}`).toBe(403);
      expect((await call(method, url, body, encargado)).statusCode, `${method} ${url}`).toBe(200);
    }
  });
});
