import {
  CUSTOMER_MESSAGES,
  CUSTOMER_PHONE_MAX_LENGTH,
  CUSTOMERS_API,
  CUSTOMERS_PAGES_HEADER,
  CUSTOMERS_TOTAL_HEADER,
  type CustomersListResponse,
} from '@comandero/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.js';
import { taggedRoutes } from '../../http/openapi-route.js';
import { scopes } from '../../http/policy.js';
import { customersService } from './customers.service.js';

const M = CUSTOMER_MESSAGES;
const route = taggedRoutes('Clientes');

const phoneParams = z.object({
  phone: z
    .string({ error: M.phoneInvalid })
    .trim()
    .min(1, M.phoneInvalid)
    .max(CUSTOMER_PHONE_MAX_LENGTH, M.phoneInvalid),
});

const read = scopes('CUSTOMERS', 'VIEW_CUSTOMERS', 'MANAGE_CUSTOMERS');
const write = scopes('CUSTOMERS', 'MANAGE_CUSTOMERS');
// The POS and the reservation form look customers up by phone, so their scopes open this read too.
const lookup = scopes('POS', 'CUSTOMERS', 'VIEW_CUSTOMERS', 'MANAGE_CUSTOMERS', 'RESERVATIONS', 'MANAGE_RESERVATIONS');

const list = route(CUSTOMERS_API.list, {
  policy: read,
  summary: 'Listar clientes (una página)',
  description:
    'Responde {customers, currentPage, totalPages, totalCustomers}; los totales también van en las cabeceras ' +
    `${CUSTOMERS_TOTAL_HEADER} y ${CUSTOMERS_PAGES_HEADER}.`,
});
const paged = route(CUSTOMERS_API.paged, { policy: read, summary: 'Listar clientes con los totales' });
const get = route(CUSTOMERS_API.get, {
  policy: lookup,
  summary: 'Buscar un cliente por teléfono',
  params: phoneParams,
});
const add = route(CUSTOMERS_API.add, { policy: write, summary: 'Crear un cliente' });
const update = route(CUSTOMERS_API.update, { policy: write, summary: 'Modificar un cliente', params: phoneParams });
const remove = route(CUSTOMERS_API.remove, { policy: write, summary: 'Eliminar un cliente', params: phoneParams });

export function registerCustomersRoutes(api: FastifyInstance, deps: AppDeps): void {
  const customers = customersService(deps);

  // Spec §7 with the seed system's answer (its Customers screen reads these four names).
  api.get('/customers', { config: list.config }, async (request, reply): Promise<CustomersListResponse> => {
    const page = await customers.page(list.query(request));
    reply.header(CUSTOMERS_TOTAL_HEADER, page.totalCount).header(CUSTOMERS_PAGES_HEADER, page.pages);
    return {
      customers: page.customers,
      currentPage: page.page,
      totalPages: page.pages,
      totalCustomers: page.totalCount,
    };
  });

  // The same page with its totals in the body, for our own screens.
  api.get('/customers/paged', { config: paged.config }, async (request) => customers.page(paged.query(request)));

  api.get('/customers/:phone', { config: get.config }, async (request) => customers.get(get.params(request).phone));

  api.post('/customers/add', { config: add.config }, async (request) => {
    const { phone, ...values } = add.body(request);
    return { message: M.added, customer: await customers.add(phone, values) };
  });

  api.post('/customers/:phone/update', { config: update.config }, async (request) => {
    const { phone } = update.params(request);
    const values = update.body(request);
    return { message: M.updated, customer: await customers.update(phone, values) };
  });

  api.delete('/customers/:phone/delete', { config: remove.config }, async (request) => {
    await customers.remove(remove.params(request).phone);
    return { message: M.deleted };
  });
}
