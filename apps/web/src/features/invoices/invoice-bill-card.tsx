import { toMinor, type InvoiceBill } from '@comandero/contracts';
import { invoicesText as t } from '../../i18n/invoices';
import { formatMoney } from '../../lib/format';

const money = (pesos: number, currency: string) => formatMoney(toMinor(pesos), currency);

/**
 * The bill of a split table an invoice paid: its part of the table, line by line, each discount
 * under its line. The table's orders are named only: the other bills paid the rest of them.
 */
export function InvoiceBillCard({
  bill,
  invoiceId,
  currency,
}: {
  bill: InvoiceBill;
  invoiceId: number;
  currency: string;
}) {
  return (
    <section className="rounded-xl border border-stone-200 bg-white p-4" aria-label={t.billOf(invoiceId)}>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h3 className="font-semibold text-stone-900">{bill.label}</h3>
        <span className="text-sm text-stone-500">{t.billOrders(bill.orderIds)}</span>
      </div>
      <ul className="mt-3 divide-y divide-stone-100">
        {bill.lines.map((line) => (
          <li key={line.id} className="py-2 text-[15px]">
            <div className="flex items-start justify-between gap-4">
              <span className="min-w-0">
                {line.quantity > 0 ? <span className="font-medium tabular-nums">{line.quantity} × </span> : null}
                {line.title}
              </span>
              <span className="shrink-0 tabular-nums">{money(line.gross, currency)}</span>
            </div>
            {line.discount ? (
              <div className="flex items-start justify-between gap-4 text-sm text-amber-800">
                <span className="min-w-0 break-words">{t.lineDiscount(line.discount.reason)}</span>
                <span className="shrink-0 tabular-nums">−{money(line.discount.amount, currency)}</span>
              </div>
            ) : null}
          </li>
        ))}
      </ul>
      {bill.billDiscount ? (
        <p className="mt-1 flex items-start justify-between gap-4 border-t border-stone-100 pt-2 text-sm text-amber-800">
          <span className="min-w-0 break-words">{t.billDiscount(bill.billDiscount.reason)}</span>
          <span className="shrink-0 tabular-nums">−{money(bill.billDiscount.amount, currency)}</span>
        </p>
      ) : null}
    </section>
  );
}
