import { defineRoute } from '../api-route.js';
import { addBillOrdersBody } from '../bill-table.js';
import {
  billDiscountBody,
  billSplitAnswer,
  billTipBody,
  createSplitBody,
  discountReasonBody,
  discountReasonsAnswer,
  mergeBillBody,
  payBillAnswer,
  payBillBody,
  removeBillDiscountBody,
} from '../bills.js';

/** Issue 10: settling a table in parts. */
export const BILLS_API = {
  forTable: defineRoute({ method: 'GET', path: '/orders/bills/table/:tableId', answer: billSplitAnswer }),
  split: defineRoute({ method: 'POST', path: '/orders/bills/split', body: createSplitBody, answer: billSplitAnswer }),
  merge: defineRoute({ method: 'POST', path: '/orders/bills/:id/merge', body: mergeBillBody, answer: billSplitAnswer }),
  discount: defineRoute({
    method: 'POST',
    path: '/orders/bills/:id/discount',
    body: billDiscountBody,
    answer: billSplitAnswer,
  }),
  removeDiscount: defineRoute({
    method: 'POST',
    path: '/orders/bills/:id/discount/remove',
    body: removeBillDiscountBody,
    answer: billSplitAnswer,
  }),
  tip: defineRoute({ method: 'POST', path: '/orders/bills/:id/tip', body: billTipBody, answer: billSplitAnswer }),
  pay: defineRoute({ method: 'POST', path: '/orders/bills/:id/pay', body: payBillBody, answer: payBillAnswer }),
  cancel: defineRoute({ method: 'POST', path: '/orders/bills/:splitId/cancel', answer: billSplitAnswer }),
  addOrders: defineRoute({
    method: 'POST',
    path: '/orders/bills/:id/add-orders',
    body: addBillOrdersBody,
    answer: billSplitAnswer,
  }),
};

export const DISCOUNT_REASONS_API = {
  list: defineRoute({ method: 'GET', path: '/orders/bills/discount-reasons', answer: discountReasonsAnswer }),
  add: defineRoute({
    method: 'POST',
    path: '/orders/bills/discount-reasons',
    body: discountReasonBody,
    answer: discountReasonsAnswer,
  }),
  rename: defineRoute({
    method: 'POST',
    path: '/orders/bills/discount-reasons/:id/update',
    body: discountReasonBody,
    answer: discountReasonsAnswer,
  }),
  remove: defineRoute({
    method: 'POST',
    path: '/orders/bills/discount-reasons/:id/delete',
    answer: discountReasonsAnswer,
  }),
};
