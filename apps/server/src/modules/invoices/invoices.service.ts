import {
  INVOICE_MESSAGES,
  INVOICE_SEARCH_LIMIT,
  type DateFilterQuery,
  type Invoice,
  type InvoiceDetail,
  type InvoiceOrdersResponse,
} from '@comandero/contracts';
import type { AppDeps } from '../../app-deps.js';
import { notFound } from '../../http/http-error.js';
import { loadOrderRecords, ordersById } from '../orders/order-read.repository.js';
import { paymentSummaryOf } from '../orders/order-view.js';
import { dateRangeOf, storeContext } from '../settings/store-context.js';
import { loadInvoiceDetail } from './invoice-detail.js';
import { invoicesRepository } from './invoices.repository.js';
import { einvoiceAnswerOf } from '../einvoice/receipt-einvoice.js';
import { voidAnswerOf } from './invoice-void-view.js';

export function invoicesService(deps: AppDeps) {
  const repo = invoicesRepository(deps.db, deps.dialect);

  async function list(query: DateFilterQuery) {
    const { timeZone } = await storeContext(deps);
    const range = dateRangeOf(deps, query, timeZone);
    return { range, timeZone, invoices: await repo.inRange(range) };
  }

  return {
    init: () => repo.init(),

    list: async (query: DateFilterQuery): Promise<Invoice[]> => (await list(query)).invoices,

    /** The list with what a CSV export names: the range and the zone to print times in. */
    export: list,

    async search(q: string): Promise<Invoice[]> {
      if (!q) return [];
      const { exact, others } = await repo.searchIds(q, INVOICE_SEARCH_LIMIT);
      // Loaded newest first; the invoices named by number go first.
      const found = await repo.byIds([...new Set([...exact, ...others])]);
      const rank = (i: Invoice) => (exact.includes(i.invoice_id) ? exact.indexOf(i.invoice_id) : exact.length);
      return found
        .map((invoice, position) => ({ invoice, position }))
        .sort((a, b) => rank(a.invoice) - rank(b.invoice) || a.position - b.position)
        .slice(0, INVOICE_SEARCH_LIMIT)
        .map((x) => x.invoice);
    },

    async detail(invoiceId: number): Promise<InvoiceDetail> {
      const found = await loadInvoiceDetail(deps.db, invoiceId);
      if (!found) throw notFound(INVOICE_MESSAGES.notFound);
      return { ...found, ...(await einvoiceAnswerOf(deps.db, invoiceId)), ...(await voidAnswerOf(deps.db, invoiceId)) };
    },

    /**
     * The orders as the orders screen shows them (lines, add-ons, price snapshots), oldest first, with
     * their sums from the stored lines like the payment summary. Ids that name no order are left out.
     */
    async orders(orderIds: number[]): Promise<InvoiceOrdersResponse> {
      return paymentSummaryOf(await loadOrderRecords(deps.db, ordersById(orderIds)));
    },
  };
}
