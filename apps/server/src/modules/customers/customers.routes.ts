import {
  CUSTOMER_MESSAGES,
  CUSTOMER_PHONE_MAX_LENGTH,
  CUSTOMERS_PAGES_HEADER,
  CUSTOMERS_TOTAL_HEADER,
  customerAddBody,
  customersListQuery,
  customerUpdateBody,
} from '@comandero/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.js';
import { scopes } from '../../http/policy.js';
import { parseInput } from '../../http/validate.js';
import { customersService } from './customers.service.js';

const M = CUSTOMER_MESSAGES;

const phoneParams = z.object({
  phone: z
    .string({ error: M.phoneInvalid })
    .trim()
    .min(1, M.phoneInvalid)
    .max(CUSTOMER_PHONE_MAX_LENGTH, M.phoneInvalid),
});
const phoneOf = (params: unknown) => parseInput(phoneParams, params).phone;

const read = scopes('CUSTOMERS', 'VIEW_CUSTOMERS', 'MANAGE_CUSTOMERS');
const write = scopes('CUSTOMERS', 'MANAGE_CUSTOMERS');

export function registerCustomersRoutes(api: FastifyInstance, deps: AppDeps): void {
  const customers = customersService(deps);

  // Spec §7: the page's rows as the body, so a client reading an array works; totals in headers.
  api.get('/customers', { config: { policy: read } }, async (request, reply) => {
    const page = await customers.page(parseInput(customersListQuery, request.query));
    reply.header(CUSTOMERS_TOTAL_HEADER, page.totalCount).header(CUSTOMERS_PAGES_HEADER, page.pages);
    return page.customers;
  });

  // The same page with its totals in the body, for our own screens.
  api.get('/customers/paged', { config: { policy: read } }, async (request) =>
    customers.page(parseInput(customersListQuery, request.query)),
  );

  // The POS and the reservation form look customers up by phone, so their scopes open this read too.
  const lookup = scopes(
    'POS',
    'CUSTOMERS',
    'VIEW_CUSTOMERS',
    'MANAGE_CUSTOMERS',
    'RESERVATIONS',
    'MANAGE_RESERVATIONS',
  );
  api.get('/customers/:phone', { config: { policy: lookup } }, async (request) =>
    customers.get(phoneOf(request.params)),
  );

  api.post('/customers/add', { config: { policy: write } }, async (request) => {
    const { phone, ...values } = parseInput(customerAddBody, request.body);
    return { message: M.added, customer: await customers.add(phone, values) };
  });

  api.post('/customers/:phone/update', { config: { policy: write } }, async (request) => {
    const phone = phoneOf(request.params);
    const values = parseInput(customerUpdateBody, request.body);
    return { message: M.updated, customer: await customers.update(phone, values) };
  });

  api.delete('/customers/:phone/delete', { config: { policy: write } }, async (request) => {
    await customers.remove(phoneOf(request.params));
    return { message: M.deleted };
  });
}
