import { EINVOICE_RECEIPT_API, type ReceiptEinvoice } from '@comandero/contracts';
import toast from 'react-hot-toast';
import { ordersText } from '../../i18n/orders';
import { apiCall } from '../../lib/api-call';
import { openPrintWindow, PRINT_WINDOW_FEATURES, saveReceiptData, type ReceiptData } from '../../lib/pos-storage';
import { toastError } from '../../lib/toast';

/**
 * Prints a receipt of the orders screen. A paid invoice's receipt carries its DE-POS block, read from
 * the server (GET /einvoice/receipt/:id) as Facturas' reprint reads it; the window is opened blank
 * inside the tap (popup blockers allow only windows a gesture opens) and sent to the receipt page
 * once the receipt is stored, so it never prints the previous receipt still in storage.
 */
export async function printReceipt(
  invoiceId: number | null,
  build: (einvoice?: ReceiptEinvoice) => ReceiptData,
): Promise<void> {
  if (invoiceId === null) {
    saveReceiptData(build());
    if (!openPrintWindow('/print-receipt')) toast.error(ordersText.print.popupBlocked);
    return;
  }
  const popup = window.open('', '_blank', PRINT_WINDOW_FEATURES);
  if (!popup) {
    toast.error(ordersText.print.popupBlocked);
    return;
  }
  try {
    const { einvoice } = await apiCall(EINVOICE_RECEIPT_API.ofInvoice, { params: { id: invoiceId } });
    saveReceiptData(build(einvoice));
    popup.location.href = '/print-receipt';
  } catch (err) {
    popup.close();
    toastError(err, ordersText.print.einvoiceError);
  }
}
