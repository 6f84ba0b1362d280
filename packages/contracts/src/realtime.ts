import type { DisplayFollowAck, DisplayPublish, DisplayState } from './customer-display.js';

/** Socket event payloads, defined once for the server and the browser. */
export type NewOrderEvent = { tokenNo: number; orderId: number };
export type OrderUpdateEvent = { orderIds?: number[] };
/** A printer's status or its queue changed: read GET /printing/status again. */
export type PrintStatusEvent = { printerIds: number[] };
/**
 * A ticket could not print after its retries (still pending, retried later) or was held back
 * (too old, or no printer): the cashier's toast. `message` is the Spanish text to show.
 */
export type PrintFailedEvent = {
  jobId: number;
  printerId: number | null;
  printerName: string | null;
  orderId: number | null;
  status: 'pending' | 'held';
  message: string;
};

/** Issue 24: these items became sold out or available again (stock or 86): read GET /pos/init again. */
export type StockUpdateEvent = { itemIds: number[] };

/** "Anular venta": a paid invoice was annulled; Facturas, the dashboard and the reports read again. */
export type InvoiceVoidedEvent = { invoiceId: number; orderIds: number[] };

export type ServerToClientEvents = {
  invoice_voided: (payload: InvoiceVoidedEvent) => void;
  stock_update: (payload: StockUpdateEvent) => void;
  new_order: (payload: NewOrderEvent) => void;
  order_update: (payload: OrderUpdateEvent) => void;
  print_status: (payload: PrintStatusEvent) => void;
  print_failed: (payload: PrintFailedEvent) => void;
  /** Issue 21: what the followed terminal's customer display shows, only to displays paired with it. */
  customer_display_state: (state: DisplayState) => void;
};

export type ClientToServerEvents = {
  new_order_backend: (payload: NewOrderEvent) => void;
  order_update_backend: (payload: OrderUpdateEvent) => void;
  /** Issue 21: a POS (scope POS) publishes its customer display's state; others are ignored. */
  customer_display_publish: (payload: DisplayPublish) => void;
  /** Issue 21: a paired display joins its terminal's room (again after each reconnection). */
  customer_display_follow: (ack: (answer: DisplayFollowAck) => void) => void;
};
