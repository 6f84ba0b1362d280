import { z } from 'zod';
import { createdAnswer, defineRoute, messageAnswer } from '../api-route.js';
import { printerBody, printerSchema, printerTestAnswer, stationBody, stationSchema } from '../printers.js';

export const PRINTERS_API = {
  list: defineRoute({ method: 'GET', path: '/settings/printers', answer: z.array(printerSchema) }),
  add: defineRoute({ method: 'POST', path: '/settings/printers/add', body: printerBody, answer: createdAnswer }),
  update: defineRoute({
    method: 'POST',
    path: '/settings/printers/:id/update',
    body: printerBody,
    answer: messageAnswer,
  }),
  remove: defineRoute({ method: 'DELETE', path: '/settings/printers/:id', answer: messageAnswer }),
  test: defineRoute({ method: 'POST', path: '/settings/printers/:id/test', answer: printerTestAnswer }),
};

export const STATIONS_API = {
  list: defineRoute({ method: 'GET', path: '/settings/stations', answer: z.array(stationSchema) }),
  add: defineRoute({ method: 'POST', path: '/settings/stations/add', body: stationBody, answer: createdAnswer }),
  update: defineRoute({
    method: 'POST',
    path: '/settings/stations/:id/update',
    body: stationBody,
    answer: messageAnswer,
  }),
  remove: defineRoute({ method: 'DELETE', path: '/settings/stations/:id', answer: messageAnswer }),
};
