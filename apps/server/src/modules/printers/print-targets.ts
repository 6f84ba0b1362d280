import { PRINTING_MESSAGES } from '@comandero/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import type { ExpandedTicket } from './print-requests.js';
import type { NewJob } from './print-queue.repository.js';
import { storedDocument } from './stored-document.js';

export const DEFAULT_KITCHEN_LABEL = 'Cocina (predeterminada)';

/**
 * Where an expanded ticket goes, read with the expansion (in its transaction, or on SQLite's expansion
 * thread): a station's printer and backup, the default kitchen printer, a terminal's receipt printer,
 * or a named printer. With nothing set the job is stored held with the reason, so a ticket nobody
 * can print is seen (and reprinted once a printer is set) rather than silently dropped.
 */
export async function jobOf(
  db: Kysely<Database>,
  requestId: number,
  ticket: ExpandedTicket,
  memo?: Map<string, Promise<unknown>>,
): Promise<NewJob> {
  /** Reads shared by the tickets of one expanding transaction (a pass stores many at once). */
  const once = <T>(key: string, read: () => Promise<T>): Promise<T> => {
    if (!memo) return read();
    let value = memo.get(key) as Promise<T> | undefined;
    if (!value) {
      value = read();
      memo.set(key, value);
    }
    return value;
  };
  const { target } = ticket;
  const base = { requestId, document: storedDocument(ticket.document), stationId: null, terminalId: null };
  const printing = (printerId: number | null, backupPrinterId: number | null) =>
    printerId === null
      ? { printerId: null, backupPrinterId: null, status: 'held' as const, lastError: PRINTING_MESSAGES.noPrinter }
      : { printerId, backupPrinterId, status: 'pending' as const, lastError: null };

  if ('station' in target) {
    const stations = await once('target:stations', async () => {
      const rows = await db.selectFrom('stations').select(['id', 'name', 'printer_id', 'backup_printer_id']).execute();
      return new Map(rows.map((r) => [r.id, r]));
    });
    const station = stations.get(target.station);
    if (station) {
      return {
        ...base,
        targetKind: 'station',
        stationId: target.station,
        targetLabel: station.name,
        ...printing(station.printer_id, station.backup_printer_id),
      };
    }
    // A station deleted since: its lines go where unrouted lines go.
  }
  if ('station' in target || 'defaultKitchen' in target) {
    const routing = await once('target:routing', () =>
      db.selectFrom('print_routing').select('default_kitchen_printer_id').where('id', '=', 1).executeTakeFirst(),
    );
    return {
      ...base,
      targetKind: 'defaultKitchen',
      targetLabel: DEFAULT_KITCHEN_LABEL,
      ...printing(routing?.default_kitchen_printer_id ?? null, null),
    };
  }
  if ('terminal' in target) {
    const row =
      target.terminal === null
        ? undefined
        : await db
            .selectFrom('terminal_printers')
            .select(['printer_id', 'label'])
            .where('terminal_id', '=', target.terminal)
            .executeTakeFirst();
    return {
      ...base,
      targetKind: 'terminal',
      terminalId: target.terminal,
      targetLabel:
        row?.label ?? (target.terminal === null ? 'Terminal sin identificar' : `Terminal ${target.terminal}`),
      ...printing(row?.printer_id ?? null, null),
    };
  }
  const printer = await db
    .selectFrom('printers')
    .select(['id', 'name'])
    .where('id', '=', target.printer)
    .executeTakeFirst();
  return {
    ...base,
    targetKind: 'printer',
    targetLabel: printer?.name ?? `Impresora ${target.printer}`,
    ...printing(printer?.id ?? null, null),
  };
}
