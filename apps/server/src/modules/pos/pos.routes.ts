import { CASH_DRAWER_MESSAGES, POS_API } from '@comandero/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { idempotencyKeyOf } from '../../http/idempotency.js';
import { taggedRoutes } from '../../http/openapi-route.js';
import { authOf, scopes } from '../../http/policy.js';
import { dataStamp } from '../../lib/data-stamp.js';
import { keptAnswer, sendKeptAnswer } from '../../lib/kept-answer.js';
import { actorOf } from '../audit/audit.js';
import { paymentTerminalOf } from '../cash-drawer/terminal.js';
import { offlineDiscardService } from './offline-discard.service.js';
import { orderSubmitService } from './order-submit.service.js';
import { posService } from './pos.service.js';

const policy = scopes('POS');
const route = taggedRoutes('POS');
const keyNote =
  'Con una cabecera Idempotency-Key, repetir la misma petición devuelve la primera respuesta sin crear ' +
  'otra orden; la misma clave con otro cuerpo responde 409.';

const initRoute = route(POS_API.init, {
  policy,
  summary: 'Cargar el menú, las mesas y la configuración del POS',
  description: 'Con ETag: un If-None-Match igual responde 304 sin cuerpo.',
});
const createOrder = route(POS_API.createOrder, { policy, summary: 'Enviar una orden', description: keyNote });
const createAndPay = route(POS_API.createOrderAndInvoice, {
  policy,
  summary: 'Enviar una orden y cobrarla',
  description:
    `${keyNote} El pago se asocia a la caja del terminal de X-Terminal-Id, si hay una abierta. ` +
    `Un pago en efectivo (o sin paymentTypeId) sin caja abierta responde 409: ${CASH_DRAWER_MESSAGES.cashNeedsOpenDrawer}`,
});

const discardRoute = route(POS_API.offlineDiscard, {
  policy,
  summary: 'Registrar un pedido sin conexión descartado',
  description:
    'Un pedido en la cola sin conexión de un dispositivo que una persona descartó queda en la auditoría. ' +
    'Repetir la misma idempotencyKey no escribe otra entrada; si una orden ya se guardó con esa clave responde 409.',
});

export function registerPosRoutes(api: FastifyInstance, deps: AppDeps): void {
  // The whole menu took ~20 ms to build, which a busy POS cannot pay on every load.
  const pos = posService(deps);
  const init = keptAnswer(dataStamp(deps.db, ['catalogue']), () => pos.init());
  const orders = orderSubmitService(deps);
  api.addHook('onClose', () => orders.close());

  api.get('/pos/init', { config: initRoute.config }, async (request, reply) => {
    // Tablets revalidate their copy on every load and get an empty 304 while the menu is unchanged;
    // the stamp comes with the session check (one query).
    return sendKeptAnswer(request, reply, await init.current(authOf(request).versions));
  });

  api.post('/pos/create-order', { config: createOrder.config }, async (request) => {
    const key = idempotencyKeyOf(request);
    const body = createOrder.body(request);
    return orders.submit(authOf(request).user.id, 'create-order', body, key);
  });

  api.post('/pos/create-order-and-invoice', { config: createAndPay.config }, async (request) => {
    const key = idempotencyKeyOf(request);
    const body = createAndPay.body(request);
    return orders.submit(
      authOf(request).user.id,
      'create-order-and-invoice',
      body,
      key,
      paymentTerminalOf(request),
      actorOf(request),
    );
  });

  const discards = offlineDiscardService(deps);
  api.post('/pos/offline-discards', { config: discardRoute.config }, async (request) =>
    discards.discard(actorOf(request), discardRoute.body(request)),
  );
}
