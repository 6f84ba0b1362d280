import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../components/button';
import { PageHeader } from '../../components/page-header';
import { ErrorState, LoadingState } from '../../components/states';
import { dashboardText as t } from '../../i18n/dashboard';
import { useSessionUser } from '../../lib/session-user';
import { useDashboard } from './dashboard-api';
import { DashboardCounters } from './dashboard-counters';
import { LowStockCard } from './low-stock-card';
import { TodaysReservationsCard } from './todays-reservations-card';
import { TopItemsCard } from './top-items-card';

/** Spec §2 Dashboard home: today's reservations, best sellers, three counters and a link to the reports. */
export function DashboardHomePage() {
  const user = useSessionUser();
  const firstName = user.name.split(' ')[0] ?? user.name;
  const dashboard = useDashboard();
  const data = dashboard.data;

  return (
    <>
      <PageHeader
        eyebrow={t.title}
        title={t.greeting(firstName)}
        description={t.subtitle}
        actions={
          <Link to="/dashboard/reports" className={buttonClasses({ variant: 'outline' })}>
            {t.reportsLink}
            <IconArrowRight size={18} aria-hidden />
          </Link>
        }
      />
      {data ? (
        <div className="flex flex-col gap-4 lg:gap-6">
          <LowStockCard />
          <DashboardCounters data={data} />
          <div className="grid gap-4 lg:grid-cols-2 lg:gap-6">
            <TodaysReservationsCard reservations={data.reservations} />
            <TopItemsCard items={data.topSellingItems} currency={data.currency} />
          </div>
        </div>
      ) : dashboard.isError ? (
        <ErrorState
          message={t.loadError}
          action={
            <Button variant="outline" onClick={() => void dashboard.refetch()}>
              {t.retry}
            </Button>
          }
        />
      ) : (
        <LoadingState message={t.loading} />
      )}
    </>
  );
}
