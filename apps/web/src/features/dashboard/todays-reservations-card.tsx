import { DASHBOARD_ROUTE_SCOPES, hasAnyScope, type Reservation } from '@comandero/contracts';
import { IconArrowRight, IconCalendarEvent, IconUsers } from '@tabler/icons-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/button';
import { Card } from '../../components/card';
import { EmptyState } from '../../components/states';
import { dashboardText as t } from '../../i18n/dashboard';
import { formatDate, formatTime } from '../../lib/format';
import { useSessionUser } from '../../lib/session-user';

/** Spec §2: date, customer name and id (the phone), people count and table title of each reservation. */
export function TodaysReservationsCard({ reservations }: { reservations: Reservation[] }) {
  const user = useSessionUser();
  const canOpen = hasAnyScope(user, DASHBOARD_ROUTE_SCOPES.reservation);
  return (
    <Card
      title={t.reservations.title}
      description={t.reservations.description}
      padding="none"
      aria-label={t.reservations.title}
    >
      {reservations.length === 0 ? (
        <EmptyState
          message={t.reservations.empty}
          icon={<IconCalendarEvent size={24} aria-hidden />}
          className="py-8"
        />
      ) : (
        <ul className="divide-y divide-stone-100 border-t border-stone-100">
          {reservations.map((r) => {
            const table = r.table_title ? `${r.table_title}${r.floor ? ` · ${r.floor}` : ''}` : t.reservations.noTable;
            return (
              <li
                key={r.id}
                aria-label={r.customer_name}
                className="flex items-center gap-3 px-4 py-3 sm:gap-4 sm:px-6"
              >
                <div className="w-24 shrink-0 rounded-xl bg-brand-50 px-1 py-2 text-center whitespace-nowrap">
                  <p className="text-sm font-bold text-brand-700 tabular-nums">{formatTime(r.date)}</p>
                  <p className="text-xs text-brand-700/80">{formatDate(r.date)}</p>
                </div>
                <div className="min-w-0 flex-1">
                  <p className="truncate font-semibold text-stone-900">{r.customer_name}</p>
                  <p className="text-sm text-stone-500 tabular-nums">{r.customer_id}</p>
                  <p className="truncate text-sm text-stone-600 sm:hidden">
                    {table} · {t.reservations.people(r.people_count)}
                  </p>
                </div>
                <div className="hidden shrink-0 text-right text-sm sm:block">
                  <p className="font-medium text-stone-800">{table}</p>
                  <p className="inline-flex items-center gap-1 text-stone-500">
                    <IconUsers size={15} aria-hidden />
                    {t.reservations.people(r.people_count)}
                  </p>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {canOpen ? (
        <div className="border-t border-stone-100 px-3 py-2 sm:px-4">
          <Link to="/dashboard/reservation" className={buttonClasses({ variant: 'ghost' })}>
            {t.reservations.all}
            <IconArrowRight size={18} aria-hidden />
          </Link>
        </div>
      ) : null}
    </Card>
  );
}
