import { PAYMENT_TYPES_API, SETTINGS_MESSAGES } from '@comandero/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { pathIds } from '../../http/openapi-parts.js';
import { taggedRoutes } from '../../http/openapi-route.js';
import { scopes } from '../../http/policy.js';
import { actorOf } from '../audit/audit.js';
import { paymentTypesService } from './payment-types.service.js';

const policy = scopes('SETTINGS');
const M = SETTINGS_MESSAGES;
const route = taggedRoutes('Configuraciones');
const params = pathIds({ id: M.paymentTypeNotFound });

const list = route(PAYMENT_TYPES_API.list, { policy, summary: 'Listar los tipos de pago' });
const add = route(PAYMENT_TYPES_API.add, { policy, summary: 'Crear un tipo de pago' });
const toggle = route(PAYMENT_TYPES_API.toggle, { policy, summary: 'Activar o desactivar un tipo de pago', params });
const update = route(PAYMENT_TYPES_API.update, { policy, summary: 'Modificar un tipo de pago', params });
const remove = route(PAYMENT_TYPES_API.remove, { policy, summary: 'Eliminar un tipo de pago', params });

export function registerPaymentTypesRoutes(api: FastifyInstance, deps: AppDeps): void {
  const service = paymentTypesService(deps);

  api.get('/settings/payment-types', { config: list.config }, () => service.list());

  api.post('/settings/payment-types/add', { config: add.config }, async (request) => {
    const body = add.body(request);
    const id = await service.add(actorOf(request), body.title, body.isActive, body.isCash);
    return { message: M.paymentTypeAdded, id };
  });

  api.post('/settings/payment-types/:id/toggle', { config: toggle.config }, async (request) => {
    const { id } = toggle.params(request);
    await service.toggle(actorOf(request), id, toggle.body(request).isActive);
    return { message: M.paymentTypeToggled };
  });

  api.post('/settings/payment-types/:id/update', { config: update.config }, async (request) => {
    const { id } = update.params(request);
    await service.update(actorOf(request), id, update.body(request));
    return { message: M.paymentTypeUpdated };
  });

  api.delete('/settings/payment-types/:id', { config: remove.config }, async (request) => {
    await service.remove(actorOf(request), remove.params(request).id);
    return { message: M.paymentTypeDeleted };
  });
}
