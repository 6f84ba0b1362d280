import {
  createOrderAndInvoiceBody,
  createOrderBody,
  IDEMPOTENCY_KEY_PATTERN,
  POS_MESSAGES,
} from '@comandero/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { badRequest } from '../../http/http-error.js';
import { authOf, scopes } from '../../http/policy.js';
import { parseInput } from '../../http/validate.js';
import { paymentTerminalOf } from '../cash-drawer/terminal.js';
import { orderSubmitService } from './order-submit.service.js';
import { posInitCache } from './pos-init-cache.js';

function idempotencyKeyOf(request: FastifyRequest): string | null {
  const raw = request.headers['idempotency-key'];
  if (raw === undefined) return null;
  if (typeof raw !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(raw)) {
    throw badRequest(POS_MESSAGES.idempotencyKeyInvalid);
  }
  return raw;
}

export function registerPosRoutes(api: FastifyInstance, deps: AppDeps): void {
  const init = posInitCache(deps);
  const orders = orderSubmitService(deps);
  const policy = scopes('POS');

  api.get('/pos/init', { config: { policy } }, async (request, reply) => {
    const answer = await init.current();
    const gzipped = /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
    const { body, etag } = gzipped ? answer.gzip : answer.identity;
    // Tablets revalidate their copy on every load and get an empty 304 while the menu is unchanged.
    reply.header('ETag', etag).header('Cache-Control', 'private, no-cache').header('Vary', 'Accept-Encoding');
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    if (gzipped) reply.header('Content-Encoding', 'gzip');
    return reply.type('application/json; charset=utf-8').send(body);
  });

  api.post('/pos/create-order', { config: { policy } }, async (request) => {
    const key = idempotencyKeyOf(request);
    const body = parseInput(createOrderBody, request.body);
    return orders.submit(authOf(request).user.id, 'create-order', body, key);
  });

  api.post('/pos/create-order-and-invoice', { config: { policy } }, async (request) => {
    const key = idempotencyKeyOf(request);
    const body = parseInput(createOrderAndInvoiceBody, request.body);
    return orders.submit(authOf(request).user.id, 'create-order-and-invoice', body, key, paymentTerminalOf(request));
  });
}
