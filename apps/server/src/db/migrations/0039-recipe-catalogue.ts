import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../dialect.js';

const TABLES = ['recipe_lines', 'preparation_lines'] as const;

/**
 * Issue 24's benchmark: a sale takes its recipes from a copy kept per catalogue version
 * (modules/inventory/recipe-index.ts), so recipes and preparations count as catalogue: any write to
 * them bumps catalogue_version, whoever the writer is. Recipes change in the back office, rarely;
 * the POS terminals then read the menu again, as after any menu edit.
 */
export function recipeCatalogue(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>) {
      const bump = sql.raw('UPDATE catalogue_version SET version = version + 1 WHERE id = 1;');
      for (const table of TABLES) {
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
    },
  };
}
