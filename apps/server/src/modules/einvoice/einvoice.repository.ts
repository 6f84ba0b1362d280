import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/types.js';
import type { DianAddress } from './depos-types.js';
import type { PosNumberingRange } from './numbering.js';

export type SettingsRow = Selectable<Database['einvoice_settings']>;
export type CertificateRow = Selectable<Database['einvoice_certificates']>;
export type RangeRow = Selectable<Database['einvoice_ranges']>;

export const readSettingsRow = (db: Db): Promise<SettingsRow> =>
  db.selectFrom('einvoice_settings').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();

export const readCertificateRow = (db: Db): Promise<CertificateRow | undefined> =>
  db.selectFrom('einvoice_certificates').selectAll().where('id', '=', 1).executeTakeFirst();

export const listRangeRows = (db: Db): Promise<RangeRow[]> =>
  db.selectFrom('einvoice_ranges').selectAll().orderBy('id').execute();

export const readRangeRow = (db: Db, id: number): Promise<RangeRow | undefined> =>
  db.selectFrom('einvoice_ranges').selectAll().where('id', '=', id).executeTakeFirst();

export const activeRangeRow = (db: Db): Promise<RangeRow | undefined> =>
  db.selectFrom('einvoice_ranges').selectAll().where('active', '=', 1).executeTakeFirst();

/** The issuer's address as the settings row stores it: the settings page and every document read it so. */
export function issuerAddressOf(row: SettingsRow): DianAddress {
  return {
    municipalityCode: row.municipality_code,
    cityName: row.city_name,
    departmentCode: row.department_code,
    departmentName: row.department_name,
    line: row.address_line,
  };
}

export function rangeOf(row: RangeRow): PosNumberingRange {
  return {
    resolutionNumber: row.resolution_number,
    resolutionDate: row.resolution_date,
    prefix: row.prefix,
    from: row.from_number,
    to: row.to_number,
    validFrom: row.valid_from,
    validTo: row.valid_to,
  };
}

/**
 * Advances the active range's counter by `count` in one statement and answers the first number
 * taken: the row stays locked (PostgreSQL) or the database write-locked (SQLite) until the payment's
 * COMMIT, so two payments never share a number, and a rolled-back payment gives its numbers back.
 */
export async function takeNumbers(tx: Db, rangeId: number, count: number): Promise<number> {
  const row = await tx
    .updateTable('einvoice_ranges')
    .set((eb) => ({
      last_number: eb(eb.fn.coalesce('last_number', eb('from_number', '-', 1)), '+', count),
    }))
    .where('id', '=', rangeId)
    .returning('last_number')
    .executeTakeFirstOrThrow();
  return Number(row.last_number) - count + 1;
}
