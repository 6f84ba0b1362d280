import { CASH_DRAWER_API, CASH_DRAWER_MESSAGES as M } from '@comandero/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { pathIds } from '../../http/openapi-parts.js';
import { taggedRoutes } from '../../http/openapi-route.js';
import { scopes } from '../../http/policy.js';
import { actorOf } from '../audit/audit.js';
import { cashDrawerService } from './cash-drawer.service.js';
import { requiredTerminalOf } from './terminal.js';

const operate = scopes('POS', 'ORDERS');
const route = taggedRoutes('Caja');
const params = pathIds({ id: M.sessionNotFound });
const terminalNote = 'La caja es la del terminal que nombra la cabecera X-Terminal-Id (obligatoria).';

const current = route(CASH_DRAWER_API.current, {
  policy: operate,
  summary: 'La caja abierta de este terminal',
  description: terminalNote,
});
const open = route(CASH_DRAWER_API.open, { policy: operate, summary: 'Abrir la caja', description: terminalNote });
const move = route(CASH_DRAWER_API.move, { policy: operate, summary: 'Entrada o salida de efectivo', params });
const close = route(CASH_DRAWER_API.close, { policy: operate, summary: 'Cerrar la caja con el conteo', params });
const report = route(CASH_DRAWER_API.report, {
  policy: scopes('POS', 'ORDERS', 'REPORTS'),
  summary: 'Informe de una sesión de caja',
  params,
});
const history = route(CASH_DRAWER_API.history, {
  policy: scopes('REPORTS'),
  summary: 'Historial de cierres de caja',
});

/**
 * Issue 11, cash drawer sessions. Cashiers run the drawer from the POS (POS) or the orders screen
 * (ORDERS); the history and its reports are the back office's (REPORTS), which may also read the
 * report of any one session. Admin passes every policy.
 */
export function registerCashDrawerRoutes(api: FastifyInstance, deps: AppDeps): void {
  const drawer = cashDrawerService(deps);

  api.get('/cash-drawer/current', { config: current.config }, async (request) =>
    drawer.current(requiredTerminalOf(request)),
  );

  api.post('/cash-drawer/open', { config: open.config }, async (request) =>
    drawer.open(actorOf(request), requiredTerminalOf(request), open.body(request)),
  );

  api.post('/cash-drawer/sessions/:id/movements', { config: move.config }, async (request) =>
    drawer.move(actorOf(request), move.params(request).id, move.body(request)),
  );

  api.post('/cash-drawer/sessions/:id/close', { config: close.config }, async (request) =>
    drawer.close(actorOf(request), close.params(request).id, close.body(request)),
  );

  api.get('/cash-drawer/sessions/:id/report', { config: report.config }, async (request) =>
    drawer.report(report.params(request).id),
  );

  api.get('/cash-drawer/sessions', { config: history.config }, async (request) =>
    drawer.history(history.query(request).page),
  );
}
