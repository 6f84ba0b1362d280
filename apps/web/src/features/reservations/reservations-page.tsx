import { hasAnyScope, type Reservation } from '@comandero/contracts';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { TargetConfirm } from '../../components/target-confirm';
import { DateFilter, isDateFilterValid } from '../../components/date-filter';
import { PageHeader } from '../../components/page-header';
import { SearchForm } from '../../components/search-form';
import { reservationsText as t } from '../../i18n/reservations';
import { useSessionUser } from '../../lib/session-user';
import { ReservationDialog } from './reservation-dialog';
import { ReservationsList } from './reservations-list';
import { useDeleteReservation, useReservations } from './reservations-api';
import { useReservationParams } from './use-reservation-params';

/** Spec §6: reservation creation (and so every change) is offered to admin, RESERVATIONS or MANAGE_RESERVATIONS. */
const MANAGE_SCOPES = ['RESERVATIONS', 'MANAGE_RESERVATIONS'] as const;

/** Reservaciones (spec §2): a list by date filter, a search over all dates, add, update and delete. */
export function ReservationsPage() {
  const user = useSessionUser();
  const canManage = hasAnyScope(user, MANAGE_SCOPES);
  const { filter, q, setFilter, setSearch } = useReservationParams();
  const query = useReservations(filter, q, Boolean(q) || isDateFilterValid(filter));
  const remove = useDeleteReservation();
  const [editing, setEditing] = useState<Reservation | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Reservation | null>(null);

  return (
    <>
      <PageHeader
        title={t.title}
        description={canManage ? t.subtitle : t.viewOnly}
        actions={
          canManage ? (
            <Button size="lg" icon={<IconPlus size={20} aria-hidden />} onClick={() => setEditing('new')}>
              {t.add}
            </Button>
          ) : null
        }
      />
      <Card padding="none" className="overflow-hidden">
        <div className="flex flex-wrap items-end justify-between gap-3 border-b border-stone-100 p-3 sm:p-4">
          <DateFilter value={filter} onChange={setFilter} />
          <div className="flex w-full lg:max-w-md">
            <SearchForm
              value={q}
              onSearch={setSearch}
              label={t.search.label}
              placeholder={t.search.placeholder}
              submitLabel={t.search.submit}
              clearLabel={t.search.clear}
            />
          </div>
        </div>
        {q || query.data ? (
          <p className="border-b border-stone-100 px-4 py-2 text-sm text-stone-500" aria-live="polite">
            {q ? t.search.active(q) : null}
            {q && query.data ? ' · ' : null}
            {query.data ? t.count(query.data.length) : null}
          </p>
        ) : null}
        <div aria-busy={query.isFetching || undefined}>
          <ReservationsList
            rows={query.data}
            loading={query.isPending && query.fetchStatus !== 'idle'}
            error={query.isError && !query.data}
            emptyMessage={q ? t.emptySearch : t.emptyList}
            onEdit={canManage ? setEditing : undefined}
            onDelete={canManage ? setDeleting : undefined}
          />
        </div>
      </Card>
      {editing ? (
        <ReservationDialog reservation={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
      <TargetConfirm
        target={deleting}
        onCancel={() => setDeleting(null)}
        title={t.deleteTitle}
        message={t.confirmDelete}
        confirmLabel={t.delete}
        pending={remove.isPending}
        onConfirm={(row) => remove.mutate(row.id, { onSettled: () => setDeleting(null) })}
      />
    </>
  );
}
