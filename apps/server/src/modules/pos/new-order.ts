import type { OrderResult, PricingTotals } from '@comandero/contracts';
import type { DrawerTerminal } from '../cash-drawer/terminal.js';
import type { InvoiceSale } from '../invoices/invoice-writer.js';

export type NewOrderLine = {
  item_id: number;
  item_title: string;
  variant_id: number | null;
  variant_title: string | null;
  variant_price: number | null;
  base_price: number;
  unit_price: number;
  quantity: number;
  line_total: number;
  tax_title: string | null;
  tax_rate_bp: number | null;
  tax_type: string | null;
  tax_amount: number;
  notes: string | null;
  /** Issue 21: the line's course, and 1 when its course is held back until fired. */
  course_id: number | null;
  held: 0 | 1;
  addons: { addon_id: number; title: string; price: number }[];
};

/** A priced submit, ready to write: the sale (the invoice's too, when paid) and its lines. */
export type NewOrder = InvoiceSale & {
  customerName: string | null;
  totals: PricingTotals;
  lines: NewOrderLine[];
  /**
   * paymentTypeId null: a spec client paid without naming a payment type; terminal and cash (whether
   * the payment must land in a drawer session or be refused): see drawer-payments.ts.
   */
  invoice: {
    paymentTypeId: number | null;
    paymentTypeTitle: string | null;
    terminal?: DrawerTerminal;
    cash?: boolean;
    /** Issue 18: the voluntary tip, centavos (0 or absent: none). */
    tip?: number;
  } | null;
  idempotency: { key: string; route: string; requestHash: string } | null;
  message: string;
  /**
   * Issue 22: when the device took the order (as sent; null if not sent), 1 when replayed from a
   * device's offline queue, 1 when a manager's PIN allowed its queued payment above the limit
   * (absent: null, 0, 0).
   */
  deviceTime?: string | null;
  offline?: 0 | 1;
  managerApproved?: 0 | 1;
};

/** Writes one submit (with the others that arrive together) and answers its result once committed. */
export type OrderWriter = { write(order: NewOrder): Promise<OrderResult>; close(): Promise<void> };
