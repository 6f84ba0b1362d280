import type { TicketDocument } from '../print-requests.js';
import { ticketTime } from './ticket-parts.js';

export type TokenSlipData = { tokenNo: number; at: string; timeZone: string };

/** The token slip as the browser's /print-token prints it: "Turno", the number large, the date. */
export function tokenSlipDocument(d: TokenSlipData): TicketDocument {
  return {
    lines: [
      { type: 'feed', lines: 1 },
      { type: 'text', text: 'TURNO', align: 'center', bold: true },
      { type: 'text', text: String(d.tokenNo), align: 'center', bold: true, size: 2 },
      { type: 'text', text: ticketTime(d.at, d.timeZone), align: 'center' },
      { type: 'feed', lines: 1 },
    ],
    cut: true,
    drawerKick: false,
  };
}
