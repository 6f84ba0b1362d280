import { MENU_API, MENU_MESSAGES } from '@comandero/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { pathIds } from '../../http/openapi-parts.js';
import { taggedRoutes } from '../../http/openapi-route.js';
import { scopes } from '../../http/policy.js';
import { actorOf } from '../audit/audit.js';
import type { OptionTable } from './menu-options.repository.js';
import { menuOptionsService } from './menu-options.service.js';

const policy = scopes('SETTINGS');
const route = taggedRoutes('Menú');

type OptionMessages = { added: string; updated: string; deleted: string; notFound: string; duplicate: string };

/** /menu-items/{segment}/{itemId}/add | update/{optionId} | delete/{optionId} for variants or add-ons. */
export function registerMenuOptionRoutes(
  api: FastifyInstance,
  deps: AppDeps,
  segment: 'variants' | 'addons',
  table: OptionTable,
  messages: OptionMessages,
): void {
  const service = menuOptionsService(deps, table, messages);
  const base = `/menu-items/${segment}/:itemId`;
  const what = segment === 'variants' ? 'una variante' : 'una adición';
  const itemParams = pathIds({ itemId: MENU_MESSAGES.itemNotFound });
  const optionParams = pathIds({ itemId: MENU_MESSAGES.itemNotFound, optionId: messages.notFound });
  const add = route(MENU_API[segment].add, { policy, summary: `Agregar ${what} a un ítem`, params: itemParams });
  const update = route(MENU_API[segment].update, { policy, summary: `Modificar ${what}`, params: optionParams });
  const remove = route(MENU_API[segment].remove, { policy, summary: `Eliminar ${what}`, params: optionParams });

  api.post(`${base}/add`, { config: add.config }, async (request) => {
    const { itemId } = add.params(request);
    const id = await service.add(itemId, add.body(request));
    return { message: messages.added, id };
  });

  api.post(`${base}/update/:optionId`, { config: update.config }, async (request) => {
    const { itemId, optionId } = update.params(request);
    await service.update(itemId, optionId, update.body(request), actorOf(request));
    return { message: messages.updated };
  });

  api.delete(`${base}/delete/:optionId`, { config: remove.config }, async (request) => {
    const { itemId, optionId } = remove.params(request);
    await service.remove(itemId, optionId);
    return { message: messages.deleted };
  });
}
