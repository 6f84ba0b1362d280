import { cartTotals, defaultDeliveryType, toMajor, type OrderResult, type PosInitResponse } from '@comandero/contracts';
import type { ReceiptData } from '../../lib/pos-storage';
import type { PosState } from './cart-state';

/** Receipt data (spec §3) of an order just accepted by the server, for the print windows. */
export function receiptDataOf(
  result: OrderResult,
  sent: PosState,
  init: PosInitResponse,
  now: Date = new Date(),
): ReceiptData {
  const totals = cartTotals(sent.cart);
  return {
    cartItems: sent.cart,
    // What the server stored: with no service option chosen it falls back the same way.
    deliveryType: sent.deliveryType || defaultDeliveryType(sent.tableId),
    customerType: sent.customerType,
    customer: sent.customer ? { phone: sent.customer.phone, name: sent.customer.name } : null,
    tableId: sent.tableId,
    tableTitle: init.storeTables.find((t) => t.id === sent.tableId)?.table_title ?? null,
    currency: init.storeSettings.currency,
    // Lines without their taxes, as the cart shows "Total items": items + taxes = total.
    itemsTotal: toMajor(totals.netTotal),
    taxTotal: toMajor(totals.taxTotal),
    payableTotal: toMajor(totals.payableTotal),
    tokenNo: result.tokenNo,
    // Paid and sent: the invoice's number; only sent: an order slip with the order's number.
    orderId: result.invoiceId ?? result.orderId,
    ...(result.invoiceId === undefined ? { kind: 'order' as const } : {}),
    date: now.toISOString(),
    printSettings: init.printSettings,
    storeSettings: init.storeSettings,
  };
}
