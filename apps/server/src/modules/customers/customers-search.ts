import { normalizePhone } from '@comandero/contracts';
import { sql, type Expression, type SqlBool } from 'kysely';
import type { DialectName } from '../../db/dialect.js';

/** `%text%` with LIKE's own wildcards escaped, so a typed % or _ matches itself. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Case-insensitive "contains". SQLite's LIKE already ignores ASCII case (and comparing the column
 * as stored lets a covering index answer); the text is lowered so that a typed "PÉREZ" still finds
 * the "Pérez" stored with lower-case accents. PostgreSQL's ILIKE folds every letter.
 */
export function ilike(dialect: DialectName, column: Expression<string | null>, text: string): Expression<SqlBool> {
  const pattern = containsPattern(text.toLowerCase());
  return dialect === 'postgres'
    ? sql<SqlBool>`${column} ilike ${pattern} escape '\\'`
    : sql<SqlBool>`${column} like ${pattern} escape '\\'`;
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
