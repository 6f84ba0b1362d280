import { SETTINGS_MESSAGES, storeTableBody } from '@comandero/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { scopes } from '../../http/policy.js';
import { parseInput } from '../../http/validate.js';
import { pathId } from './path-id.js';
import { storeTablesService } from './store-tables.service.js';

const policy = scopes('SETTINGS');
const M = SETTINGS_MESSAGES;

export function registerStoreTablesRoutes(api: FastifyInstance, deps: AppDeps): void {
  const service = storeTablesService(deps);

  api.get('/settings/store-tables', { config: { policy } }, () => service.list());

  api.post('/settings/store-tables/add', { config: { policy } }, async (request) => {
    const id = await service.add(parseInput(storeTableBody, request.body));
    return { message: M.tableAdded, id };
  });

  api.post('/settings/store-tables/:id/update', { config: { policy } }, async (request) => {
    const id = pathId(request.params, 'id', M.tableNotFound);
    await service.update(id, parseInput(storeTableBody, request.body));
    return { message: M.tableUpdated };
  });

  api.delete('/settings/store-tables/:id', { config: { policy } }, async (request) => {
    await service.remove(pathId(request.params, 'id', M.tableNotFound));
    return { message: M.tableDeleted };
  });
}
