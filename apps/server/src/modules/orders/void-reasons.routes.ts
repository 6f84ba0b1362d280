import { SHIFT_MESSAGES as M, voidReasonBody, type VoidReasonsResponse } from '@comandero/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { scopes } from '../../http/policy.js';
import { parseInput } from '../../http/validate.js';
import { pathId } from '../settings/path-id.js';
import { voidReasonsService } from './void-reasons.service.js';

/**
 * The void reasons list: read by whoever may void (POS, ORDERS) and by Configuraciones, edited
 * under the policy of the other settings lists (SETTINGS; admin passes). Each write answers the list.
 */
export function registerVoidReasonRoutes(api: FastifyInstance, deps: AppDeps): void {
  const service = voidReasonsService(deps);
  const edit = { policy: scopes('SETTINGS') };
  const reasonId = (params: unknown) => pathId(params, 'id', M.voidReasonNotFound);
  const answer = async (message?: string): Promise<VoidReasonsResponse> => ({
    ...(message ? { message } : {}),
    reasons: await service.list(),
  });

  api.get('/orders/void-reasons', { config: { policy: scopes('POS', 'ORDERS', 'SETTINGS') } }, () => answer());

  api.post('/orders/void-reasons', { config: edit }, async (request) => {
    await service.add(parseInput(voidReasonBody, request.body).title);
    return answer(M.voidReasonSaved);
  });

  api.post('/orders/void-reasons/:id/update', { config: edit }, async (request) => {
    const id = reasonId(request.params);
    await service.rename(id, parseInput(voidReasonBody, request.body).title);
    return answer(M.voidReasonUpdated);
  });

  api.post('/orders/void-reasons/:id/delete', { config: edit }, async (request) => {
    await service.remove(reasonId(request.params));
    return answer(M.voidReasonDeleted);
  });
}
