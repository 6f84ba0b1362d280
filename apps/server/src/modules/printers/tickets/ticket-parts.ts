import type { TicketLine } from '../print-requests.js';

/** The service options as the POS words them (spec §2, "Opción de servicio"). */
export const SERVICE_LABELS: Record<string, string> = {
  dinein: 'Comer en el local',
  delivery: 'Entrega a domicilio',
  takeaway: 'Para llevar',
};

export const serviceLabel = (deliveryType: string | null): string =>
  (deliveryType !== null ? SERVICE_LABELS[deliveryType] : undefined) ?? '-';

const timeFormats = new Map<string, { intl: Intl.DateTimeFormat; minute?: number; text?: string }>();

/**
 * "27 nov 2026, 10:05 a. m." in the store's zone, as the browser receipt words a date: the server
 * may run in UTC, the kitchen reads the clock on the wall.
 */
export function ticketTime(iso: string, timeZone: string): string {
  let format = timeFormats.get(timeZone);
  if (!format) {
    format = { intl: new Intl.DateTimeFormat('es-CO', { timeZone, dateStyle: 'medium', timeStyle: 'short' }) };
    timeFormats.set(timeZone, format);
  }
  const ms = new Date(iso).getTime();
  if (Number.isNaN(ms)) return iso;
  // The text shows the minute, and zones' offsets are whole minutes: one Intl format (its costliest
  // part, several µs) serves every ticket of that minute, as under a rush's hundreds of comandas.
  const minute = Math.floor(ms / 60_000);
  if (format.minute !== minute) {
    format.minute = minute;
    format.text = format.intl.format(new Date(minute * 60_000));
  }
  return format.text!;
}

/** The station's name over every kitchen ticket, so a ticket found on the wrong pass says whose it is. */
export const stationHeader = (stationName: string | null): TicketLine[] => [
  { type: 'text', text: stationName ?? 'Cocina', align: 'center', bold: true, size: 2 },
];

/** A banner the cook cannot miss ("ADICIÓN", "ANULADO", "CAMBIO DE MESA", "REIMPRESIÓN"). */
export const banner = (text: string): TicketLine => ({
  type: 'text',
  text: `*** ${text} ***`,
  align: 'center',
  bold: true,
  size: 2,
});

/** One order line as the kitchen reads it, all in large type: "2 x Hamburguesa", then its parts. */
export type KitchenLine = {
  quantity: number;
  title: string;
  variant: string | null;
  addons: readonly string[];
  notes: string | null;
};

export function kitchenLine(line: KitchenLine): TicketLine[] {
  const out: TicketLine[] = [{ type: 'text', text: `${line.quantity} x ${line.title}`, bold: true, size: 2 }];
  if (line.variant) out.push({ type: 'text', text: `  ${line.variant}`, size: 2 });
  if (line.addons.length > 0) out.push({ type: 'text', text: `  + ${line.addons.join(', ')}`, size: 2 });
  if (line.notes) out.push({ type: 'text', text: `  * ${line.notes}`, size: 2 });
  return out;
}
