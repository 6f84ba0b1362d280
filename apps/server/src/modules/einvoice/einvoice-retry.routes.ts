import { EINVOICE_DOCUMENTS_API, EINVOICE_DOCUMENT_MESSAGES as M } from '@comandero/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { pathIds } from '../../http/openapi-parts.js';
import { taggedRoutes } from '../../http/openapi-route.js';
import { scopes } from '../../http/policy.js';
import { actorOf } from '../audit/audit.js';
import { einvoiceRetryService } from './einvoice-retry.service.js';

const route = taggedRoutes('Facturas');
const retry = route(EINVOICE_DOCUMENTS_API.retry, {
  policy: scopes('INVOICES'),
  summary: 'Reenviar un documento electrónico a la DIAN',
  description:
    'Solo documentos pendientes, rechazados o en contingencia. El envío lo hace el proceso de transmisión, ' +
    'no esta petición: responde en cuanto el documento queda en cola.',
  params: pathIds({ id: M.notFound }),
});

/** Issue 23: "Documentos electrónicos" → Reenviar. */
export function registerEinvoiceRetryRoute(api: FastifyInstance, deps: AppDeps): void {
  const service = einvoiceRetryService(deps);
  api.post(EINVOICE_DOCUMENTS_API.retry.path, { config: retry.config }, async (request) => {
    await service.retry(retry.params(request).id, actorOf(request));
    return { message: M.retryQueued };
  });
}
