import { z } from 'zod';
import { badRequest } from './http-error.js';

const spanish = z.locales.es().localeError;

function withField(iss: Parameters<typeof spanish>[0]): string {
  const text = spanish(iss);
  const message = typeof text === 'string' ? text : (text?.message ?? 'Valor inválido');
  return iss.path?.length ? `Campo ${iss.path.join('.')}: ${message}` : message;
}

/**
 * Parses request input with a contracts schema. Messages written in the schema (the spec's Spanish
 * texts) win; anything else gets zod's Spanish text prefixed with the field name.
 */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value ?? {}, { error: withField });
  if (!result.success) throw badRequest(result.error.issues[0]?.message);
  if (holdsNul(result.data)) throw badRequest(NUL_MESSAGE);
  return result.data;
}

export const NUL_MESSAGE = 'El texto no puede contener caracteres nulos.';

/** PostgreSQL text cannot hold U+0000 (SQLite can): refused here, the same on both, instead of a 500. */
function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 20 || value === null || typeof value !== 'object') return false;
  return Object.values(value).some((v) => holdsNul(v, depth + 1));
}

/**
 * Path ids are positive integers written plainly; anything else (" 1", "+1", "1.0", "1e3", "0x1")
 * names no row, rather than another row than the one written, or a database error.
 */
export const idParam = z.preprocess(
  (v) => (typeof v === 'string' && /^[1-9][0-9]{0,9}$/.test(v) ? Number(v) : v),
  z.number().int().positive().max(2_147_483_647),
);
