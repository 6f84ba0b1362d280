import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { scopes } from '../../http/policy.js';
import { dashboardService } from './dashboard.service.js';

export function registerDashboardRoutes(api: FastifyInstance, deps: AppDeps): void {
  const service = dashboardService(deps);
  api.get('/dashboard', { config: { policy: scopes('DASHBOARD') } }, () => service.get());
}
