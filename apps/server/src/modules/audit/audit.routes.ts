import { auditFilterQuery, auditListQuery, CUSTOMERS_PAGES_HEADER, CUSTOMERS_TOTAL_HEADER } from '@comandero/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { parseInput } from '../../http/validate.js';
import { sendCsv } from '../reports/csv.js';
import { auditCsv } from './audit-csv.js';
import { auditService } from './audit.service.js';

/** Issue 11: the audit log is the admin's alone (no scope opens it). There is no route that writes it. */
export function registerAuditRoutes(api: FastifyInstance, deps: AppDeps): void {
  const service = auditService(deps);
  const config = { policy: 'admin' as const };

  api.get('/audit', { config }, async (request, reply) => {
    const page = await service.page(parseInput(auditListQuery, request.query));
    reply.header(CUSTOMERS_TOTAL_HEADER, page.totalCount).header(CUSTOMERS_PAGES_HEADER, page.pages);
    return page;
  });

  api.get('/audit/usernames', { config }, () => service.usernames());

  api.get('/audit/csv', { config }, async (request, reply) => {
    const { entries, range, timeZone } = await service.export(parseInput(auditFilterQuery, request.query));
    return sendCsv(reply, `auditoria-${range.from}-a-${range.to}.csv`, auditCsv(entries, timeZone));
  });
}
