import { toMinor, type ReportResponse } from '@comandero/contracts';
import { reportsText as t } from '../../i18n/reports';
import { formatMoney } from '../../lib/format';

type Props = { rows: ReportResponse['revenuePerPaymentType']; currency: string };

const percentFormat = new Intl.NumberFormat('es-CO', { maximumFractionDigits: 1 });

/** Revenue per payment type, largest first, each with its share of the period's revenue. */
export function PaymentTypeBreakdown({ rows, currency }: Props) {
  const total = rows.reduce((sum, r) => sum + toMinor(r.total), 0);
  if (rows.length === 0 || total === 0)
    return <p className="py-6 text-center text-stone-500">{t.perPaymentType.empty}</p>;
  return (
    <ul className="flex flex-col gap-4" aria-label={t.perPaymentType.title}>
      {rows.map((r) => {
        const share = (toMinor(r.total) / total) * 100;
        const percent = t.perPaymentType.share(percentFormat.format(share));
        return (
          <li key={`${r.paymentTypeId ?? 'none'}-${r.title}`} aria-label={r.title} data-payment-type={r.title}>
            <div className="flex flex-wrap items-baseline justify-between gap-x-3 text-[15px]">
              <span className="min-w-0 font-medium break-words text-stone-800">{r.title}</span>
              <span className="shrink-0 text-stone-900 tabular-nums">
                <span data-testid="payment-type-total" className="font-semibold">
                  {formatMoney(toMinor(r.total), currency)}
                </span>
                <span className="ml-2 text-sm text-stone-500">{percent}</span>
              </span>
            </div>
            <div
              className="mt-1.5 h-2.5 overflow-hidden rounded-full bg-stone-100"
              role="meter"
              aria-label={`${r.title}: ${percent}`}
              aria-valuenow={Math.round(share)}
              aria-valuemin={0}
              aria-valuemax={100}
            >
              <div className="h-full rounded-full bg-brand-500" style={{ width: `${share}%` }} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
