import { dateFilterQuery, INVOICE_MESSAGES, invoiceOrdersBody, invoiceSearchQuery } from '@comandero/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { scopes } from '../../http/policy.js';
import { parseInput } from '../../http/validate.js';
import { sendCsv } from '../reports/csv.js';
import { pathId } from '../settings/path-id.js';
import { invoicesCsv } from './invoices-csv.js';
import { invoicesService } from './invoices.service.js';

const policy = scopes('INVOICES');

export function registerInvoicesRoutes(api: FastifyInstance, deps: AppDeps): void {
  const service = invoicesService(deps);

  api.get('/invoices/init', { config: { policy } }, () => service.init());

  api.get('/invoices', { config: { policy } }, (request) => service.list(parseInput(dateFilterQuery, request.query)));

  api.get('/invoices/search', { config: { policy } }, (request) =>
    service.search(parseInput(invoiceSearchQuery, request.query).q),
  );

  api.get('/invoices/export.csv', { config: { policy } }, async (request, reply) => {
    const { range, timeZone, invoices } = await service.export(parseInput(dateFilterQuery, request.query));
    return sendCsv(reply, `facturas-${range.from}-a-${range.to}.csv`, invoicesCsv(invoices, timeZone));
  });

  // Issue 10: payments, itemised taxes, tip and discounts, and the bill of a split table it paid.
  api.get('/invoices/:id/detail', { config: { policy } }, (request) =>
    service.detail(pathId(request.params, 'id', INVOICE_MESSAGES.notFound)),
  );

  api.post('/invoices/orders', { config: { policy } }, (request) =>
    service.orders(parseInput(invoiceOrdersBody, request.body).orderIds),
  );
}
