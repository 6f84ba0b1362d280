import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checksumTables } from './table-checksum.js';
import { createTestApp, testDatabases, type TestApp } from './test-app.js';

/** The hostile-input test trusts this to see any write: each kind of write must change the checksum. */
describe.each(testDatabases)('table checksum on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  const at = '2026-11-29T00:00:00.000Z';
  const checksum = () => checksumTables(t.database);

  it('is the same without a write, and moves with an insert, an update and a delete', async () => {
    const start = await checksum();
    expect(Object.keys(start).length).toBeGreaterThan(30);
    expect(await checksum()).toEqual(start);

    await sql`INSERT INTO print_requests (kind, payload, next_attempt_at, created_at)
      VALUES ('reprint', '{}', ${at}, ${at})`.execute(t.database.db);
    const inserted = await checksum();
    expect(inserted.print_requests.rows).toBe(start.print_requests.rows + 1);
    expect(inserted.print_requests.hash).not.toBe(start.print_requests.hash);
    expect({ ...inserted, print_requests: start.print_requests }).toEqual(start);

    // One column of one row, the row count unchanged.
    await sql`UPDATE print_requests SET attempts = 1`.execute(t.database.db);
    const updated = await checksum();
    expect(updated.print_requests.rows).toBe(inserted.print_requests.rows);
    expect(updated.print_requests.hash).not.toBe(inserted.print_requests.hash);

    await sql`DELETE FROM print_requests`.execute(t.database.db);
    expect((await checksum()).print_requests).toEqual(start.print_requests);
  });
});
