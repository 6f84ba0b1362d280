import { sql } from 'kysely';
import type { AppDeps } from '../../app-deps.js';

/**
 * A value that changes whenever a write may have changed what the back-office reads answer. SQLite:
 * the rows changed through this process's one connection plus the file's version (bumped by other
 * processes). PostgreSQL: the write-ahead log position, which moves with every write of every
 * instance sharing the database. Over-eager (any write counts), never late.
 */
export async function dataStamp(deps: Pick<AppDeps, 'db' | 'dialect'>): Promise<string> {
  if (deps.dialect === 'postgres') {
    const { rows } = await sql<{ lsn: string }>`select pg_current_wal_lsn()::text as lsn`.execute(deps.db);
    return rows[0].lsn;
  }
  const { rows } = await sql<{ changes: number; version: number }>`
    select total_changes() as changes, (select data_version from pragma_data_version) as version`.execute(deps.db);
  return `${rows[0].changes}:${rows[0].version}`;
}
