import type { Db } from '../../db/database.js';
import type { ExpandedTicket, PrintRequest } from './print-requests.js';
import { ticketsRepository } from './tickets.repository.js';
import { tokenSlipDocument } from './tickets/token-slip.js';

/** The token slip of an order on the terminal's receipt printer. */
export async function expandToken(
  db: Db,
  request: Extract<PrintRequest, { kind: 'token' }>,
): Promise<ExpandedTicket[]> {
  const repo = ticketsRepository(db);
  const head = (await repo.orderHeads([request.orderId])).get(request.orderId);
  if (!head) return [];
  const document = tokenSlipDocument({ tokenNo: head.tokenNo, at: head.createdAt, timeZone: await repo.timeZone() });
  return [{ target: { terminal: request.terminalId }, document }];
}
