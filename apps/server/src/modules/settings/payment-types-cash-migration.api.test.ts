import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabases, type TestApp } from '../../../test/test-app.js';
import { markCashByTitle } from '../../db/migrations/0010-tips-and-cash.js';

describe.each(testDatabases)('migration 0010 marks the existing cash payment types on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  it('turns rows titled Efectivo or Cash into cash and the others into not cash', async () => {
    const db = t.database.db;
    const now = new Date().toISOString();
    // Rows as they stood before the flag existed (is_cash null).
    await db
      .insertInto('payment_types')
      .values(
        ['Efectivo', ' cash ', 'EFECTIVO', 'Tarjeta', 'Efectivo y tarjeta'].map((title) => ({
          title,
          is_active: 1,
          created_at: now,
        })),
      )
      .execute();
    await markCashByTitle(db as unknown as Kysely<unknown>);
    const rows = await db.selectFrom('payment_types').select(['title', 'is_cash']).orderBy('id').execute();
    expect(rows).toEqual([
      { title: 'Efectivo', is_cash: 1 },
      { title: ' cash ', is_cash: 1 },
      { title: 'EFECTIVO', is_cash: 1 },
      { title: 'Tarjeta', is_cash: 0 },
      { title: 'Efectivo y tarjeta', is_cash: 0 },
    ]);
  });
});
