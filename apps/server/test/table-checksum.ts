import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { DatabaseHandle } from '../src/db/database.js';

export type TableChecksum = { rows: number; hash: string };

async function tableNames(handle: DatabaseHandle): Promise<string[]> {
  const query =
    handle.dialect === 'sqlite'
      ? sql<{ name: string }>`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`
      : sql<{ name: string }>`SELECT table_name AS name FROM information_schema.tables
          WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'`;
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
 * Row count and an order-independent hash (of the sorted row hashes) of every table in the
 * database, read the same way on SQLite and PostgreSQL: any insert, update or delete shows.
 */
export async function checksumTables(handle: DatabaseHandle): Promise<Record<string, TableChecksum>> {
  const result: Record<string, TableChecksum> = {};
  for (const name of await tableNames(handle)) {
    const { rows } = await sql<Record<string, unknown>>`SELECT * FROM ${sql.table(name)}`.execute(handle.db);
    const hashes = rows.map((row) => sha256(canonical(row))).sort();
    result[name] = { rows: rows.length, hash: sha256(hashes.join('\n')) };
  }
  return result;
}
