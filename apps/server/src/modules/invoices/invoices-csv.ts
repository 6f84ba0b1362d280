import type { Invoice } from '@comandero/contracts';
import { toMinor } from '@comandero/contracts';
import { csvAmount, csvDateTime, csvLines } from '../../lib/csv.js';

const DELIVERY = { dinein: 'Comer en el local', delivery: 'Entrega a domicilio', takeaway: 'Para llevar' } as const;

/**
 * One row per invoice, newest first, with the totals of the range in the last row. A voided sale
 * ("Anular venta") keeps its row, marked with when and why, and is left out of the totals, as the
 * reports leave it out of the sales.
 */
export function invoicesCsv(invoices: Invoice[], timeZone: string): string {
  const cents = (pesos: number) => toMinor(pesos);
  const counted = invoices.filter((i) => i.voided_at === undefined);
  const sum = (pick: (i: Invoice) => number) => counted.reduce((s, i) => s + cents(pick(i)), 0);
  return csvLines([
    [
      'Factura',
      'Fecha',
      'Órdenes',
      'Cliente',
      'Teléfono',
      'Tipo de cliente',
      'Servicio',
      'Mesa',
      'Tipo de pago',
      'Subtotal (pesos)',
      'Impuestos (pesos)',
      'Total (pesos)',
      'Anulada',
      'Motivo de anulación',
    ],
    ...invoices.map((i) => [
      i.invoice_id,
      csvDateTime(i.created_at, timeZone),
      i.orders.map((o) => o.order_id).join(' '),
      i.name,
      i.customer_id,
      i.customer_type,
      DELIVERY[i.delivery_type as keyof typeof DELIVERY] ?? i.delivery_type,
      i.table_title,
      i.payment_type,
      csvAmount(cents(i.sub_total)),
      csvAmount(cents(i.tax_total)),
      csvAmount(cents(i.total)),
      i.voided_at === undefined ? '' : csvDateTime(i.voided_at, timeZone),
      i.void_reason ?? '',
    ]),
    [
      'Total',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      csvAmount(sum((i) => i.sub_total)),
      csvAmount(sum((i) => i.tax_total)),
      csvAmount(sum((i) => i.total)),
      '',
      '',
    ],
  ]);
}
