import { CsvDownloadButton } from '../../components/csv-download-button';
import type { PrepTimesResponse } from '@comandero/contracts';
import { Card } from '../../components/card';
import { reportsText } from '../../i18n/reports';
import { mediumDay } from './chart-scale';

const t = reportsText.prepTimes;

type Row = { key: string; day: string; name: string; count: number; avgSeconds: number; p90Seconds: number };

function PrepTable({
  label,
  nameHeader,
  rows,
  testId,
}: {
  label: string;
  nameHeader: string;
  rows: Row[];
  testId: string;
}) {
  return (
    <section aria-label={label} className="min-w-0 overflow-x-auto">
      <h3 className="mb-2 text-sm font-semibold tracking-wide text-stone-500 uppercase">{label}</h3>
      {rows.length === 0 ? (
        <p className="text-stone-500">{t.empty}</p>
      ) : (
        <table className="w-full text-left text-[15px]">
          <thead className="text-stone-500">
            <tr>
              <th className="py-2 pr-3 font-medium">{t.day}</th>
              <th className="py-2 pr-3 font-medium">{nameHeader}</th>
              <th className="py-2 pr-3 text-right font-medium">{t.count}</th>
              <th className="py-2 pr-3 text-right font-medium">{t.avg}</th>
              <th className="py-2 text-right font-medium">{t.p90}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-100">
            {rows.map((r) => (
              <tr key={r.key} data-testid={testId} className="h-11">
                <td className="pr-3 whitespace-nowrap text-stone-600">{mediumDay(r.day)}</td>
                <td className="pr-3 break-words text-stone-900">{r.name}</td>
                <td className="pr-3 text-right tabular-nums">{r.count}</td>
                <td className="pr-3 text-right whitespace-nowrap tabular-nums">{t.duration(r.avgSeconds)}</td>
                <td className="text-right font-semibold whitespace-nowrap tabular-nums">{t.duration(r.p90Seconds)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/** Issue 21: average and 90th-percentile preparation time per station and per item, per day. */
export function PrepTimesSection({ report, query }: { report: PrepTimesResponse; query?: Record<string, string> }) {
  const stations = report.perStation.map((r) => ({ ...r, key: `${r.day}-${r.stationId}`, name: r.stationName }));
  const items = report.perItem.map((r) => ({ ...r, key: `${r.day}-${r.itemTitle}`, name: r.itemTitle }));
  return (
    <Card
      title={t.title}
      description={t.description}
      className="min-w-0"
      actions={
        query ? (
          <CsvDownloadButton
            path="/reports/prep-times/export.csv"
            query={query}
            fileName="tiempos-de-preparacion.csv"
            label={t.export}
          />
        ) : null
      }
    >
      <div className="grid gap-6 lg:grid-cols-2">
        <PrepTable label={t.perStation} nameHeader={t.station} rows={stations} testId="prep-station-row" />
        <PrepTable label={t.perItem} nameHeader={t.item} rows={items} testId="prep-item-row" />
      </div>
    </Card>
  );
}
