import type { Db } from '../../db/database.js';
import type { DePosLine, DePosLineTax, DianTaxScheme } from './depos-types.js';

/** An order line as stored (`order_items`), with its id. */
export type StoredOrderLine = {
  id: number;
  item_title: string;
  variant_title: string | null;
  quantity: number;
  line_total: number;
  tax_amount: number;
  tax_type: string | null;
  tax_title: string | null;
  tax_rate_bp: number | null;
};

/**
 * Where a paid invoice's lines are: the orders it settles, the split bill it pays, or the lines
 * themselves when the caller has just written them (a POS submit): no read back then.
 */
export type DocumentSource =
  { orderIds: readonly number[] } | { billId: number } | { lines: readonly StoredOrderLine[] };

/** The invoice of record, centavos; its lines must add up to it. */
export type InvoiceAmounts = { subTotal: number; taxTotal: number; total: number };

type RawLine = {
  id: number | null;
  title: string;
  quantity: number;
  net: number;
  taxTitle: string | null;
  rateBp: number | null;
  tax: number;
};

/** The DIAN scheme of a tax by its name in the store (IVA, ICA), else the store's own (INC by default). */
function schemeOf(title: string | null, fallback: DianTaxScheme): DePosLineTax['scheme'] {
  const t = (title ?? '').toUpperCase();
  if (/\bIVA\b/.test(t)) return '01';
  if (/\bICA\b/.test(t)) return '03';
  return fallback === 'ZZ' ? '04' : fallback;
}

async function rawLines(tx: Db, source: DocumentSource): Promise<RawLine[]> {
  if ('billId' in source) {
    const rows = await tx
      .selectFrom('bill_lines as b')
      .leftJoin('order_items as i', 'i.id', 'b.order_item_id')
      .select([
        'b.order_item_id',
        'i.item_title',
        'i.variant_title',
        'b.quantity',
        'b.payable',
        'b.tax_amount',
        'b.tax_title',
        'b.tax_rate_bp',
      ])
      .where('b.bill_id', '=', source.billId)
      .orderBy('b.id')
      .execute();
    return rows.map((r) => ({
      id: r.order_item_id ?? null,
      title: [r.item_title ?? 'Producto', r.variant_title].filter(Boolean).join(' '),
      quantity: r.quantity,
      net: r.payable - r.tax_amount,
      taxTitle: r.tax_title,
      rateBp: r.tax_rate_bp,
      tax: r.tax_amount,
    }));
  }
  if ('lines' in source) return source.lines.map(rawOfOrderLine);
  if (source.orderIds.length === 0) return [];
  const rows = await tx
    .selectFrom('order_items')
    .select([
      'id',
      'item_title',
      'variant_title',
      'quantity',
      'line_total',
      'tax_amount',
      'tax_type',
      'tax_title',
      'tax_rate_bp',
    ])
    .where('order_id', 'in', source.orderIds)
    .where('status', '<>', 'cancelled')
    .orderBy('id')
    .execute();
  return rows.map(rawOfOrderLine);
}

function rawOfOrderLine(r: StoredOrderLine): RawLine {
  const tax = r.tax_type === 'exclusive' || r.tax_type === 'inclusive' ? r.tax_amount : 0;
  const payable = r.tax_type === 'exclusive' ? r.line_total + tax : r.line_total;
  return {
    id: r.id,
    title: [r.item_title, r.variant_title].filter(Boolean).join(' '),
    quantity: r.quantity,
    net: payable - tax,
    taxTitle: r.tax_title,
    rateBp: r.tax_rate_bp,
    tax,
  };
}

/**
 * The document's lines: the sale's own lines when they add up to the invoice of record exactly (no
 * discount spread over them), else one line "Consumo" carrying the invoice's net and tax at the
 * sale's main rate, so the document never disagrees with what was charged.
 */
export async function documentLines(
  tx: Db,
  source: DocumentSource,
  invoice: InvoiceAmounts,
  storeScheme: DianTaxScheme,
): Promise<DePosLine[]> {
  const raw = await rawLines(tx, source);
  const net = raw.reduce((s, l) => s + l.net, 0);
  const tax = raw.reduce((s, l) => s + l.tax, 0);
  // A bill's share of a line may be a fraction of a unit: such a sale is documented as one line.
  const usable =
    raw.length > 0 &&
    raw.every((l) => Number.isSafeInteger(l.quantity) && l.quantity > 0 && Number.isSafeInteger(l.net) && l.net >= 0);
  if (usable && net === invoice.total - invoice.taxTotal && tax === invoice.taxTotal) {
    return raw.map((l, i) => ({
      code: l.id === null ? `L${i + 1}` : String(l.id),
      description: l.title,
      quantity: l.quantity,
      net: l.net,
      tax:
        l.tax > 0 && l.rateBp ? { scheme: schemeOf(l.taxTitle, storeScheme), rateBp: l.rateBp, amount: l.tax } : null,
    }));
  }
  const main = [...raw].sort((a, b) => b.tax - a.tax)[0];
  return [
    {
      code: 'CONSUMO',
      description: 'Consumo',
      quantity: 1,
      net: invoice.total - invoice.taxTotal,
      tax:
        invoice.taxTotal > 0
          ? {
              scheme: schemeOf(main?.taxTitle ?? null, storeScheme),
              rateBp: main?.rateBp ?? 800,
              amount: invoice.taxTotal,
            }
          : null,
    },
  ];
}
