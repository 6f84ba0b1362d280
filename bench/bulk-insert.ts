import { CompiledQuery, sql } from 'kysely';
import type { Db } from '../apps/server/src/db/database.js';
import type { DialectName } from '../apps/server/src/db/dialect.js';

/** SQLite binds at most 32,766 values per statement. */
const SQLITE_VALUES_PER_INSERT = 30_000;
/** A few megabytes of JSON per statement. */
const PG_ROWS_PER_INSERT = 5000;

/**
 * Bulk rows without the query builder, which spent more time building a node per value than the
 * databases spent storing them. SQLite: one multi-row INSERT text reused for every full batch (the
 * app's statement cache then prepares it once). PostgreSQL: each batch as a single JSON parameter
 * unpacked by json_populate_recordset, rather than tens of thousands of bound values.
 * Every row must have the same keys, named like the table's columns.
 */
export async function insertRows(db: Db, dialect: DialectName, table: string, rows: object[]): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0]);
  if (dialect === 'postgres') {
    const names = sql.join(columns.map((c) => sql.ref(c)));
    for (let i = 0; i < rows.length; i += PG_ROWS_PER_INSERT) {
      const json = JSON.stringify(rows.slice(i, i + PG_ROWS_PER_INSERT));
      await sql`INSERT INTO ${sql.table(table)} (${names})
        SELECT ${names} FROM json_populate_recordset(NULL::${sql.table(table)}, ${json}::json)`.execute(db);
    }
    return;
  }
  const perInsert = Math.floor(SQLITE_VALUES_PER_INSERT / columns.length);
  const tuple = `(${columns.map(() => '?').join(', ')})`;
  for (let i = 0; i < rows.length; i += perInsert) {
    const batch = rows.slice(i, i + perInsert) as Record<string, unknown>[];
    const text = `INSERT INTO "${table}" (${columns.map((c) => `"${c}"`).join(', ')}) VALUES ${Array(batch.length).fill(tuple).join(', ')}`;
    await db.executeQuery(
      CompiledQuery.raw(
        text,
        batch.flatMap((row) => columns.map((c) => row[c])),
      ),
    );
  }
}
