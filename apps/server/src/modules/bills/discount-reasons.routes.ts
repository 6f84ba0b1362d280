import { BILLS_MESSAGES as M, discountReasonBody } from '@comandero/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { isUniqueViolation } from '../../db/constraint-errors.js';
import { conflict, notFound } from '../../http/http-error.js';
import { scopes } from '../../http/policy.js';
import { parseInput } from '../../http/validate.js';
import { pathId } from '../settings/path-id.js';

/** The short, editable list of discount reasons; those who may discount may edit it. */
export function registerDiscountReasonRoutes(api: FastifyInstance, deps: AppDeps): void {
  const db = deps.db;
  const list = () => db.selectFrom('discount_reasons').select(['id', 'title']).orderBy('id').execute();

  api.get('/orders/bills/discount-reasons', { config: { policy: scopes('POS', 'ORDERS') } }, async () => ({
    reasons: await list(),
  }));

  api.post('/orders/bills/discount-reasons', { config: { policy: scopes('ORDERS') } }, async (request) => {
    const { title } = parseInput(discountReasonBody, request.body);
    try {
      await db.insertInto('discount_reasons').values({ title, created_at: deps.clock.now().toISOString() }).execute();
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict(M.discountReasonExists);
      throw err;
    }
    return { message: M.discountReasonSaved, reasons: await list() };
  });

  api.post('/orders/bills/discount-reasons/:id/delete', { config: { policy: scopes('ORDERS') } }, async (request) => {
    const id = pathId(request.params, 'id', M.discountReasonNotFound);
    const res = await db.deleteFrom('discount_reasons').where('id', '=', id).executeTakeFirst();
    if (Number(res.numDeletedRows) !== 1) throw notFound(M.discountReasonNotFound);
    return { message: M.discountReasonDeleted, reasons: await list() };
  });
}
