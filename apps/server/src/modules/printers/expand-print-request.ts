import type { AppDeps } from '../../app-deps.js';
import { readStoreTimeZone } from '../settings/store-time-zone.js';
import { routeOrderLines } from './order-routing.js';
import { printExpansionRepository } from './print-expansion.repository.js';
import type { ExpandedTicket, PrintRequest, TicketDocument, TicketTarget } from './print-requests.js';
import { comandaDocument } from './tickets/comanda.js';

type ExpandDeps = Pick<AppDeps, 'db' | 'config'> & {
  /** Reads shared by the requests expanded in one transaction (the store's zone, the station routes). */
  memo?: Map<string, Promise<unknown>>;
};

/** `read` once per expanding transaction when it has a memo, otherwise every time. */
function once<T>(deps: ExpandDeps, key: string, read: () => Promise<T>): Promise<T> {
  if (!deps.memo) return read();
  let value = deps.memo.get(key) as Promise<T> | undefined;
  if (!value) {
    value = read();
    deps.memo.set(key, value);
  }
  return value;
}

const SERVICE_LABELS: Record<string, string> = { takeaway: 'PARA LLEVAR', delivery: 'DOMICILIO' };

/** "27/11/2026 10:15" in the store's zone. */
export function ticketTime(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('es-CO', {
    timeZone,
    hourCycle: 'h23',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  })
    .format(new Date(iso))
    .replace(',', '');
}

/** The comandas of an order: one per station with only that station's lines. */
async function expandOrder(deps: ExpandDeps, orderId: number): Promise<ExpandedTicket[]> {
  const repo = printExpansionRepository(deps.db);
  const order = await repo.order(orderId);
  if (!order) return [];
  const lines = await repo.lines(orderId);
  if (lines.length === 0) return [];
  const at = ticketTime(order.createdAt, await once(deps, 'zone', () => readStoreTimeZone(deps)));
  const serviceLabel =
    order.deliveryType === 'dinein'
      ? order.tableTitle
        ? `MESA ${order.tableTitle}`
        : 'EN EL LOCAL'
      : (SERVICE_LABELS[order.deliveryType] ?? order.deliveryType.toUpperCase());
  const routing = await once(deps, 'routing', () => repo.stationRouting());
  return routeOrderLines(lines, routing).map(({ target, stationName, lines: own }) => ({
    target,
    document: comandaDocument({
      stationName: stationName ?? 'COCINA',
      serviceLabel,
      tokenNo: order.tokenNo,
      waiter: order.waiter,
      at,
      addition: order.addition,
      lines: own.map((l) => ({
        quantity: l.quantity,
        title: l.title,
        variant: l.variant,
        addons: l.addons,
        notes: l.notes,
      })),
    }),
  }));
}

/** A past job again, to where its target points now, marked "REIMPRESIÓN". */
async function expandReprint(deps: ExpandDeps, jobId: number): Promise<ExpandedTicket[]> {
  const job = await printExpansionRepository(deps.db).job(jobId);
  if (!job) return [];
  const original = JSON.parse(job.document) as TicketDocument;
  const target: TicketTarget =
    job.target_kind === 'station' && job.station_id !== null
      ? { station: job.station_id }
      : job.target_kind === 'terminal'
        ? { terminal: job.terminal_id }
        : job.target_kind === 'printer' && job.printer_id !== null
          ? { printer: job.printer_id }
          : { defaultKitchen: true };
  const mark = { type: 'text', text: '*** REIMPRESIÓN ***', align: 'center', bold: true, size: 2 } as const;
  return [{ target, document: { ...original, lines: [mark, ...original.lines], drawerKick: false } }];
}

/**
 * What a request prints and where each ticket goes: the per-kind dispatcher the print worker calls
 * once per request, in the transaction that stores the jobs. Kinds without builders yet print nothing.
 */
export async function expandPrintRequest(deps: ExpandDeps, request: PrintRequest): Promise<ExpandedTicket[]> {
  switch (request.kind) {
    case 'order':
      return expandOrder(deps, request.orderId);
    case 'reprint':
      return expandReprint(deps, request.jobId);
    case 'void':
    case 'table-move':
    case 'receipt':
    case 'drawer-kick':
    case 'token':
      return [];
  }
}
