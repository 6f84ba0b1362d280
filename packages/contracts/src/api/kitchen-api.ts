import { messageAnswer } from '../api-answers.js';
import { defineRoute } from '../api-route.js';
import {
  displayTokensAnswer,
  kitchenAnswer,
  kitchenBumpAnswer,
  kitchenRecallAnswer,
  kitchenStationQuery,
  kitchenStationsAnswer,
  kitchenStatusBody,
} from '../kitchen.js';

export const KITCHEN_API = {
  list: defineRoute({ method: 'GET', path: '/kitchen', query: kitchenStationQuery, answer: kitchenAnswer }),
  stations: defineRoute({ method: 'GET', path: '/kitchen/stations', answer: kitchenStationsAnswer }),
  setStatus: defineRoute({ method: 'POST', path: '/kitchen/:id', body: kitchenStatusBody, answer: messageAnswer }),
  ackVoid: defineRoute({ method: 'POST', path: '/kitchen/items/:id/ack-void', answer: messageAnswer }),
  bump: defineRoute({
    method: 'POST',
    path: '/kitchen/order/:orderId/bump',
    query: kitchenStationQuery,
    answer: kitchenBumpAnswer,
  }),
  recall: defineRoute({
    method: 'POST',
    path: '/kitchen/order/:orderId/recall',
    query: kitchenStationQuery,
    answer: kitchenRecallAnswer,
  }),
  displayTokens: defineRoute({ method: 'GET', path: '/display/tokens', answer: displayTokensAnswer }),
};
