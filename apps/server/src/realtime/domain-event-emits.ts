import type { OrderUpdateEvent } from '@comandero/contracts';
import type { DomainEvents, DomainEventSubscriber } from '../events/domain-events.js';
import type { Realtime } from './realtime.js';

type Ids = readonly number[];

/**
 * The orders each event makes the screens refetch, as `order_update`'s `orderIds`, in the order the
 * services always sent them. Every domain event is listed, so a new one must decide what sockets hear.
 */
const ORDER_UPDATES: { [K in keyof DomainEvents]: ((event: DomainEvents[K]) => Ids) | null } = {
  'order.created': null,
  'order.item-status-set': (e) => [e.orderId],
  'order.item-voided': (e) => [e.orderId],
  'order.course-fired': (e) => [e.orderId],
  'orders.cancelled': (e) => e.orderIds,
  'orders.completed': (e) => e.orderIds,
  'orders.paid': (e) => e.orderIds,
  'table.moved': (e) => [...e.movedOrderIds, ...e.targetOrderIds],
  'kitchen.item-status-set': (e) => [e.orderId],
  'kitchen.void-acknowledged': (e) => [e.orderId],
  'kitchen.order-bumped': (e) => [e.orderId],
  'kitchen.order-recalled': (e) => [e.orderId],
  'bill.split-created': (e) => e.orderIds,
  'bill.orders-added': (e) => e.orderIds,
  'bill.merged': (e) => e.orderIds,
  'bill.adjusted': (e) => e.orderIds,
  'bill.paid': (e) => e.orderIds,
  'bill.split-cancelled': (e) => e.orderIds,
  'invoice.voided': (e) => e.orderIds,
  'print.requested': null,
  'print.status-changed': null,
  'print.failed': null,
  'einvoice.retry-requested': null,
  'inventory.stock-changed': null,
  'session.ended': null,
};

/**
 * The socket layer hears the domain, not the services: each committed change becomes today's
 * socket.io emit (names and payloads of packages/contracts), which the adapter carries to every instance.
 */
export function emitDomainEvents(events: DomainEventSubscriber, realtime: Realtime): void {
  events.subscribe('order.created', (e) => realtime.emitNewOrder({ tokenNo: e.tokenNo, orderId: e.orderId }));
  events.subscribe('session.ended', (e) => realtime.disconnectSession(e.sessionId));
  events.subscribe('print.status-changed', (e) => realtime.emitPrintStatus({ printerIds: [...e.printerIds] }));
  events.subscribe('print.failed', (e) => realtime.emitPrintFailed({ ...e }));
  events.subscribe('invoice.voided', (e) =>
    realtime.emitInvoiceVoided({ invoiceId: e.invoiceId, orderIds: [...e.orderIds] }),
  );
  events.subscribe('inventory.stock-changed', (e) => realtime.emitStockUpdate({ itemIds: [...e.itemIds] }));
  for (const name of Object.keys(ORDER_UPDATES) as (keyof DomainEvents)[]) {
    const orderIdsOf = ORDER_UPDATES[name] as ((event: DomainEvents[typeof name]) => Ids) | null;
    if (!orderIdsOf) continue;
    // A copy: the payload stays the publisher's, and the adapter may serialise after we return.
    events.subscribe(name, (e) =>
      realtime.emitOrderUpdate({ orderIds: [...orderIdsOf(e)] } satisfies OrderUpdateEvent),
    );
  }
}
