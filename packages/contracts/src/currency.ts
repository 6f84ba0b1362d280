export const CURRENCIES = [{ code: 'COP', symbol: 'Col$', name: 'Peso Colombiano' }] as const;

export type CurrencyCode = (typeof CURRENCIES)[number]['code'];

export function currencySymbol(code: string | null | undefined): string {
  return CURRENCIES.find((c) => c.code === code)?.symbol ?? CURRENCIES[0].symbol;
}

const amountFormat = new Intl.NumberFormat('es-CO', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Amounts live as integer minor units everywhere; only this edge turns them into text. */
export function formatAmount(minor: number): string {
  return amountFormat.format(minor / 100);
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
