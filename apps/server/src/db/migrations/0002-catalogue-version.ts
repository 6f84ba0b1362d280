import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../dialect.js';

/** Every table whose rows GET /pos/init answers. */
export const CATALOGUE_TABLES = [
  'categories',
  'taxes',
  'payment_types',
  'menu_items',
  'menu_item_variants',
  'menu_item_addons',
  'store_tables',
  'store_settings',
  'print_settings',
] as const;

/**
 * A counter that the database itself bumps on any write to the catalogue, whoever the writer is
 * (any module, any instance, a manual fix). Readers may keep a copy of the catalogue for as long as
 * the counter has not moved. Triggers are the one place where the two dialects must differ.
 */
export function catalogueVersion(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('catalogue_version')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('version', 'integer', (c) => c.notNull())
        .execute();
      await sql`INSERT INTO catalogue_version (id, version) VALUES (1, 0)`.execute(db);
      const bump = sql.raw('UPDATE catalogue_version SET version = version + 1 WHERE id = 1;');
      if (dialect === 'postgres') {
        await sql`CREATE FUNCTION bump_catalogue_version() RETURNS trigger LANGUAGE plpgsql
          AS $$ BEGIN ${bump} RETURN NULL; END $$`.execute(db);
        for (const table of CATALOGUE_TABLES) {
          await sql`CREATE TRIGGER ${sql.raw(`${table}_catalogue_version`)}
            AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${sql.table(table)}
            FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version()`.execute(db);
        }
        return;
      }
      for (const table of CATALOGUE_TABLES) {
        for (const event of ['INSERT', 'UPDATE', 'DELETE']) {
          await sql`CREATE TRIGGER ${sql.raw(`${table}_${event.toLowerCase()}_catalogue_version`)}
            AFTER ${sql.raw(event)} ON ${sql.table(table)} BEGIN ${bump} END`.execute(db);
        }
      }
    },
  };
}
