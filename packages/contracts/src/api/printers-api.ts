import { z } from 'zod';
import { messageAnswer } from '../api-answers.js';
import { defineRoute, settingsListRoutes } from '../api-route.js';
import {
  printerBody,
  printerSchema,
  printerTestAnswer,
  printingStatusSchema,
  printJobSchema,
  orderPrintJobSchema,
  printJobsQuery,
  printRoutingBody,
  printRoutingSchema,
  stationBody,
  terminalPrinterAnswer,
  tokenSlipBody,
  stationSchema,
} from '../printers.js';

export const PRINTERS_API = {
  ...settingsListRoutes('/settings/printers', printerSchema, printerBody),
  test: defineRoute({ method: 'POST', path: '/settings/printers/:id/test', answer: printerTestAnswer }),
};

export const STATIONS_API = settingsListRoutes('/settings/stations', stationSchema, stationBody);

export const PRINT_ROUTING_API = {
  get: defineRoute({ method: 'GET', path: '/settings/printers/routing', answer: printRoutingSchema }),
  save: defineRoute({
    method: 'POST',
    path: '/settings/printers/routing',
    body: printRoutingBody,
    answer: messageAnswer,
  }),
};

/** The print queue as people see it: printers' status, jobs waiting or held, reprint and discard. */
export const PRINTING_API = {
  status: defineRoute({ method: 'GET', path: '/printing/status', answer: printingStatusSchema }),
  jobs: defineRoute({ method: 'GET', path: '/printing/jobs', query: printJobsQuery, answer: z.array(printJobSchema) }),
  reprint: defineRoute({ method: 'POST', path: '/printing/jobs/:id/reprint', answer: messageAnswer }),
  discard: defineRoute({ method: 'POST', path: '/printing/jobs/:id/discard', answer: messageAnswer }),
  /** Every ticket of one order (comandas, fired courses, voids, moves, receipts, reprints) for its reprint. */
  orderJobs: defineRoute({
    method: 'GET',
    path: '/printing/order-jobs/:orderId',
    answer: z.array(orderPrintJobSchema),
  }),
  /** Whether this terminal (X-Terminal-Id) has a receipt printer: the POS then prints there, not in the browser. */
  terminalPrinter: defineRoute({ method: 'GET', path: '/printing/terminal-printer', answer: terminalPrinterAnswer }),
  /** The POS's "Imprimir turno" on the terminal's receipt printer. */
  tokenSlip: defineRoute({ method: 'POST', path: '/printing/token-slip', body: tokenSlipBody, answer: messageAnswer }),
};
