import { CUSTOMER_MESSAGES, normalizePhone, type Customer } from '@comandero/contracts';
import type { AppDeps } from '../../app-deps.js';
import { notFound } from '../../http/http-error.js';
import { customersRepository } from './customers.repository.js';

export function customersService(deps: AppDeps) {
  const repo = customersRepository(deps.db);
  return {
    async get(phone: string): Promise<Customer> {
      const customer = await repo.findByPhone([...new Set([normalizePhone(phone), phone])]);
      if (!customer) throw notFound(CUSTOMER_MESSAGES.notFound);
      return customer;
    },
  };
}
