import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiClient,
  createTestApp,
  expectError,
  testDatabases,
  type ApiClient,
  type TestApp,
} from '../../../test/test-app.js';

describe.each(testDatabases)('tables, categories and taxes on %s', (kind) => {
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

  describe('store tables', () => {
    it('adds, lists, updates and deletes a table', async () => {
      const added = await call('POST', '/settings/store-tables/add', {
        title: 'Mesa 1',
        floor: 'Terraza',
        seatingCapacity: 4,
      });
      expect(added.statusCode).toBe(200);
      expect(added.json()).toEqual({ message: '¡Mesa agregada!', id: expect.any(Number) });
      const id = added.json().id;
      expect(await list('/settings/store-tables')).toContainEqual({
        id,
        table_title: 'Mesa 1',
        floor: 'Terraza',
        seating_capacity: 4,
      });

      const updated = await call('POST', `/settings/store-tables/${id}/update`, {
        title: 'Mesa 1A',
        floor: 'Terraza',
        seatingCapacity: '6',
      });
      expect(updated.json()).toEqual({ message: '¡Mesa actualizada!' });
      expect(await list('/settings/store-tables')).toContainEqual({
        id,
        table_title: 'Mesa 1A',
        floor: 'Terraza',
        seating_capacity: 6,
      });

      const deleted = await call('DELETE', `/settings/store-tables/${id}`);
      expect(deleted.json()).toEqual({ message: '¡Mesa eliminada!' });
      expect((await list('/settings/store-tables')).map((r: { id: number }) => r.id)).not.toContain(id);
    });

    it('presets a blank floor to "-" and a blank capacity to 0', async () => {
      const { id } = (
        await call('POST', '/settings/store-tables/add', { title: 'Barra', floor: '', seatingCapacity: '' })
      ).json();
      expect(await list('/settings/store-tables')).toContainEqual({
        id,
        table_title: 'Barra',
        floor: '-',
        seating_capacity: 0,
      });
    });

    it('refuses a duplicate title on the same floor with 409, on add and on update', async () => {
      await call('POST', '/settings/store-tables/add', { title: 'Mesa 7', floor: 'Patio', seatingCapacity: 2 });
      const other = (
        await call('POST', '/settings/store-tables/add', { title: 'Mesa 7', floor: 'Salón', seatingCapacity: 2 })
      ).json();
      const dup = await call('POST', '/settings/store-tables/add', {
        title: 'Mesa 7',
        floor: 'Patio',
        seatingCapacity: 8,
      });
      expectError(dup, 409, '¡Ya existe una mesa con ese título en ese piso!');
      const dupUpdate = await call('POST', `/settings/store-tables/${other.id}/update`, {
        title: 'Mesa 7',
        floor: 'Patio',
        seatingCapacity: 2,
      });
      expectError(dupUpdate, 409, '¡Ya existe una mesa con ese título en ese piso!');
      const rows = (await list('/settings/store-tables')).filter(
        (r: { table_title: string }) => r.table_title === 'Mesa 7',
      );
      expect(rows.map((r: { floor: string }) => r.floor).sort()).toEqual(['Patio', 'Salón']);
    });

    it('validates title, floor and capacity, and answers 404 for unknown ids', async () => {
      const before = await list('/settings/store-tables');
      const cases: [object, string][] = [
        [{ floor: 'x', seatingCapacity: 2 }, '¡Por favor ingrese el título de la mesa!'],
        [{ title: '  ', seatingCapacity: 2 }, '¡Por favor ingrese el título de la mesa!'],
        [{ title: 'x'.repeat(101) }, '¡El título no puede superar 100 caracteres!'],
        [{ title: 'M', floor: 'x'.repeat(51) }, '¡El piso no puede superar 50 caracteres!'],
        [{ title: 'M', seatingCapacity: -1 }, '¡Ingrese una capacidad válida (0 a 1000)!'],
        [{ title: 'M', seatingCapacity: 1001 }, '¡Ingrese una capacidad válida (0 a 1000)!'],
        [{ title: 'M', seatingCapacity: 2.5 }, '¡Ingrese una capacidad válida (0 a 1000)!'],
        [{ title: 'M', seatingCapacity: 'muchos' }, '¡Ingrese una capacidad válida (0 a 1000)!'],
      ];
      for (const [body, message] of cases) {
        expectError(await call('POST', '/settings/store-tables/add', body), 400, message);
      }
      const body = { title: 'M', floor: '1', seatingCapacity: 1 };
      expectError(await call('POST', '/settings/store-tables/99999/update', body), 404, '¡Mesa no encontrada!');
      expectError(await call('POST', '/settings/store-tables/abc/update', body), 404, '¡Mesa no encontrada!');
      expectError(await call('DELETE', '/settings/store-tables/99999'), 404, '¡Mesa no encontrada!');
      expect(await list('/settings/store-tables')).toEqual(before);
    });
  });

  describe('categories', () => {
    it('adds, lists, updates and deletes a category', async () => {
      const added = await call('POST', '/settings/categories/add', { title: ' Bebidas ' });
      expect(added.json()).toEqual({ message: '¡Categoría agregada!', id: expect.any(Number) });
      const id = added.json().id;
      expect(await list('/settings/categories')).toContainEqual({ id, title: 'Bebidas' });
      const updated = await call('POST', `/settings/categories/${id}/update`, { title: 'Jugos' });
      expect(updated.json()).toEqual({ message: '¡Categoría actualizada!' });
      expect(await list('/settings/categories')).toContainEqual({ id, title: 'Jugos' });
      expect((await call('DELETE', `/settings/categories/${id}`)).json()).toEqual({ message: '¡Categoría eliminada!' });
      expect(await list('/settings/categories')).not.toContainEqual({ id, title: 'Jugos' });
    });

    it('requires a title with the spec message and answers 404 for unknown ids', async () => {
      const before = await list('/settings/categories');
      expectError(
        await call('POST', '/settings/categories/add', { title: '' }),
        400,
        'Por favor ingrese el titulo de la categoria!',
      );
      expectError(
        await call('POST', '/settings/categories/add', {}),
        400,
        'Por favor ingrese el titulo de la categoria!',
      );
      expectError(
        await call('POST', '/settings/categories/add', { title: 'x'.repeat(101) }),
        400,
        '¡El título no puede superar 100 caracteres!',
      );
      expectError(
        await call('POST', '/settings/categories/99999/update', { title: 'x' }),
        404,
        '¡Categoría no encontrada!',
      );
      expectError(await call('DELETE', '/settings/categories/99999'), 404, '¡Categoría no encontrada!');
      expectError(await call('DELETE', '/settings/categories/0'), 404, '¡Categoría no encontrada!');
      expect(await list('/settings/categories')).toEqual(before);
    });
  });

  describe('taxes', () => {
    it('adds, lists, updates and deletes a tax, keeping fractional percents exact', async () => {
      const added = await call('POST', '/settings/taxes/add', { title: 'IVA', rate: 19, type: 'exclusive' });
      expect(added.json()).toEqual({ message: '¡Impuesto agregado!', id: expect.any(Number) });
      const id = added.json().id;
      expect(await list('/settings/taxes')).toContainEqual({ id, title: 'IVA', rate: 19, type: 'exclusive' });
      const row = await t.database.db
        .selectFrom('taxes')
        .select('rate_bp')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(row.rate_bp).toBe(1900);

      const updated = await call('POST', `/settings/taxes/${id}/update`, {
        title: 'Impoconsumo',
        rate: '2.55',
        type: 'inclusive',
      });
      expect(updated.json()).toEqual({ message: '¡Impuesto actualizado!' });
      expect(await list('/settings/taxes')).toContainEqual({ id, title: 'Impoconsumo', rate: 2.55, type: 'inclusive' });

      expect((await call('DELETE', `/settings/taxes/${id}`)).json()).toEqual({ message: '¡Impuesto eliminado!' });
      expect((await list('/settings/taxes')).map((r: { id: number }) => r.id)).not.toContain(id);
    });

    it('validates with the spec messages and answers 404 for unknown ids', async () => {
      const before = await list('/settings/taxes');
      const ok = { title: 'IVA', rate: 19, type: 'exclusive' };
      const cases: [object, string][] = [
        [{ ...ok, title: '' }, 'Proporcione un titulo!'],
        [{ rate: 19, type: 'exclusive' }, 'Proporcione un titulo!'],
        [{ ...ok, rate: -1 }, 'Valor invalido en la tasa de impuestos!'],
        [{ ...ok, rate: 100.01 }, 'Valor invalido en la tasa de impuestos!'],
        [{ ...ok, rate: 19.005 }, 'Valor invalido en la tasa de impuestos!'],
        [{ ...ok, rate: '' }, 'Valor invalido en la tasa de impuestos!'],
        [{ ...ok, rate: 'diez' }, 'Valor invalido en la tasa de impuestos!'],
        [{ ...ok, type: '' }, 'Seleccione el tipo de impuesto!'],
        [{ ...ok, type: 'other' }, 'Seleccione el tipo de impuesto!'],
        [{ title: 'IVA', rate: 19 }, 'Seleccione el tipo de impuesto!'],
      ];
      for (const [body, message] of cases) {
        expectError(await call('POST', '/settings/taxes/add', body), 400, message);
      }
      expectError(await call('POST', '/settings/taxes/99999/update', ok), 404, '¡Impuesto no encontrado!');
      expectError(await call('DELETE', '/settings/taxes/99999'), 404, '¡Impuesto no encontrado!');
      expect(await list('/settings/taxes')).toEqual(before);
    });
  });
});
