import { DASHBOARD_API } from '@comandero/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { apiRoute } from '../../http/openapi-route.js';
import { scopes } from '../../http/policy.js';
import { dashboardService } from './dashboard.service.js';

const dashboard = apiRoute('Dashboard', DASHBOARD_API.summary, {
  policy: scopes('DASHBOARD'),
  summary: 'Cifras del día para el tablero',
});

export function registerDashboardRoutes(api: FastifyInstance, deps: AppDeps): void {
  const service = dashboardService(deps);
  api.get('/dashboard', { config: dashboard.config }, () => service.get());
}
