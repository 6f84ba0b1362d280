import { messageAnswer } from '../api-answers.js';
import { defineRoute } from '../api-route.js';
import {
  completeAndPaySettleAnswer,
  completeAndPaySettleBody,
  paymentSummaryAnswer,
  paymentSummaryBody,
} from '../order-settle.js';
import {
  cancelOrdersBody,
  floorTablesAnswer,
  moveTableAnswer,
  moveTableBody,
  voidItemBody,
  voidReasonBody,
  voidReasonsAnswer,
} from '../order-shift.js';
import {
  fireCourseAnswer,
  fireCourseBody,
  orderIdsBody,
  ordersAnswer,
  ordersInitAnswer,
  updateItemStatusBody,
} from '../orders.js';

/** spec §7 "Orders and kitchen", orders half, with the shift's voids and table moves (issue 11). */
export const ORDERS_API = {
  list: defineRoute({ method: 'GET', path: '/orders', answer: ordersAnswer }),
  init: defineRoute({ method: 'GET', path: '/orders/init', answer: ordersInitAnswer }),
  updateStatus: defineRoute({
    method: 'POST',
    path: '/orders/update-status/:id',
    body: updateItemStatusBody,
    answer: messageAnswer,
  }),
  cancel: defineRoute({ method: 'POST', path: '/orders/cancel', body: cancelOrdersBody, answer: messageAnswer }),
  complete: defineRoute({ method: 'POST', path: '/orders/complete', body: orderIdsBody, answer: messageAnswer }),
  fireCourse: defineRoute({
    method: 'POST',
    path: '/orders/:id/fire-course',
    body: fireCourseBody,
    answer: fireCourseAnswer,
  }),
  paymentSummary: defineRoute({
    method: 'POST',
    path: '/orders/complete-order-payment-summary',
    body: paymentSummaryBody,
    answer: paymentSummaryAnswer,
  }),
  completeAndPay: defineRoute({
    method: 'POST',
    path: '/orders/complete-and-pay-order',
    body: completeAndPaySettleBody,
    answer: completeAndPaySettleAnswer,
  }),
  voidItem: defineRoute({ method: 'POST', path: '/orders/items/:id/void', body: voidItemBody, answer: messageAnswer }),
  tables: defineRoute({ method: 'GET', path: '/orders/tables', answer: floorTablesAnswer }),
  transfer: defineRoute({ method: 'POST', path: '/orders/transfer', body: moveTableBody, answer: moveTableAnswer }),
  mergeTables: defineRoute({
    method: 'POST',
    path: '/orders/merge-tables',
    body: moveTableBody,
    answer: moveTableAnswer,
  }),
};

export const VOID_REASONS_API = {
  list: defineRoute({ method: 'GET', path: '/orders/void-reasons', answer: voidReasonsAnswer }),
  add: defineRoute({ method: 'POST', path: '/orders/void-reasons', body: voidReasonBody, answer: voidReasonsAnswer }),
  rename: defineRoute({
    method: 'POST',
    path: '/orders/void-reasons/:id/update',
    body: voidReasonBody,
    answer: voidReasonsAnswer,
  }),
  remove: defineRoute({ method: 'POST', path: '/orders/void-reasons/:id/delete', answer: voidReasonsAnswer }),
};
