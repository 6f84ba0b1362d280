import { EINVOICE_DOCUMENT_STATUSES, EINVOICE_STATUS_LABELS, type EinvoiceDocumentStatus } from '@comandero/contracts';
import { einvoiceDocumentsText as t } from '../../i18n/einvoice-documents';
import { cn } from '../../lib/cn';

export type StatusChipsProps = {
  value: EinvoiceDocumentStatus | null;
  counts: Record<EinvoiceDocumentStatus, number> | undefined;
  onChange: (status: EinvoiceDocumentStatus | null) => void;
};

/** "Todos" and one chip per status with its count in the period; 44 px tall for a finger. */
export function StatusChips({ value, counts, onChange }: StatusChipsProps) {
  const total = counts ? EINVOICE_DOCUMENT_STATUSES.reduce((sum, s) => sum + counts[s], 0) : undefined;
  const chip = (status: EinvoiceDocumentStatus | null, label: string, count: number | undefined) => (
    <button
      key={status ?? 'all'}
      type="button"
      aria-pressed={value === status}
      onClick={() => onChange(status)}
      className={cn(
        'inline-flex min-h-11 items-center gap-2 rounded-full border px-4 text-sm font-semibold transition-colors',
        value === status
          ? 'border-brand-600 bg-brand-600 text-white'
          : 'border-stone-300 bg-white text-stone-700 hover:bg-stone-50',
      )}
    >
      {label}
      {count !== undefined ? (
        <span
          className={cn(
            'rounded-full px-2 text-xs tabular-nums',
            value === status ? 'bg-white/20' : 'bg-stone-100 text-stone-600',
          )}
        >
          {count}
        </span>
      ) : null}
    </button>
  );
  return (
    <div role="group" aria-label={t.statusFilter} className="flex flex-wrap gap-2" data-testid="einvoice-status-chips">
      {chip(null, t.allStatuses, total)}
      {EINVOICE_DOCUMENT_STATUSES.map((s) => chip(s, EINVOICE_STATUS_LABELS[s], counts?.[s]))}
    </div>
  );
}
