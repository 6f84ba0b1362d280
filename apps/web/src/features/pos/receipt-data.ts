import {
  cartTotals,
  defaultDeliveryType,
  toMajor,
  toMinor,
  type OrderResult,
  type PosInitResponse,
  type PricingTotals,
} from '@comandero/contracts';
import { posText } from '../../i18n/pos';
import type { ReceiptData } from '../../lib/pos-storage';
import type { PosState } from './cart-state';
import type { PayExtras } from './pay-extras';
import { discountedSale } from './pay-discount';

/**
 * Issue 18: a payment with a tip or cash received prints them (tip with its notice, the tender with
 * its change) under the lines, in place of the plain totals; taxes show as one line, as on the cart.
 */
function paymentOf(
  cart: PosState['cart'],
  undiscounted: PricingTotals,
  extras: PayExtras | undefined,
): Pick<ReceiptData, 'payment'> {
  if (!extras || (extras.tip === 0 && extras.tendered === null && !extras.discount)) return {};
  // Issue 21: a discount prints as the bill's, with the totals after it.
  const sale = discountedSale(cart, extras.discount ?? null);
  const totals = sale?.totals ?? undiscounted;
  const dueMinor = totals.payableTotal + toMinor(extras.tip);
  const due = toMajor(dueMinor);
  return {
    payment: {
      itemsTotal: toMajor(undiscounted.netTotal),
      discountTotal: toMajor(sale?.discountTotal ?? 0),
      billDiscount: sale?.billDiscount ?? null,
      taxes:
        totals.taxTotal > 0
          ? [
              {
                title: null,
                rate: 0,
                type: 'exclusive',
                label: posText.cart.taxTotal,
                amount: toMajor(totals.taxTotal),
              },
            ]
          : [],
      total: toMajor(totals.payableTotal),
      tip: extras.tip,
      due,
      payments: [
        {
          paymentTypeId: null,
          title: extras.paymentTypeTitle ?? '',
          amount: due,
          tendered: extras.tendered,
          change: extras.tendered === null ? 0 : toMajor(toMinor(extras.tendered) - dueMinor),
        },
      ],
    },
  };
}

/** Receipt data (spec §3) of an order just accepted by the server, for the print windows. */
export function receiptDataOf(
  result: OrderResult,
  sent: PosState,
  init: PosInitResponse,
  now: Date = new Date(),
  extras?: PayExtras,
): ReceiptData {
  const totals = cartTotals(sent.cart);
  return {
    ...paymentOf(sent.cart, totals, extras),
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
    ...(result.einvoice ? { einvoice: result.einvoice } : {}),
  };
}
