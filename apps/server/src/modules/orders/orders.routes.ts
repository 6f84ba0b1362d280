import {
  cancelOrdersBody,
  completeAndPayBody,
  DASHBOARD_ROUTE_SCOPES,
  moveTableBody,
  orderIdsBody,
  ORDERS_MESSAGES,
  updateItemStatusBody,
  voidItemBody,
} from '@comandero/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { authOf, scopes } from '../../http/policy.js';
import { parseInput } from '../../http/validate.js';
import { actorOf } from '../audit/audit.js';
import { paymentTerminalOf } from '../cash-drawer/terminal.js';
import { pathId } from '../settings/path-id.js';
import { orderPaymentService } from './order-payment.service.js';
import { ordersInit } from './orders-init.js';
import { orderVoidsService } from './order-voids.service.js';
import { ordersService } from './orders.service.js';
import { ordersScreenCache, sendScreenAnswer } from './screen-cache.js';
import { tableMoveService } from './table-move.service.js';
import { registerVoidReasonRoutes } from './void-reasons.routes.js';

/** spec §7 "Orders and kitchen", orders half; every route has the orders screen's scopes (spec §6). */
export function registerOrdersRoutes(api: FastifyInstance, deps: AppDeps): void {
  const orders = ordersService(deps);
  const payments = orderPaymentService(deps);
  const init = ordersInit(deps);
  const list = ordersScreenCache(deps.db, () => orders.list());
  const config = { policy: scopes(...DASHBOARD_ROUTE_SCOPES.orders) };

  api.get('/orders', { config }, async (request, reply) => sendScreenAnswer(request, reply, await list.current()));

  api.get('/orders/init', { config }, () => init.current());

  api.post('/orders/update-status/:id', { config }, async (request) => {
    const itemId = pathId(request.params, 'id', ORDERS_MESSAGES.itemNotFound);
    return orders.updateItemStatus(actorOf(request), itemId, parseInput(updateItemStatusBody, request.body));
  });

  api.post('/orders/cancel', { config }, async (request) => {
    const { orderIds, reason } = parseInput(cancelOrdersBody, request.body);
    return orders.cancel(actorOf(request), orderIds, reason);
  });

  api.post('/orders/complete', { config }, async (request) =>
    orders.complete(parseInput(orderIdsBody, request.body).orderIds),
  );

  api.post('/orders/complete-order-payment-summary', { config }, async (request) =>
    orders.paymentSummary(parseInput(orderIdsBody, request.body).orderIds),
  );

  api.post('/orders/complete-and-pay-order', { config }, async (request) =>
    payments.completeAndPay(
      authOf(request).user.id,
      parseInput(completeAndPayBody, request.body),
      paymentTerminalOf(request),
    ),
  );

  registerShiftRoutes(api, deps);
}

/**
 * Issue 11: voids and table moves, by the waiter (POS) or the floor manager (ORDERS). Whether this
 * user may void a line the kitchen already started is decided with the line in hand (the service).
 */
function registerShiftRoutes(api: FastifyInstance, deps: AppDeps): void {
  const voids = orderVoidsService(deps);
  const moves = tableMoveService(deps);
  const config = { policy: scopes('POS', 'ORDERS') };

  api.post('/orders/items/:id/void', { config }, async (request) => {
    const itemId = pathId(request.params, 'id', ORDERS_MESSAGES.itemNotFound);
    return voids.voidItem(actorOf(request), itemId, parseInput(voidItemBody, request.body).reason);
  });

  api.get('/orders/tables', { config }, () => moves.floorTables());

  api.post('/orders/transfer', { config }, async (request) =>
    moves.move(actorOf(request), 'transfer', parseInput(moveTableBody, request.body)),
  );

  api.post('/orders/merge-tables', { config }, async (request) =>
    moves.move(actorOf(request), 'merge', parseInput(moveTableBody, request.body)),
  );

  registerVoidReasonRoutes(api, deps);
}
