import { EINVOICE_DOCUMENT_MESSAGES as M } from '@comandero/contracts';
import type { AppDeps } from '../../app-deps.js';
import { conflict, notFound } from '../../http/http-error.js';
import { audit, type Actor } from '../audit/audit.js';

const RETRYABLE = new Set(['pendiente', 'rechazado', 'contingencia']);

/**
 * Issue 23: a person queues a document for the DIAN again, now. A rejected one is sent anew (the
 * DIAN takes a rejected CUDE again, e.g. once the RUT is fixed), so its track id is dropped: asking
 * GetStatus first would only repeat the rejection. A pending or contingency one keeps its track id,
 * so a possibly received document is still asked about before any resend.
 */
export function einvoiceRetryService(deps: AppDeps) {
  return {
    async retry(id: number, actor: Actor): Promise<void> {
      const nowIso = deps.clock.now().toISOString();
      await deps.db.transaction().execute(async (tx) => {
        const row = await tx
          .selectFrom('einvoice_documents')
          .select(['status', 'attempts'])
          .where('id', '=', id)
          .executeTakeFirst();
        if (!row) throw notFound(M.notFound);
        if (!RETRYABLE.has(row.status)) throw conflict(M.retryNotAllowed);
        const rejected = row.status === 'rechazado';
        await tx
          .updateTable('einvoice_documents')
          .set({
            next_attempt_at: null,
            updated_at: nowIso,
            ...(rejected ? { status: 'pendiente', track_id: null } : {}),
          })
          .where('id', '=', id)
          .execute();
        await audit(tx, actor, {
          action: 'einvoice.document_retry',
          entityType: 'einvoice_document',
          entityId: id,
          before: { status: row.status, attempts: row.attempts },
          after: { status: rejected ? 'pendiente' : row.status, attempts: row.attempts },
          at: nowIso,
        });
      });
      deps.events.publish('einvoice.retry-requested', { documentId: id });
    },
  };
}
