import { describe, expect, it } from 'vitest';
import {
  addMonthsClamped,
  DATE_FILTER_MESSAGES,
  dateFilterQuery,
  daysOf,
  defaultCustomRange,
  reportFilterQuery,
  resolveDateRange,
  startOfLocalDay,
  wallTimeToInstant,
  type DateFilterQuery,
} from './date-filters.js';

const BOGOTA = 'America/Bogota';

/** Resolves a filter at the given instant in Bogotá (UTC-5, no DST) and answers the range. */
function range(nowIso: string, query: DateFilterQuery, timeZone = BOGOTA) {
  const result = resolveDateRange(query, { now: new Date(nowIso), timeZone });
  if (!result.ok) throw new Error(result.message);
  return result.range;
}

describe('resolveDateRange in Bogotá', () => {
  // 02:30 UTC on the 15th is 21:30 on the 14th in Bogotá: "today" is still the 14th.
  const lateEvening = '2026-03-15T02:30:00Z';

  it('today is the local day, as a half-open range of UTC instants', () => {
    expect(range(lateEvening, { type: 'today' })).toEqual({
      type: 'today',
      from: '2026-03-14',
      to: '2026-03-14',
      start: '2026-03-14T05:00:00.000Z',
      end: '2026-03-15T05:00:00.000Z',
    });
  });

  it('a missing type means today', () => {
    expect(range(lateEvening, {})).toMatchObject({ type: 'today', from: '2026-03-14', to: '2026-03-14' });
  });

  it.each([
    ['tomorrow', '2026-03-15', '2026-03-15', '2026-03-15T05:00:00.000Z', '2026-03-16T05:00:00.000Z'],
    ['yesterday', '2026-03-13', '2026-03-13', '2026-03-13T05:00:00.000Z', '2026-03-14T05:00:00.000Z'],
    ['last_7days', '2026-03-08', '2026-03-14', '2026-03-08T05:00:00.000Z', '2026-03-15T05:00:00.000Z'],
    ['this_month', '2026-03-01', '2026-03-31', '2026-03-01T05:00:00.000Z', '2026-04-01T05:00:00.000Z'],
    ['last_month', '2026-02-01', '2026-02-28', '2026-02-01T05:00:00.000Z', '2026-03-01T05:00:00.000Z'],
  ] as const)('%s', (type, from, to, start, end) => {
    expect(range(lateEvening, { type })).toEqual({ type, from, to, start, end });
  });

  it('custom includes both days; end is the start of the day after `to`', () => {
    expect(range(lateEvening, { type: 'custom', from: '2026-03-01', to: '2026-03-10' })).toEqual({
      type: 'custom',
      from: '2026-03-01',
      to: '2026-03-10',
      start: '2026-03-01T05:00:00.000Z',
      end: '2026-03-11T05:00:00.000Z',
    });
    expect(range(lateEvening, { type: 'custom', from: '2026-03-09', to: '2026-03-09' })).toMatchObject({
      start: '2026-03-09T05:00:00.000Z',
      end: '2026-03-10T05:00:00.000Z',
    });
  });

  it('custom defaults from today to the same day next month, clamped at month end', () => {
    expect(range(lateEvening, { type: 'custom' })).toMatchObject({ from: '2026-03-14', to: '2026-04-14' });
    expect(range(lateEvening, { type: 'custom', from: '2026-01-31' })).toMatchObject({ to: '2026-02-28' });
    expect(range(lateEvening, { type: 'custom', from: '2028-01-31' })).toMatchObject({ to: '2028-02-29' });
    expect(range(lateEvening, { type: 'custom', to: '2026-03-20' })).toMatchObject({ from: '2026-03-14' });
    expect(defaultCustomRange('2026-05-31')).toEqual({ from: '2026-05-31', to: '2026-06-30' });
  });

  it('refuses a reversed custom range', () => {
    const result = resolveDateRange(
      { type: 'custom', from: '2026-03-10', to: '2026-03-09' },
      { now: new Date(lateEvening), timeZone: BOGOTA },
    );
    expect(result).toEqual({ ok: false, message: DATE_FILTER_MESSAGES.rangeReversed });
    // Only `to` given, before today: the range would run backwards.
    expect(
      resolveDateRange({ type: 'custom', to: '2026-03-01' }, { now: new Date(lateEvening), timeZone: BOGOTA }).ok,
    ).toBe(false);
  });

  it('reads an instant with an offset as its local day, a local date-time by its date', () => {
    expect(range(lateEvening, { type: 'custom', from: '2026-03-15T02:00:00Z', to: '2026-03-15T21:00' })).toMatchObject({
      from: '2026-03-14',
      to: '2026-03-15',
    });
  });

  it('month end: the last evening of March is still March, the next morning is April', () => {
    expect(range('2026-04-01T04:30:00Z', { type: 'this_month' })).toMatchObject({
      from: '2026-03-01',
      to: '2026-03-31',
    });
    expect(range('2026-04-01T04:30:00Z', { type: 'tomorrow' })).toMatchObject({ from: '2026-04-01' });
    expect(range('2026-04-01T05:00:00Z', { type: 'last_month' })).toMatchObject({
      from: '2026-03-01',
      to: '2026-03-31',
      end: '2026-04-01T05:00:00.000Z',
    });
    expect(range('2026-05-31T15:00:00Z', { type: 'last_month' })).toMatchObject({
      from: '2026-04-01',
      to: '2026-04-30',
    });
  });

  it('leap day 2028-02-29', () => {
    const leap = '2028-02-29T12:00:00Z';
    expect(range(leap, { type: 'today' })).toMatchObject({ from: '2028-02-29', end: '2028-03-01T05:00:00.000Z' });
    expect(range(leap, { type: 'tomorrow' })).toMatchObject({ from: '2028-03-01' });
    expect(range(leap, { type: 'yesterday' })).toMatchObject({ from: '2028-02-28' });
    expect(range(leap, { type: 'this_month' })).toMatchObject({ from: '2028-02-01', to: '2028-02-29' });
    expect(range(leap, { type: 'last_7days' })).toMatchObject({ from: '2028-02-23', to: '2028-02-29' });
    expect(range('2028-03-31T12:00:00Z', { type: 'last_month' })).toMatchObject({
      from: '2028-02-01',
      to: '2028-02-29',
    });
    expect(addMonthsClamped('2028-02-29', 12)).toBe('2029-02-28');
  });

  it('year boundary', () => {
    // 22:00 on New Year's Eve in Bogotá.
    const eve = '2027-01-01T03:00:00Z';
    expect(range(eve, { type: 'today' })).toMatchObject({ from: '2026-12-31' });
    expect(range(eve, { type: 'tomorrow' })).toMatchObject({ from: '2027-01-01', to: '2027-01-01' });
    expect(range(eve, { type: 'this_month' })).toMatchObject({ to: '2026-12-31', end: '2027-01-01T05:00:00.000Z' });
    const newYear = '2027-01-01T06:00:00Z';
    expect(range(newYear, { type: 'yesterday' })).toMatchObject({ from: '2026-12-31' });
    expect(range(newYear, { type: 'last_month' })).toMatchObject({ from: '2026-12-01', to: '2026-12-31' });
    expect(range(newYear, { type: 'last_7days' })).toMatchObject({ from: '2026-12-26', to: '2027-01-01' });
    expect(range(newYear, { type: 'custom' })).toMatchObject({ to: '2027-02-01' });
  });
});

