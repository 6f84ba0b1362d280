import { BILLS_MESSAGES as M, discountReasonBody } from '@comandero/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { scopes } from '../../http/policy.js';
import { parseInput } from '../../http/validate.js';
import { pathId } from '../settings/path-id.js';
import { discountReasonsService } from './discount-reasons.service.js';

/**
 * The discount reasons list: read by those who settle bills and by Configuraciones, edited under
 * the same policy as the other settings lists (SETTINGS; admin passes). Each write answers the list.
 */
export function registerDiscountReasonRoutes(api: FastifyInstance, deps: AppDeps): void {
  const service = discountReasonsService(deps);
  const edit = { policy: scopes('SETTINGS') };
  const reasonId = (params: unknown) => pathId(params, 'id', M.discountReasonNotFound);

  api.get('/orders/bills/discount-reasons', { config: { policy: scopes('POS', 'ORDERS', 'SETTINGS') } }, async () => ({
    reasons: await service.list(),
  }));

  api.post('/orders/bills/discount-reasons', { config: edit }, async (request) => {
    await service.add(parseInput(discountReasonBody, request.body).title);
    return { message: M.discountReasonSaved, reasons: await service.list() };
  });

  api.post('/orders/bills/discount-reasons/:id/update', { config: edit }, async (request) => {
    const id = reasonId(request.params);
    await service.rename(id, parseInput(discountReasonBody, request.body).title);
    return { message: M.discountReasonUpdated, reasons: await service.list() };
  });

  api.post('/orders/bills/discount-reasons/:id/delete', { config: edit }, async (request) => {
    await service.remove(reasonId(request.params));
    return { message: M.discountReasonDeleted, reasons: await service.list() };
  });
}
