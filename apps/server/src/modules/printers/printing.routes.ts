import { DASHBOARD_ROUTE_SCOPES, ORDERS_MESSAGES, PRINTING_API, PRINTING_MESSAGES } from '@comandero/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { pathIds } from '../../http/openapi-parts.js';
import { taggedRoutes } from '../../http/openapi-route.js';
import { scopes } from '../../http/policy.js';
import { paymentTerminalOf } from '../cash-drawer/terminal.js';
import { printingService } from './printing.service.js';

/** Those who see the orders screen (the cashier's reprint and status) and those who set the printers. */
const policy = scopes(...DASHBOARD_ROUTE_SCOPES.orders, ...DASHBOARD_ROUTE_SCOPES.settings);
const route = taggedRoutes('Impresión');
const jobId = pathIds({ id: PRINTING_MESSAGES.jobNotFound });

const status = route(PRINTING_API.status, {
  policy,
  summary: 'Estado de las impresoras y de su cola',
  description: 'Por impresora: si respondió al último envío, el último error, los tiquetes en espera y los retenidos.',
});
const jobs = route(PRINTING_API.jobs, {
  policy,
  summary: 'Tiquetes retenidos o en espera',
  description:
    'status=held (por defecto): tiquetes que no se imprimieron a tiempo o no tienen impresora, para reimprimir o ' +
    'descartar. status=pending: los que esperan su turno o un reintento. Los más recientes primero.',
});
const orderJobs = route(PRINTING_API.orderJobs, {
  policy: scopes(...DASHBOARD_ROUTE_SCOPES.orders),
  summary: 'Tiquetes de una orden',
  description:
    'Comandas, tiempos marchados, anulaciones, cambios de mesa, turno, recibos y reimpresiones de la orden, ' +
    'los más antiguos primero, para reimprimir cualquiera desde la pantalla de órdenes.',
  params: pathIds({ orderId: ORDERS_MESSAGES.orderNotFound }),
});
const terminalPrinter = route(PRINTING_API.terminalPrinter, {
  policy: scopes(...DASHBOARD_ROUTE_SCOPES.pos),
  summary: 'Impresora de recibos de este terminal',
  description:
    'Según X-Terminal-Id: si el terminal imprime en una impresora de red. El POS entonces imprime allí el ' +
    'recibo y el turno en lugar de abrir la impresión del navegador.',
});
const tokenSlip = route(PRINTING_API.tokenSlip, {
  policy: scopes(...DASHBOARD_ROUTE_SCOPES.pos),
  summary: 'Imprimir el turno en la impresora del terminal',
  description:
    'Encola el turno de la orden para la impresora de recibos del terminal de X-Terminal-Id. Responde 409 si el ' +
    'terminal no tiene impresora (el POS imprime entonces en el navegador) y 404 si la orden no existe.',
});
const reprint = route(PRINTING_API.reprint, {
  policy,
  summary: 'Reimprimir un tiquete',
  description: 'Cualquier tiquete pasado, marcado «REIMPRESIÓN», en la impresora que hoy corresponde a su destino.',
  params: jobId,
});
const discard = route(PRINTING_API.discard, {
  policy,
  summary: 'Descartar un tiquete retenido o en espera',
  description: 'Un tiquete ya impreso o descartado responde 409.',
  params: jobId,
});

/** The print queue as people see it (issue 20). */
export function registerPrintingRoutes(api: FastifyInstance, deps: AppDeps): void {
  const printing = printingService(deps);
  api.get('/printing/status', { config: status.config }, () => printing.status());
  api.get('/printing/jobs', { config: jobs.config }, (request) => printing.jobs(jobs.query(request).status));
  api.get('/printing/order-jobs/:orderId', { config: orderJobs.config }, (request) =>
    printing.orderJobs(orderJobs.params(request).orderId),
  );
  api.get('/printing/terminal-printer', { config: terminalPrinter.config }, (request) =>
    printing.terminalPrinter(paymentTerminalOf(request)),
  );
  api.post('/printing/token-slip', { config: tokenSlip.config }, async (request) => {
    await printing.tokenSlip(tokenSlip.body(request).orderId, paymentTerminalOf(request));
    return { message: PRINTING_MESSAGES.tokenSlipQueued };
  });
  api.post('/printing/jobs/:id/reprint', { config: reprint.config }, async (request) => {
    await printing.reprint(reprint.params(request).id);
    return { message: PRINTING_MESSAGES.reprinted };
  });
  api.post('/printing/jobs/:id/discard', { config: discard.config }, async (request) => {
    await printing.discard(discard.params(request).id);
    return { message: PRINTING_MESSAGES.discarded };
  });
}
