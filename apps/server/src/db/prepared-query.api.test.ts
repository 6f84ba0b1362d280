import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, testDatabases, type TestApp } from '../../test/test-app.js';
import { preparedQueries } from './prepared-query.js';

describe.each(testDatabases)('prepared order queries on %s', (kind) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(kind);
  });
  afterEach(async () => {
    await t.close();
  });

  it('keeps at most the bound of shapes compiled and still runs the ones beyond it', async () => {
    const db = t.database.db;
    const run = preparedQueries(5);
    const now = new Date().toISOString();
    for (let n = 1; n <= 12; n++) {
      const rows = Array.from({ length: n }, (_, i) => ({ title: `c${n}-${i}`, created_at: now }));
      const inserted = await run(db, `categories:${n}`, rows.flatMap(Object.values), () =>
        db.insertInto('categories').values(rows).returning('id'),
      );
      expect(inserted).toHaveLength(n);
    }
    // A shape beyond the bound runs again with other values.
    const again = [{ title: 'otra', created_at: now }];
    await run(db, 'categories:1', again.flatMap(Object.values), () =>
      db.insertInto('categories').values(again).returning('id'),
    );
    expect(run.cachedShapes()).toBe(5);
    const count = await db
      .selectFrom('categories')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(79);
  });
});
