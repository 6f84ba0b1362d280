import type { Invoice, InvoicesInitResponse } from '@comandero/contracts';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { invoicesText as t } from '../../i18n/invoices';
import { PRINT_WINDOW_FEATURES, saveReceiptData } from '../../lib/pos-storage';
import { toastError } from '../../lib/toast';
import { billInvoiceReceiptData, invoiceReceiptData } from './invoice-receipt';
import { useFetchInvoiceDetail, useFetchInvoiceOrders, useInvoicesInit } from './invoices-api';

/**
 * Reprints an invoice's receipt through the POS's print window and its stored receipt data: the
 * bill's receipt when the invoice paid one bill of a split table, else the receipt of its orders.
 */
export function useReprint() {
  const init = useInvoicesInit();
  const fetchOrders = useFetchInvoiceOrders();
  const fetchDetail = useFetchInvoiceDetail();
  const [printing, setPrinting] = useState<number | null>(null);

  // Rebuilt by the server from the stored invoice, never from what this browser remembers.
  const receiptOf = async (invoice: Invoice, settings: InvoicesInitResponse) => {
    const detail = await fetchDetail(invoice.invoice_id);
    if (detail.bill) return billInvoiceReceiptData(invoice, detail, settings);
    return invoiceReceiptData(invoice, await fetchOrders(invoice.orders.map((o) => o.order_id)), settings, detail);
  };

  const reprint = async (invoice: Invoice) => {
    // Opened blank inside the tap, before any await (popup blockers allow only windows a gesture
    // opens), and sent to the receipt page once this receipt is stored: opened there at once it
    // could print the previous receipt still in storage.
    const popup = window.open('', '_blank', PRINT_WINDOW_FEATURES);
    if (!popup) {
      toast.error(t.popupBlocked);
      return;
    }
    setPrinting(invoice.invoice_id);
    try {
      const settings = init.data ?? (await init.refetch({ throwOnError: true })).data;
      const data = settings ? await receiptOf(invoice, settings) : null;
      if (!data) {
        popup.close();
        toast.error(t.nothingToPrint);
        return;
      }
      saveReceiptData(data);
      popup.location.href = '/print-receipt';
    } catch (err) {
      popup.close();
      toastError(err, t.detailsError);
    } finally {
      setPrinting(null);
    }
  };

  return { reprint, printing };
}
