import type { TicketDocument, TicketLine } from '../print-requests.js';
import { banner, stationHeader, ticketTime } from './ticket-parts.js';

/** A party moved (or joined another) at a station that still has their open items. */
export type TableMoveTicketData = {
  stationName: string | null;
  fromTable: string;
  toTable: string;
  /** Tokens of the moved orders that have open items at this station. */
  tokens: readonly number[];
  /** Who moved them. */
  by: string | null;
  /** ISO instant of the move. */
  at: string;
  timeZone: string;
};

/** "CAMBIO DE MESA": from which table to which, and the tokens whose dishes now go elsewhere. */
export function tableMoveDocument(d: TableMoveTicketData): TicketDocument {
  const lines: TicketLine[] = [
    ...stationHeader(d.stationName),
    banner('CAMBIO DE MESA'),
    { type: 'rule' },
    { type: 'text', text: `De: ${d.fromTable}`, bold: true, size: 2 },
    { type: 'text', text: `A: ${d.toTable}`, bold: true, size: 2 },
    { type: 'rule' },
    { type: 'text', text: `${d.tokens.length === 1 ? 'Turno' : 'Turnos'} ${d.tokens.join(', ')}`, bold: true },
  ];
  if (d.by) lines.push({ type: 'text', text: `Cambió: ${d.by}` });
  lines.push({ type: 'text', text: `Hora: ${ticketTime(d.at, d.timeZone)}` });
  return { lines, cut: true, drawerKick: false };
}
