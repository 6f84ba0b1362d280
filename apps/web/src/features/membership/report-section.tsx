import { toMinor } from '@comandero/contracts';
import { Card } from '../../components/card';
import { DateFilter, dateFilterQuery, isDateFilterValid, useDateFilter } from '../../components/date-filter';
import { ErrorState, LoadingState } from '../../components/states';
import { membershipText as t } from '../../i18n/membership';
import { formatMoney } from '../../lib/format';
import { useMembershipReport } from './membership-api';

/** Points issued and redeemed over a range, and what the store owes in points today (a liability). */
export function ReportSection() {
  const [filter, setFilter] = useDateFilter({ allowTomorrow: false });
  const valid = isDateFilterValid(filter);
  const report = useMembershipReport(dateFilterQuery(filter), valid);
  const r = report.data;
  const figures = r
    ? [
        { key: 'issued', label: t.report.issued, value: t.points(r.issued) },
        { key: 'redeemed', label: t.report.redeemed, value: t.points(r.redeemed) },
        { key: 'reversed', label: t.report.reversed, value: t.points(r.reversed) },
        { key: 'adjusted', label: t.report.adjusted, value: t.points(r.adjusted) },
        { key: 'outstanding', label: t.report.outstanding, value: t.points(r.outstanding) },
        { key: 'liability', label: t.report.liability, value: formatMoney(toMinor(r.outstandingValue)) },
        { key: 'members', label: t.report.members, value: r.members.toLocaleString('es-CO') },
      ]
    : [];
  return (
    <Card title={t.report.title}>
      <DateFilter value={filter} onChange={setFilter} allowTomorrow={false} className="mb-4" />
      {report.isPending ? <LoadingState /> : null}
      {report.isError ? <ErrorState message={t.loadError} /> : null}
      <ul aria-label={t.report.title} className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {figures.map((f) => (
          <li
            key={f.key}
            data-metric={f.key}
            className="flex min-w-0 flex-col gap-1 rounded-xl border border-stone-200 bg-stone-50 p-4"
          >
            <p className="text-sm font-medium text-stone-600">{f.label}</p>
            <p className="text-lg font-bold break-words text-stone-900 tabular-nums sm:text-xl">{f.value}</p>
          </li>
        ))}
      </ul>
    </Card>
  );
}
