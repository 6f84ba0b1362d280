import { toMinor } from '@comandero/contracts';
import type { Db } from '../../db/database.js';
import { receiptEinvoiceOf } from '../einvoice/receipt-einvoice.js';
import { loadInvoiceDetail } from '../invoices/invoice-detail.js';
import { readReceiptSettings } from '../settings/receipt-settings.repository.js';
import type { ExpandedTicket, PrintRequest } from './print-requests.js';
import { receiptTicketsRepository } from './receipt-tickets.repository.js';
import { ticketsRepository } from './tickets.repository.js';
import { receiptDocument, type ReceiptData, type ReceiptLine, type ReceiptPayment } from './tickets/receipt.js';

type InvoiceDetailOf = NonNullable<Awaited<ReturnType<typeof loadInvoiceDetail>>>;
type BillOf = NonNullable<InvoiceDetailOf['bill']>;

/** The browser receipt says this of a customer who gave no name (spec §2). */
const WALKIN_NAME = 'WALKIN CUSTOMER';

const billLines = (bill: BillOf): ReceiptLine[] =>
  bill.lines.map((l) => ({
    // A line stored before issue 18's fields (or an equal part's "Consumo") prints its title alone.
    title: l.itemTitle ?? l.title,
    variant: l.itemTitle !== undefined ? (l.variantTitle ?? null) : null,
    addons: l.addons ?? [],
    notes: l.notes ?? null,
    quantity: l.quantity,
    unitPrice: l.unitPrice === undefined || l.quantity <= 0 ? null : toMinor(l.unitPrice),
    gross: toMinor(l.gross),
    discount: l.discount ? { reason: l.discount.reason, amount: toMinor(l.discount.amount) } : null,
  }));

/**
 * The paid receipt of an invoice, on the terminal's receipt printer: rebuilt from the stored
 * invoice (a split bill's part through its bill, else the charged lines of its orders) with the
 * print settings of now, as the browser's reprint does. Cash opens the drawer.
 */
export async function expandReceipt(
  db: Db,
  request: Extract<PrintRequest, { kind: 'receipt' }>,
): Promise<ExpandedTicket[]> {
  const repo = receiptTicketsRepository(db);
  const [invoice, detail] = await Promise.all([
    repo.invoice(request.invoiceId),
    loadInvoiceDetail(db, request.invoiceId),
  ]);
  if (!invoice || !detail) return [];
  const [orders, settings, timeZone, einvoice] = await Promise.all([
    repo.orders(invoice.id),
    readReceiptSettings(db),
    ticketsRepository(db).timeZone(),
    receiptEinvoiceOf(db, invoice.id),
  ]);
  const { printSettings: print, storeSettings: store } = settings;
  const bill = detail.bill;

  let lines: ReceiptLine[];
  let payments: ReceiptPayment[];
  let billDiscount: ReceiptData['billDiscount'] = null;
  if (bill) {
    lines = billLines(bill);
    payments = bill.payments.map((p) => ({
      title: p.title,
      amount: toMinor(p.amount),
      tendered: p.tendered === null ? null : toMinor(p.tendered),
      change: toMinor(p.change),
    }));
    if (bill.billDiscount)
      billDiscount = { reason: bill.billDiscount.reason, amount: toMinor(bill.billDiscount.amount) };
  } else {
    lines = (await repo.lines(invoice.id)).map((l) => ({
      title: l.item_title,
      variant: l.variant_title,
      addons: l.addons,
      notes: l.notes,
      quantity: l.quantity,
      unitPrice: l.unit_price,
      gross: l.line_total,
      discount: null,
    }));
    const tenders = await repo.tenders(invoice.id);
    payments =
      tenders.length > 0
        ? tenders.map((t) => ({
            title: t.payment_type_title,
            amount: t.amount,
            tendered: t.tendered,
            change: t.change_amount,
          }))
        : detail.payments.map((p) => ({ title: p.title, amount: toMinor(p.amount), tendered: null, change: 0 }));
    if (invoice.discount_total > 0) {
      billDiscount = { reason: invoice.discount_reason ?? '', amount: invoice.discount_total };
    }
  }

  const data: ReceiptData = {
    invoiceId: invoice.id,
    at: invoice.created_at,
    timeZone,
    currency: store.currency,
    store:
      print.show_store_details === 1
        ? { name: store.store_name, address: store.address, phone: store.phone, email: store.email }
        : null,
    header: print.header,
    footer: print.footer,
    showNotes: print.show_notes === 1,
    customer:
      print.show_customer_details === 1
        ? {
            type: invoice.customer_type,
            name: invoice.customer_name ?? orders.find((o) => o.customer_name)?.customer_name ?? WALKIN_NAME,
            deliveryType: invoice.delivery_type,
            tableTitle: invoice.table_title,
          }
        : null,
    billLabel: bill?.label ?? null,
    lines,
    itemsTotal: toMinor(detail.itemsTotal),
    billDiscount,
    taxes: detail.taxes.map((t) => ({ label: t.label, amount: toMinor(t.amount) })),
    total: toMinor(detail.total),
    tip: toMinor(detail.tip),
    payments,
    // As the browser's reprint: the token only when the invoice settled one order.
    tokenNo: print.print_token === 1 && !bill && orders.length === 1 ? orders[0].token_no : null,
    cash: request.cash,
    ...(einvoice ? { einvoice } : {}),
  };
  return [{ target: { terminal: request.terminalId }, document: receiptDocument(data) }];
}
