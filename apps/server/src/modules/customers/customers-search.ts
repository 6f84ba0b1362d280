import { foldForSearch, normalizePhone, SQL_FOLD_FROM, SQL_FOLD_TO } from '@comandero/contracts';
import { sql, type Expression, type SqlBool } from 'kysely';
import type { DialectName } from '../../db/dialect.js';

/** `%text%` with LIKE's own wildcards escaped, so a typed % or _ matches itself. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * "Contains", ignoring case and accents on both sides, as the browser's searches do: "alvaro" finds
 * "ÁLVARO" and "nunez" finds "Núñez". SQLite folds through fold_search(), registered on the
 * connection (its own LIKE folds ASCII only); PostgreSQL translates the accented letters first, so
 * the answer does not depend on the server's locale.
 */
export function ilike(dialect: DialectName, column: Expression<string | null>, text: string): Expression<SqlBool> {
  const pattern = containsPattern(foldForSearch(text));
  return dialect === 'postgres'
    ? sql<SqlBool>`lower(translate(${column}, ${SQL_FOLD_FROM}, ${SQL_FOLD_TO})) like ${pattern} escape '\\'`
    : sql<SqlBool>`fold_search(${column}) like ${pattern} escape '\\'`;
}

/** "Contains" on a column that stores its text folded (customers.name_search, migration 0019). */
export function foldedContains(folded: Expression<string | null>, text: string): Expression<SqlBool> {
  return sql<SqlBool>`${folded} like ${containsPattern(foldForSearch(text))} escape '\\'`;
}

/** Plain "contains", for digits (phones). */
export function contains(column: Expression<string | null>, text: string): Expression<SqlBool> {
  return sql<SqlBool>`${column} like ${containsPattern(text)} escape '\\'`;
}

/** The digits of a typed search when it reads as (part of) a phone, else null. */
export function phoneFragment(text: string): string | null {
  const phone = normalizePhone(text);
  return /^\+?\d+$/.test(phone) ? phone : null;
}
