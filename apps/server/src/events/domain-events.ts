import type { OrderItemStatus } from '@comandero/contracts';
import {
  createEventBus,
  type EventBus,
  type EventPublisher,
  type EventSubscriber,
  type SubscriberFailure,
} from './event-bus.js';

type Ids = readonly number[];

/**
 * What happened in the domain, published by the services once the write has committed (never from
 * inside a transaction: a rolled-back write publishes nothing). Payloads carry ids and the facts of
 * the change; a subscriber that needs more reads the committed rows.
 */
export type DomainEvents = {
  /** A POS submit stored an order; paid at the POS, with its invoice. */
  'order.created': { orderId: number; tokenNo: number; invoiceId?: number };
  /** The orders screen set a line's status (into cancelled it is a void without a reason). */
  'order.item-status-set': { orderId: number; itemId: number; status: OrderItemStatus };
  'order.item-voided': { orderId: number; itemId: number; reason: string };
  /** A held course of the order was fired (issue 21): these lines are the kitchen's now. */
  'order.course-fired': { orderId: number; courseId: number; itemIds: Ids };
  'orders.cancelled': { orderIds: Ids; reason: string | null };
  'orders.completed': { orderIds: Ids };
  /** The orders screen settled these orders with one invoice. */
  'orders.paid': { orderIds: Ids; invoiceId: number };
  /** Transfer or merge: `movedOrderIds` now stand on the target table beside `targetOrderIds`. */
  'table.moved': {
    mode: 'transfer' | 'merge';
    fromTableId: number;
    toTableId: number;
    movedOrderIds: Ids;
    targetOrderIds: Ids;
  };
  'kitchen.item-status-set': { orderId: number; itemId: number; status: OrderItemStatus };
  'kitchen.void-acknowledged': { orderId: number; itemId: number };
  'kitchen.order-bumped': { orderId: number; status: 'preparing' | 'completed'; itemIds: Ids };
  'kitchen.order-recalled': { orderId: number; itemIds: Ids };
  /** A table's bill was cut into bills; `orderIds` are the orders the split covers. */
  'bill.split-created': { splitId: number; orderIds: Ids };
  'bill.orders-added': { splitId: number; billId: number; orderIds: Ids };
  'bill.merged': { billId: number; intoBillId: number; orderIds: Ids };
  /** A discount or the tip of an unpaid bill changed. */
  'bill.adjusted': { billId: number; orderIds: Ids };
  'bill.paid': { billId: number; invoiceId: number; tableClosed: boolean; orderIds: Ids };
  'bill.split-cancelled': { splitId: number; orderIds: Ids };
  /** "Anular venta": a paid invoice was annulled whole; `orderIds` are the orders it had settled. */
  'invoice.voided': { invoiceId: number; orderIds: Ids };
  /** A print request was stored outside an order (a reprint): the print worker looks for work. */
  'print.requested': Record<string, never>;
  /** The print queue: a printer's status or its jobs changed (a send's outcome, a job held, discarded). */
  'print.status-changed': { printerIds: Ids };
  /** A ticket did not print after its retries (still pending) or was held back for a person. */
  'print.failed': {
    jobId: number;
    printerId: number | null;
    printerName: string | null;
    orderId: number | null;
    status: 'pending' | 'held';
    message: string;
  };
  /** Issue 23: a DE-POS was queued again by hand: the transmission worker looks for work. */
  'einvoice.retry-requested': { documentId: number };
  /** Issue 24: these items became sold out or available again (stock crossed the line, or 86). */
  'inventory.stock-changed': { itemIds: Ids };
  /** Signed out, device removed, expired, a stolen refresh token, or its user changed or removed. */
  'session.ended': { sessionId: string };
};

export type DomainEventName = keyof DomainEvents;
export type DomainEventPublisher = EventPublisher<DomainEvents>;
export type DomainEventSubscriber = EventSubscriber<DomainEvents>;
export type DomainEventBus = EventBus<DomainEvents>;

export function createDomainEvents(onFailure: SubscriberFailure): DomainEventBus {
  return createEventBus<DomainEvents>(onFailure);
}
