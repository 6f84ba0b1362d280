import { CUSTOMER_MESSAGES, CUSTOMER_PHONE_MAX_LENGTH } from '@comandero/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.js';
import { scopes } from '../../http/policy.js';
import { parseInput } from '../../http/validate.js';
import { customersService } from './customers.service.js';

const phoneParams = z.object({
  phone: z
    .string({ error: CUSTOMER_MESSAGES.phoneInvalid })
    .trim()
    .min(1, CUSTOMER_MESSAGES.phoneInvalid)
    .max(CUSTOMER_PHONE_MAX_LENGTH, CUSTOMER_MESSAGES.phoneInvalid),
});

export function registerCustomersRoutes(api: FastifyInstance, deps: AppDeps): void {
  const customers = customersService(deps);

  // The POS looks customers up by phone, so its scope opens this read as well.
  api.get(
    '/customers/:phone',
    { config: { policy: scopes('POS', 'CUSTOMERS', 'VIEW_CUSTOMERS', 'MANAGE_CUSTOMERS') } },
    async (request) => customers.get(parseInput(phoneParams, request.params).phone),
  );
}
