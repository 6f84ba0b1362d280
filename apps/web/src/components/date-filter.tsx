import { DATE_FILTERS, defaultCustomRange, type DateFilter as DateFilterType } from '@comandero/contracts';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { cn } from '../lib/cn';
import { Select } from './select';
import { TextField } from './text-field';

export const DATE_FILTER_LABELS: Record<DateFilterType, string> = {
  today: 'Hoy',
  tomorrow: 'Mañana',
  yesterday: 'Ayer',
  last_7days: 'Últimos 7 días',
  this_month: 'Este mes',
  last_month: 'Mes pasado',
  custom: 'Personalizado',
};

export type DateFilterValue = { type: DateFilterType; from: string; to: string };

const pad = (n: number) => String(n).padStart(2, '0');

/** The device's calendar day; the server resolves the real range in the store's zone. */
export function todayLocal(now: Date = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

const isDay = (v: string | null): v is string => v !== null && /^\d{4}-\d{2}-\d{2}$/.test(v);

/**
 * Reads the filter from `?type&from&to`: an unknown type (or tomorrow where it is not offered)
 * falls back to today, and a custom range without dates gets the spec §9 default.
 */
export function parseDateFilter(params: URLSearchParams, allowTomorrow = true, today = todayLocal()): DateFilterValue {
  const raw = params.get('type');
  const known = (DATE_FILTERS as readonly string[]).includes(raw ?? '') ? (raw as DateFilterType) : 'today';
  const type = !allowTomorrow && known === 'tomorrow' ? 'today' : known;
  const from = isDay(params.get('from')) ? params.get('from')! : today;
  const to = isDay(params.get('to')) ? params.get('to')! : defaultCustomRange(from).to;
  return { type, from, to };
}

/** A custom range ending before it starts is not sent (the inputs already say why). */
export function isDateFilterValid(value: DateFilterValue): boolean {
  return value.type !== 'custom' || value.from <= value.to;
}

/** The query the API expects: from/to only for custom. */
export function dateFilterQuery(value: DateFilterValue): Record<string, string> {
  return value.type === 'custom' ? { type: 'custom', from: value.from, to: value.to } : { type: value.type };
}

/**
 * The filter kept in the URL, so reload and back keep it. A change drops `resetParams` (default:
 * the page number) and leaves the other params alone.
 */
export function useDateFilter(options: { allowTomorrow?: boolean; resetParams?: readonly string[] } = {}) {
  const allowTomorrow = options.allowTomorrow ?? true;
  const resetKey = (options.resetParams ?? ['page']).join(',');
  const [params, setParams] = useSearchParams();
  const value = useMemo(() => parseDateFilter(params, allowTomorrow), [params, allowTomorrow]);
  const setValue = useCallback(
    (next: DateFilterValue) => {
      setParams(
        (prev) => {
          const p = new URLSearchParams(prev);
          p.set('type', next.type);
          if (next.type === 'custom') {
            p.set('from', next.from);
            p.set('to', next.to);
          } else {
            p.delete('from');
            p.delete('to');
          }
          // A new range starts the list afresh: its first page, no search over another range.
          for (const name of resetKey.split(',')) if (name) p.delete(name);
          return p;
        },
        { replace: true },
      );
    },
    [setParams, resetKey],
  );
  return [value, setValue] as const;
}

export type DateFilterProps = {
  value: DateFilterValue;
  onChange: (value: DateFilterValue) => void;
  /** Reports look back only (spec §9), so they hide Mañana. */
  allowTomorrow?: boolean;
  className?: string;
};

/** The date filter of the back office lists and reports: a type, and a from/to range for custom. */
export function DateFilter({ value, onChange, allowTomorrow = true, className }: DateFilterProps) {
  const options = DATE_FILTERS.filter((t) => allowTomorrow || t !== 'tomorrow').map((t) => ({
    value: t,
    label: DATE_FILTER_LABELS[t],
  }));
  const reversed = !isDateFilterValid(value);
  return (
    <div className={cn('flex flex-wrap items-end gap-3', className)}>
      <Select
        label="Filtro de fecha"
        value={value.type}
        options={options}
        containerClassName="min-w-40"
        onChange={(e) => onChange({ ...value, type: e.target.value as DateFilterType })}
      />
      {value.type === 'custom' ? (
        <>
          <TextField
            type="date"
            label="Desde"
            value={value.from}
            containerClassName="min-w-40"
            onChange={(e) => e.target.value && onChange({ ...value, from: e.target.value })}
          />
          <TextField
            type="date"
            label="Hasta"
            value={value.to}
            min={value.from}
            containerClassName="min-w-40"
            error={reversed ? 'La fecha final debe ser igual o posterior a la inicial.' : undefined}
            onChange={(e) => e.target.value && onChange({ ...value, to: e.target.value })}
          />
        </>
      ) : null}
    </div>
  );
}
