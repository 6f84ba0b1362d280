import { CATALOG_RULE_MESSAGES, categoryBody, SETTINGS_MESSAGES } from '@comandero/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { scopes } from '../../http/policy.js';
import { parseInput } from '../../http/validate.js';
import { categoriesService } from './categories.service.js';
import { pathId, replacementId } from './path-id.js';

const policy = scopes('SETTINGS');
const M = SETTINGS_MESSAGES;

export function registerCategoriesRoutes(api: FastifyInstance, deps: AppDeps): void {
  const service = categoriesService(deps);

  api.get('/settings/categories', { config: { policy } }, () => service.list());

  api.post('/settings/categories/add', { config: { policy } }, async (request) => {
    const id = await service.add(parseInput(categoryBody, request.body).title);
    return { message: M.categoryAdded, id };
  });

  api.post('/settings/categories/:id/update', { config: { policy } }, async (request) => {
    const id = pathId(request.params, 'id', M.categoryNotFound);
    await service.update(id, parseInput(categoryBody, request.body).title);
    return { message: M.categoryUpdated };
  });

  api.delete('/settings/categories/:id', { config: { policy } }, async (request) => {
    const id = pathId(request.params, 'id', M.categoryNotFound);
    await service.remove(id, replacementId(request.query, CATALOG_RULE_MESSAGES.categoryReplacementInvalid));
    return { message: M.categoryDeleted };
  });
}
