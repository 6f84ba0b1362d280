import type { AppDeps } from '../../app-deps.js';
import { readStoreTimeZone } from '../settings/store-time-zone.js';
import { routeOrderLines } from './order-routing.js';
import { printExpansionRepository, type LineToPrint, type OrderToPrint } from './print-expansion.repository.js';
import type { ExpandedTicket, PrintRequest, TicketTarget } from './print-requests.js';
import { expandDrawerKick } from './expand-drawer-kick.js';
import { expandReceipt } from './expand-receipt.js';
import { expandTableMove } from './expand-table-move.js';
import { expandToken } from './expand-token.js';
import { expandVoid } from './expand-void.js';
import { comandaDocument } from './tickets/comanda.js';
import { readStoredDocument } from './stored-document.js';
import { reprintDocument } from './tickets/reprint.js';

type ExpandDeps = Pick<AppDeps, 'db' | 'config'> & {
  /** Reads shared by the requests expanded in one transaction (the store's zone, the station routes). */
  memo?: Map<string, Promise<unknown>>;
  /**
   * The orders whose comandas this transaction expands (`order` requests): read together, in two
   * queries for all of them, the first time one of them is expanded.
   */
  batchOrderIds?: readonly number[];
};

type OrderBatch = { orders: Map<number, OrderToPrint>; lines: Map<number, LineToPrint[]> };

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

/**
 * The comandas of an order: one per station with only that station's lines (held courses wait).
 * For a fired course, its lines alone under "MARCHAR" and the course's name.
 */
async function expandOrder(
  deps: ExpandDeps,
  orderId: number,
  fired?: { courseId: number; itemIds: readonly number[] },
): Promise<ExpandedTicket[]> {
  const repo = printExpansionRepository(deps.db);
  let order: OrderToPrint | undefined;
  let lines: LineToPrint[];
  if (!fired && deps.memo && deps.batchOrderIds?.includes(orderId)) {
    const ids = deps.batchOrderIds;
    const batch = await once(deps, 'orders', async (): Promise<OrderBatch> => {
      const [orders, lines] = [await repo.orders(ids), await repo.linesOf(ids)];
      return { orders, lines };
    });
    order = batch.orders.get(orderId);
    lines = batch.lines.get(orderId) ?? [];
  } else {
    order = await repo.order(orderId);
    lines = order ? await repo.lines(orderId, fired?.itemIds) : [];
  }
  if (!order || lines.length === 0) return [];
  const timeZone = await once(deps, 'zone', () => readStoreTimeZone(deps));
  const fire = fired ? ((await repo.courseTitle(fired.courseId)) ?? 'siguiente tiempo') : undefined;
  const routing = await once(deps, 'routing', () => repo.stationRouting());
  return routeOrderLines(lines, routing).map(({ target, stationName, lines: own }) => ({
    target,
    document: comandaDocument({
      stationName,
      addition: !fired && order.addition,
      fire,
      orderId: order.id,
      tokenNo: order.tokenNo,
      tableTitle: order.tableTitle,
      deliveryType: order.deliveryType,
      customerName: order.customerName,
      waiter: order.waiter,
      at: order.createdAt,
      timeZone,
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
  const original = readStoredDocument(job.document);
  const target: TicketTarget =
    job.target_kind === 'station' && job.station_id !== null
      ? { station: job.station_id }
      : job.target_kind === 'terminal'
        ? { terminal: job.terminal_id }
        : job.target_kind === 'printer' && job.printer_id !== null
          ? { printer: job.printer_id }
          : { defaultKitchen: true };
  return [{ target, document: reprintDocument(original) }];
}

/**
 * What a request prints and where each ticket goes: the per-kind dispatcher the print worker calls
 * once per request, in the transaction that stores the jobs.
 */
export async function expandPrintRequest(deps: ExpandDeps, request: PrintRequest): Promise<ExpandedTicket[]> {
  switch (request.kind) {
    case 'order':
      return expandOrder(deps, request.orderId);
    case 'course-fired':
      return expandOrder(deps, request.orderId, request);
    case 'reprint':
      return expandReprint(deps, request.jobId);
    case 'void':
      return expandVoid(deps.db, request);
    case 'table-move':
      return expandTableMove(deps.db, request);
    case 'receipt':
      return expandReceipt(deps.db, request);
    case 'drawer-kick':
      return expandDrawerKick(deps.db, request);
    case 'token':
      return expandToken(deps.db, request);
  }
}
