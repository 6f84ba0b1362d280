import { OFFLINE_MESSAGES, type offlineDiscardBody } from '@comandero/contracts';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps.js';
import { conflict } from '../../http/http-error.js';
import { audit, type Actor } from '../audit/audit.js';

type DiscardBody = z.output<typeof offlineDiscardBody>;

const linesText = (lines: DiscardBody['lines']) => lines.map((l) => `${l.quantity} × ${l.title}`).join('; ');

/**
 * Issue 22: a person discarded an order queued on a device. The server never saw that order, so
 * what is kept is the audit entry, in one transaction with its checks:
 * - an order already stored under that Idempotency-Key (its request arrived, its answer was lost)
 *   is not discardable: 409, and the device learns the truth by resending the key;
 * - a retry of the same discard (its answer lost) finds its entry and writes nothing more.
 */
export function offlineDiscardService(deps: AppDeps) {
  return {
    async discard(actor: Actor, body: DiscardBody): Promise<{ message: string }> {
      const at = deps.clock.now().toISOString();
      await deps.db.transaction().execute(async (tx) => {
        const stored = await tx
          .selectFrom('idempotency_keys')
          .select('key')
          .where('key', '=', body.idempotencyKey)
          .where('route', 'in', ['create-order', 'create-order-and-invoice'])
          .executeTakeFirst();
        if (stored) throw conflict(OFFLINE_MESSAGES.discardAlreadyStored);
        const earlier = await tx
          .selectFrom('audit_log')
          .select('id')
          .where('action', '=', 'order.offline_discard')
          .where('entity_id', '=', body.idempotencyKey)
          .executeTakeFirst();
        if (earlier) return;
        await audit(tx, actor, {
          action: 'order.offline_discard',
          entityType: 'offline_order',
          entityId: body.idempotencyKey,
          after: {
            route: body.route,
            device_time: body.deviceTime,
            total: body.total,
            lines: linesText(body.lines),
          },
          reason: body.message ?? null,
          at,
        });
      });
      return { message: OFFLINE_MESSAGES.discardDone };
    },
  };
}
