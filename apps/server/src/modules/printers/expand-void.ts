import type { Db } from '../../db/database.js';
import type { ExpandedTicket, PrintRequest } from './print-requests.js';
import { ticketsRepository } from './tickets.repository.js';
import { voidDocument } from './tickets/void.js';

/**
 * "ANULADO" at each station that made the line (its item's route, else its category's, else the
 * default kitchen), for a voided line or a line of a cancelled order. A line or order gone since the
 * request was stored prints nothing.
 */
export async function expandVoid(db: Db, request: Extract<PrintRequest, { kind: 'void' }>): Promise<ExpandedTicket[]> {
  const repo = ticketsRepository(db);
  const line = await repo.voidedLine(request.orderItemId);
  if (!line) return [];
  const head = (await repo.orderHeads([line.order_id])).get(line.order_id);
  if (!head) return [];
  const [stations] = await repo.stationsOfLines([{ itemId: line.item_id, categoryId: line.category_id }]);
  const timeZone = await repo.timeZone();
  return stations.map((station) => ({
    target: station.target,
    document: voidDocument({
      stationName: station.name,
      orderId: head.id,
      tokenNo: head.tokenNo,
      tableTitle: head.tableTitle,
      deliveryType: head.deliveryType,
      line: {
        quantity: request.quantity,
        title: line.item_title,
        variant: line.variant_title,
        addons: line.addons,
        notes: line.notes,
      },
      reason: request.reason ?? line.void_reason ?? line.cancel_reason,
      by: line.voided_by_name ?? line.cancelled_by_name,
      at: line.voided_at ?? line.cancelled_at ?? line.updated_at,
      timeZone,
    }),
  }));
}
