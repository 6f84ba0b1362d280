import type { BillView, OrderGroup, OrdersInitResponse, ReceiptEinvoice } from '@comandero/contracts';
import { billReceiptOf, type ReceiptData } from '../../lib/pos-storage';

/**
 * Receipt data of one paid bill of a split, from the server's view of the bill (never re-priced
 * here). The group is the table as it was when the dialog opened: the last bill closes the table.
 * The receipt number is the bill's invoice, the one Facturas lists and reprints; an order id would
 * name the same number on every bill of the table.
 */
export function billReceiptData(
  bill: BillView,
  group: OrderGroup,
  init: OrdersInitResponse,
  einvoice?: ReceiptEinvoice,
): ReceiptData {
  const first = group.orders.find((o) => o.payment_status !== 'paid') ?? group.orders[0];
  const named = group.orders.find((o) => o.customer_id !== null);
  return {
    cartItems: [],
    deliveryType: first?.delivery_type ?? 'dinein',
    customerType: named ? named.customer_type : (first?.customer_type ?? 'WALKIN'),
    customer: named ? { phone: named.customer_id ?? '', name: named.customer_name ?? '' } : null,
    tableId: group.table_id,
    tableTitle: group.table_id === null ? null : group.table_title,
    currency: init.storeSettings.currency,
    itemsTotal: bill.itemsTotal,
    taxTotal: bill.taxTotal,
    payableTotal: bill.total,
    tokenNo: null,
    orderId: bill.invoiceId ?? first?.id ?? 0,
    date: new Date().toISOString(),
    printSettings: init.printSettings,
    storeSettings: init.storeSettings,
    bill: billReceiptOf(bill),
    ...(einvoice ? { einvoice } : {}),
  };
}
