import { EINVOICE_RECEIPT_API, EINVOICE_RECEIPT_MESSAGES as M } from '@comandero/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { notFound } from '../../http/http-error.js';
import { pathIds } from '../../http/openapi-parts.js';
import { taggedRoutes } from '../../http/openapi-route.js';
import { scopes } from '../../http/policy.js';
import { einvoiceAnswerOf } from './receipt-einvoice.js';

// The orders screen prints a paid bill or group again; Facturas reads it with its invoice detail.
const ofInvoice = taggedRoutes('Documentos electrónicos')(EINVOICE_RECEIPT_API.ofInvoice, {
  policy: scopes('ORDERS', 'INVOICES'),
  summary: 'Datos del documento equivalente POS de una factura para reimprimir su recibo',
  params: pathIds({ id: M.invoiceNotFound }),
});

/** Issue 23: a receipt printed again from the orders screen carries its DE-POS like Facturas' reprint. */
export function registerEinvoiceReceiptRoute(api: FastifyInstance, deps: AppDeps): void {
  api.get(EINVOICE_RECEIPT_API.ofInvoice.path, { config: ofInvoice.config }, async (request) => {
    const { id } = ofInvoice.params(request);
    const invoice = await deps.db.selectFrom('invoices').select('id').where('id', '=', id).executeTakeFirst();
    if (!invoice) throw notFound(M.invoiceNotFound);
    return einvoiceAnswerOf(deps.db, id);
  });
}
