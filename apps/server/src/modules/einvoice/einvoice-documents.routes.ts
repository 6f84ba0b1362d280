import { EINVOICE_DOCUMENT_MESSAGES as M, EINVOICE_DOCUMENTS_API } from '@comandero/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { pathIds } from '../../http/openapi-parts.js';
import { taggedRoutes } from '../../http/openapi-route.js';
import { scopes } from '../../http/policy.js';
import { einvoiceDocumentsService } from './einvoice-documents.service.js';

// Staff who see the invoices see their electronic documents (admin included, as for Facturas).
const policy = scopes('INVOICES');
const route = taggedRoutes('Documentos electrónicos');
const params = pathIds({ id: M.notFound });

const list = route(EINVOICE_DOCUMENTS_API.list, {
  policy,
  summary: 'Listar los documentos electrónicos POS de un periodo',
  description: 'Filtra por estado y busca en el número, el adquiriente y el CUDE; cuenta los de cada estado.',
});
const xml = route(EINVOICE_DOCUMENTS_API.xml, {
  policy,
  summary: 'Descargar el XML firmado de un documento',
  params,
});
const applicationResponse = route(EINVOICE_DOCUMENTS_API.applicationResponse, {
  policy,
  summary: 'Descargar la respuesta de la DIAN (ApplicationResponse)',
  params,
});

/** The stored text byte for byte (a signed XML is never re-serialised), as a file to save. */
const sendXml = (reply: FastifyReply, fileName: string, body: string) =>
  reply
    .type('application/xml; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${fileName.replace(/[^\w.-]/g, '_')}"`)
    .header('Cache-Control', 'no-store')
    .send(body);

/** Issue 23: the screen "Documentos electrónicos"; the retry route is the transmission's. */
export function registerEinvoiceDocumentsRoutes(api: FastifyInstance, deps: AppDeps): void {
  const service = einvoiceDocumentsService(deps);
  api.get(EINVOICE_DOCUMENTS_API.list.path, { config: list.config }, (request) => service.list(list.query(request)));
  api.get(EINVOICE_DOCUMENTS_API.xml.path, { config: xml.config }, async (request, reply) => {
    const doc = await service.xml(xml.params(request).id);
    return sendXml(reply, `${doc.name}.xml`, doc.xml);
  });
  api.get(
    EINVOICE_DOCUMENTS_API.applicationResponse.path,
    { config: applicationResponse.config },
    async (request, reply) => {
      const doc = await service.applicationResponse(applicationResponse.params(request).id);
      return sendXml(reply, `${doc.name}-respuesta-dian.xml`, doc.xml);
    },
  );
}
