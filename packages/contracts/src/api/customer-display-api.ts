import { defineRoute } from '../api-route.js';
import { pairDisplayAnswer, pairDisplayBody, pairingCodeAnswer } from '../customer-display.js';

/** Issue 21: a POS asks for a pairing code; a customer display redeems it. */
export const CUSTOMER_DISPLAY_API = {
  createCode: defineRoute({ method: 'POST', path: '/customer-display/pairing-codes', answer: pairingCodeAnswer }),
  pair: defineRoute({
    method: 'POST',
    path: '/customer-display/pair',
    body: pairDisplayBody,
    answer: pairDisplayAnswer,
  }),
};
