/**
 * How the DIAN annex writes values: amounts with a dot and exactly two decimals and no thousands
 * separator ("15000.00"), dates YYYY-MM-DD and times HH:mm:ss with the zone ("14:30:05-05:00").
 * Money arrives as the project's integer minor units (centavos), so the text is built from integer
 * division and never from a float.
 */

/** Colombia has kept UTC−5 without daylight saving since 1993, so the offset is a constant. */
export const BOGOTA_OFFSET = '-05:00';
const BOGOTA_OFFSET_MS = -5 * 60 * 60 * 1000;

/** Integer centavos to the annex's amount text: 1_500_000 → "15000.00", -5 → "-0.05". */
export function dianAmount(minor: number): string {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`Monto no entero en centavos: ${minor}`);
  const sign = minor < 0 ? '-' : '';
  const abs = BigInt(Math.abs(minor));
  const cents = (abs % 100n).toString().padStart(2, '0');
  return `${sign}${(abs / 100n).toString()}.${cents}`;
}

/** A tax rate in basis points (800 = 8 %) as the annex's percent text "8.00". */
export function dianPercent(rateBp: number): string {
  return dianAmount(rateBp);
}

/** A whole quantity as the annex writes it ("2.00"); the POS sells whole units. */
export function dianQuantity(quantity: number): string {
  if (!Number.isSafeInteger(quantity)) throw new RangeError(`Cantidad no entera: ${quantity}`);
  return dianAmount(quantity * 100);
}

export type BogotaDateTime = {
  /** YYYY-MM-DD in Bogotá. */
  date: string;
  /** HH:mm:ss-05:00 in Bogotá. */
  time: string;
};

/** The instant's calendar date and wall-clock time in Bogotá, written as the annex asks. */
export function bogotaDateTime(instant: Date): BogotaDateTime {
  const iso = new Date(instant.getTime() + BOGOTA_OFFSET_MS).toISOString();
  return { date: iso.slice(0, 10), time: `${iso.slice(11, 19)}${BOGOTA_OFFSET}` };
}

/** xsd:dateTime in Bogotá, e.g. SigningTime "2026-11-27T16:24:43-05:00". */
export function bogotaTimestamp(instant: Date): string {
  const { date, time } = bogotaDateTime(instant);
  return `${date}T${time}`;
}

/** Whole days from the Bogotá date `from` to the date `to` (both YYYY-MM-DD); negative when past. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}
