import { DASHBOARD_ROUTE_SCOPES, KITCHEN_MESSAGES, kitchenStatusBody } from '@comandero/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { scopes } from '../../http/policy.js';
import { parseInput } from '../../http/validate.js';
import { ordersScreenCache, sendScreenAnswer } from '../orders/screen-cache.js';
import { pathId } from '../settings/path-id.js';
import { displayTokensService } from './display-tokens.service.js';
import { kitchenService } from './kitchen.service.js';

/**
 * spec §7 kitchen routes with the kitchen screen's scopes (spec §6), the order bump and recall the
 * kitchen display adds, the acknowledgement of a void (issue 11), and the token TV's read (its own screen scope plus the orders screens').
 */
export function registerKitchenRoutes(api: FastifyInstance, deps: AppDeps): void {
  const kitchen = kitchenService(deps);
  const tokens = displayTokensService(deps);
  const list = ordersScreenCache(deps.db, () => kitchen.list());
  const config = { policy: scopes(...DASHBOARD_ROUTE_SCOPES.kitchen) };

  api.get('/kitchen', { config }, async (request, reply) => sendScreenAnswer(request, reply, await list.current()));

  api.post('/kitchen/:id', { config }, async (request) => {
    const itemId = pathId(request.params, 'id', KITCHEN_MESSAGES.itemNotFound);
    return kitchen.setItemStatus(itemId, parseInput(kitchenStatusBody, request.body));
  });

  api.post('/kitchen/items/:id/ack-void', { config }, async (request) =>
    kitchen.ackVoid(pathId(request.params, 'id', KITCHEN_MESSAGES.itemNotFound)),
  );

  api.post('/kitchen/order/:orderId/bump', { config }, async (request) =>
    kitchen.bumpOrder(pathId(request.params, 'orderId', KITCHEN_MESSAGES.orderNotFound)),
  );

  api.post('/kitchen/order/:orderId/recall', { config }, async (request) =>
    kitchen.recallOrder(pathId(request.params, 'orderId', KITCHEN_MESSAGES.orderNotFound)),
  );

  api.get(
    '/display/tokens',
    { config: { policy: scopes('ORDER_STATUS_DISPLAY', 'POS', 'ORDERS', 'ORDER_STATUS') } },
    () => tokens.current(),
  );
}
