import { INVOICE_MESSAGES, INVOICES_API } from '@comandero/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { pathIds } from '../../http/openapi-parts.js';
import { taggedRoutes } from '../../http/openapi-route.js';
import { authOf, scopes } from '../../http/policy.js';
import { sendCsv } from '../../lib/csv.js';
import { IDEMPOTENT_PAYMENT_NOTE, idempotencyKeyOf, idempotentWrites } from '../../http/idempotency.js';
import { actorOf } from '../audit/audit.js';
import { PAYMENT_DRAWER_NOTE } from '../cash-drawer/terminal.js';
import { invoiceVoidService } from './invoice-void.service.js';
import { invoicesCsv } from './invoices-csv.js';
import { invoicesService } from './invoices.service.js';

const policy = scopes('INVOICES');
const route = taggedRoutes('Facturas');

const init = route(INVOICES_API.init, {
  policy,
  summary: 'Cargar la configuración de impresión y los datos del negocio',
});
const list = route(INVOICES_API.list, { policy, summary: 'Listar las facturas de un periodo' });
const search = route(INVOICES_API.search, { policy, summary: 'Buscar facturas' });
const exportCsv = route(INVOICES_API.exportCsv, {
  policy,
  summary: 'Exportar las facturas de un periodo en CSV',
});
// Issue 10: payments, itemised taxes, tip and discounts, and the bill of a split table it paid.
const detail = route(INVOICES_API.detail, {
  policy,
  summary: 'Detalle de una factura: pagos, impuestos, propina, descuentos y cuenta',
  params: pathIds({ id: INVOICE_MESSAGES.notFound }),
});
const orders = route(INVOICES_API.orders, {
  policy,
  summary: 'Leer las órdenes (con sus líneas) de los ids dados',
});

// "Anular venta": the route is Facturas'; the manager's right (INVOICE_VOID_SCOPES) is checked by the service.
const voidSale = route(INVOICES_API.void, {
  policy,
  summary: 'Anular una venta pagada, con un motivo',
  description:
    'Solo administradores o usuarios con ORDERS. El efectivo devuelto sale de la caja abierta del terminal ' +
    `(X-Terminal-Id), con la misma regla que un cobro: ${PAYMENT_DRAWER_NOTE} ${IDEMPOTENT_PAYMENT_NOTE} ` +
    'Una venta ya anulada responde 409.',
  params: pathIds({ id: INVOICE_MESSAGES.notFound }),
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

  const voids = invoiceVoidService(deps);
  const idempotent = idempotentWrites(deps.db, deps.clock);
  api.post('/invoices/:id/void', { config: voidSale.config }, async (request) => {
    const { id } = voidSale.params(request);
    const body = voidSale.body(request);
    const key = idempotencyKeyOf(request);
    const userId = authOf(request).user.id;
    return idempotent({ userId, key, route: 'invoice-void', request: { id, ...body } }, (remember) =>
      voids.voidSale(actorOf(request), id, body.reason, remember),
    );
  });

  api.post('/invoices/orders', { config: orders.config }, (request) => service.orders(orders.body(request).orderIds));
}
