import type { TicketDocument, TicketLine } from '../print-requests.js';

export type ComandaLine = {
  quantity: number;
  title: string;
  variant: string | null;
  addons: readonly string[];
  notes: string | null;
};

export type Comanda = {
  /** The station's name, or the default kitchen's. */
  stationName: string;
  /** "Mesa 4", "Para llevar", "Domicilio". */
  serviceLabel: string;
  tokenNo: number;
  waiter: string | null;
  /** Already in the store's time zone, e.g. "27/11/2026 10:15". */
  at: string;
  lines: readonly ComandaLine[];
  /** A table's later order: only its new lines, headed "ADICIÓN". */
  addition: boolean;
};

/** A kitchen ticket of one station: only its lines, large enough to read from the grill. */
export function comandaDocument(c: Comanda): TicketDocument {
  const lines: TicketLine[] = [
    { type: 'text', text: c.stationName, align: 'center', bold: true, size: 2 },
    ...(c.addition ? [{ type: 'text', text: 'ADICIÓN', align: 'center', bold: true, size: 2 } as const] : []),
    { type: 'text', text: c.serviceLabel, bold: true, size: 2 },
    { type: 'pair', left: `Turno ${c.tokenNo}`, right: c.at },
    ...(c.waiter ? [{ type: 'text', text: `Mesero: ${c.waiter}` } as const] : []),
    { type: 'rule' },
  ];
  for (const l of c.lines) {
    lines.push({ type: 'text', text: `${l.quantity} x ${l.title}`, bold: true, size: 2 });
    if (l.variant) lines.push({ type: 'text', text: `  ${l.variant}`, size: 2 });
    for (const a of l.addons) lines.push({ type: 'text', text: `  + ${a}`, size: 2 });
    if (l.notes) lines.push({ type: 'text', text: `  Nota: ${l.notes}`, size: 2 });
  }
  lines.push({ type: 'rule' });
  return { lines, cut: true, drawerKick: false };
}
