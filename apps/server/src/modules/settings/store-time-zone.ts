import type { ExpressionBuilder, Kysely } from 'kysely';
import type { AppDeps } from '../../app-deps.js';
import type { Database } from '../../db/types.js';

/** The store settings are one row, id 1 (created by the seed). */
const STORE_SETTINGS_ID = 1;

type Source = Pick<Kysely<Database>, 'selectFrom'> | Pick<ExpressionBuilder<Database, never>, 'selectFrom'>;

const zoneQuery = (source: Source) =>
  source.selectFrom('store_settings').select('time_zone').where('id', '=', STORE_SETTINGS_ID);

/**
 * The zone stored in the settings, or the configured one (STORE_TIME_ZONE) while there is none. Read
 * on every use rather than kept, so a changed setting moves the business day at once.
 */
export const zoneOr = (deps: Pick<AppDeps, 'config'>, stored: string | null | undefined): string =>
  stored ?? deps.config.storeTimeZone;

/**
 * The store's time zone: the business day (tokens, date filters, reports) is computed in it. The one
 * reader of the setting; the POS submit asks it within its own round trip (storeTimeZoneColumn).
 */
export async function readStoreTimeZone(deps: Pick<AppDeps, 'db' | 'config'>): Promise<string> {
  const row = await zoneQuery(deps.db).executeTakeFirst();
  return zoneOr(deps, row?.time_zone);
}

/** The same read as a scalar column `time_zone` of a wider select; pass it through zoneOr. */
export const storeTimeZoneColumn = (eb: ExpressionBuilder<Database, never>) => zoneQuery(eb).as('time_zone');
