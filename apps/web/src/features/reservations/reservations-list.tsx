import type { Reservation } from '@comandero/contracts';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { DataTable, type DataTableColumn } from '../../components/data-table';
import { EmptyState, ErrorState, LoadingState } from '../../components/states';
import { IconButton } from '../../components/icon-button';
import { reservationsText as t } from '../../i18n/reservations';
import { formatDateTime } from '../../lib/format';
import { ReservationStatusBadge } from './reservation-status-badge';

export type ReservationsListProps = {
  rows: Reservation[] | undefined;
  loading: boolean;
  error: boolean;
  emptyMessage: string;
  /** Absent for view-only users: no edit or delete buttons at all. */
  onEdit?: (reservation: Reservation) => void;
  onDelete?: (reservation: Reservation) => void;
};

const tableLabel = (r: Reservation) =>
  r.table_title ? `${r.table_title}${r.floor ? ` · ${r.floor}` : ''}` : t.fields.noTable;

function CustomerCell({ r }: { r: Reservation }) {
  return (
    <div className="min-w-0 py-2">
      {/* Wrapped, not truncated: a one-line truncate inside a table cell widens the table and
          pushes the actions off a phone's screen (issue 18). */}
      <p className="line-clamp-2 font-medium [overflow-wrap:anywhere] text-stone-900" title={r.customer_name}>
        {r.customer_name}
      </p>
      <p className="text-sm text-stone-500 tabular-nums">{r.customer_id}</p>
      {r.notes ? (
        <p className="line-clamp-2 text-sm [overflow-wrap:anywhere] text-stone-600 italic" title={r.notes}>
          {r.notes}
        </p>
      ) : null}
    </div>
  );
}

/** Reservations as a table from tablet width up, stacked cards on phones. */
export function ReservationsList({ rows, loading, error, emptyMessage, onEdit, onDelete }: ReservationsListProps) {
  const actions = (r: Reservation) =>
    onEdit && onDelete ? (
      <div className="flex justify-end gap-1">
        <IconButton
          label={`${t.edit} ${r.unique_code}`}
          icon={<IconPencil size={19} aria-hidden />}
          onClick={() => onEdit(r)}
        />
        <IconButton
          label={`${t.delete} ${r.unique_code}`}
          variant="danger"
          icon={<IconTrash size={19} aria-hidden />}
          onClick={() => onDelete(r)}
        />
      </div>
    ) : null;
  const code = (r: Reservation) => (
    <span className="font-mono text-sm font-semibold tracking-wide">{r.unique_code}</span>
  );
  const columns: DataTableColumn<Reservation>[] = [
    { key: 'code', header: t.columns.code, render: code },
    { key: 'date', header: t.columns.date, render: (r) => formatDateTime(r.date), className: 'whitespace-nowrap' },
    { key: 'customer', header: t.columns.customer, render: (r) => <CustomerCell r={r} />, className: 'max-w-64' },
    {
      key: 'table',
      header: t.columns.table,
      render: (r) =>
        r.table_title ? (
          <>
            <p className="font-medium text-stone-800">{r.table_title}</p>
            {r.floor ? <p className="text-sm text-stone-500">{r.floor}</p> : null}
          </>
        ) : (
          <span className="text-stone-500">{t.fields.noTable}</span>
        ),
    },
    { key: 'people', header: t.columns.people, render: (r) => r.people_count, align: 'center' },
    { key: 'status', header: t.columns.status, render: (r) => <ReservationStatusBadge status={r.status} /> },
  ];
  if (onEdit)
    columns.push({ key: 'actions', header: t.columns.actions, align: 'right', className: 'w-28', render: actions });
  // The states once, not in each layout: a hidden copy would still be found by text.
  if (loading) return <LoadingState />;
  if (error) return <ErrorState message={t.loadError} />;
  if (!rows || rows.length === 0) return <EmptyState message={emptyMessage} />;
  const common = { rows, caption: t.title, rowKey: (r: Reservation) => r.id };

  return (
    <>
      <div className="hidden md:block">
        <DataTable {...common} columns={columns} minWidthClassName="min-w-[760px]" />
      </div>
      {/* Phones: one card per reservation, its actions at hand. */}
      <div className="md:hidden">
        <DataTable
          {...common}
          minWidthClassName="min-w-0"
          columns={[
            {
              key: 'card',
              header: t.columns.date,
              render: (r) => (
                <div className="flex items-start gap-3 py-2">
                  <div className="min-w-0 flex-1">
                    <div className="flex flex-wrap items-center gap-2">
                      <span className="font-semibold text-stone-900">{formatDateTime(r.date)}</span>
                      <ReservationStatusBadge status={r.status} />
                    </div>
                    <CustomerCell r={r} />
                    <p className="text-sm text-stone-600">
                      {code(r)} · {tableLabel(r)} · {t.people(r.people_count)}
                    </p>
                  </div>
                  {actions(r)}
                </div>
              ),
            },
          ]}
        />
      </div>
    </>
  );
}
