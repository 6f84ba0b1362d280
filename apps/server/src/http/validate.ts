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
  const bad = badTextIn(result.data);
  if (bad) throw badRequest(bad);
  return result.data;
}

export const NUL_MESSAGE = 'El texto no puede contener caracteres nulos.';
export const BROKEN_TEXT_MESSAGE = 'El texto contiene un carácter incompleto (por ejemplo, medio emoji).';

/** Half of a UTF-16 pair (a truncated emoji): no character at all. */
const LONE_SURROGATE = /\p{Cs}/u;

/**
 * Text the databases cannot store as sent, refused here the same on both instead of a 500:
 * PostgreSQL's text holds no U+0000 (SQLite's does), and its JSON (the batch writes, rows-insert.ts)
 * no lone surrogate, which would otherwise become U+FFFD or fail a whole batch of orders.
 */
function badTextIn(value: unknown, depth = 0): string | null {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) return NUL_MESSAGE;
    return LONE_SURROGATE.test(value) ? BROKEN_TEXT_MESSAGE : null;
  }
  if (depth > 20 || value === null || typeof value !== 'object') return null;
  for (const v of Object.values(value)) {
    const bad = badTextIn(v, depth + 1);
    if (bad) return bad;
  }
  return null;
}

/**
 * Path ids are positive integers written plainly; anything else (" 1", "+1", "1.0", "1e3", "0x1")
 * names no row, rather than another row than the one written, or a database error.
 */
export const idParam = z.preprocess(
  (v) => (typeof v === 'string' && /^[1-9][0-9]{0,9}$/.test(v) ? Number(v) : v),
  z.number().int().positive().max(2_147_483_647),
);
