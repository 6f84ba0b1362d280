/** Injectable source of "now", so business-day rules can be tested across midnight. */
export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };

export function isoNow(clock: Clock): string {
  return clock.now().toISOString();
}

// Building an Intl formatter costs far more than using one; a store has one zone, so keep them.
const dayFormats = new Map<string, Intl.DateTimeFormat>();
// Zone offsets are whole minutes, so a local day always starts on a UTC minute: within one minute
// the answer cannot change, and a busy POS asks many times a second.
let lastDay: { zone: string; minute: number; day: string } | undefined;

/** YYYY-MM-DD of the instant in the store's time zone: the business day for tokens and filters. */
export function businessDay(instant: Date, timeZone: string): string {
  const minute = Math.floor(instant.getTime() / 60_000);
  if (lastDay && lastDay.minute === minute && lastDay.zone === timeZone) return lastDay.day;
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, format);
  }
  const day = format.format(instant);
  lastDay = { zone: timeZone, minute, day };
  return day;
}
