import type { TicketDocument, TicketLine } from '../print-requests.js';
import { banner, ticketTime } from './ticket-parts.js';

/**
 * A past job printed again, marked "REIMPRESIÓN" at the top so nobody makes the dishes twice (or
 * takes a second copy for a second payment). A reprint never opens the drawer.
 */
export function reprintDocument(stored: TicketDocument, reprinted?: { at: string; timeZone: string }): TicketDocument {
  const mark: TicketLine[] = [banner('REIMPRESIÓN')];
  if (reprinted)
    mark.push({ type: 'text', text: `Reimpreso: ${ticketTime(reprinted.at, reprinted.timeZone)}`, align: 'center' });
  return { lines: [...mark, { type: 'rule' }, ...stored.lines], cut: stored.cut, drawerKick: false };
}
