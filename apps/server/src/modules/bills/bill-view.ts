import {
  priceBill,
  toMajor,
  type BillLineBase,
  type BillSplitView,
  type BillView,
  type Discount,
  type PricedBill,
} from '@comandero/contracts';
import { discountView, pricedFigures, taxLabel } from '../payments/priced-view.js';
import type { BillLineRow, BillRow, SplitRecord, StoredBillLine } from './bills.repository.js';
import { toOutsideOrderView } from './outside-orders.js';

/** Stored discount columns: a percent in basis points, an amount in centavos. */
export function discountOf(kind: string | null, value: number | null, reason: string | null): Discount | null {
  if (kind === 'percent' && value !== null) return { kind, valueBp: value, reason: reason ?? '' };
  if (kind === 'amount' && value !== null) return { kind, value, reason: reason ?? '' };
  return null;
}

export const lineBase = (l: StoredBillLine): BillLineBase => ({
  orderItemId: l.order_item_id,
  quantity: l.quantity,
  gross: l.gross,
  baseTax: l.base_tax,
  taxTitle: l.tax_title,
  taxRateBp: l.tax_rate_bp,
  taxType: l.tax_type,
  discount: discountOf(l.discount_kind, l.discount_value, l.discount_reason),
});

/** tip: the store's suggested percent (bp) and rounding; the figures other than suggestedTip do not depend on it. */
export function priceStoredBill(
  bill: BillRow,
  lines: readonly StoredBillLine[],
  tip?: { bp: number; roundTo: number },
): PricedBill {
  return priceBill(lines.map(lineBase), {
    billDiscount: discountOf(bill.discount_kind, bill.discount_value, bill.discount_reason),
    tip: bill.tip,
    tipBp: tip?.bp,
    tipRoundTo: tip?.roundTo,
  });
}

function lineTitle(l: BillLineRow): string {
  if (l.order_item_id === null) {
    return l.tax_type ? `Consumo (${taxLabel(l.tax_title, l.tax_rate_bp ?? 0, l.tax_type)})` : 'Consumo';
  }
  return l.variant_title ? `${l.item_title ?? ''} (${l.variant_title})` : (l.item_title ?? '');
}

/**
 * A bill keeps the number it got when the table was cut, and "de n" is how many bills that cut made:
 * after "Cuenta 2" is merged into "Cuenta 1", the others still read "Cuenta 1 de 3" and "Cuenta 3 de 3".
 * The cashier and the guests go on naming a bill as they were told, and a receipt printed before the
 * merge still matches the screen; the missing number is the bill that was merged. (Renumbering made
 * "Cuenta 3" turn into "Cuenta 2" while a guest held a receipt for another "Cuenta 2".)
 */
export function billLabel(partIndex: number, partCount: number): string {
  return `Cuenta ${partIndex} de ${partCount}`;
}

/** The split's count at the cut; splits stored before migration 0013 without one fall back on their numbers. */
const partCountOf = (record: SplitRecord) =>
  record.split.part_count ?? Math.max(record.bills.length, ...record.bills.map((b) => b.part_index));

export function toBillView(record: SplitRecord, bill: SplitRecord['bills'][number]): BillView {
  const priced = priceStoredBill(bill, bill.lines, record.tip);
  const partIndex = bill.part_index;
  const partCount = partCountOf(record);
  return {
    id: bill.id,
    splitId: bill.split_id,
    partIndex,
    partCount,
    label: billLabel(partIndex, partCount),
    status: bill.status as BillView['status'],
    lines: bill.lines.map((l, i) => {
      const p = priced.lines[i];
      return {
        id: l.id,
        orderItemId: l.order_item_id,
        title: lineTitle(l),
        ...(l.order_item_id === null
          ? {}
          : {
              itemTitle: l.item_title ?? '',
              variantTitle: l.variant_title,
              addons: l.addons,
              notes: l.notes,
              unitPrice: l.unit_price === null ? undefined : toMajor(l.unit_price),
            }),
        quantity: l.quantity,
        gross: toMajor(l.gross),
        discount: discountView(p.discount ?? null, p.lineDiscount),
        taxTitle: l.tax_title,
        taxRate: l.tax_rate_bp === null ? null : l.tax_rate_bp / 100,
        taxType: l.tax_type,
        taxAmount: toMajor(p.taxAmount),
        payable: toMajor(p.payable),
      };
    }),
    ...pricedFigures(priced, discountOf(bill.discount_kind, bill.discount_value, bill.discount_reason)),
    invoiceId: bill.invoice_id,
    payments: bill.payments.map((p) => ({
      paymentTypeId: p.payment_type_id,
      title: p.payment_type_title,
      amount: toMajor(p.amount),
      tendered: p.tendered === null ? null : toMajor(p.tendered),
      change: toMajor(p.change_amount),
    })),
  };
}

export function toSplitView(record: SplitRecord): BillSplitView {
  const bills = record.bills.map((b) => toBillView(record, b));
  const total = record.bills.reduce((a, b) => a + priceStoredBill(b, b.lines).total, 0);
  return {
    id: record.split.id,
    tableId: record.split.table_id,
    mode: record.split.mode as BillSplitView['mode'],
    status: record.split.status as BillSplitView['status'],
    orderIds: record.orderIds,
    total: toMajor(total),
    bills,
    tipPercent: record.tip.bp / 100,
    askTip: record.tip.ask,
    tipRoundTo: record.tip.roundTo,
    cashPaymentTypeIds: record.cashPaymentTypeIds,
    outsideOrders: record.outsideOrders.map(toOutsideOrderView),
  };
}
