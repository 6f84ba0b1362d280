import { floorText } from '../../i18n/orders';

const MINUTE = 60_000;

/** Whole minutes from an ISO instant to now; never negative (a tablet's clock may run behind). */
export function minutesSince(iso: string, now: number): number {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return 0;
  return Math.max(0, Math.floor((now - at) / MINUTE));
}

/** "Recién llegada", "12 min", "1 h 05 min", "2 d 3 h": an order left open yesterday still reads. */
export function formatElapsed(minutes: number): string {
  const t = floorText.elapsed;
  if (minutes < 1) return t.now;
  if (minutes < 60) return t.minutes(minutes);
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return t.hours(hours, minutes % 60);
  return t.days(Math.floor(hours / 24), hours % 24);
}
