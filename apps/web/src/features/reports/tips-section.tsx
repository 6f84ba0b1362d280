import { toMinor, type ReportResponse } from '@comandero/contracts';
import { Card } from '../../components/card';
import { reportsText } from '../../i18n/reports';
import { formatMoney } from '../../lib/format';
import { mediumDay } from './chart-scale';

const t = reportsText.tips;

type Row = { key: string; label: string; total: number };

function TipRows({ label, rows, currency, testId }: { label: string; rows: Row[]; currency: string; testId: string }) {
  return (
    <section aria-label={label} className="min-w-0">
      <h3 className="mb-2 text-sm font-semibold tracking-wide text-stone-500 uppercase">{label}</h3>
      {rows.length === 0 ? (
        <p className="text-stone-500">{t.empty}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-stone-100">
          {rows.map((r) => (
            <li
              key={r.key}
              aria-label={r.label}
              data-testid={testId}
              className="flex min-h-11 items-center justify-between gap-3"
            >
              <span className="min-w-0 break-words text-stone-800">{r.label}</span>
              <span className="shrink-0 font-semibold text-stone-900 tabular-nums">
                {formatMoney(toMinor(r.total), currency)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Voluntary tips of the range (issue 10): not revenue, so apart from the cards; hidden when the server sends none. */
export function TipsSection({ report }: { report: ReportResponse }) {
  if (report.tipsTotal === undefined) return null;
  const { currency } = report;
  // Every day of the range comes back; only the days with tips are worth a row.
  const days = (report.tipsPerDay ?? [])
    .filter((d) => toMinor(d.total) > 0)
    .map((d) => ({ key: d.day, label: mediumDay(d.day), total: d.total }));
  const users = (report.tipsPerUser ?? []).map((u) => ({
    key: String(u.userId ?? 'none'),
    label: u.name,
    total: u.total,
  }));
  return (
    <Card title={t.title} description={t.description} className="min-w-0">
      <div className="flex flex-col gap-5">
        <p className="text-xl font-bold text-stone-900 tabular-nums sm:text-2xl" data-testid="tips-total">
          {t.total}: {formatMoney(toMinor(report.tipsTotal), currency)}
        </p>
        <div className="grid gap-5 md:grid-cols-2">
          <TipRows label={t.perDay} rows={days} currency={currency} testId="tips-day" />
          <TipRows label={t.perUser} rows={users} currency={currency} testId="tips-user" />
        </div>
      </div>
    </Card>
  );
}
