import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/test-app.js';
import { migrateToLatest, openDatabase, type DatabaseHandle } from './database.js';

const pgUrl = process.env.TEST_DATABASE_URL ?? '';

async function admin(query: string) {
  const client = new pg.Client({ connectionString: pgUrl });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

describe.skipIf(!testDatabases.includes('postgres'))('one PostgreSQL database shared by several schemas', () => {
  const schemas: string[] = [];
  const handles: DatabaseHandle[] = [];
  const freshSchema = async () => {
    const name = `s_${randomBytes(6).toString('hex')}`;
    await admin(`CREATE SCHEMA ${name}`);
    schemas.push(name);
    return name;
  };
  const open = (opts: Parameters<typeof openDatabase>[0]) => {
    const handle = openDatabase(opts);
    handles.push(handle);
    return handle;
  };
  afterEach(async () => {
    for (const h of handles.splice(0)) await h.close();
    for (const s of schemas.splice(0)) await admin(`DROP SCHEMA ${s} CASCADE`);
  });

  it('migrates a schema named only in DATABASE_URL while another schema already holds our tables', async () => {
    await migrateToLatest(open({ databaseUrl: pgUrl, pgSchema: await freshSchema() }));
    const schema = await freshSchema();
    const url = new URL(pgUrl);
    url.searchParams.set('options', `-c search_path=${schema}`);
    const handle = open({ databaseUrl: url.toString() });
    expect(handle.pgSchema).toBe(schema);
    expect(await handle.db.introspection.getTables()).toEqual([]);

    await migrateToLatest(handle);
    const tables = await handle.db.introspection.getTables({ withInternalKyselyTables: true });
    expect(tables.map((t) => t.name)).toEqual(expect.arrayContaining(['kysely_migration', 'orders', 'users']));
    expect(new Set(tables.map((t) => t.schema))).toEqual(new Set([schema]));
  });

  it('migrates while other schemas of the database are being created and dropped', async () => {
    const handle = open({ databaseUrl: pgUrl, pgSchema: await freshSchema() });
    let migrated = false;
    // What parallel test files (or another store being removed) do to the catalogue meanwhile.
    const churn = async () => {
      for (let i = 0; !migrated; i++) {
        const name = `churn_${randomBytes(4).toString('hex')}_${i}`;
        await admin(`CREATE SCHEMA ${name}; CREATE TABLE ${name}.t (id int); DROP SCHEMA ${name} CASCADE`);
      }
    };
    const churners = [churn(), churn(), churn(), churn()];
    try {
      await migrateToLatest(handle);
      // The migrator's question, asked again and again while the churn goes on.
      for (let i = 0; i < 100; i++) await handle.db.introspection.getTables({ withInternalKyselyTables: true });
    } finally {
      migrated = true;
      await Promise.all(churners);
    }
    const { rows } = await handle.pgPool!.query<{ n: number }>('select count(*)::int as n from kysely_migration');
    expect(rows[0].n).toBeGreaterThan(10);
  });

  it("migrates a schema while another schema's migration holds its lock, and waits while its own is held", async () => {
    const [busy, free] = [await freshSchema(), await freshSchema()];
    const holder = new pg.Client({ connectionString: pgUrl });
    await holder.connect();
    const lock = `hashtext('comandero.migrations'), hashtext('${busy}')`;
    try {
      await holder.query(`select pg_advisory_lock(${lock})`);
      // Another schema's migration does not wait for this one (Kysely's own lock is one per database).
      await migrateToLatest(open({ databaseUrl: pgUrl, pgSchema: free }));

      let done = false;
      const waiting = migrateToLatest(open({ databaseUrl: pgUrl, pgSchema: busy })).then(() => (done = true));
      await expect
        .poll(async () => {
          const { rows } = await holder.query<{ n: number }>(
            `select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and query like '%pg_advisory_lock%'`,
          );
          return rows[0].n;
        })
        .toBeGreaterThan(0);
      expect(done).toBe(false);
      await holder.query(`select pg_advisory_unlock(${lock})`);
      await waiting;
      const { rows } = await holder.query<{ n: number }>(`select count(*)::int as n from ${busy}.kysely_migration`);
      expect(rows[0].n).toBeGreaterThan(10);
    } finally {
      await holder.end();
    }
  });
});
