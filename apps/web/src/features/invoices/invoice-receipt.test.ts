import type { Invoice, InvoiceDetail, InvoicesInitResponse, Order, OrderItem } from '@comandero/contracts';
import { describe, expect, it } from 'vitest';
import { billInvoiceReceiptData, invoiceReceiptData } from './invoice-receipt';

const init: InvoicesInitResponse = {
  printSettings: {
    page_format: 80,
    header: null,
    footer: null,
    show_notes: 1,
    is_enable_print: 1,
    show_store_details: 1,
    show_customer_details: 1,
    print_token: 1,
  },
  storeSettings: { store_name: 'Sabor', address: null, phone: null, email: null, currency: 'COP', image: null },
};

const item = (over: Partial<OrderItem>): OrderItem => ({
  id: 1,
  order_id: 11,
  item_id: 5,
  item_title: 'Bandeja paisa',
  variant_id: null,
  variant_title: null,
  variant_price: null,
  quantity: 1,
  status: 'completed',
  date: '2026-11-24T22:00:00.000Z',
  addons: [],
  notes: null,
  price: 32_000,
  line_total: 32_000,
  tax_title: 'IVA',
  tax_rate: 19,
  tax_type: 'exclusive',
  tax_amount: 6_080,
  ...over,
});

const order = (id: number, items: OrderItem[]): Order => ({
  id,
  date: '2026-11-24T22:00:00.000Z',
  delivery_type: 'dinein',
  customer_type: 'CUSTOMER',
  customer_id: '3001234567',
  customer_name: 'Ana',
  table_id: 2,
  table_title: 'Mesa 2',
  floor: '1',
  status: 'completed',
  payment_status: 'paid',
  token_no: id - 10,
  items,
  item_total: 0,
  tax_total: 0,
  total: 0,
  invoice_id: 7,
});

const invoice: Invoice = {
  invoice_id: 7,
  created_at: '2026-11-25T01:30:00.000Z',
  sub_total: 44_000,
  tax_total: 8_360,
  total: 52_360,
  table_id: 2,
  table_title: 'Mesa 2',
  floor: '1',
  delivery_type: 'dinein',
  customer_type: 'CUSTOMER',
  customer_id: '3001234567',
  name: 'Ana',
  email: null,
  orders: [
    { order_id: 11, token_no: 1 },
    { order_id: 12, token_no: 2 },
  ],
  payment_type_id: null,
  payment_type: 'Sin especificar',
};

describe('receipt of an invoice', () => {
  it('prints the non-cancelled lines of its orders with the invoice totals, numbered by the invoice (issue 18: never by its first order)', () => {
    const orders = [
      order(11, [item({ id: 1 }), item({ id: 2, item_title: 'Limonada', status: 'cancelled' })]),
      order(12, [item({ id: 3, order_id: 12, item_title: 'Arepa', price: 12_000, line_total: 12_000 })]),
    ];
    const data = invoiceReceiptData(invoice, orders, init);
    expect(data?.cartItems.map((l) => l.title)).toEqual(['Bandeja paisa', 'Arepa']);
    expect(data).toMatchObject({
      orderId: 7,
      // Two orders share one receipt: no single token to print.
      tokenNo: null,
      itemsTotal: 44_000,
      taxTotal: 8_360,
      payableTotal: 52_360,
      date: invoice.created_at,
      customerType: 'CUSTOMER',
      customer: { phone: '3001234567', name: 'Ana' },
      tableTitle: 'Mesa 2',
      currency: 'COP',
    });
  });

  it('prints the token of a single order, and nothing when every line was cancelled', () => {
    const single = { ...invoice, orders: [{ order_id: 11, token_no: 1 }] };
    expect(invoiceReceiptData(single, [order(11, [item({})])], init)?.tokenNo).toBe(1);
    expect(invoiceReceiptData(single, [order(11, [item({ status: 'cancelled' })])], init)).toBeNull();
  });
});

// Bill 1 of 2 of a table: 33.000 less 10 %, IVA 19 % and INC 8 % inside, a 2.000 tip, half card half cash.
const payments: InvoiceDetail['payments'] = [
  { paymentTypeId: 2, title: 'Tarjeta', amount: 17_560, tendered: null, change: 0 },
  { paymentTypeId: 1, title: 'Efectivo', amount: 17_560, tendered: 20_000, change: 2_440 },
];
const taxes: InvoiceDetail['taxes'] = [
  { title: 'IVA', rate: 19, type: 'exclusive', label: 'IVA 19 %', amount: 3_420 },
  { title: 'INC', rate: 8, type: 'inclusive', label: 'INC 8 % incluido', amount: 600 },
];
const billLine = {
  id: 5,
  orderItemId: 40,
  title: 'Bandeja paisa',
  quantity: 1,
  gross: 33_000,
  discount: null,
  taxTitle: 'IVA',
  taxRate: 19,
  taxType: 'exclusive',
  taxAmount: 3_420,
  payable: 33_120,
};
const totals = {
  itemsTotal: 33_000,
  discountTotal: 3_300,
  netTotal: 29_100,
  taxTotal: 4_020,
  total: 33_120,
  tip: 2_000,
  due: 35_120,
  taxes,
  payments,
};
const billDetail: InvoiceDetail = {
  invoiceId: 90,
  ...totals,
  bill: {
    id: 61,
    splitId: 8,
    partIndex: 1,
    partCount: 2,
    label: 'Cuenta 1 de 2',
    lines: [billLine],
    billDiscount: { kind: 'percent', value: 10, reason: 'Cortesía', amount: 3_300 },
    orderIds: [11, 12],
    ...totals,
  },
};
const billInvoice: Invoice = { ...invoice, invoice_id: 90, orders: [], payment_type: 'Tarjeta + Efectivo' };

describe("receipt of a split bill's invoice", () => {
  it('prints the bill from the detail, numbered by the invoice, with its discount, taxes, tip and payments', () => {
    const data = billInvoiceReceiptData(billInvoice, billDetail, init);
    expect(data).toMatchObject({
      orderId: 90,
      tokenNo: null,
      cartItems: [],
      date: billInvoice.created_at,
      deliveryType: 'dinein',
      customerType: 'CUSTOMER',
      customer: { phone: '3001234567', name: 'Ana' },
      tableTitle: 'Mesa 2',
      itemsTotal: 33_000,
      taxTotal: 4_020,
      payableTotal: 33_120,
      printSettings: init.printSettings,
    });
    expect(data?.bill).toEqual({
      label: 'Cuenta 1 de 2',
      lines: [billLine],
      itemsTotal: 33_000,
      discountTotal: 3_300,
      billDiscount: { kind: 'percent', value: 10, reason: 'Cortesía', amount: 3_300 },
      taxes,
      total: 33_120,
      tip: 2_000,
      due: 35_120,
      payments,
    });
  });

  it('an invoice of whole orders has no bill receipt', () => {
    expect(billInvoiceReceiptData(invoice, { ...billDetail, bill: null }, init)).toBeNull();
  });
});
