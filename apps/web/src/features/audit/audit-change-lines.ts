import { toMinor, type AuditEntry, type AuditValues } from '@comandero/contracts';
import { formatMoney, formatRate } from '../../lib/format';
import { FIELD_LABELS, FLAG_FIELDS, MONEY_FIELDS, VALUE_LABELS } from './audit-text';

export type ChangeLine = {
  key: string;
  label: string;
  /** same: context shown once; changed: before → after; added / removed: only one side exists. */
  kind: 'same' | 'changed' | 'added' | 'removed';
  before: string;
  after: string;
};

// Ids that the neighbouring field already names (the tax's title, the table's title).
const HIDDEN = new Set(['tax_id', 'table_id']);
const CODED = new Set(['status', 'kind', 'method', 'locked', 'type']);

export function formatAuditValue(key: string, value: unknown, values: AuditValues | null, currency = 'COP'): string {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value)) {
    if (value.length === 0) return '—';
    return key === 'orders' ? value.map((v) => `#${String(v)}`).join(', ') : value.map(String).join(', ');
  }
  if (typeof value === 'number') {
    if (key === 'value' && values?.kind === 'percent') return `${formatRate(value)} %`;
    if (MONEY_FIELDS.has(key) || key === 'value') return formatMoney(toMinor(value), currency);
    if (FLAG_FIELDS.has(key)) return value === 1 ? 'Sí' : 'No';
    if (key.endsWith('_id')) return `#${value}`;
    return value.toLocaleString('es-CO');
  }
  if (typeof value === 'string') return CODED.has(key) ? (VALUE_LABELS[value] ?? value) : value;
  return JSON.stringify(value);
}

/** What changed between before and after, field by field, in the order the server wrote them. */
export function changeLines(entry: Pick<AuditEntry, 'before' | 'after'>, currency = 'COP'): ChangeLine[] {
  const { before, after } = entry;
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])].filter((k) => !HIDDEN.has(k));
  return keys.map((key) => {
    const b = before?.[key];
    const a = after?.[key];
    const kind =
      before === null || !(key in before)
        ? 'added'
        : after === null || !(key in after)
          ? 'removed'
          : JSON.stringify(a) === JSON.stringify(b)
            ? 'same'
            : 'changed';
    return {
      key,
      label: FIELD_LABELS[key] ?? key,
      kind,
      before: formatAuditValue(key, b, before, currency),
      after: formatAuditValue(key, a, after, currency),
    };
  });
}
