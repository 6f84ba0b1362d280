import type { Db } from '../../db/database.js';
import type { ExpandedTicket, PrintRequest } from './print-requests.js';

/** The drawer opened from the cash session: ESC p on the terminal's receipt printer, no paper, no cut. */
export function expandDrawerKick(
  _db: Db,
  request: Extract<PrintRequest, { kind: 'drawer-kick' }>,
): Promise<ExpandedTicket[]> {
  return Promise.resolve([
    { target: { terminal: request.terminalId }, document: { lines: [], cut: false, drawerKick: true } },
  ]);
}
