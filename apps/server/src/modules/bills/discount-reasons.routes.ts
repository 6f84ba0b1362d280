import { BILLS_MESSAGES as M, DISCOUNT_REASONS_API } from '@comandero/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { registerReasonListRoutes } from '../settings/reason-list.routes.js';

/** The discount reasons list: read by those who settle bills and by Configuraciones. */
export function registerDiscountReasonRoutes(api: FastifyInstance, deps: AppDeps): void {
  registerReasonListRoutes(api, deps, {
    table: 'discount_reasons',
    routes: DISCOUNT_REASONS_API,
    tag: 'Cuentas',
    kind: 'de descuento',
    messages: {
      exists: M.discountReasonExists,
      notFound: M.discountReasonNotFound,
      saved: M.discountReasonSaved,
      updated: M.discountReasonUpdated,
      deleted: M.discountReasonDeleted,
    },
  });
}
