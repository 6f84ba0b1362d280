import { CUSTOMER_MESSAGES, normalizePhone, type Customer, type CustomersPage } from '@comandero/contracts';
import type { AppDeps } from '../../app-deps.js';
import { isUniqueViolation } from '../../db/constraint-errors.js';
import { badRequest, conflict, notFound } from '../../http/http-error.js';
import { checkBuyerIdentity, type BuyerDocumentType } from '../einvoice/nit.js';
import { dataStamp } from '../../lib/data-stamp.js';
import { stampedCache } from '../../lib/stamped-cache.js';
import { customersRepository, type CustomerValues } from './customers.repository.js';

const M = CUSTOMER_MESSAGES;

/**
 * Issue 23: a document typed for a customer is checked as the DE-POS will name it (digits, a NIT's
 * check digit), normalised, and refused in Spanish when wrong.
 */
function checkedDocument(values: CustomerValues): CustomerValues {
  const d = values.document;
  if (!d) return values;
  const checked = checkBuyerIdentity({ type: d.type as BuyerDocumentType, number: d.number, dv: d.dv ?? null });
  if (!checked.ok) throw badRequest(checked.message);
  return { ...values, document: { type: d.type, number: checked.buyer.number, dv: checked.buyer.dv } };
}

/** The phone is the primary key: SQLite names that violation apart from other unique ones. */
const isDuplicateKey = (err: unknown) =>
  isUniqueViolation(err) || (err as { code?: unknown } | null)?.code === 'SQLITE_CONSTRAINT_PRIMARYKEY';

export function customersService(deps: AppDeps) {
  const repo = customersRepository(deps.db, deps.dialect);
  const nowIso = () => deps.clock.now().toISOString();
  // A page shows the customers' own rows only: orders and sales do not move its stamp.
  const cached = stampedCache<CustomersPage, unknown>(dataStamp(deps.db, ['customers']));

  /** A path phone as typed or as stored before lookups were normalised. */
  async function find(phone: string): Promise<Customer> {
    const customer = await repo.findByPhone([...new Set([normalizePhone(phone), phone])]);
    if (!customer) throw notFound(M.notFound);
    return customer;
  }

  return {
    get: find,

    page(q: { page: number; perPage: number; filter?: string }): Promise<CustomersPage> {
      return cached(JSON.stringify([q.filter, q.page, q.perPage]), async () => {
        const [customers, totalCount] = await Promise.all([
          repo.list({ filter: q.filter, limit: q.perPage, offset: (q.page - 1) * q.perPage }),
          repo.count(q.filter),
        ]);
        return { customers, totalCount, pages: Math.ceil(totalCount / q.perPage), page: q.page, perPage: q.perPage };
      });
    },

    async add(phone: string, values: CustomerValues): Promise<Customer> {
      try {
        await repo.insert(phone, checkedDocument(values), nowIso());
      } catch (err) {
        if (isDuplicateKey(err)) throw conflict(M.duplicatePhone);
        throw err;
      }
      return find(phone);
    },

    async update(phone: string, values: CustomerValues): Promise<Customer> {
      const stored = (await find(phone)).phone;
      if (!(await repo.update(stored, checkedDocument(values), nowIso()))) throw notFound(M.notFound);
      return find(stored);
    },

    async remove(phone: string): Promise<void> {
      const stored = (await find(phone)).phone;
      const outcome = await repo.remove(stored, nowIso());
      if (outcome === 'booked') throw conflict(M.hasUpcomingReservations);
      if (outcome === 'missing') throw notFound(M.notFound);
    },
  };
}
