import { reportFilterQuery } from '@comandero/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { scopes } from '../../http/policy.js';
import { parseInput } from '../../http/validate.js';
import { sendCsv } from './csv.js';
import { reportCsv } from './report-csv.js';
import { reportsService } from './reports.service.js';

const policy = scopes('REPORTS');

export function registerReportsRoutes(api: FastifyInstance, deps: AppDeps): void {
  const service = reportsService(deps);

  api.get('/reports', { config: { policy } }, (request) =>
    service.report(parseInput(reportFilterQuery, request.query)),
  );

  api.get('/reports/export.csv', { config: { policy } }, async (request, reply) => {
    const figures = await service.figures(parseInput(reportFilterQuery, request.query));
    return sendCsv(reply, `informe-${figures.range.from}-a-${figures.range.to}.csv`, reportCsv(figures));
  });
}
