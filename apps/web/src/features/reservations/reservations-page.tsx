import { addDays, hasAnyScope, type Reservation } from '@comandero/contracts';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Button } from '../../components/button';
import { TargetConfirm } from '../../components/target-confirm';
import { DateFilter, isDateFilterValid, todayLocal, type DateFilterValue } from '../../components/date-filter';
import { ListPage } from '../../components/list-page';
import { SearchForm } from '../../components/search-form';
import { reservationsText as t } from '../../i18n/reservations';
import { formatDate } from '../../lib/format';
import { useSessionUser } from '../../lib/session-user';
import { pickerDay } from './date-time';
import { ReservationDialog } from './reservation-dialog';
import { ReservationsList } from './reservations-list';
import { useDeleteReservation, useReservations } from './reservations-api';
import { useReservationParams } from './use-reservation-params';

/** Spec §6: reservation creation (and so every change) is offered to admin, RESERVATIONS or MANAGE_RESERVATIONS. */
const MANAGE_SCOPES = ['RESERVATIONS', 'MANAGE_RESERVATIONS'] as const;

/** The filter showing one day: "Hoy" or "Mañana" when it is one of those, else that day alone. */
function filterOfDay(day: string): DateFilterValue {
  const today = todayLocal();
  if (day === today) return { type: 'today', from: day, to: day };
  if (day === addDays(today, 1)) return { type: 'tomorrow', from: day, to: day };
  return { type: 'custom', from: day, to: day };
}

/** Reservaciones (spec §2): a list by date filter, a search over all dates, add, update and delete. */
export function ReservationsPage() {
  const user = useSessionUser();
  const canManage = hasAnyScope(user, MANAGE_SCOPES);
  const { filter, q, setFilter, setSearch } = useReservationParams();
  const query = useReservations(filter, q, Boolean(q) || isDateFilterValid(filter));
  const remove = useDeleteReservation();
  const [editing, setEditing] = useState<Reservation | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Reservation | null>(null);
  // Where the last saved reservation went, said until the list is filtered or searched again.
  const [savedNote, setSavedNote] = useState<string | null>(null);

  /**
   * Issue 18: a reservation saved for another day vanished from "Hoy". A new one, or one moved to
   * another day, brings the list to its day and says so.
   */
  const showSaved = (saved: Reservation, before: Reservation | null) => {
    const day = pickerDay(saved.date);
    if (before && pickerDay(before.date) === day) return;
    setFilter(filterOfDay(day));
    setSavedNote(t.savedFor(saved.unique_code, formatDate(saved.date)));
  };

  return (
    <>
      <ListPage
        title={t.title}
        description={canManage ? t.subtitle : t.viewOnly}
        actions={
          canManage ? (
            <Button size="lg" icon={<IconPlus size={20} aria-hidden />} onClick={() => setEditing('new')}>
              {t.add}
            </Button>
          ) : null
        }
        filtersLayout="spread"
        filters={
          <>
            <DateFilter
              value={filter}
              onChange={(next) => {
                setSavedNote(null);
                setFilter(next);
              }}
            />
            <div className="flex w-full lg:max-w-md">
              <SearchForm
                value={q}
                onSearch={(text) => {
                  setSavedNote(null);
                  setSearch(text);
                }}
                label={t.search.label}
                placeholder={t.search.placeholder}
                submitLabel={t.search.submit}
                clearLabel={t.search.clear}
              />
            </div>
          </>
        }
      >
        {q || query.data || savedNote ? (
          <p className="border-b border-stone-100 px-4 py-2 text-sm text-stone-500" aria-live="polite">
            {savedNote ? (
              <span className="font-medium text-emerald-800" data-testid="reservation-saved-note">
                {savedNote} ·{' '}
              </span>
            ) : null}
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
      </ListPage>
      {editing ? (
        <ReservationDialog
          reservation={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={(saved) => showSaved(saved, editing === 'new' ? null : editing)}
        />
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
