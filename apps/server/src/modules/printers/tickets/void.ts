import type { TicketDocument, TicketLine } from '../print-requests.js';
import { orderHead } from './comanda.js';
import { banner, kitchenLine, stationHeader, ticketTime, type KitchenLine } from './ticket-parts.js';

/** A voided line, for the station that made it. */
export type VoidTicketData = {
  stationName: string | null;
  orderId: number;
  tokenNo: number;
  tableTitle: string | null;
  deliveryType: string;
  /** The line as it was ordered; `quantity` is what is voided. */
  line: KitchenLine;
  reason: string | null;
  /** Who voided it. */
  by: string | null;
  /** ISO instant of the void. */
  at: string;
  timeZone: string;
};

/** "ANULADO": stop making this. The line in large type, then why, who and when. */
export function voidDocument(d: VoidTicketData): TicketDocument {
  const lines: TicketLine[] = [
    ...stationHeader(d.stationName),
    banner('ANULADO'),
    { type: 'rule' },
    ...orderHead(d),
    { type: 'rule' },
    ...kitchenLine(d.line),
    { type: 'rule' },
    { type: 'text', text: `Motivo: ${d.reason ?? 'Sin motivo'}` },
  ];
  if (d.by) lines.push({ type: 'text', text: `Anuló: ${d.by}` });
  lines.push({ type: 'text', text: `Hora: ${ticketTime(d.at, d.timeZone)}` });
  return { lines, cut: true, drawerKick: false };
}
