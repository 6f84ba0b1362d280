import { REPORTS_API } from '@comandero/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { taggedRoutes } from '../../http/openapi-route.js';
import { scopes } from '../../http/policy.js';
import { sendCsv } from '../../lib/csv.js';
import { prepTimesCsv } from './prep-times-csv.js';
import { prepTimesService } from './prep-times.service.js';
import { reportCsv } from './report-csv.js';
import { reportsService } from './reports.service.js';

const policy = scopes('REPORTS');
const route = taggedRoutes('Reportes');

const report = route(REPORTS_API.report, { policy, summary: 'Informe de ventas de un periodo' });
const exportCsv = route(REPORTS_API.exportCsv, {
  policy,
  summary: 'Exportar el informe de ventas en CSV',
});

const prepTimes = route(REPORTS_API.prepTimes, {
  policy,
  summary: 'Tiempos de preparación por estación y por ítem, por día',
});

const prepTimesCsvRoute = route(REPORTS_API.prepTimesCsv, {
  policy,
  summary: 'Exportar los tiempos de preparación en CSV',
});

export function registerReportsRoutes(api: FastifyInstance, deps: AppDeps): void {
  const service = reportsService(deps);

  api.get('/reports', { config: report.config }, (request) => service.report(report.query(request)));

  const prep = prepTimesService(deps);
  api.get('/reports/prep-times', { config: prepTimes.config }, (request) => prep.report(prepTimes.query(request)));
  api.get('/reports/prep-times/export.csv', { config: prepTimesCsvRoute.config }, async (request, reply) => {
    const r = await prep.report(prepTimesCsvRoute.query(request));
    return sendCsv(reply, `tiempos-de-preparacion-${r.from}-a-${r.to}.csv`, prepTimesCsv(r));
  });

  api.get('/reports/export.csv', { config: exportCsv.config }, async (request, reply) => {
    const figures = await service.figures(exportCsv.query(request));
    return sendCsv(reply, `informe-${figures.range.from}-a-${figures.range.to}.csv`, reportCsv(figures));
  });
}
