import type { Kysely } from 'kysely';
import type { DialectName } from '../dialect.js';
import { bumpCatalogueOnWrites } from './catalogue-triggers.js';

/**
 * Issue 24's benchmark: a sale takes its recipes from a copy kept per catalogue version
 * (modules/inventory/recipe-index.ts), so recipes and preparations count as catalogue: any write to
 * them bumps catalogue_version, whoever the writer is. Recipes change in the back office, rarely;
 * the POS terminals then read the menu again, as after any menu edit.
 */
export function recipeCatalogue(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>) {
      await bumpCatalogueOnWrites(db, dialect, ['recipe_lines', 'preparation_lines']);
    },
  };
}
