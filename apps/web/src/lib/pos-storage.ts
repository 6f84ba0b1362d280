import type {
  BillView,
  CartLine,
  Customer,
  CustomerType,
  DeliveryType,
  PosInitResponse,
  ReceiptEinvoice,
} from '@comandero/contracts';
import { readJson, removeJson, writeJson } from './json-storage';

/**
 * Receipt data (spec §3) kept in browser storage for the print windows. localStorage, not
 * sessionStorage: the 400x400 popup is another browsing context and must read what the POS wrote.
 * The print and store settings travel with it because the popup has no other source for them.
 * Amounts are pesos, like the cart prices and the wire.
 */
export type ReceiptData = {
  cartItems: CartLine[];
  deliveryType: DeliveryType | null;
  customerType: CustomerType;
  customer: Pick<Customer, 'phone' | 'name'> | null;
  tableId: number | null;
  /** The table's label when one was chosen, so the receipt needs no lookup. */
  tableTitle: string | null;
  /** Currency code, e.g. COP. */
  currency: string;
  /** Pesos: sum of the line totals. */
  itemsTotal: number;
  /** Pesos. */
  taxTotal: number;
  /** Pesos: what the customer pays. */
  payableTotal: number;
  tokenNo: number | null;
  /** The number printed: an invoice's own number on a paid receipt, the order's on an order slip. */
  orderId: number;
  /**
   * What the paper is (issue 18): absent, a paid receipt ("Recibo #" + its invoice number); 'order',
   * an order sent to the kitchen and not paid ("Pedido #" + the order id); 'prebill', the table's
   * bill before payment ("Cuenta", "Pre-cuenta — no es factura", no number at all).
   */
  kind?: 'order' | 'prebill';
  /** ISO instant of the order. */
  date: string;
  printSettings: PosInitResponse['printSettings'];
  storeSettings: PosInitResponse['storeSettings'];
  /**
   * One paid bill of a split table (issue 10): its part ("Cuenta 2 de 3"), lines with discounts,
   * itemised taxes, the voluntary tip and each payment. Absent on the POS receipt, which then
   * prints exactly as before; present, it replaces the cart lines and totals.
   */
  bill?: BillReceipt;
  /**
   * Issue 18: a table paid whole on the orders screen (or the POS) with a tip, a discount or tenders:
   * printed under the cart lines in place of the plain totals, as a bill's totals are.
   */
  payment?: Omit<BillReceipt, 'label' | 'lines'>;
  /**
   * Issue 23: the sale's DE-POS as the server answered it (legal header, number, CUDE, QR text,
   * software maker). Absent, the receipt prints as before.
   */
  einvoice?: ReceiptEinvoice;
};

export type BillReceipt = Pick<
  BillView,
  'label' | 'lines' | 'itemsTotal' | 'discountTotal' | 'billDiscount' | 'taxes' | 'total' | 'tip' | 'due' | 'payments'
>;

/** The receipt's copy of a bill: only the printed fields, so the stored receipt stays small. */
export function billReceiptOf(bill: BillReceipt): BillReceipt {
  const { label, lines, itemsTotal, discountTotal, billDiscount, taxes, total, tip, due, payments } = bill;
  return { label, lines, itemsTotal, discountTotal, billDiscount, taxes, total, tip, due, payments };
}

export const RECEIPT_STORAGE_KEY = 'comandero.receipt-data';

/**
 * A refused write (storage full) loses only the printout: the order is already on the server. The
 * previous receipt is dropped then, so the print window can never print another order's receipt.
 */
export function saveReceiptData(data: ReceiptData): void {
  if (!writeJson(localStorage, RECEIPT_STORAGE_KEY, data)) removeJson(localStorage, RECEIPT_STORAGE_KEY);
}

function isReceiptData(value: unknown): value is ReceiptData {
  const data = value as ReceiptData | null;
  return !!data && Array.isArray(data.cartItems) && typeof data.orderId === 'number';
}

export function readReceiptData(): ReceiptData | null {
  return readJson(localStorage, RECEIPT_STORAGE_KEY, isReceiptData);
}

export const PRINT_WINDOW_FEATURES = 'width=400,height=400';

/** Opens a print page in the spec's 400x400 popup; null when the browser blocked it. */
export function openPrintWindow(path: '/print-receipt' | '/print-token'): Window | null {
  return window.open(path, '_blank', PRINT_WINDOW_FEATURES);
}
