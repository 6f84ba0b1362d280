import { BILLS_API, BILLS_MESSAGES as M } from '@comandero/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { IDEMPOTENT_PAYMENT_NOTE, idempotencyKeyOf, idempotentWrites } from '../../http/idempotency.js';
import { pathIds } from '../../http/openapi-parts.js';
import { taggedRoutes } from '../../http/openapi-route.js';
import { authOf, scopes } from '../../http/policy.js';
import { actorOf } from '../audit/audit.js';
import { PAYMENT_DRAWER_NOTE, paymentTerminalOf } from '../cash-drawer/terminal.js';
import { billAddOrdersService } from './bill-add-orders.service.js';
import { billAdjustService } from './bill-adjust.service.js';
import { billCancelService } from './bill-cancel.service.js';
import { billPayService } from './bill-pay.service.js';
import { billSplitService } from './bill-split.service.js';
import { registerDiscountReasonRoutes } from './discount-reasons.routes.js';

const settle = scopes('POS', 'ORDERS');
const discount = scopes('ORDERS');
const route = taggedRoutes('Cuentas');
const params = pathIds({ id: M.billNotFound });

const forTable = route(BILLS_API.forTable, {
  policy: settle,
  summary: 'Leer la división en cuentas de una mesa',
  params: pathIds({ tableId: M.tableInvalid }),
});
const split = route(BILLS_API.split, {
  policy: settle,
  summary: 'Dividir la cuenta de una mesa',
  description:
    'Con una cabecera Idempotency-Key, repetir la misma división devuelve la primera respuesta sin dividir ' +
    'de nuevo; la misma clave con otro cuerpo responde 409.',
});
const merge = route(BILLS_API.merge, { policy: settle, summary: 'Unir una cuenta a otra', params });
const applyDiscount = route(BILLS_API.discount, { policy: discount, summary: 'Aplicar un descuento', params });
const removeDiscount = route(BILLS_API.removeDiscount, {
  policy: discount,
  summary: 'Quitar un descuento',
  params,
});
const tip = route(BILLS_API.tip, { policy: settle, summary: 'Fijar la propina de una cuenta', params });
const pay = route(BILLS_API.pay, {
  policy: settle,
  summary: 'Cobrar una cuenta',
  description: `${PAYMENT_DRAWER_NOTE} ${IDEMPOTENT_PAYMENT_NOTE}`,
  params,
});
const cancel = route(BILLS_API.cancel, {
  policy: settle,
  summary: 'Deshacer la división de una mesa',
  params: pathIds({ splitId: M.splitNotFound }),
});
const addOrders = route(BILLS_API.addOrders, {
  policy: settle,
  summary: 'Agregar órdenes a una cuenta sin pagar',
  params,
});

/**
 * Issue 10: settling a table in parts. Cashiers (POS) and the orders screen (ORDERS) split, merge,
 * tip and pay; discounts only ORDERS (admin passes every policy).
 */
export function registerBillsRoutes(api: FastifyInstance, deps: AppDeps): void {
  const splits = billSplitService(deps);
  const adjust = billAdjustService(deps);
  const payments = billPayService(deps);

  api.get('/orders/bills/table/:tableId', { config: forTable.config }, async (request) =>
    splits.forTable(forTable.params(request).tableId),
  );

  const idempotent = idempotentWrites(deps.db, deps.clock);
  api.post('/orders/bills/split', { config: split.config }, async (request) => {
    const key = idempotencyKeyOf(request);
    const body = split.body(request);
    const userId = authOf(request).user.id;
    return idempotent({ userId, key, route: 'bills-split', request: body }, (remember) =>
      splits.create(userId, body, remember),
    );
  });

  api.post('/orders/bills/:id/merge', { config: merge.config }, async (request) =>
    splits.merge(merge.params(request).id, merge.body(request).intoBillId),
  );

  api.post('/orders/bills/:id/discount', { config: applyDiscount.config }, async (request) =>
    adjust.applyDiscount(actorOf(request), applyDiscount.params(request).id, applyDiscount.body(request)),
  );

  api.post('/orders/bills/:id/discount/remove', { config: removeDiscount.config }, async (request) =>
    adjust.removeDiscount(actorOf(request), removeDiscount.params(request).id, removeDiscount.body(request).lineId),
  );

  api.post('/orders/bills/:id/tip', { config: tip.config }, async (request) =>
    adjust.setTip(tip.params(request).id, tip.body(request)),
  );

  api.post('/orders/bills/:id/pay', { config: pay.config }, async (request) => {
    const key = idempotencyKeyOf(request);
    const { id } = pay.params(request);
    const body = pay.body(request);
    const userId = authOf(request).user.id;
    return idempotent({ userId, key, route: 'bills-pay', request: { id, ...body } }, (remember) =>
      payments.pay(userId, id, body, paymentTerminalOf(request), remember),
    );
  });

  const cancels = billCancelService(deps);
  api.post('/orders/bills/:splitId/cancel', { config: cancel.config }, async (request) =>
    cancels.cancel(cancel.params(request).splitId),
  );

  const orders = billAddOrdersService(deps);
  api.post('/orders/bills/:id/add-orders', { config: addOrders.config }, async (request) =>
    orders.addOrders(addOrders.params(request).id, addOrders.body(request).orderIds),
  );

  registerDiscountReasonRoutes(api, deps);
}
