import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../dialect.js';

/**
 * Makes any write to these tables bump catalogue_version (migration 0002), whoever the writer is, so
 * what is kept per catalogue version (the POS menu, the recipe index, the kitchen's routing) is read
 * again after it. For tables written rarely, from the back office.
 */
export async function bumpCatalogueOnWrites(
  db: Kysely<unknown>,
  dialect: DialectName,
  tables: readonly string[],
): Promise<void> {
  const bump = sql.raw('UPDATE catalogue_version SET version = version + 1 WHERE id = 1;');
  for (const table of tables) {
    if (dialect === 'postgres') {
      await sql`CREATE TRIGGER ${sql.raw(`${table}_catalogue_version`)}
        AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${sql.table(table)}
        FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version()`.execute(db);
      continue;
    }
    for (const event of ['INSERT', 'UPDATE', 'DELETE']) {
      await sql`CREATE TRIGGER ${sql.raw(`${table}_${event.toLowerCase()}_catalogue_version`)}
        AFTER ${sql.raw(event)} ON ${sql.table(table)} BEGIN ${bump} END`.execute(db);
    }
  }
}
