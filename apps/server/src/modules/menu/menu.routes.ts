import { CATALOG_RULE_MESSAGES, MENU_MESSAGES, menuItemBody } from '@comandero/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { scopes } from '../../http/policy.js';
import { parseInput } from '../../http/validate.js';
import { actorOf } from '../audit/audit.js';
import { pathId } from '../settings/path-id.js';
import { registerMenuOptionRoutes } from './menu-options.routes.js';
import { menuService } from './menu.service.js';

const policy = scopes('SETTINGS');
const M = MENU_MESSAGES;
const idOf = (params: unknown) => pathId(params, 'id', M.itemNotFound);

/** Menu items with their variants and add-ons; prices travel as pesos and are stored as centavos. */
export function registerMenuRoutes(api: FastifyInstance, deps: AppDeps): void {
  const service = menuService(deps);

  api.get('/menu-items', { config: { policy } }, () => service.list());

  api.get('/menu-items/:id', { config: { policy } }, (request) => service.get(idOf(request.params)));

  api.post('/menu-items/add', { config: { policy } }, async (request) => {
    const id = await service.add(parseInput(menuItemBody, request.body));
    return { message: M.itemAdded, id };
  });

  api.post('/menu-items/update/:id', { config: { policy } }, async (request) => {
    const id = idOf(request.params);
    await service.update(id, parseInput(menuItemBody, request.body), actorOf(request));
    return { message: M.itemUpdated };
  });

  api.delete('/menu-items/delete/:id', { config: { policy } }, async (request) => {
    await service.remove(idOf(request.params));
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
