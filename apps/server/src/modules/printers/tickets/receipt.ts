import {
  EINVOICE_TEST_NOTICE,
  einvoiceCudeLabel,
  einvoiceHeaderLines,
  einvoiceMakerLine,
  einvoiceNumberLine,
  formatAmount,
  formatMoney,
  TIP_LINE_TITLE,
  TIP_NOTICE,
  type ReceiptEinvoice,
} from '@comandero/contracts';
import type { TicketDocument, TicketLine } from '../print-requests.js';
import { serviceLabel, ticketTime } from './ticket-parts.js';

/** Amounts are centavos here, formatted only on the paper. */
export type ReceiptLine = {
  title: string;
  variant: string | null;
  addons: readonly string[];
  notes: string | null;
  quantity: number;
  /** Null on a line with no unit price of its own (an equal part's "Consumo"). */
  unitPrice: number | null;
  gross: number;
  discount: { reason: string; amount: number } | null;
};

export type ReceiptPayment = { title: string; amount: number; tendered: number | null; change: number };

/** A paid invoice's receipt as the browser's /print-receipt shows it (apps/web/src/print). */
export type ReceiptData = {
  invoiceId: number;
  /** ISO instant of the payment. */
  at: string;
  timeZone: string;
  currency: string;
  /** The store's details, when the print settings show them. */
  store: { name: string; address: string | null; phone: string | null; email: string | null } | null;
  header: string | null;
  footer: string | null;
  showNotes: boolean;
  /** The customer block, when the print settings show it. */
  customer: { type: string; name: string; deliveryType: string | null; tableTitle: string | null } | null;
  /** "Cuenta 2 de 3" when the invoice paid one bill of a split table. */
  billLabel: string | null;
  lines: readonly ReceiptLine[];
  itemsTotal: number;
  billDiscount: { reason: string; amount: number } | null;
  taxes: readonly { label: string; amount: number }[];
  total: number;
  tip: number;
  payments: readonly ReceiptPayment[];
  /** Printed large at the end when the print settings print the token. */
  tokenNo: number | null;
  /** Paid (partly) in cash: the drawer opens. */
  cash: boolean;
  /** Issue 23: the sale's DE-POS; absent, the receipt prints as before. */
  einvoice?: ReceiptEinvoice;
};

const multiline = (text: string, align: 'center' | 'left' = 'center'): TicketLine[] =>
  text.split(/\r?\n/).map((t) => ({ type: 'text', text: t, align }));

function storeBlock(d: ReceiptData): TicketLine[] {
  const out: TicketLine[] = [];
  if (d.store) {
    out.push({ type: 'text', text: d.store.name, align: 'center', bold: true, size: 2 });
    for (const detail of [d.store.address, d.store.phone, d.store.email]) {
      if (detail) out.push({ type: 'text', text: detail, align: 'center' });
    }
    out.push({ type: 'rule' });
  }
  if (d.einvoice) {
    const [issuer, ...legal] = einvoiceHeaderLines(d.einvoice);
    out.push({ type: 'text', text: issuer, align: 'center', bold: true });
    for (const text of legal) out.push({ type: 'text', text, align: 'center' });
    out.push({ type: 'rule' });
  }
  if (d.header) out.push(...multiline(d.header));
  if (d.customer) {
    out.push(
      { type: 'rule' },
      { type: 'text', text: `Tipo de cliente: ${d.customer.type}` },
      { type: 'text', text: `Cliente: ${d.customer.name}` },
      { type: 'text', text: `Tipo de orden: ${serviceLabel(d.customer.deliveryType)}` },
    );
    if (d.customer.tableTitle) out.push({ type: 'text', text: `Mesa: ${d.customer.tableTitle}` });
  }
  return out;
}

function itemLines(d: ReceiptData): TicketLine[] {
  return d.lines.flatMap((line): TicketLine[] => {
    const out: TicketLine[] = [{ type: 'text', text: line.title, bold: true }];
    if (line.variant) out.push({ type: 'text', text: `  ${line.variant}` });
    if (line.addons.length > 0) out.push({ type: 'text', text: `  + ${line.addons.join(', ')}` });
    if (d.showNotes && line.notes) out.push({ type: 'text', text: `  * ${line.notes}` });
    const quantity =
      line.unitPrice === null ? `${line.quantity} x` : `${line.quantity} x ${formatAmount(line.unitPrice)}`;
    out.push({ type: 'pair', left: `  ${quantity}`, right: formatAmount(line.gross) });
    if (line.discount) {
      out.push({
        type: 'pair',
        left: `  Descuento (${line.discount.reason})`,
        right: `-${formatAmount(line.discount.amount)}`,
      });
    }
    return out;
  });
}

