import { SHIFT_MESSAGES as M, VOID_REASONS_API, type VoidReasonsResponse } from '@comandero/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { pathIds } from '../../http/openapi-parts.js';
import { taggedRoutes } from '../../http/openapi-route.js';
import { scopes } from '../../http/policy.js';
import { voidReasonsService } from './void-reasons.service.js';

const edit = scopes('SETTINGS');
const route = taggedRoutes('Órdenes');
const params = pathIds({ id: M.voidReasonNotFound });

const list = route(VOID_REASONS_API.list, {
  policy: scopes('POS', 'ORDERS', 'SETTINGS'),
  summary: 'Listar los motivos de anulación',
});
const add = route(VOID_REASONS_API.add, { policy: edit, summary: 'Agregar un motivo de anulación' });
const rename = route(VOID_REASONS_API.rename, { policy: edit, summary: 'Renombrar un motivo de anulación', params });
const remove = route(VOID_REASONS_API.remove, { policy: edit, summary: 'Eliminar un motivo de anulación', params });

/**
 * The void reasons list: read by whoever may void (POS, ORDERS) and by Configuraciones, edited
 * under the policy of the other settings lists (SETTINGS; admin passes). Each write answers the list.
 */
export function registerVoidReasonRoutes(api: FastifyInstance, deps: AppDeps): void {
  const service = voidReasonsService(deps);
  const answer = async (message?: string): Promise<VoidReasonsResponse> => ({
    ...(message ? { message } : {}),
    reasons: await service.list(),
  });

  api.get('/orders/void-reasons', { config: list.config }, () => answer());

  api.post('/orders/void-reasons', { config: add.config }, async (request) => {
    await service.add(add.body(request).title);
    return answer(M.voidReasonSaved);
  });

  api.post('/orders/void-reasons/:id/update', { config: rename.config }, async (request) => {
    const { id } = rename.params(request);
    await service.rename(id, rename.body(request).title);
    return answer(M.voidReasonUpdated);
  });

  api.post('/orders/void-reasons/:id/delete', { config: remove.config }, async (request) => {
    await service.remove(remove.params(request).id);
    return answer(M.voidReasonDeleted);
  });
}
