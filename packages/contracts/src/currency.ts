export const CURRENCIES = [{ code: 'COP', symbol: 'Col$', name: 'Peso Colombiano' }] as const;

export type CurrencyCode = (typeof CURRENCIES)[number]['code'];

export function currencySymbol(code: string | null | undefined): string {
  return CURRENCIES.find((c) => c.code === code)?.symbol ?? CURRENCIES[0].symbol;
}

// Built on first use, not at load: a formatter costs the locale's data, and a page that starts
// (the POS, offline too) should not pay for one before it draws an amount (issue 22).
let centavosFormat: Intl.NumberFormat | undefined;
let wholeFormat: Intl.NumberFormat | undefined;

/**
 * Amounts live as integer minor units everywhere; only this edge turns them into text. Colombian
 * menus and receipts write whole pesos ("15.000", issue 18 overrides the spec's 2 decimals); an
 * amount with centavos keeps both digits ("15.000,50"), so nothing is ever hidden by rounding.
 * CSV exports do not use this: they keep their 2 decimals (apps/server reports/csv.ts).
 */
export function formatAmount(minor: number): string {
  if (Number.isInteger(minor) && minor % 100 === 0) {
    wholeFormat ??= new Intl.NumberFormat('es-CO', { maximumFractionDigits: 0 });
    return wholeFormat.format(minor / 100 || 0);
  }
  centavosFormat ??= new Intl.NumberFormat('es-CO', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return centavosFormat.format(minor / 100);
}

export function formatMoney(minor: number, code?: string | null): string {
  return `${currencySymbol(code)} ${formatAmount(minor)}`;
}

/** Decimal major amount (as typed in a form) to minor units, rounding half away from zero at the cent. */
export function toMinor(major: number): number {
  return Math.sign(major) * Math.round(Math.abs(major) * 100 + Number.EPSILON);
}

export function toMajor(minor: number): number {
  return minor / 100;
}
