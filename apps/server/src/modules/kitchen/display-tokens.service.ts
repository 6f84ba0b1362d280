import type { DeliveryType, DisplayToken, DisplayTokensResponse } from '@comandero/contracts';
import type { AppDeps } from '../../app-deps.js';
import { businessDay } from '../../lib/clock.js';
import { readStoreTimeZone } from '../settings/store-time-zone.js';
import { kitchenRepository } from './kitchen.repository.js';

/**
 * GET /display/tokens: today's open orders for the token TV. Preparing while any line is created or
 * preparing; ready once every charged line is completed or delivered with at least one completed;
 * gone when all were delivered (handed over) or the order was completed or cancelled.
 */
export function displayTokensService(deps: AppDeps) {
  const repo = kitchenRepository(deps.db);
  return {
    async current(): Promise<DisplayTokensResponse> {
      const zone = await readStoreTimeZone(deps);
      const rows = await repo.displayRows(businessDay(deps.clock.now(), zone));
      const byOrder = new Map<number, { token: DisplayToken; statuses: Set<string> }>();
      for (const r of rows) {
        let entry = byOrder.get(r.id);
        if (!entry) {
          const token = {
            order_id: r.id,
            token_no: r.token_no,
            table_title: r.table_title,
            delivery_type: r.delivery_type as DeliveryType,
            date: r.created_at,
          };
          entry = { token, statuses: new Set() };
          byOrder.set(r.id, entry);
        }
        entry.statuses.add(r.status);
      }
      const answer: DisplayTokensResponse = { preparing: [], ready: [] };
      for (const { token, statuses } of byOrder.values()) {
        if (statuses.has('created') || statuses.has('preparing')) answer.preparing.push(token);
        else if (statuses.has('completed')) answer.ready.push(token);
      }
      return answer;
    },
  };
}
