import { CATALOG_RULE_MESSAGES, SETTINGS_MESSAGES, TAXES_API } from '@comandero/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { optionalIdQuery, pathIds } from '../../http/openapi-parts.js';
import { taggedRoutes } from '../../http/openapi-route.js';
import { scopes } from '../../http/policy.js';
import { actorOf } from '../audit/audit.js';
import { taxesService } from './taxes.service.js';

const policy = scopes('SETTINGS');
const M = SETTINGS_MESSAGES;
const route = taggedRoutes('Configuraciones');
const params = pathIds({ id: M.taxNotFound });

const list = route(TAXES_API.list, { policy, summary: 'Listar los impuestos' });
const add = route(TAXES_API.add, { policy, summary: 'Crear un impuesto' });
const update = route(TAXES_API.update, { policy, summary: 'Modificar un impuesto', params });
const remove = route(TAXES_API.remove, {
  policy,
  summary: 'Eliminar un impuesto',
  description: 'Sus ítems del menú pasan al impuesto replaceWith, si se indica.',
  params,
  query: optionalIdQuery('replaceWith', CATALOG_RULE_MESSAGES.taxReplacementInvalid),
});

export function registerTaxesRoutes(api: FastifyInstance, deps: AppDeps): void {
  const service = taxesService(deps);

  api.get('/settings/taxes', { config: list.config }, () => service.list());

  api.post('/settings/taxes/add', { config: add.config }, async (request) => {
    const id = await service.add(add.body(request));
    return { message: M.taxAdded, id };
  });

  api.post('/settings/taxes/:id/update', { config: update.config }, async (request) => {
    const { id } = update.params(request);
    await service.update(id, update.body(request), actorOf(request));
    return { message: M.taxUpdated };
  });

  api.delete('/settings/taxes/:id', { config: remove.config }, async (request) => {
    const { id } = remove.params(request);
    await service.remove(id, remove.query(request).replaceWith);
    return { message: M.taxDeleted };
  });
}
