import { dateFilterQuery, INVOICE_MESSAGES, invoiceOrdersBody, invoiceSearchQuery } from '@comandero/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { pathIds } from '../../http/openapi-parts.js';
import { taggedRoutes } from '../../http/openapi-route.js';
import { scopes } from '../../http/policy.js';
import { sendCsv } from '../../lib/csv.js';
import { invoicesCsv } from './invoices-csv.js';
import { invoicesService } from './invoices.service.js';

const policy = scopes('INVOICES');
const route = taggedRoutes('Facturas');

const init = route({ policy, summary: 'Cargar la configuración de impresión y los datos del negocio' });
const list = route({ policy, summary: 'Listar las facturas de un periodo', query: dateFilterQuery });
const search = route({ policy, summary: 'Buscar facturas', query: invoiceSearchQuery });
const exportCsv = route({
  policy,
  summary: 'Exportar las facturas de un periodo en CSV',
  query: dateFilterQuery,
  answerMedia: 'text/csv',
});
// Issue 10: payments, itemised taxes, tip and discounts, and the bill of a split table it paid.
const detail = route({
  policy,
  summary: 'Detalle de una factura: pagos, impuestos, propina, descuentos y cuenta',
  params: pathIds({ id: INVOICE_MESSAGES.notFound }),
});
const orders = route({
  policy,
  summary: 'Leer las órdenes (con sus líneas) de los ids dados',
  body: invoiceOrdersBody,
});

export function registerInvoicesRoutes(api: FastifyInstance, deps: AppDeps): void {
  const service = invoicesService(deps);

  api.get('/invoices/init', { config: init.config }, () => service.init());

  api.get('/invoices', { config: list.config }, (request) => service.list(list.query(request)));

  api.get('/invoices/search', { config: search.config }, (request) => service.search(search.query(request).q));

  api.get('/invoices/export.csv', { config: exportCsv.config }, async (request, reply) => {
    const { range, timeZone, invoices } = await service.export(exportCsv.query(request));
    return sendCsv(reply, `facturas-${range.from}-a-${range.to}.csv`, invoicesCsv(invoices, timeZone));
  });

  api.get('/invoices/:id/detail', { config: detail.config }, (request) => service.detail(detail.params(request).id));

  api.post('/invoices/orders', { config: orders.config }, (request) => service.orders(orders.body(request).orderIds));
}
