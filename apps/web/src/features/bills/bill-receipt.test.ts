import type { BillView } from '@comandero/contracts';
import { describe, expect, it } from 'vitest';
import { group, order, ordersInit } from '../../test/orders-fixtures';
import { billReceiptData } from './bill-receipt';

const paidBill: BillView = {
  id: 31,
  splitId: 4,
  partIndex: 2,
  partCount: 3,
  label: 'Cuenta 2 de 3',
  status: 'paid',
  lines: [],
  itemsTotal: 33_000,
  discountTotal: 3_300,
  billDiscount: { kind: 'percent', value: 10, reason: 'Cortesía', amount: 3_300 },
  netTotal: 29_100,
  taxTotal: 4_020,
  total: 33_120,
  taxes: [
    { title: 'IVA', rate: 19, type: 'exclusive', label: 'IVA 19 %', amount: 3_420 },
    { title: 'INC', rate: 8, type: 'inclusive', label: 'INC 8 % incluido', amount: 600 },
  ],
  suggestedTip: 2_910,
  tip: 2_000,
  due: 35_120,
  invoiceId: 977,
  payments: [
    { paymentTypeId: 2, title: 'Tarjeta', amount: 17_560, tendered: null, change: 0 },
    { paymentTypeId: 1, title: 'Efectivo', amount: 17_560, tendered: 20_000, change: 2_440 },
  ],
};

// The table's first unpaid order is 12: the receipt used to print that number on every bill.
const table = group([
  order({ id: 11, payment_status: 'paid' }),
  order({ id: 12, customer_id: '3001112233', customer_type: 'CUSTOMER', customer_name: 'Ana Pérez' }),
]);

describe('billReceiptData', () => {
  it("numbers the receipt with the bill's invoice and carries the bill as the server priced it", () => {
    const data = billReceiptData(paidBill, table, ordersInit);
    expect(data.orderId).toBe(977);
    expect(data).toMatchObject({
      tableId: 3,
      tableTitle: 'Mesa 3',
      customerType: 'CUSTOMER',
      customer: { phone: '3001112233', name: 'Ana Pérez' },
      itemsTotal: 33_000,
      taxTotal: 4_020,
      payableTotal: 33_120,
      tokenNo: null,
      printSettings: ordersInit.printSettings,
    });
    expect(data.bill).toEqual({
      label: 'Cuenta 2 de 3',
      lines: [],
      itemsTotal: 33_000,
      discountTotal: 3_300,
      billDiscount: paidBill.billDiscount,
      taxes: paidBill.taxes,
      total: 33_120,
      tip: 2_000,
      due: 35_120,
      payments: paidBill.payments,
    });
  });

  it('an unpaid bill (no invoice yet) falls back to the first unpaid order', () => {
    expect(billReceiptData({ ...paidBill, status: 'open', invoiceId: null }, table, ordersInit).orderId).toBe(12);
  });
});
