import type { TicketDocument, TicketLine } from '../print-requests.js';
import { banner, kitchenLine, serviceLabel, stationHeader, ticketTime, type KitchenLine } from './ticket-parts.js';

export type { KitchenLine };

/** What one station's comanda of one order shows; only that station's lines. */
export type ComandaData = {
  /** The station's name; null on the default kitchen printer (lines no station routes). */
  stationName: string | null;
  /** The table already had open orders when this one was sent: only the new lines print. */
  addition: boolean;
  /** A held course fired (issue 21): its name, printed under "MARCHAR". */
  fire?: string;
  orderId: number;
  tokenNo: number;
  tableTitle: string | null;
  deliveryType: string;
  customerName: string | null;
  /** Who sent the order (its created_by user's name). */
  waiter: string | null;
  /** ISO instant the order was taken. */
  at: string;
  timeZone: string;
  lines: readonly KitchenLine[];
};

/** The ticket's head: where it goes, what it is for, and the order's who, where and when. */
export function orderHead(
  d: Pick<ComandaData, 'orderId' | 'tokenNo' | 'tableTitle' | 'deliveryType'> &
    Partial<Pick<ComandaData, 'customerName' | 'waiter'>>,
): TicketLine[] {
  const out: TicketLine[] = [];
  if (d.tableTitle) out.push({ type: 'text', text: `Mesa: ${d.tableTitle}`, bold: true, size: 2 });
  out.push({ type: 'text', text: serviceLabel(d.deliveryType), bold: true });
  // Whole, never cut: "Turno 1234." on a busy day's ticket (or any on 57 mm paper) would be another order's.
  out.push({
    type: 'pair',
    left: `Turno ${d.tokenNo}`,
    right: `Pedido #${d.orderId}`,
    bold: true,
    size: 2,
    whole: true,
  });
  if (d.customerName) out.push({ type: 'text', text: `Cliente: ${d.customerName}` });
  if (d.waiter) out.push({ type: 'text', text: `Mesero: ${d.waiter}` });
  return out;
}

/**
 * The kitchen ticket (comanda) of one order at one station: the station, "ADICIÓN" when it adds to
 * a table already eating, the order's head, and each line with its quantity, variant, add-ons and
 * notes in large type.
 */
export function comandaDocument(d: ComandaData): TicketDocument {
  const lines: TicketLine[] = [...stationHeader(d.stationName)];
  if (d.addition) lines.push(banner('ADICIÓN'));
  if (d.fire) {
    lines.push(banner('MARCHAR'));
    lines.push({ type: 'text', text: d.fire.toLocaleUpperCase('es'), align: 'center', bold: true, size: 2 });
  }
  lines.push({ type: 'rule' }, ...orderHead(d), { type: 'text', text: `Hora: ${ticketTime(d.at, d.timeZone)}` });
  lines.push({ type: 'rule' });
  d.lines.forEach((line, i) => {
    if (i > 0) lines.push({ type: 'feed', lines: 1 });
    lines.push(...kitchenLine(line));
  });
  lines.push({ type: 'rule' });
  return { lines, cut: true, drawerKick: false };
}
