import { CATALOG_RULE_MESSAGES, SETTINGS_MESSAGES, taxBody } from '@comandero/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { scopes } from '../../http/policy.js';
import { parseInput } from '../../http/validate.js';
import { pathId, replacementId } from './path-id.js';
import { taxesService } from './taxes.service.js';

const policy = scopes('SETTINGS');
const M = SETTINGS_MESSAGES;

export function registerTaxesRoutes(api: FastifyInstance, deps: AppDeps): void {
  const service = taxesService(deps);

  api.get('/settings/taxes', { config: { policy } }, () => service.list());

  api.post('/settings/taxes/add', { config: { policy } }, async (request) => {
    const id = await service.add(parseInput(taxBody, request.body));
    return { message: M.taxAdded, id };
  });

  api.post('/settings/taxes/:id/update', { config: { policy } }, async (request) => {
    const id = pathId(request.params, 'id', M.taxNotFound);
    await service.update(id, parseInput(taxBody, request.body));
    return { message: M.taxUpdated };
  });

  api.delete('/settings/taxes/:id', { config: { policy } }, async (request) => {
    const id = pathId(request.params, 'id', M.taxNotFound);
    await service.remove(id, replacementId(request.query, CATALOG_RULE_MESSAGES.taxReplacementInvalid));
    return { message: M.taxDeleted };
  });
}
