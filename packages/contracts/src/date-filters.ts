import { z } from 'zod';
import { DATE_FILTERS, type DateFilter } from './statuses.js';

/**
 * The date filters of the back office lists and reports (spec §9), resolved the same way on the
 * server and in the browser. A filter names whole calendar days in the store's time zone and
 * becomes a half-open range of instants [start, end), so an order placed at 9 pm in Bogotá (02:00
 * UTC the next day) counts on its own local day. `from`/`to` of a custom filter are local dates
 * and both days are included. Pure: "now", the zone and the day function are passed in.
 */

export const DATE_FILTER_MESSAGES = {
  typeInvalid:
    '¡Filtro de fecha inválido! Use today, tomorrow, yesterday, last_7days, this_month, last_month o custom.',
  reportTypeInvalid: '¡Filtro de fecha inválido! Use today, yesterday, last_7days, this_month, last_month o custom.',
  dateInvalid: '¡Fecha inválida! Use el formato AAAA-MM-DD.',
  rangeReversed: '¡Rango de fechas inválido! La fecha inicial debe ser anterior o igual a la final.',
} as const;

/** Reports look back only (spec §9: no tomorrow). */
export const REPORT_DATE_FILTERS = ['today', 'yesterday', 'last_7days', 'this_month', 'last_month', 'custom'] as const;
export type ReportDateFilter = (typeof REPORT_DATE_FILTERS)[number];

export const DEFAULT_DATE_FILTER: DateFilter = 'today';

/** A local date, optionally with a local wall time or an instant's offset (what date pickers send). */
const DATE_VALUE = /^(\d{4}-\d{2}-\d{2})(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?)?$/;

/**
 * An absent bound. Besides blank text, the literal words `null` and `undefined`: the spec's client
 * writes `from=${from}` into its URL with no custom range chosen, so JavaScript spells out the
 * missing value (issue 18). No date, type or filter name is spelled that way, so nothing is lost.
 */
const ABSENT_WORDS = new Set(['', 'null', 'undefined']);
const blankToUndefined = (v: unknown) =>
  v === null || (typeof v === 'string' && ABSENT_WORDS.has(v.trim().toLowerCase())) ? undefined : v;

const dateValue = z.preprocess(
  blankToUndefined,
  z
    .string({ error: DATE_FILTER_MESSAGES.dateInvalid })
    .trim()
    .regex(DATE_VALUE, DATE_FILTER_MESSAGES.dateInvalid)
    .refine((v) => isCalendarDate(v.slice(0, 10)), DATE_FILTER_MESSAGES.dateInvalid)
    .optional(),
);

function filterQuery<T extends readonly [string, ...string[]]>(types: T, message: string) {
  return z.object({
    type: z.preprocess(blankToUndefined, z.enum(types, { error: message }).optional()),
    from: dateValue,
    to: dateValue,
  });
}

/** `?type&from&to` of the lists (reservations, invoices). A missing type means today. */
export const dateFilterQuery = filterQuery(DATE_FILTERS, DATE_FILTER_MESSAGES.typeInvalid);
/** `?type&from&to` of the reports: the same without tomorrow. */
export const reportFilterQuery = filterQuery(REPORT_DATE_FILTERS, DATE_FILTER_MESSAGES.reportTypeInvalid);
export type DateFilterQuery = z.infer<typeof dateFilterQuery>;

export type DateRange = {
  type: DateFilter;
  /** First local day of the range, YYYY-MM-DD. */
  from: string;
  /** Last local day of the range (included), YYYY-MM-DD. */
  to: string;
  /** ISO-8601 UTC instant where the range starts (included). */
  start: string;
  /** ISO-8601 UTC instant where the range ends (excluded): the start of the day after `to`. */
  end: string;
};

export type DayOf = (instant: Date, timeZone: string) => string;
export type DateRangeContext = { now: Date; timeZone: string; dayOf?: DayOf };
export type DateRangeResult = { ok: true; range: DateRange } | { ok: false; message: string };

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** YYYY-MM-DD of the instant in the zone. */
export function localDay(instant: Date, timeZone: string): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, format);
  }
  return format.format(instant);
}

