import { Card } from '../../components/card';
import { CsvDownloadButton } from '../../components/csv-download-button';
import { DateFilter, dateFilterQuery, isDateFilterValid, useDateFilter } from '../../components/date-filter';
import { ListPage } from '../../components/list-page';
import { reportsText as t } from '../../i18n/reports';
import { ApiError, errorMessage } from '../../lib/api-error';
import { cn } from '../../lib/cn';
import { mediumDay } from './chart-scale';
import { PaymentTypeBreakdown } from './payment-type-breakdown';
import { ReportCards } from './report-cards';
import { PrepTimesSection } from './prep-times-section';
import { usePrepTimes, useReport } from './reports-api';
import { RevenueChart } from './revenue-chart';
import { TipsSection } from './tips-section';

/** /dashboard/reports (spec §2 Informes): the figures of a date range, revenue per day and per payment type. */
export function ReportsPage() {
  // Reports look back only (spec §9): no Mañana.
  const [filter, setFilter] = useDateFilter({ allowTomorrow: false });
  const report = useReport(filter);
  const prepTimes = usePrepTimes(filter);
  const data = report.data;
  // A refused range (400) says why in the server's words; anything else is the spec's failure text.
  const failure =
    report.error instanceof ApiError && report.error.status === 400
      ? errorMessage(report.error, t.loadError)
      : t.loadError;

  return (
    <ListPage
      bare
      title={t.title}
      description={data ? t.range(mediumDay(data.from), mediumDay(data.to)) : t.subtitle}
      actions={
        <CsvDownloadButton
          path="/reports/export.csv"
          query={dateFilterQuery(filter)}
          fileName="informe.csv"
          label={t.export}
          disabled={!isDateFilterValid(filter)}
        />
      }
      filters={<DateFilter value={filter} onChange={setFilter} allowTomorrow={false} />}
      failure={report.isError ? { message: failure, retryLabel: t.retry, onRetry: () => void report.refetch() } : null}
      loading={!data && isDateFilterValid(filter) ? t.loading : undefined}
    >
      {data ? (
        <div
          aria-busy={report.isPlaceholderData}
          className={cn('flex flex-col gap-4 transition-opacity lg:gap-6', report.isPlaceholderData && 'opacity-60')}
        >
          <ReportCards report={data} />
          <div className="grid gap-4 lg:grid-cols-3 lg:gap-6">
            <Card title={t.perDay.title} description={t.perDay.description} className="min-w-0 lg:col-span-2">
              <RevenueChart days={data.revenuePerDay} currency={data.currency} />
            </Card>
            <Card title={t.perPaymentType.title} description={t.perPaymentType.description} className="min-w-0">
              <PaymentTypeBreakdown rows={data.revenuePerPaymentType} currency={data.currency} />
            </Card>
          </div>
          <TipsSection report={data} />
          {prepTimes.data ? <PrepTimesSection report={prepTimes.data} query={dateFilterQuery(filter)} /> : null}
        </div>
      ) : null}
    </ListPage>
  );
}
