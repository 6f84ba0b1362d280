import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { DatabaseHandle } from '../src/db/database.js';

export type TableChecksum = { rows: number; hash: string };

async function tableNames(handle: DatabaseHandle): Promise<string[]> {
  const query =
    handle.dialect === 'sqlite'
      ? sql<{ name: string }>`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`
      : // pg_class, not the information_schema view: a tenth of the time, on every call.
        sql<{ name: string }>`SELECT relname AS name FROM pg_class
          WHERE relnamespace = current_schema()::regnamespace AND relkind IN ('r', 'p')`;
  const { rows } = await query.execute(handle.db);
  return rows.map((r) => r.name).sort();
}

/** Keys sorted and bytes spelled out, so equal rows serialise equally whatever the driver's order. */
function canonical(value: unknown): string {
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (value instanceof Uint8Array) return JSON.stringify(Buffer.from(value).toString('base64'));
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'undefined';
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * PostgreSQL hashes each table where it lies, all tables in one statement: reading every row of
 * some eighty tables into the test (a round trip and a parse each) took 0.7 s a call, and the
 * hostile-input test calls it after every write route, about 300 times per run. A row's text form
 * (`t::text`) holds every column, so any insert, update or delete changes the table's hash.
 */
async function checksumPostgres(handle: DatabaseHandle, names: string[]): Promise<Record<string, TableChecksum>> {
  const perTable = names.map(
    (name) => sql`SELECT ${name} AS name, count(*)::int AS rows,
      coalesce(md5(string_agg(md5(t::text), '' ORDER BY md5(t::text))), '') AS hash
      FROM ${sql.table(name)} t`,
  );
  const { rows } = await sql<{
    name: string;
    rows: number;
    hash: string;
  }>`${sql.join(perTable, sql` UNION ALL `)}`.execute(handle.db);
  return Object.fromEntries(rows.map((r) => [r.name, { rows: r.rows, hash: r.hash }]));
}

/**
 * Row count and an order-independent hash of every table in the database: any insert, update or
 * delete shows. Compare checksums of one database only (the two dialects hash differently).
 */
export async function checksumTables(handle: DatabaseHandle): Promise<Record<string, TableChecksum>> {
  const names = await tableNames(handle);
  if (handle.dialect === 'postgres') return checksumPostgres(handle, names);
  const result: Record<string, TableChecksum> = {};
  for (const name of names) {
    const { rows } = await sql<Record<string, unknown>>`SELECT * FROM ${sql.table(name)}`.execute(handle.db);
    const hashes = rows.map((row) => sha256(canonical(row))).sort();
    result[name] = { rows: rows.length, hash: sha256(hashes.join('\n')) };
  }
  return result;
}
