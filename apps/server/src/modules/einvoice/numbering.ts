import { bogotaDateTime, daysBetween } from './dian-format.js';

/** A POS numbering range the DIAN authorised (resolución de numeración). */
export type PosNumberingRange = {
  resolutionNumber: string;
  /** YYYY-MM-DD. */
  resolutionDate: string;
  /** At most 4 characters; may be empty. */
  prefix: string;
  from: number;
  to: number;
  /** YYYY-MM-DD, Bogotá calendar days, both inclusive. */
  validFrom: string;
  validTo: string;
};

export type NumberingWarning =
  { kind: 'range_low'; remaining: number; message: string } | { kind: 'expiring'; daysLeft: number; message: string };

export type NumberingRefusal = 'invalid_range' | 'exhausted' | 'expired' | 'not_yet_valid';

export type NumberingCheck =
  | { ok: true; number: number; documentNumber: string; warnings: NumberingWarning[] }
  | { ok: false; reason: NumberingRefusal; message: string };

const EXPIRY_WARNING_DAYS = 30;

export function rangeProblem(range: PosNumberingRange): string | null {
  if (!/^[A-Za-z0-9]{0,4}$/.test(range.prefix)) return 'El prefijo debe tener como máximo 4 letras o dígitos.';
  if (!Number.isSafeInteger(range.from) || !Number.isSafeInteger(range.to) || range.from < 1 || range.to < range.from) {
    return 'El rango autorizado no es válido: "desde" debe ser al menos 1 y no mayor que "hasta".';
  }
  if (range.validTo < range.validFrom) return 'La vigencia de la numeración termina antes de empezar.';
  return null;
}

/**
 * Warnings for the settings page and for the cashier: 10 % of the range left, or 30 days before it
 * expires. `lastUsed` is the last number handed out (null before the first sale).
 */
export function numberingWarnings(range: PosNumberingRange, lastUsed: number | null, now: Date): NumberingWarning[] {
  const warnings: NumberingWarning[] = [];
  const size = range.to - range.from + 1;
  const remaining = Math.max(0, range.to - (lastUsed ?? range.from - 1));
  // remaining ≤ 10 % of size, in integers so a 15-number range warns at 1 left, not 1.5.
  if (remaining * 10 <= size) {
    warnings.push({
      kind: 'range_low',
      remaining,
      message: `Quedan ${remaining} de ${size} números de la numeración autorizada por la DIAN (${range.prefix}${range.from} a ${range.prefix}${range.to}). Solicite una nueva resolución.`,
    });
  }
  const daysLeft = daysBetween(bogotaDateTime(now).date, range.validTo);
  if (daysLeft >= 0 && daysLeft <= EXPIRY_WARNING_DAYS) {
    warnings.push({
      kind: 'expiring',
      daysLeft,
      message:
        daysLeft === 0
          ? `La numeración autorizada por la DIAN vence hoy (${range.validTo}). Solicite una nueva resolución.`
          : `La numeración autorizada por la DIAN vence en ${daysLeft} ${daysLeft === 1 ? 'día' : 'días'} (${range.validTo}). Solicite una nueva resolución.`,
    });
  }
  return warnings;
}

/** Whether the next sale may be numbered from this range, and with which number. */
export function checkNextNumber(range: PosNumberingRange, lastUsed: number | null, now: Date): NumberingCheck {
  const problem = rangeProblem(range);
  if (problem) return { ok: false, reason: 'invalid_range', message: problem };
  const today = bogotaDateTime(now).date;
  if (today < range.validFrom) {
    return {
      ok: false,
      reason: 'not_yet_valid',
      message: `La numeración autorizada por la DIAN rige desde el ${range.validFrom}; la venta no se puede numerar todavía.`,
    };
  }
  if (today > range.validTo) {
    return {
      ok: false,
      reason: 'expired',
      message: `La numeración autorizada por la DIAN (resolución ${range.resolutionNumber}) venció el ${range.validTo}. Registre una nueva resolución en Facturación electrónica para seguir vendiendo.`,
    };
  }
  const next = lastUsed === null ? range.from : lastUsed + 1;
  if (next > range.to) {
    return {
      ok: false,
      reason: 'exhausted',
      message: `La numeración autorizada por la DIAN se agotó: ya se usó el último número (${range.prefix}${range.to}). Registre una nueva resolución en Facturación electrónica para seguir vendiendo.`,
    };
  }
  if (next < range.from) {
    return { ok: false, reason: 'invalid_range', message: 'El último número usado está fuera del rango autorizado.' };
  }
  return {
    ok: true,
    number: next,
    documentNumber: `${range.prefix}${next}`,
    warnings: numberingWarnings(range, next, now),
  };
}
