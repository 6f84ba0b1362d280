import { afterEach, describe, expect, it } from 'vitest';
import { openTestDatabase, testDatabases } from '../../test/test-app.js';
import { migrateToLatest, type DatabaseHandle } from './database.js';
import { insertRows, insertRowsReturningIds, type RidingWrite } from './rows-insert.js';

describe.each(testDatabases)('a write riding in an INSERT on %s', (kind) => {
  let handle: DatabaseHandle | undefined;
  let drop = async () => {};
  afterEach(async () => {
    await handle?.close();
    await drop();
  });

  const at = '2020-03-02T12:00:00.000Z';

  it('is written with the rows, in the same transaction, and the ids answered are the rows’ only', async () => {
    ({ handle, drop } = await openTestDatabase(kind));
    await migrateToLatest(handle);
    const db = handle.db;
    const titles = await db.transaction().execute(async (tx) => {
      const riding = (title: string): RidingWrite => ({
        pgCtes: 'noted AS (INSERT INTO categories (title, created_at) VALUES ($2, $3))',
        params: [title, at],
        alone: () => insertRows(tx, 'categories', [{ title, created_at: at }]),
      });
      const rows = ['Bebidas', 'Entradas'].map((title) => ({ title, created_at: at }));
      const ids = await insertRowsReturningIds(tx, 'categories', rows, riding('Postres'));
      const named = await tx
        .selectFrom('categories')
        .select(['id', 'title'])
        .where('id', 'in', ids)
        .orderBy('id')
        .execute();
      expect(named.map((r) => r.title)).toEqual(['Bebidas', 'Entradas']);
      // With no rows to ride in, it is written alone.
      expect(await insertRowsReturningIds(tx, 'categories', [], riding('Sopas'))).toEqual([]);
      return (await tx.selectFrom('categories').select('title').execute()).map((r) => r.title);
    });
    expect(titles.sort()).toEqual(['Bebidas', 'Entradas', 'Postres', 'Sopas']);
  });
});
