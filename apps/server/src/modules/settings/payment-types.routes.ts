import {
  paymentTypeCashAddBody,
  paymentTypeCashUpdateBody,
  paymentTypeToggleBody,
  SETTINGS_MESSAGES,
} from '@comandero/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { scopes } from '../../http/policy.js';
import { parseInput } from '../../http/validate.js';
import { actorOf } from '../audit/audit.js';
import { pathId } from './path-id.js';
import { paymentTypesService } from './payment-types.service.js';

const policy = scopes('SETTINGS');
const M = SETTINGS_MESSAGES;
const idOf = (params: unknown) => pathId(params, 'id', M.paymentTypeNotFound);

export function registerPaymentTypesRoutes(api: FastifyInstance, deps: AppDeps): void {
  const service = paymentTypesService(deps);

  api.get('/settings/payment-types', { config: { policy } }, () => service.list());

  api.post('/settings/payment-types/add', { config: { policy } }, async (request) => {
    const body = parseInput(paymentTypeCashAddBody, request.body);
    const id = await service.add(actorOf(request), body.title, body.isActive, body.isCash);
    return { message: M.paymentTypeAdded, id };
  });

  api.post('/settings/payment-types/:id/toggle', { config: { policy } }, async (request) => {
    const id = idOf(request.params);
    await service.toggle(actorOf(request), id, parseInput(paymentTypeToggleBody, request.body).isActive);
    return { message: M.paymentTypeToggled };
  });

  api.post('/settings/payment-types/:id/update', { config: { policy } }, async (request) => {
    const id = idOf(request.params);
    await service.update(actorOf(request), id, parseInput(paymentTypeCashUpdateBody, request.body));
    return { message: M.paymentTypeUpdated };
  });

  api.delete('/settings/payment-types/:id', { config: { policy } }, async (request) => {
    await service.remove(actorOf(request), idOf(request.params));
    return { message: M.paymentTypeDeleted };
  });
}
