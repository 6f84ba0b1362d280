import { z } from 'zod';
import { messageAnswer } from '../api-answers.js';
import { defineRoute } from '../api-route.js';
import {
  customerAddBody,
  customerSavedAnswer,
  customerSchema,
  customersListAnswer,
  customersListQuery,
  customersPageAnswer,
  customerUpdateBody,
} from '../customers.js';
import {
  reservationAddBody,
  reservationSchema,
  reservationSearchQuery,
  reservationsInitAnswer,
  reservationUpdateBody,
} from '../reservations.js';
import { dateFilterQuery } from '../date-filters.js';

export const CUSTOMERS_API = {
  list: defineRoute({ method: 'GET', path: '/customers', query: customersListQuery, answer: customersListAnswer }),
  paged: defineRoute({
    method: 'GET',
    path: '/customers/paged',
    query: customersListQuery,
    answer: customersPageAnswer,
  }),
  get: defineRoute({ method: 'GET', path: '/customers/:phone', answer: customerSchema }),
  add: defineRoute({ method: 'POST', path: '/customers/add', body: customerAddBody, answer: customerSavedAnswer }),
  update: defineRoute({
    method: 'POST',
    path: '/customers/:phone/update',
    body: customerUpdateBody,
    answer: customerSavedAnswer,
  }),
  remove: defineRoute({ method: 'DELETE', path: '/customers/:phone/delete', answer: messageAnswer }),
};

const reservationSaved = z.object({ message: z.string(), reservation: reservationSchema });

export const RESERVATIONS_API = {
  init: defineRoute({ method: 'GET', path: '/reservations/init', answer: reservationsInitAnswer }),
  list: defineRoute({
    method: 'GET',
    path: '/reservations',
    query: dateFilterQuery,
    answer: z.array(reservationSchema),
  }),
  search: defineRoute({
    method: 'GET',
    path: '/reservations/search',
    query: reservationSearchQuery,
    answer: z.array(reservationSchema),
  }),
  add: defineRoute({ method: 'POST', path: '/reservations/add', body: reservationAddBody, answer: reservationSaved }),
  update: defineRoute({
    method: 'POST',
    path: '/reservations/update/:id',
    body: reservationUpdateBody,
    answer: reservationSaved,
  }),
  remove: defineRoute({ method: 'DELETE', path: '/reservations/delete/:id', answer: messageAnswer }),
};
