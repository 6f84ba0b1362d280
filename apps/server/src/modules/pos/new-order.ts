import type { OrderResult, PricingTotals } from '@comandero/contracts';
import type { DrawerTerminal } from '../cash-drawer/terminal.js';
import type { Insertable } from 'kysely';
import type { Database } from '../../db/types.js';
import type { InvoiceCharge, InvoiceSale } from '../invoices/invoice-writer.js';

/**
 * The invoice's figures after a discount (centavos; the order keeps its undiscounted totals, as on
 * the orders screen) and the discount's audit row, whose entity id is the invoice's, known in the batch.
 */
export type DiscountedSale = Pick<InvoiceCharge, 'subTotal' | 'taxTotal' | 'total' | 'discount'> & {
  audit: Insertable<Database['audit_log']>;
};

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
    /** Issue 21: a discount on the sale, priced as the orders screen's settle prices it. */
    discounted?: DiscountedSale;
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
  /** The catalogue version the order was priced at (absent: unknown, the writer reads the current one). */
  catalogueVersion?: number;
};

/**
 * A written submit's result; `stockUpdate` (issue 24, never sent to the client): the items whose
 * availability its batch flipped, for the POS terminals' live menu.
 */
export type WrittenOrder = OrderResult & { stockUpdate?: number[] };

/** Writes one submit (with the others that arrive together) and answers its result once committed. */
export type OrderWriter = { write(order: NewOrder): Promise<WrittenOrder>; close(): Promise<void> };
