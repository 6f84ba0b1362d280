import type { CartLine, Customer, CustomerType, DeliveryType, PosInitResponse } from '@comandero/contracts';

/**
 * Receipt data (spec §3) kept in browser storage for the print windows. localStorage, not
 * sessionStorage: the 400x400 popup is another browsing context and must read what the POS wrote.
 * The print and store settings travel with it because the popup has no other source for them.
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
  /** Centavos: sum of the line totals. */
  itemsTotal: number;
  /** Centavos. */
  taxTotal: number;
  /** Centavos: what the customer pays. */
  payableTotal: number;
  tokenNo: number | null;
  orderId: number;
  /** ISO instant of the order. */
  date: string;
  printSettings: PosInitResponse['printSettings'];
  storeSettings: PosInitResponse['storeSettings'];
};

export const RECEIPT_STORAGE_KEY = 'comandero.receipt-data';

export function saveReceiptData(data: ReceiptData): void {
  try {
    localStorage.setItem(RECEIPT_STORAGE_KEY, JSON.stringify(data));
  } catch {
    // Storage full or disabled: the order is already saved on the server; only printing is lost.
  }
}

export function readReceiptData(): ReceiptData | null {
  try {
    const raw = localStorage.getItem(RECEIPT_STORAGE_KEY);
    if (!raw) return null;
    const data = JSON.parse(raw) as ReceiptData;
    return data && Array.isArray(data.cartItems) && typeof data.orderId === 'number' ? data : null;
  } catch {
    return null;
  }
}

export const PRINT_WINDOW_FEATURES = 'width=400,height=400';

/** Opens a print page in the spec's 400x400 popup; null when the browser blocked it. */
export function openPrintWindow(path: '/print-receipt' | '/print-token'): Window | null {
  return window.open(path, '_blank', PRINT_WINDOW_FEATURES);
}
