import type { Invoice } from '@comandero/contracts';
import { VoidSalePanel } from './void-sale-panel';
import { Button } from '../../components/button';
import { ErrorState, LoadingState } from '../../components/states';
import { invoicesText as t } from '../../i18n/invoices';
import { InvoiceBillCard } from './invoice-bill-card';
import { InvoiceOrders } from './invoice-orders';
import { InvoiceSummary } from './invoice-summary';
import { useInvoiceDetail } from './invoices-api';

/**
 * The expanded part of an invoice row: what it charged (the orders it settled, or the bill of a
 * split table it paid, whose table's orders the other bills shared), its totals and its payments.
 */
export function InvoiceDetails({ invoice, currency }: { invoice: Invoice; currency: string }) {
  const detail = useInvoiceDetail(invoice.invoice_id);
  if (detail.isPending) return <LoadingState message={t.loading} className="py-6" />;
  if (detail.isError)
    return (
      <ErrorState
        message={t.detailsError}
        className="py-6"
        action={
          <Button variant="outline" onClick={() => void detail.refetch()}>
            {t.retry}
          </Button>
        }
      />
    );
  const bill = detail.data.bill;
  return (
    <div className="flex flex-col gap-3 py-1">
      {bill ? (
        <InvoiceBillCard bill={bill} invoiceId={invoice.invoice_id} currency={currency} />
      ) : (
        <InvoiceOrders invoice={invoice} currency={currency} />
      )}
      <InvoiceSummary detail={detail.data} currency={currency} />
      <VoidSalePanel detail={detail.data} currency={currency} />
    </div>
  );
}
