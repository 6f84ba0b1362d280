import type { Kysely } from 'kysely';
import type { DialectName } from '../dialect.js';
import { bumpCatalogueOnWrites } from './catalogue-triggers.js';

/**
 * Issue 21's benchmark: a station's kitchen screen read its routes from the database on every
 * request (twenty tablets refetching after each order, each a round trip on PostgreSQL). Stations and
 * their routes now count as catalogue, so the screens keep the routing per catalogue version and a
 * read takes one stamp query. Stations change in the settings, rarely.
 */
export function stationCatalogue(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>) {
      await bumpCatalogueOnWrites(db, dialect, ['stations', 'station_routes']);
    },
  };
}
