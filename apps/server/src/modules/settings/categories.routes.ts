import { CATALOG_RULE_MESSAGES, CATEGORIES_API, SETTINGS_MESSAGES } from '@comandero/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { optionalIdQuery, pathIds } from '../../http/openapi-parts.js';
import { taggedRoutes } from '../../http/openapi-route.js';
import { scopes } from '../../http/policy.js';
import { categoriesService } from './categories.service.js';

const policy = scopes('SETTINGS');
const M = SETTINGS_MESSAGES;
const route = taggedRoutes('Configuraciones');
const params = pathIds({ id: M.categoryNotFound });

const list = route(CATEGORIES_API.list, { policy, summary: 'Listar las categorías' });
const add = route(CATEGORIES_API.add, { policy, summary: 'Crear una categoría' });
const update = route(CATEGORIES_API.update, { policy, summary: 'Renombrar una categoría', params });
const remove = route(CATEGORIES_API.remove, {
  policy,
  summary: 'Eliminar una categoría',
  description: 'Sus ítems del menú pasan a la categoría replaceWith, si se indica.',
  params,
  query: optionalIdQuery('replaceWith', CATALOG_RULE_MESSAGES.categoryReplacementInvalid),
});

export function registerCategoriesRoutes(api: FastifyInstance, deps: AppDeps): void {
  const service = categoriesService(deps);

  api.get('/settings/categories', { config: list.config }, () => service.list());

  api.post('/settings/categories/add', { config: add.config }, async (request) => {
    const id = await service.add(add.body(request).title);
    return { message: M.categoryAdded, id };
  });

  api.post('/settings/categories/:id/update', { config: update.config }, async (request) => {
    const { id } = update.params(request);
    await service.update(id, update.body(request).title);
    return { message: M.categoryUpdated };
  });

  api.delete('/settings/categories/:id', { config: remove.config }, async (request) => {
    const { id } = remove.params(request);
    await service.remove(id, remove.query(request).replaceWith);
    return { message: M.categoryDeleted };
  });
}
