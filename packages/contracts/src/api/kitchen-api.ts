import { defineRoute, messageAnswer } from '../api-route.js';
import {
  displayTokensAnswer,
  kitchenAnswer,
  kitchenBumpAnswer,
  kitchenRecallAnswer,
  kitchenStatusBody,
} from '../kitchen.js';

export const KITCHEN_API = {
  list: defineRoute({ method: 'GET', path: '/kitchen', answer: kitchenAnswer }),
  setStatus: defineRoute({ method: 'POST', path: '/kitchen/:id', body: kitchenStatusBody, answer: messageAnswer }),
  ackVoid: defineRoute({ method: 'POST', path: '/kitchen/items/:id/ack-void', answer: messageAnswer }),
  bump: defineRoute({ method: 'POST', path: '/kitchen/order/:orderId/bump', answer: kitchenBumpAnswer }),
  recall: defineRoute({ method: 'POST', path: '/kitchen/order/:orderId/recall', answer: kitchenRecallAnswer }),
  displayTokens: defineRoute({ method: 'GET', path: '/display/tokens', answer: displayTokensAnswer }),
};
