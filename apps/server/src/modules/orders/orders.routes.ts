import { DASHBOARD_ROUTE_SCOPES, ORDERS_API, ORDERS_MESSAGES } from '@comandero/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { IDEMPOTENT_PAYMENT_NOTE, idempotencyKeyOf, idempotentWrites } from '../../http/idempotency.js';
import { pathIds } from '../../http/openapi-parts.js';
import { taggedRoutes } from '../../http/openapi-route.js';
import { authOf, scopes } from '../../http/policy.js';
import { keptAnswer, sendKeptAnswer } from '../../lib/kept-answer.js';
import { actorOf } from '../audit/audit.js';
import { PAYMENT_DRAWER_NOTE, paymentTerminalOf } from '../cash-drawer/terminal.js';
import { SCREEN_GZIP, screenStamp } from './kept-order-records.js';
import { orderCoursesService } from './order-courses.service.js';
import { orderPaymentService } from './order-payment.service.js';
import { ordersInit } from './orders-init.js';
import { orderVoidsService } from './order-voids.service.js';
import type { ScreenRefresher } from './screen-refresh.js';
import { ordersService } from './orders.service.js';
import { tableMoveService } from './table-move.service.js';
import { registerVoidReasonRoutes } from './void-reasons.routes.js';

const route = taggedRoutes('Órdenes');
const policy = scopes(...DASHBOARD_ROUTE_SCOPES.orders);
const itemParams = pathIds({ id: ORDERS_MESSAGES.itemNotFound });
const list = route(ORDERS_API.list, {
  policy,
  summary: 'Órdenes abiertas, agrupadas por mesa',
  description: 'Con ETag: un If-None-Match igual responde 304 sin cuerpo.',
});
const init = route(ORDERS_API.init, { policy, summary: 'Cargar los datos de la pantalla de órdenes' });
const updateStatus = route(ORDERS_API.updateStatus, {
  policy,
  summary: 'Cambiar el estado de una línea',
  params: itemParams,
});
const cancel = route(ORDERS_API.cancel, { policy, summary: 'Cancelar órdenes, con un motivo opcional' });
const complete = route(ORDERS_API.complete, { policy, summary: 'Completar órdenes' });
const fireCourse = route(ORDERS_API.fireCourse, {
  policy,
  summary: 'Marchar un tiempo en espera de una orden',
  description: 'Las líneas del tiempo pasan a la cocina (pantalla e impresoras).',
  params: pathIds({ id: ORDERS_MESSAGES.orderNotFound }),
});
const summary = route(ORDERS_API.paymentSummary, { policy, summary: 'Resumen de pago de órdenes' });
const completeAndPay = route(ORDERS_API.completeAndPay, {
  policy,
  summary: 'Completar y cobrar órdenes',
  description: `${PAYMENT_DRAWER_NOTE} ${IDEMPOTENT_PAYMENT_NOTE} Opcional: propina, descuento y varios pagos con efectivo recibido y cambio.`,
});

const shift = scopes('POS', 'ORDERS');
const voidItem = route(ORDERS_API.voidItem, {
  policy: shift,
  summary: 'Anular una línea con un motivo',
  params: itemParams,
});
const tables = route(ORDERS_API.tables, { policy: shift, summary: 'Mesas con sus órdenes abiertas' });
const transfer = route(ORDERS_API.transfer, {
  policy: shift,
  summary: 'Pasar las órdenes abiertas de una mesa a otra',
});
const mergeTables = route(ORDERS_API.mergeTables, { policy: shift, summary: 'Unir las órdenes abiertas de dos mesas' });

/** spec §7 "Orders and kitchen", orders half; every route has the orders screen's scopes (spec §6). */
export function registerOrdersRoutes(api: FastifyInstance, deps: AppDeps, screens: ScreenRefresher): void {
  const orders = ordersService(deps);
  const payments = orderPaymentService(deps);
  const idempotent = idempotentWrites(deps.db, deps.clock);
  const screenData = ordersInit(deps);
  const screen = keptAnswer(screenStamp(deps.db), (stamp) => orders.list(stamp), SCREEN_GZIP);
  screens.watch(screen);

  api.get('/orders', { config: list.config }, async (request, reply) =>
    sendKeptAnswer(request, reply, await screen.current(authOf(request).versions)),
  );

  api.get('/orders/init', { config: init.config }, () => screenData.current());

  api.post('/orders/update-status/:id', { config: updateStatus.config }, async (request) => {
    const { id } = updateStatus.params(request);
    return orders.updateItemStatus(actorOf(request), id, updateStatus.body(request));
  });

  api.post('/orders/cancel', { config: cancel.config }, async (request) => {
    const { orderIds, reason } = cancel.body(request);
    return orders.cancel(actorOf(request), orderIds, reason);
  });

  const courses = orderCoursesService(deps);
  api.post('/orders/:id/fire-course', { config: fireCourse.config }, async (request) =>
    courses.fire(fireCourse.params(request).id, fireCourse.body(request).courseId),
  );

  api.post('/orders/complete', { config: complete.config }, async (request) =>
    orders.complete(complete.body(request).orderIds),
  );

  api.post('/orders/complete-order-payment-summary', { config: summary.config }, async (request) => {
    const { orderIds, discount } = summary.body(request);
    return orders.paymentSummary(orderIds, discount ?? null);
  });

  api.post('/orders/complete-and-pay-order', { config: completeAndPay.config }, async (request) => {
    const key = idempotencyKeyOf(request);
    const body = completeAndPay.body(request);
    const userId = authOf(request).user.id;
    return idempotent({ userId, key, route: 'complete-and-pay-order', request: body }, (remember) =>
      payments.completeAndPay(userId, body, paymentTerminalOf(request), actorOf(request), remember),
    );
  });

  registerShiftRoutes(api, deps);
}

/**
 * Issue 11: voids and table moves, by the waiter (POS) or the floor manager (ORDERS). Whether this
 * user may void a line the kitchen already started is decided with the line in hand (the service).
 */
function registerShiftRoutes(api: FastifyInstance, deps: AppDeps): void {
  const voids = orderVoidsService(deps);
  const moves = tableMoveService(deps);

  api.post('/orders/items/:id/void', { config: voidItem.config }, async (request) => {
    const { id } = voidItem.params(request);
    return voids.voidItem(actorOf(request), id, voidItem.body(request).reason);
  });

  api.get('/orders/tables', { config: tables.config }, () => moves.floorTables());

  api.post('/orders/transfer', { config: transfer.config }, async (request) =>
    moves.move(actorOf(request), 'transfer', transfer.body(request)),
  );

  api.post('/orders/merge-tables', { config: mergeTables.config }, async (request) =>
    moves.move(actorOf(request), 'merge', mergeTables.body(request)),
  );

  registerVoidReasonRoutes(api, deps);
}
