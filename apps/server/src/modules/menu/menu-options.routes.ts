import { MENU_MESSAGES, menuItemOptionBody } from '@comandero/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { scopes } from '../../http/policy.js';
import { parseInput } from '../../http/validate.js';
import { pathId } from '../settings/path-id.js';
import type { OptionTable } from './menu-options.repository.js';
import { menuOptionsService } from './menu-options.service.js';

const policy = scopes('SETTINGS');

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
  const itemIdOf = (params: unknown) => pathId(params, 'itemId', MENU_MESSAGES.itemNotFound);
  const optionIdOf = (params: unknown) => pathId(params, 'optionId', messages.notFound);

  api.post(`${base}/add`, { config: { policy } }, async (request) => {
    const itemId = itemIdOf(request.params);
    const id = await service.add(itemId, parseInput(menuItemOptionBody, request.body));
    return { message: messages.added, id };
  });

  api.post(`${base}/update/:optionId`, { config: { policy } }, async (request) => {
    const itemId = itemIdOf(request.params);
    const optionId = optionIdOf(request.params);
    await service.update(itemId, optionId, parseInput(menuItemOptionBody, request.body));
    return { message: messages.updated };
  });

  api.delete(`${base}/delete/:optionId`, { config: { policy } }, async (request) => {
    await service.remove(itemIdOf(request.params), optionIdOf(request.params));
    return { message: messages.deleted };
  });
}
