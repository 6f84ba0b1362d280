import { sql } from 'kysely';
import type { Db } from './database.js';

/**
 * The schema a DATABASE_URL works in when it names one the libpq way,
 * `?options=-c search_path=<schema>`: the first schema listed, where new tables go.
 */
export function schemaOfUrl(databaseUrl: string): string | undefined {
  let options: string | null;
  try {
    options = new URL(databaseUrl).searchParams.get('options');
  } catch {
    return undefined;
  }
  const named = options ? /(?:^|\s)-c\s*search_path\s*=\s*"?([^\s,"]+)/.exec(options) : null;
  return named?.[1];
}

/** The schema unqualified names resolve to now, whatever set the search_path (URL, role, PGOPTIONS). */
export async function currentSchema(db: Db): Promise<string | undefined> {
  const { rows } = await sql<{ schema: string | null }>`select current_schema() as schema`.execute(db);
  return rows[0]?.schema ?? undefined;
}
