import { normalizePhone } from '@comandero/contracts';
import { sql, type Expression, type SqlBool } from 'kysely';

/** `%text%` with LIKE's own wildcards escaped, so a typed % or _ matches itself. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Case-insensitive "contains" on both databases: PostgreSQL's LIKE is case-sensitive and SQLite's
 * has no default escape character, so both sides are lowered and the escape is named.
 */
export function ilike(column: Expression<string | null>, text: string): Expression<SqlBool> {
  return sql<SqlBool>`lower(${column}) like ${containsPattern(text.toLowerCase())} escape '\\'`;
}

/** The digits of a typed search when it reads as (part of) a phone, else null. */
export function phoneFragment(text: string): string | null {
  const phone = normalizePhone(text);
  return /^\+?\d+$/.test(phone) ? phone : null;
}
