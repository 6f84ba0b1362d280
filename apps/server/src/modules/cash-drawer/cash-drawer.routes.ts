import {
  CASH_DRAWER_MESSAGES as M,
  cashMovementBody,
  closeDrawerBody,
  drawerHistoryQuery,
  openDrawerBody,
} from '@comandero/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { scopes } from '../../http/policy.js';
import { parseInput } from '../../http/validate.js';
import { actorOf } from '../audit/audit.js';
import { pathId } from '../settings/path-id.js';
import { cashDrawerService } from './cash-drawer.service.js';
import { requiredTerminalOf } from './terminal.js';

/**
 * Issue 11, cash drawer sessions. Cashiers run the drawer from the POS (POS) or the orders screen
 * (ORDERS); the history and its reports are the back office's (REPORTS), which may also read the
 * report of any one session. Admin passes every policy.
 */
export function registerCashDrawerRoutes(api: FastifyInstance, deps: AppDeps): void {
  const drawer = cashDrawerService(deps);
  const operate = { policy: scopes('POS', 'ORDERS') };
  const read = { policy: scopes('POS', 'ORDERS', 'REPORTS') };
  const backOffice = { policy: scopes('REPORTS') };
  const sessionId = (params: unknown) => pathId(params, 'id', M.sessionNotFound);

  api.get('/cash-drawer/current', { config: operate }, async (request) => drawer.current(requiredTerminalOf(request)));

  api.post('/cash-drawer/open', { config: operate }, async (request) =>
    drawer.open(actorOf(request), requiredTerminalOf(request), parseInput(openDrawerBody, request.body)),
  );

  api.post('/cash-drawer/sessions/:id/movements', { config: operate }, async (request) =>
    drawer.move(actorOf(request), sessionId(request.params), parseInput(cashMovementBody, request.body)),
  );

  api.post('/cash-drawer/sessions/:id/close', { config: operate }, async (request) =>
    drawer.close(actorOf(request), sessionId(request.params), parseInput(closeDrawerBody, request.body)),
  );

  api.get('/cash-drawer/sessions/:id/report', { config: read }, async (request) =>
    drawer.report(sessionId(request.params)),
  );

  api.get('/cash-drawer/sessions', { config: backOffice }, async (request) =>
    drawer.history(parseInput(drawerHistoryQuery, request.query).page),
  );
}