function parseDay(day: string): [number, number, number] {
  return [Number(day.slice(0, 4)), Number(day.slice(5, 7)), Number(day.slice(8, 10))];
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const dayFromUtc = (d: Date) => `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;

export function isCalendarDate(day: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return false;
  const [y, m, d] = parseDay(day);
  return m >= 1 && m <= 12 && d >= 1 && d <= daysInMonth(y, m);
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export function addDays(day: string, days: number): string {
  const [y, m, d] = parseDay(day);
  return dayFromUtc(new Date(Date.UTC(y, m - 1, d + days)));
}

/** The same day `months` later, clamped to the month's last day (Jan 31 + 1 month = Feb 28 or 29). */
export function addMonthsClamped(day: string, months: number): string {
  const [y, m, d] = parseDay(day);
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = daysInMonth(first.getUTCFullYear(), first.getUTCMonth() + 1);
  first.setUTCDate(Math.min(d, last));
  return dayFromUtc(first);
}

const firstOfMonth = (day: string) => `${day.slice(0, 7)}-01`;

/**
 * The first instant whose local day is `day`: local midnight, or the end of a DST gap that swallows
 * it. Zone offsets lie within -12 h … +14 h and are whole minutes, so a binary search over the
 * minutes of that window finds it in about 11 steps without any offset table.
 */
export function startOfLocalDay(day: string, timeZone: string, dayOf: DayOf = localDay): Date {
  // Asked on every dashboard and report request for the same few days: remembered per day function.
  let known = dayStarts.get(dayOf);
  if (!known) dayStarts.set(dayOf, (known = new Map()));
  const key = `${timeZone}|${day}`;
  let start = known.get(key);
  if (start === undefined) {
    if (known.size >= 1000) known.clear();
    start = searchDayStart(day, timeZone, dayOf);
    known.set(key, start);
  }
  return new Date(start);
}

const dayStarts = new WeakMap<DayOf, Map<string, number>>();

function searchDayStart(day: string, timeZone: string, dayOf: DayOf): number {
  const [y, m, d] = parseDay(day);
  const utcMidnight = Date.UTC(y, m - 1, d) / 60_000;
  let lo = utcMidnight - 15 * 60; // local day before `day` in every zone
  let hi = utcMidnight + 15 * 60; // local day `day` or later in every zone
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    if (dayOf(new Date(mid * 60_000), timeZone) >= day) hi = mid;
    else lo = mid;
  }
  return hi * 60_000;
}

/** Custom range defaults (spec §9): from today to the same day next month. */
export function defaultCustomRange(today: string): { from: string; to: string } {
  return { from: today, to: addMonthsClamped(today, 1) };
}

/** A date value of the query as a local day: an instant with an offset is read in the store zone. */
function dayOfValue(value: string, ctx: DateRangeContext): string {
  const hasOffset = /(Z|[+-]\d{2}:\d{2})$/.test(value) && value.length > 10;
  return hasOffset ? (ctx.dayOf ?? localDay)(new Date(value), ctx.timeZone) : value.slice(0, 10);
}

function localDays(type: DateFilter, today: string, from?: string, to?: string): [string, string] {
  switch (type) {
    case 'today':
      return [today, today];
    case 'tomorrow':
      return [addDays(today, 1), addDays(today, 1)];
    case 'yesterday':
      return [addDays(today, -1), addDays(today, -1)];
    case 'last_7days':
      return [addDays(today, -6), today];
    case 'this_month':
      return [firstOfMonth(today), addDays(firstOfMonth(addMonthsClamped(today, 1)), -1)];
    case 'last_month':
      return [firstOfMonth(addMonthsClamped(today, -1)), addDays(firstOfMonth(today), -1)];
    case 'custom': {
      const start = from ?? today;
      return [start, to ?? defaultCustomRange(start).to];
    }
  }
}

/** Resolves a parsed filter query against "now" in the store's zone. */
export function resolveDateRange(query: DateFilterQuery, ctx: DateRangeContext): DateRangeResult {
  const dayOf = ctx.dayOf ?? localDay;
  const type = query.type ?? DEFAULT_DATE_FILTER;
  const today = dayOf(ctx.now, ctx.timeZone);
  const from = query.from === undefined ? undefined : dayOfValue(query.from, ctx);
  const to = query.to === undefined ? undefined : dayOfValue(query.to, ctx);
  const [first, last] = localDays(type, today, from, to);
  if (last < first) return { ok: false, message: DATE_FILTER_MESSAGES.rangeReversed };
  return {
    ok: true,
    range: {
      type,
      from: first,
      to: last,
      start: startOfLocalDay(first, ctx.timeZone, dayOf).toISOString(),
      end: startOfLocalDay(addDays(last, 1), ctx.timeZone, dayOf).toISOString(),
    },
  };
}

/** Every local day of a range, in order (for per-day charts with empty days shown as 0). */
export function daysOf(range: Pick<DateRange, 'from' | 'to'>): string[] {
  const days: string[] = [];
  for (let d = range.from; d <= range.to; d = addDays(d, 1)) days.push(d);
  return days;
}

const wallFormats = new Map<string, Intl.DateTimeFormat>();

/** Minutes the zone is ahead of UTC at the instant. */
function offsetMinutes(instantMs: number, timeZone: string): number {
  let format = wallFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
    wallFormats.set(timeZone, format);
  }
  const p = Object.fromEntries(format.formatToParts(new Date(instantMs)).map((x) => [x.type, x.value]));
  const wall = Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute));
  return Math.round((wall - Math.floor(instantMs / 60_000) * 60_000) / 60_000);
}

/**
 * A date-time as a person picks it (local wall time "2026-03-14T21:00", read in the store zone) or
 * as an instant with an offset ("…Z", "…-05:00"), to an ISO UTC instant. Null when unreadable.
 */
export function wallTimeToInstant(value: string, timeZone: string): string | null {
  const m = DATE_VALUE.exec(value.trim());
  if (!m || !m[2] || !isCalendarDate(m[1])) return null;
  if (m[5]) {
    const t = new Date(value.trim());
    return Number.isNaN(t.getTime()) ? null : t.toISOString();
  }
  const [y, mo, d] = parseDay(m[1]);
  const [hh, mm, ss = '0'] = m[2].slice(1).split(':');
  if (Number(hh) > 23 || Number(mm) > 59 || Number(ss) >= 60) return null;
  const wall = Date.UTC(y, mo - 1, d, Number(hh), Number(mm), Number(ss));
  // Two passes: the offset at the first guess may differ from the offset at the answer (DST).
  const first = wall - offsetMinutes(wall, timeZone) * 60_000;
  return new Date(wall - offsetMinutes(first, timeZone) * 60_000).toISOString();
}
