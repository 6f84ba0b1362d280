import { CUSTOMER_DISPLAY_API } from '@comandero/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { taggedRoutes } from '../../http/openapi-route.js';
import { authOf, scopes } from '../../http/policy.js';
import { requiredTerminalOf } from '../cash-drawer/terminal.js';
import { customerDisplayService } from './customer-display.service.js';

const route = taggedRoutes('Pantalla del cliente');
const createCode = route(CUSTOMER_DISPLAY_API.createCode, {
  policy: scopes('POS'),
  summary: 'Código para emparejar una pantalla del cliente',
  description:
    'Seis dígitos, válidos 5 minutos y una sola vez, para el terminal de la cabecera X-Terminal-Id (obligatoria). ' +
    'Pedir otro invalida el anterior de ese terminal.',
});
const pair = route(CUSTOMER_DISPLAY_API.pair, {
  policy: scopes('CUSTOMER_DISPLAY'),
  summary: 'Emparejar esta pantalla del cliente con un terminal',
  description:
    'La sesión de este dispositivo sigue desde ahora al terminal del código (y solo a ese) por su sala de socket. ' +
    'Código desconocido, usado o vencido: 404; demasiados códigos equivocados: 429.',
});

/** Issue 21: pairing a customer display on another device with one POS terminal. */
export function registerCustomerDisplayRoutes(api: FastifyInstance, deps: AppDeps): void {
  const service = customerDisplayService(deps);
  api.post('/customer-display/pairing-codes', { config: createCode.config }, async (request) =>
    service.createCode(authOf(request), requiredTerminalOf(request)),
  );

  api.post('/customer-display/pair', { config: pair.config }, async (request) =>
    service.pair(authOf(request), pair.body(request).code),
  );
}
