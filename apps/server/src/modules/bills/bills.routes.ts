import {
  addBillOrdersBody,
  billDiscountBody,
  BILLS_MESSAGES as M,
  billTipBody,
  createSplitBody,
  mergeBillBody,
  payBillBody,
  removeBillDiscountBody,
} from '@comandero/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { authOf, scopes } from '../../http/policy.js';
import { parseInput } from '../../http/validate.js';
import { actorOf } from '../audit/audit.js';
import { paymentTerminalOf } from '../cash-drawer/terminal.js';
import { pathId } from '../settings/path-id.js';
import { billAddOrdersService } from './bill-add-orders.service.js';
import { billAdjustService } from './bill-adjust.service.js';
import { billCancelService } from './bill-cancel.service.js';
import { billPayService } from './bill-pay.service.js';
import { billSplitService } from './bill-split.service.js';
import { registerDiscountReasonRoutes } from './discount-reasons.routes.js';

/**
 * Issue 10: settling a table in parts. Cashiers (POS) and the orders screen (ORDERS) split, merge,
 * tip and pay; discounts only ORDERS (admin passes every policy).
 */
export function registerBillsRoutes(api: FastifyInstance, deps: AppDeps): void {
  const splits = billSplitService(deps);
  const adjust = billAdjustService(deps);
  const pay = billPayService(deps);
  const settle = { policy: scopes('POS', 'ORDERS') };
  const discount = { policy: scopes('ORDERS') };
  const billId = (params: unknown) => pathId(params, 'id', M.billNotFound);

  api.get('/orders/bills/table/:tableId', { config: settle }, async (request) =>
    splits.forTable(pathId(request.params, 'tableId', M.tableInvalid)),
  );

  api.post('/orders/bills/split', { config: settle }, async (request) =>
    splits.create(authOf(request).user.id, parseInput(createSplitBody, request.body)),
  );

  api.post('/orders/bills/:id/merge', { config: settle }, async (request) =>
    splits.merge(billId(request.params), parseInput(mergeBillBody, request.body).intoBillId),
  );

  api.post('/orders/bills/:id/discount', { config: discount }, async (request) =>
    adjust.applyDiscount(actorOf(request), billId(request.params), parseInput(billDiscountBody, request.body)),
  );

  api.post('/orders/bills/:id/discount/remove', { config: discount }, async (request) =>
    adjust.removeDiscount(
      actorOf(request),
      billId(request.params),
      parseInput(removeBillDiscountBody, request.body).lineId,
    ),
  );

  api.post('/orders/bills/:id/tip', { config: settle }, async (request) =>
    adjust.setTip(billId(request.params), parseInput(billTipBody, request.body)),
  );

  api.post('/orders/bills/:id/pay', { config: settle }, async (request) =>
    pay.pay(
      authOf(request).user.id,
      billId(request.params),
      parseInput(payBillBody, request.body),
      paymentTerminalOf(request),
    ),
  );

  const cancel = billCancelService(deps);
  api.post('/orders/bills/:splitId/cancel', { config: settle }, async (request) =>
    cancel.cancel(pathId(request.params, 'splitId', M.splitNotFound)),
  );

  const addOrders = billAddOrdersService(deps);
  api.post('/orders/bills/:id/add-orders', { config: settle }, async (request) =>
    addOrders.addOrders(billId(request.params), parseInput(addBillOrdersBody, request.body).orderIds),
  );

  registerDiscountReasonRoutes(api, deps);
}
