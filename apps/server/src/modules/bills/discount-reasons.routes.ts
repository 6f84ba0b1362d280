import { BILLS_MESSAGES as M, DISCOUNT_REASONS_API } from '@comandero/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { pathIds } from '../../http/openapi-parts.js';
import { taggedRoutes } from '../../http/openapi-route.js';
import { scopes } from '../../http/policy.js';
import { discountReasonsService } from './discount-reasons.service.js';

const edit = scopes('SETTINGS');
const route = taggedRoutes('Cuentas');
const params = pathIds({ id: M.discountReasonNotFound });

const list = route(DISCOUNT_REASONS_API.list, {
  policy: scopes('POS', 'ORDERS', 'SETTINGS'),
  summary: 'Listar los motivos de descuento',
});
const add = route(DISCOUNT_REASONS_API.add, { policy: edit, summary: 'Agregar un motivo de descuento' });
const rename = route(DISCOUNT_REASONS_API.rename, {
  policy: edit,
  summary: 'Renombrar un motivo de descuento',
  params,
});
const remove = route(DISCOUNT_REASONS_API.remove, { policy: edit, summary: 'Eliminar un motivo de descuento', params });

/**
 * The discount reasons list: read by those who settle bills and by Configuraciones, edited under
 * the same policy as the other settings lists (SETTINGS; admin passes). Each write answers the list.
 */
export function registerDiscountReasonRoutes(api: FastifyInstance, deps: AppDeps): void {
  const service = discountReasonsService(deps);

  api.get('/orders/bills/discount-reasons', { config: list.config }, async () => ({
    reasons: await service.list(),
  }));

  api.post('/orders/bills/discount-reasons', { config: add.config }, async (request) => {
    await service.add(add.body(request).title);
    return { message: M.discountReasonSaved, reasons: await service.list() };
  });

  api.post('/orders/bills/discount-reasons/:id/update', { config: rename.config }, async (request) => {
    const { id } = rename.params(request);
    await service.rename(id, rename.body(request).title);
    return { message: M.discountReasonUpdated, reasons: await service.list() };
  });

  api.post('/orders/bills/discount-reasons/:id/delete', { config: remove.config }, async (request) => {
    await service.remove(remove.params(request).id);
    return { message: M.discountReasonDeleted, reasons: await service.list() };
  });
}
