import { canVoidInvoice, INVOICE_VOID_MESSAGES as M, toMajor, type InvoiceVoidResponse } from '@comandero/contracts';
import type { AppDeps } from '../../app-deps.js';
import { forbidden } from '../../http/http-error.js';
import type { Remember } from '../../http/idempotency.js';
import { audit, type Actor } from '../audit/audit.js';
import { voidInvoice } from './invoice-void.js';

/** POST /invoices/{id}/void: one transaction (with its audit row and its kept answer), then the screens are told. */
export function invoiceVoidService(deps: AppDeps) {
  return {
    async voidSale(
      actor: Actor,
      invoiceId: number,
      reason: string,
      remember: Remember<InvoiceVoidResponse>,
    ): Promise<InvoiceVoidResponse> {
      if (!canVoidInvoice(actor.user)) throw forbidden(M.needsManager);
      const nowIso = deps.clock.now().toISOString();
      const { answer, orderIds, stockUpdate } = await deps.db.transaction().execute(async (tx) => {
        const done = await voidInvoice(tx, {
          invoiceId,
          reason,
          userId: actor.user.id,
          terminal: actor.terminalId,
          nowIso,
          einvoiceKey: deps.einvoiceKey,
        });
        const refund = { total: toMajor(done.refund.total), cash: toMajor(done.refund.cash) };
        await audit(tx, actor, {
          action: 'invoice.void',
          entityType: 'invoice',
          entityId: invoiceId,
          before: { status: 'paid' },
          after: { status: 'voided', refund, cash_session_id: done.cashSessionId },
          reason,
          at: nowIso,
        });
        const answer: InvoiceVoidResponse = {
          message: M.voided,
          invoiceId,
          voided_at: nowIso,
          void_reason: reason,
          refund,
          cashSessionId: done.cashSessionId,
          ...(done.creditNote ? { credit_note: done.creditNote } : {}),
        };
        await remember(tx, answer);
        return { answer, orderIds: done.orderIds, stockUpdate: done.stockUpdate };
      });
      deps.events.publish('invoice.voided', { invoiceId, orderIds });
      if (stockUpdate.length) deps.events.publish('inventory.stock-changed', { itemIds: stockUpdate });
      return answer;
    },
  };
}
