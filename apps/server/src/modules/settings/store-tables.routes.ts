import { SETTINGS_MESSAGES, STORE_TABLES_API } from '@comandero/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { pathIds } from '../../http/openapi-parts.js';
import { taggedRoutes } from '../../http/openapi-route.js';
import { scopes } from '../../http/policy.js';
import { storeTablesService } from './store-tables.service.js';

const policy = scopes('SETTINGS');
const M = SETTINGS_MESSAGES;
const route = taggedRoutes('Configuraciones');
const params = pathIds({ id: M.tableNotFound });

const list = route(STORE_TABLES_API.list, { policy, summary: 'Listar las mesas' });
const add = route(STORE_TABLES_API.add, { policy, summary: 'Crear una mesa' });
const update = route(STORE_TABLES_API.update, { policy, summary: 'Modificar una mesa', params });
const remove = route(STORE_TABLES_API.remove, { policy, summary: 'Eliminar una mesa', params });

export function registerStoreTablesRoutes(api: FastifyInstance, deps: AppDeps): void {
  const service = storeTablesService(deps);

  api.get('/settings/store-tables', { config: list.config }, () => service.list());

  api.post('/settings/store-tables/add', { config: add.config }, async (request) => {
    const id = await service.add(add.body(request));
    return { message: M.tableAdded, id };
  });

  api.post('/settings/store-tables/:id/update', { config: update.config }, async (request) => {
    const { id } = update.params(request);
    await service.update(id, update.body(request));
    return { message: M.tableUpdated };
  });

  api.delete('/settings/store-tables/:id', { config: remove.config }, async (request) => {
    await service.remove(remove.params(request).id);
    return { message: M.tableDeleted };
  });
}
