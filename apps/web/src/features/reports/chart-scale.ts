/** Pure helpers of the revenue chart, kept apart so they are unit-tested without a DOM. */

/** A round axis top at or above `max` (1, 2, 2.5 or 5 times a power of ten), and 1 for an empty chart. */
export function niceMax(max: number): number {
  if (!(max > 0)) return 1;
  const power = 10 ** Math.floor(Math.log10(max));
  const step = [1, 2, 2.5, 5, 10].find((m) => m * power >= max) ?? 10;
  return step * power;
}

/** Every how many bars a day label fits, for labels about `labelPx` wide. */
export function labelStep(bars: number, plotWidth: number, labelPx = 44): number {
  const fit = Math.max(1, Math.floor(plotWidth / labelPx));
  return Math.max(1, Math.ceil(bars / fit));
}

// Spelled out here: ICU versions disagree on es-CO short dates ("24 nov" in Chromium, "24 de nov" in Node).
const MONTHS = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sept', 'oct', 'nov', 'dic'];
const longDayFormat = new Intl.DateTimeFormat('es-CO', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});

/** "24 nov" for a local day YYYY-MM-DD (read at noon UTC so no zone can move it). */
export function shortDay(day: string): string {
  return `${Number(day.slice(8, 10))} ${MONTHS[Number(day.slice(5, 7)) - 1]}`;
}

/** "Martes, 24 de noviembre". */
export function longDay(day: string): string {
  const text = longDayFormat.format(new Date(`${day}T12:00:00Z`));
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const mediumDayFormat = new Intl.DateTimeFormat('es-CO', { dateStyle: 'medium', timeZone: 'UTC' });

/** "24 nov 2026". */
export function mediumDay(day: string): string {
  return mediumDayFormat.format(new Date(`${day}T12:00:00Z`));
}

// Two decimals: ticks are quarters of a round top (2,5 M / 4 = 625 mil, 1,25 M).
const short = new Intl.NumberFormat('es-CO', { maximumFractionDigits: 2 });

/**
 * Axis labels: "750", "72 mil", "1,2 M". Built by hand: ICU's compact notation for es-CO mixes
 * "5 K" and "10 k" and changes between versions.
 */
export function compactPesos(pesos: number): string {
  const abs = Math.abs(pesos);
  if (abs >= 1_000_000) return `${short.format(pesos / 1_000_000)} M`;
  if (abs >= 1_000) return `${short.format(pesos / 1_000)} mil`;
  return short.format(pesos);
}
