import { CATALOG_RULE_MESSAGES, MENU_API, MENU_MESSAGES } from '@comandero/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { pathIds } from '../../http/openapi-parts.js';
import { taggedRoutes } from '../../http/openapi-route.js';
import { scopes } from '../../http/policy.js';
import { actorOf } from '../audit/audit.js';
import { registerMenuOptionRoutes } from './menu-options.routes.js';
import { menuService } from './menu.service.js';

const policy = scopes('SETTINGS');
const M = MENU_MESSAGES;
const route = taggedRoutes('Menú');
const params = pathIds({ id: M.itemNotFound });

const list = route(MENU_API.list, { policy, summary: 'Listar los ítems del menú' });
const get = route(MENU_API.get, { policy, summary: 'Leer un ítem del menú con sus variantes y adiciones', params });
const add = route(MENU_API.add, { policy, summary: 'Crear un ítem del menú', description: 'Precios en pesos.' });
const update = route(MENU_API.update, { policy, summary: 'Modificar un ítem del menú', params });
const remove = route(MENU_API.remove, { policy, summary: 'Eliminar un ítem del menú', params });

/** Menu items with their variants and add-ons; prices travel as pesos and are stored as centavos. */
export function registerMenuRoutes(api: FastifyInstance, deps: AppDeps): void {
  const service = menuService(deps);

  api.get('/menu-items', { config: list.config }, () => service.list());

  api.get('/menu-items/:id', { config: get.config }, (request) => service.get(get.params(request).id));

  api.post('/menu-items/add', { config: add.config }, async (request) => {
    const id = await service.add(add.body(request));
    return { message: M.itemAdded, id };
  });

  api.post('/menu-items/update/:id', { config: update.config }, async (request) => {
    const { id } = update.params(request);
    await service.update(id, update.body(request), actorOf(request));
    return { message: M.itemUpdated };
  });

  api.delete('/menu-items/delete/:id', { config: remove.config }, async (request) => {
    await service.remove(remove.params(request).id);
    return { message: M.itemDeleted };
  });

  registerMenuOptionRoutes(api, deps, 'variants', 'menu_item_variants', {
    added: M.variantAdded,
    updated: M.variantUpdated,
    deleted: M.variantDeleted,
    notFound: M.variantNotFound,
    duplicate: CATALOG_RULE_MESSAGES.variantDuplicate,
  });
  registerMenuOptionRoutes(api, deps, 'addons', 'menu_item_addons', {
    added: M.addonAdded,
    updated: M.addonUpdated,
    deleted: M.addonDeleted,
    notFound: M.addonNotFound,
    duplicate: CATALOG_RULE_MESSAGES.addonDuplicate,
  });
}