describe('zones with daylight saving time', () => {
  it('a day that loses an hour is 23 hours long', () => {
    expect(range('2026-03-08T12:00:00Z', { type: 'today' }, 'America/New_York')).toMatchObject({
      start: '2026-03-08T05:00:00.000Z',
      end: '2026-03-09T04:00:00.000Z',
    });
  });

  it('a day whose midnight is skipped starts when the clocks jump', () => {
    // Chile springs forward at 24:00 on 2026-09-05: 00:00 to 00:59 never happen on the 6th.
    expect(startOfLocalDay('2026-09-06', 'America/Santiago').toISOString()).toBe('2026-09-06T04:00:00.000Z');
  });
});

describe('query schemas', () => {
  it('accepts the listed types and refuses others with a Spanish message', () => {
    expect(dateFilterQuery.parse({ type: 'tomorrow' })).toEqual({ type: 'tomorrow' });
    expect(dateFilterQuery.parse({ type: '', from: '', to: '' })).toEqual({});
    const unknown = dateFilterQuery.safeParse({ type: 'next_year' });
    expect(unknown.success).toBe(false);
    expect(unknown.error?.issues[0].message).toBe(DATE_FILTER_MESSAGES.typeInvalid);
  });

  it('reads the words null and undefined as an absent value (the spec client spells out its empty bounds)', () => {
    expect(dateFilterQuery.parse({ type: 'today', from: 'null', to: 'undefined' })).toEqual({ type: 'today' });
    expect(dateFilterQuery.parse({ type: 'null', from: ' NULL ', to: 'null' })).toEqual({});
    expect(reportFilterQuery.parse({ type: 'custom', from: '2026-03-01', to: 'null' })).toEqual({
      type: 'custom',
      from: '2026-03-01',
    });
  });

  it('reports have no tomorrow', () => {
    const res = reportFilterQuery.safeParse({ type: 'tomorrow' });
    expect(res.success).toBe(false);
    expect(res.error?.issues[0].message).toBe(DATE_FILTER_MESSAGES.reportTypeInvalid);
    expect(reportFilterQuery.parse({ type: 'last_month' })).toEqual({ type: 'last_month' });
  });

  it.each(['2026-02-30', '2026-13-01', '15/03/2026', '2026-03-15T25', 'hoy'])('refuses the date %s', (value) => {
    const res = dateFilterQuery.safeParse({ type: 'custom', from: value });
    expect(res.success).toBe(false);
    expect(res.error?.issues[0].message).toBe(DATE_FILTER_MESSAGES.dateInvalid);
  });
});

describe('helpers', () => {
  it('daysOf lists every day of the range', () => {
    expect(daysOf({ from: '2028-02-27', to: '2028-03-01' })).toEqual([
      '2028-02-27',
      '2028-02-28',
      '2028-02-29',
      '2028-03-01',
    ]);
  });

  it('wallTimeToInstant reads a picked local time in the store zone', () => {
    expect(wallTimeToInstant('2026-03-14T21:00', BOGOTA)).toBe('2026-03-15T02:00:00.000Z');
    expect(wallTimeToInstant('2026-03-14T21:00:30', BOGOTA)).toBe('2026-03-15T02:00:30.000Z');
    expect(wallTimeToInstant('2026-03-15T02:00:00.000Z', BOGOTA)).toBe('2026-03-15T02:00:00.000Z');
    expect(wallTimeToInstant('2026-03-14T21:00-03:00', BOGOTA)).toBe('2026-03-15T00:00:00.000Z');
    expect(wallTimeToInstant('2026-03-08T03:30', 'America/New_York')).toBe('2026-03-08T07:30:00.000Z');
    for (const bad of ['2026-03-14', '2026-02-30T10:00', '2026-03-14T24:00', 'mañana']) {
      expect(wallTimeToInstant(bad, BOGOTA), bad).toBeNull();
    }
  });
});
