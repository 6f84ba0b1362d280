import { toMinor, type InvoiceDetail } from '@comandero/contracts';
import { invoicesText as t } from '../../i18n/invoices';
import { cn } from '../../lib/cn';
import { formatMoney } from '../../lib/format';

const money = (pesos: number, currency: string) => formatMoney(toMinor(pesos), currency);

type Row = { label: string; pesos: number; minus?: boolean; strong?: boolean; muted?: boolean };

function AmountRow({ row, currency }: { row: Row; currency: string }) {
  return (
    <div
      className={cn(
        'flex items-baseline justify-between gap-3 py-1',
        row.strong && 'font-semibold text-stone-900',
        row.muted && 'text-sm text-stone-500',
      )}
    >
      <dt className="min-w-0 break-words">{row.label}</dt>
      <dd className="shrink-0 tabular-nums">
        {row.minus ? '−' : null}
        {money(row.pesos, currency)}
      </dd>
    </div>
  );
}

const boxClass = 'rounded-xl border border-stone-200 bg-white p-4';
const headingClass = 'mb-1 text-sm font-semibold tracking-wide text-stone-500 uppercase';

/**
 * What an invoice charged, the way its receipt itemises it (subtotal, discounts, each tax, total,
 * the voluntary tip), and each payment with the cash handed over and the change.
 */
export function InvoiceSummary({ detail, currency }: { detail: InvoiceDetail; currency: string }) {
  const tipped = detail.bill !== null || detail.tip > 0;
  const rows: Row[] = [
    { label: t.itemsSubtotal, pesos: detail.itemsTotal },
    ...(detail.discountTotal > 0 ? [{ label: t.discounts, pesos: detail.discountTotal, minus: true }] : []),
    ...detail.taxes.map((tax) => ({ label: tax.label, pesos: tax.amount })),
    { label: t.total, pesos: detail.total, strong: true },
    { label: t.subtotal, pesos: detail.netTotal, muted: true },
    ...(tipped ? [{ label: t.tip, pesos: detail.tip }] : []),
    ...(detail.tip > 0 ? [{ label: t.totalWithTip, pesos: detail.due, strong: true }] : []),
  ];
  return (
    <div className="grid gap-3 md:grid-cols-2">
      <section className={boxClass}>
        <h3 className={headingClass}>{t.totalsTitle}</h3>
        <dl aria-label={t.invoiceTotals(detail.invoiceId)} className="divide-y divide-stone-100 text-[15px]">
          {rows.map((row, i) => (
            <AmountRow key={i} row={row} currency={currency} />
          ))}
        </dl>
      </section>
      <section className={boxClass}>
        <h3 className={headingClass}>{t.paymentsTitle}</h3>
        <ul aria-label={t.paymentsOf(detail.invoiceId)} className="divide-y divide-stone-100 text-[15px]">
          {detail.payments.map((p, i) => (
            <li key={i} className="py-1.5">
              <div className="flex items-baseline justify-between gap-3">
                <span className="min-w-0 font-medium break-words text-stone-800">{p.title}</span>
                <span className="shrink-0 tabular-nums">{money(p.amount, currency)}</span>
              </div>
              {p.tendered !== null ? (
                <p className="flex flex-wrap justify-end gap-x-3 text-sm text-stone-500 tabular-nums">
                  <span>
                    {t.tendered} {money(p.tendered, currency)}
                  </span>
                  <span>
                    {t.change} {money(p.change, currency)}
                  </span>
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
