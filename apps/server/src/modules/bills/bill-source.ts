import type { BillSourceLine } from '@comandero/contracts';
import type { OrderRecord } from '../orders/order-read.repository.js';
import { chargedLines } from '../orders/order-view.js';

/** The charged lines of orders as the bill pricing reads them: stored snapshots, centavos. */
export const sourceLines = (orders: readonly OrderRecord[]): BillSourceLine[] =>
  orders.flatMap((o) =>
    chargedLines(o.items).map((i) => ({
      id: i.id,
      unitPrice: i.unit_price,
      quantity: i.quantity,
      lineTotal: i.line_total,
      taxTitle: i.tax_title,
      taxRateBp: i.tax_rate_bp,
      taxType: i.tax_type,
      taxAmount: i.tax_type === 'inclusive' || i.tax_type === 'exclusive' ? i.tax_amount : 0,
    })),
  );
