import { SHIFT_MESSAGES as M, VOID_REASONS_API } from '@comandero/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { registerReasonListRoutes } from '../settings/reason-list.routes.js';

/** The void reasons list (issue 11): read by whoever may void and by Configuraciones. */
export function registerVoidReasonRoutes(api: FastifyInstance, deps: AppDeps): void {
  registerReasonListRoutes(api, deps, {
    table: 'void_reasons',
    routes: VOID_REASONS_API,
    tag: 'Órdenes',
    kind: 'de anulación',
    messages: {
      exists: M.voidReasonExists,
      notFound: M.voidReasonNotFound,
      saved: M.voidReasonSaved,
      updated: M.voidReasonUpdated,
      deleted: M.voidReasonDeleted,
    },
  });
}