function totals(d: ReceiptData): TicketLine[] {
  const money = (minor: number) => formatMoney(minor, d.currency);
  const out: TicketLine[] = [{ type: 'pair', left: 'Subtotal', right: money(d.itemsTotal) }];
  if (d.billDiscount) {
    out.push({
      type: 'pair',
      left: `Descuento a la cuenta (${d.billDiscount.reason})`,
      right: money(-d.billDiscount.amount),
    });
  }
  for (const tax of d.taxes) out.push({ type: 'pair', left: tax.label, right: money(tax.amount) });
  out.push({ type: 'pair', left: 'Total', right: money(d.total), bold: true });
  if (d.tip > 0) {
    out.push(
      { type: 'rule' },
      { type: 'pair', left: TIP_LINE_TITLE, right: money(d.tip) },
      { type: 'text', text: TIP_NOTICE },
      { type: 'pair', left: 'Total con propina', right: money(d.total + d.tip), bold: true },
    );
  }
  if (d.payments.length > 0) {
    out.push({ type: 'feed', lines: 1 }, { type: 'text', text: 'Pagos', bold: true });
    for (const p of d.payments) {
      out.push({ type: 'pair', left: p.title, right: money(p.amount) });
      if (p.tendered !== null) {
        out.push(
          { type: 'pair', left: '  Recibido', right: money(p.tendered) },
          { type: 'pair', left: '  Cambio', right: money(p.change) },
        );
      }
    }
  }
  return out;
}

/** The DE-POS's CUDE (wrapped over the paper's columns), its QR and the software maker. */
function documentBlock(e: ReceiptEinvoice): TicketLine[] {
  const out: TicketLine[] = [
    { type: 'text', text: einvoiceCudeLabel, bold: true },
    { type: 'text', text: e.cude },
    { type: 'feed', lines: 1 },
    { type: 'qr', data: e.qrText },
    { type: 'feed', lines: 1 },
  ];
  if (e.environment === 'pruebas') out.push({ type: 'text', text: EINVOICE_TEST_NOTICE, align: 'center' });
  out.push({ type: 'text', text: einvoiceMakerLine(e), align: 'center' });
  return out;
}

/**
 * The paid receipt on the terminal's printer, with the content of the 80/57 mm browser receipt:
 * store, header, customer, "Recibo #" and the date, the lines, the itemised taxes, the voluntary
 * tip with its notice, each payment with what was handed over and the change, footer and token.
 * A cash payment opens the drawer.
 */
export function receiptDocument(d: ReceiptData): TicketDocument {
  const lines: TicketLine[] = [...storeBlock(d), { type: 'rule' }];
  // Number and date on lines of their own: on 57 mm the pair would cut the number short.
  lines.push(
    { type: 'text', text: `Recibo #${d.invoiceId}`, bold: true },
    { type: 'text', text: `Fecha: ${ticketTime(d.at, d.timeZone)}` },
  );
  if (d.einvoice) lines.push({ type: 'text', text: einvoiceNumberLine(d.einvoice), bold: true });
  if (d.billLabel) lines.push({ type: 'text', text: d.billLabel, align: 'center', bold: true });
  lines.push({ type: 'rule' }, ...itemLines(d), { type: 'rule' }, ...totals(d));
  if (d.einvoice) lines.push({ type: 'rule' }, ...documentBlock(d.einvoice));
  if (d.footer) lines.push({ type: 'rule' }, ...multiline(d.footer));
  if (d.tokenNo !== null) {
    lines.push(
      { type: 'feed', lines: 1 },
      { type: 'text', text: 'Turno', align: 'center', bold: true },
      { type: 'text', text: String(d.tokenNo), align: 'center', bold: true, size: 2 },
    );
  }
  return { lines, cut: true, drawerKick: d.cash };
}
