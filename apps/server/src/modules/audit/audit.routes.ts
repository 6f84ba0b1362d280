import { AUDIT_API, CUSTOMERS_PAGES_HEADER, CUSTOMERS_TOTAL_HEADER } from '@comandero/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { taggedRoutes } from '../../http/openapi-route.js';
import { sendCsv } from '../../lib/csv.js';
import { auditCsv } from './audit-csv.js';
import { auditService } from './audit.service.js';

const policy = 'admin' as const;
const route = taggedRoutes('Auditoría');

const page = route(AUDIT_API.page, {
  policy,
  summary: 'Registro de auditoría (una página)',
  description: `Los totales van también en las cabeceras ${CUSTOMERS_TOTAL_HEADER} y ${CUSTOMERS_PAGES_HEADER}.`,
});
const usernames = route(AUDIT_API.usernames, { policy, summary: 'Usuarios que aparecen en el registro de auditoría' });
const exportCsv = route(AUDIT_API.exportCsv, {
  policy,
  summary: 'Exportar el registro de auditoría en CSV',
});

/** Issue 11: the audit log is the admin's alone (no scope opens it). There is no route that writes it. */
export function registerAuditRoutes(api: FastifyInstance, deps: AppDeps): void {
  const service = auditService(deps);

  api.get('/audit', { config: page.config }, async (request, reply) => {
    const answer = await service.page(page.query(request));
    reply.header(CUSTOMERS_TOTAL_HEADER, answer.totalCount).header(CUSTOMERS_PAGES_HEADER, answer.pages);
    return answer;
  });

  api.get('/audit/usernames', { config: usernames.config }, () => service.usernames());

  api.get('/audit/csv', { config: exportCsv.config }, async (request, reply) => {
    const { entries, range, timeZone } = await service.export(exportCsv.query(request));
    return sendCsv(reply, `auditoria-${range.from}-a-${range.to}.csv`, auditCsv(entries, timeZone));
  });
}
