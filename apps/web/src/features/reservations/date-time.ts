import { RESERVATION_PAST_GRACE_MINUTES } from '@comandero/contracts';

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * An instant as the value of a datetime-local input, in this device's zone (the zone the lists are
 * shown in), so what staff pick is what they see afterwards.
 */
export function toPickerValue(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/**
 * A picked "2026-03-14T21:00" read in this device's zone as an instant with its offset, so the
 * server does not reinterpret it in the store's zone should the two differ. Blank stays blank for
 * the required-date message; an unreadable value is sent as is for the server's own message.
 */
export function toInstant(picked: string): string {
  if (!picked.trim()) return '';
  const d = new Date(picked);
  return Number.isNaN(d.getTime()) ? picked : d.toISOString();
}

/**
 * Whether a picked time is already past, with the server's grace minutes. Blank or unreadable is
 * not "past": the required/invalid messages speak for those.
 */
export function isPastPick(picked: string, now: number = Date.now()): boolean {
  const at = new Date(picked).getTime();
  return picked.trim() !== '' && !Number.isNaN(at) && at < now - RESERVATION_PAST_GRACE_MINUTES * 60_000;
}

/** The device's calendar day ("2026-11-28") of an instant, the day the list filters by. */
export function pickerDay(iso: string): string {
  return toPickerValue(iso).slice(0, 10);
}
