import { defineRoute } from '../api-route.js';
import { offlineDiscardAnswer, offlineDiscardBody } from '../offline.js';
import { createOrderAndInvoiceBody, createOrderBody, orderResultSchema, posInitAnswer } from '../pos.js';

export const POS_API = {
  init: defineRoute({ method: 'GET', path: '/pos/init', answer: posInitAnswer }),
  createOrder: defineRoute({
    method: 'POST',
    path: '/pos/create-order',
    body: createOrderBody,
    answer: orderResultSchema,
  }),
  createOrderAndInvoice: defineRoute({
    method: 'POST',
    path: '/pos/create-order-and-invoice',
    body: createOrderAndInvoiceBody,
    answer: orderResultSchema,
  }),
  /** Issue 22: a person discarded a queued offline order; audited. */
  offlineDiscard: defineRoute({
    method: 'POST',
    path: '/pos/offline-discards',
    body: offlineDiscardBody,
    answer: offlineDiscardAnswer,
  }),
};
