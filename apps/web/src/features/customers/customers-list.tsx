import type { Customer } from '@comandero/contracts';
import { DataTable, type DataTableColumn } from '../../components/data-table';
import { EmptyState, ErrorState, LoadingState } from '../../components/states';
import { customersText as t } from '../../i18n/customers';
import { formatDate } from '../../lib/format';
import { CustomerRowActions } from './customer-row-actions';

export type CustomersListProps = {
  rows: Customer[] | undefined;
  loading: boolean;
  error: boolean;
  emptyMessage: string;
  /** Absent for view-only users: no edit or delete buttons at all. */
  onEdit?: (customer: Customer) => void;
  onDelete?: (customer: Customer) => void;
  onJoin?: (customer: Customer) => void;
};

const genderLabel = (g: string | null) => (g && g in t.gender ? t.gender[g as keyof typeof t.gender] : '—');
const birthLabel = (d: string | null) => (d ? formatDate(`${d}T12:00:00`) : '—');

/** The customers of one page: a table from tablet width up, stacked cards on phones. */
export function CustomersList({ rows, loading, error, emptyMessage, onEdit, onDelete, onJoin }: CustomersListProps) {
  const actions = (c: Customer) =>
    onEdit && onDelete ? (
      <CustomerRowActions
        name={c.name}
        onEdit={() => onEdit(c)}
        onDelete={() => onDelete(c)}
        onJoin={onJoin ? () => onJoin(c) : undefined}
      />
    ) : null;
  const columns: DataTableColumn<Customer>[] = [
    {
      key: 'name',
      header: t.fields.name,
      className: 'min-w-44 max-w-72',
      // Wraps anywhere: a long name (up to 100 characters, maybe unbroken) must not widen the table
      // and push the actions off screen (issue 18).
      render: (c) => <span className="font-medium [overflow-wrap:anywhere] text-stone-900">{c.name}</span>,
    },
    { key: 'phone', header: t.fields.phone, className: 'tabular-nums whitespace-nowrap' },
    {
      key: 'email',
      header: t.fields.email,
      render: (c) => c.email ?? '—',
      className: 'max-w-56 [overflow-wrap:anywhere]',
    },
    { key: 'gender', header: t.fields.gender, render: (c) => genderLabel(c.gender) },
    {
      key: 'birth',
      header: t.fields.birthDate,
      render: (c) => birthLabel(c.birth_date),
      // Tablets keep the columns staff look up most; the birth date shows from desktop width on.
      className: 'hidden whitespace-nowrap xl:table-cell',
    },
    {
      key: 'created',
      header: t.fields.createdAt,
      render: (c) => formatDate(c.created_at),
      className: 'whitespace-nowrap',
    },
  ];
  if (onEdit)
    columns.push({
      key: 'actions',
      header: t.fields.actions,
      align: 'right',
      className: onJoin ? 'w-40' : 'w-28',
      render: actions,
    });
  // The states once, not in each layout: a hidden copy would still be found by text.
  if (loading) return <LoadingState />;
  if (error) return <ErrorState message={t.loadError} />;
  if (!rows || rows.length === 0) return <EmptyState message={emptyMessage} />;
  const common = { rows, rowKey: (c: Customer) => c.phone };

  return (
    <>
      <div className="hidden md:block">
        <DataTable {...common} caption={t.title} columns={columns} minWidthClassName="min-w-[720px]" />
      </div>
      {/* Phones: one card per customer, the actions at hand instead of a sideways-scrolling table. */}
      <div className="md:hidden">
        <DataTable
          {...common}
          caption={t.title}
          minWidthClassName="min-w-0"
          columns={[
            {
              key: 'card',
              header: t.fields.name,
              render: (c) => (
                <div className="flex items-center gap-3 py-1">
                  <div className="min-w-0 flex-1">
                    {/* Two lines at most, the whole name on hover and to screen readers: a one-line
                        truncate inside a table cell widens the table instead (issue 18). */}
                    <p className="line-clamp-2 font-semibold [overflow-wrap:anywhere] text-stone-900" title={c.name}>
                      {c.name}
                    </p>
                    <p className="text-sm text-stone-500 tabular-nums">{c.phone}</p>
                    {c.email ? (
                      <p className="line-clamp-1 text-sm [overflow-wrap:anywhere] text-stone-500" title={c.email}>
                        {c.email}
                      </p>
                    ) : null}
                  </div>
                  {actions(c)}
                </div>
              ),
            },
          ]}
        />
      </div>
    </>
  );
}
