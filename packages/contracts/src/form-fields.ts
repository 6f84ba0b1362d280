import { z } from 'zod';
import { moneyInputMessage, parseMoneyInput } from './money-input.js';

/**
 * Field builders shared by the settings and menu schemas. Forms send numbers as text and leave
 * optional inputs blank, so blank text means "no value" and numeric text is read as a number.
 */
export const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** Plain decimal text only: Number() would also read "1e2", "0x4" or "Infinity". */
export const PLAIN_DECIMAL = /^-?\d+(\.\d+)?$/;

/** Plain decimal text becomes a number; anything else is left for the schema to refuse. */
export const asNumber = (v: unknown) => (typeof v === 'string' && PLAIN_DECIMAL.test(v.trim()) ? Number(v.trim()) : v);

/** Amounts and rates are kept exact in hundredths, so a third decimal would be silently lost. */
const atMostTwoDecimals = (n: number) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6;

export const MAX_INT_ID = 2_147_483_647;

export function requiredText(max: number, message: string, tooLong: string) {
  return z.string({ error: message }).trim().min(1, message).max(max, tooLong);
}

/** Blank becomes null; otherwise trimmed text up to `max` characters. */
export function optionalText(max: number, tooLong: string) {
  return z.preprocess((v) => (isBlank(v) ? null : v), z.string().trim().max(max, tooLong).nullable());
}

/** A decimal in [min, max] with at most 2 decimals; numeric text accepted. */
export function decimal(max: number, message: string) {
  return z.preprocess(
    asNumber,
    z.number({ error: message }).min(0, message).max(max, message).refine(atMostTwoDecimals, message),
  );
}

export function optionalDecimal(max: number, message: string) {
  return z.preprocess((v) => (isBlank(v) ? null : asNumber(v)), decimal(max, message).nullable());
}

export function decimalOrZero(max: number, message: string) {
  return z.preprocess((v) => (isBlank(v) ? 0 : asNumber(v)), decimal(max, message));
}

/**
 * Money as a person types it in a form (es-CO: "32.000,50"), read with parseMoneyInput and then
 * checked by `checked`. For forms only: request bodies keep `decimal`, whose plain decimal text
 * reads "32.000" as 32, so the browser converts first and sends a number. Blank text becomes null
 * for `checked` to refuse (moneyText), keep (optionalMoneyText) or turn into 0 (moneyTextOrZero).
 */
function fromMoneyText<T extends z.ZodType>(checked: T, message: string) {
  return z.preprocess((v, ctx) => {
    if (typeof v !== 'string') return v;
    const read = parseMoneyInput(v);
    if (read.ok) return read.value;
    ctx.addIssue({ code: 'custom', message: moneyInputMessage(read.problem, message) });
    return z.NEVER;
  }, checked);
}

export const moneyText = (max: number, message: string) => fromMoneyText(decimal(max, message), message);

export const optionalMoneyText = (max: number, message: string) =>
  fromMoneyText(optionalDecimal(max, message), message);

export const moneyTextOrZero = (max: number, message: string) => fromMoneyText(decimalOrZero(max, message), message);

export function integerOrZero(max: number, message: string) {
  return z.preprocess(
    (v) => (isBlank(v) ? 0 : asNumber(v)),
    z.number({ error: message }).int(message).min(0, message).max(max, message),
  );
}

/** An optional reference to another row: blank is null, otherwise a positive integer id. */
export function optionalId(message: string) {
  return z.preprocess(
    (v) => (isBlank(v) ? null : asNumber(v)),
    z.number({ error: message }).int(message).positive(message).max(MAX_INT_ID, message).nullable(),
  );
}

/** Flags are stored 0/1 (the spec compares them with 1); switches may send booleans or text. */
export function flag(message: string) {
  return z.preprocess(
    (v) => {
      if (v === true || v === 1 || v === '1' || v === 'true') return 1;
      if (v === false || v === 0 || v === '0' || v === 'false') return 0;
      return v;
    },
    z.union([z.literal(0), z.literal(1)], { error: message }),
  );
}
