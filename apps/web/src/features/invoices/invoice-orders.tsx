import { toMinor, type Invoice, type Order } from '@comandero/contracts';
import { Badge } from '../../components/badge';
import { Button } from '../../components/button';
import { ErrorState, LoadingState } from '../../components/states';
import { invoicesText as t } from '../../i18n/invoices';
import { floorText } from '../../i18n/orders';
import { cn } from '../../lib/cn';
import { formatDateTime, formatMoney } from '../../lib/format';
import { useInvoiceOrders } from './invoices-api';

const money = (pesos: number, currency: string) => formatMoney(toMinor(pesos), currency);

function OrderCard({ order, currency }: { order: Order; currency: string }) {
  return (
    <li className="rounded-xl border border-stone-200 bg-white p-4" aria-label={t.order(order.id)}>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h3 className="font-semibold text-stone-900">{t.order(order.id)}</h3>
        <Badge tone="brand">{t.token(order.token_no)}</Badge>
        <span className="text-sm text-stone-500">{formatDateTime(order.date)}</span>
        <span className="text-sm text-stone-500">· {floorText.service[order.delivery_type]}</span>
      </div>
      <ul className="mt-3 divide-y divide-stone-100">
        {order.items.map((item) => {
          const cancelled = item.status === 'cancelled';
          return (
            <li key={item.id} className="flex items-start justify-between gap-4 py-2 text-[15px]">
              <div className={cn('min-w-0 [overflow-wrap:anywhere]', cancelled && 'text-stone-500 line-through')}>
                <span className="font-medium tabular-nums">{item.quantity} ×</span> {item.item_title}
                {item.variant_title ? <span className="text-stone-500"> ({item.variant_title})</span> : null}
                {item.addons.length > 0 ? (
                  <p className="text-sm text-stone-500">+ {item.addons.map((a) => a.title).join(', ')}</p>
                ) : null}
                {item.notes ? <p className="text-sm text-stone-500 italic">{item.notes}</p> : null}
              </div>
              <div className="flex shrink-0 items-center gap-2">
                {cancelled ? <Badge tone="danger">{t.cancelledLine}</Badge> : null}
                <span className="tabular-nums">{money(item.line_total, currency)}</span>
              </div>
            </li>
          );
        })}
      </ul>
      <p className="mt-2 flex justify-end gap-1.5 border-t border-stone-100 pt-2 text-sm font-semibold">
        <span>{t.orderTotal}</span>
        <span className="tabular-nums">{money(order.total, currency)}</span>
      </p>
    </li>
  );
}

/** The orders an invoice settled, with their lines. */
export function InvoiceOrders({ invoice, currency }: { invoice: Invoice; currency: string }) {
  const orders = useInvoiceOrders(invoice.orders.map((o) => o.order_id));
  if (orders.isPending) return <LoadingState message={t.loading} className="py-6" />;
  if (orders.isError)
    return (
      <ErrorState
        message={t.detailsError}
        className="py-6"
        action={
          <Button variant="outline" onClick={() => void orders.refetch()}>
            {t.retry}
          </Button>
        }
      />
    );
  return (
    <ul className="grid gap-3 xl:grid-cols-2" aria-label={t.ordersOf(invoice.invoice_id)}>
      {orders.data.map((o) => (
        <OrderCard key={o.id} order={o} currency={currency} />
      ))}
    </ul>
  );
}
