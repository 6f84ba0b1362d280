import { formatAmount, formatMoney } from '@comandero/contracts';

export { formatAmount, formatMoney };

/** A formatter built on its first use: each costs the locale's data, which a start should not pay for. */
function lazy<T>(build: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= build());
}

const dateTimeFormat = lazy(() => new Intl.DateTimeFormat('es-CO', { dateStyle: 'medium', timeStyle: 'short' }));
const dateFormat = lazy(() => new Intl.DateTimeFormat('es-CO', { dateStyle: 'medium' }));
const timeFormat = lazy(() => new Intl.DateTimeFormat('es-CO', { timeStyle: 'short' }));
const rateFormat = lazy(() => new Intl.NumberFormat('es-CO', { maximumFractionDigits: 2 }));

function toDate(value: string | Date): Date | null {
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** "22 nov 2025, 9:02 a. m." in the browser's zone; unparseable input is shown as it came. */
export function formatDateTime(value: string | Date): string {
  const d = toDate(value);
  return d ? dateTimeFormat().format(d) : String(value);
}

export function formatDate(value: string | Date): string {
  const d = toDate(value);
  return d ? dateFormat().format(d) : String(value);
}

export function formatTime(value: string | Date): string {
  const d = toDate(value);
  return d ? timeFormat().format(d) : String(value);
}

/** Up to two initials for avatars: "Carolina Cajera" → "CC". */
export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return (parts.length > 1 ? parts[0][0] + parts[parts.length - 1][0] : (parts[0] ?? '?').slice(0, 2)).toUpperCase();
}

/** A tax rate in percent without the sign, the Colombian way: 19 → "19", 2.5 → "2,5". */
export function formatRate(rate: number): string {
  return rateFormat().format(rate);
}
