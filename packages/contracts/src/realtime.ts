/** Socket event payloads, defined once for the server and the browser. */
export type NewOrderEvent = { tokenNo: number; orderId: number };
export type OrderUpdateEvent = { orderIds?: number[] };

export type ServerToClientEvents = {
  new_order: (payload: NewOrderEvent) => void;
  order_update: (payload: OrderUpdateEvent) => void;
};

export type ClientToServerEvents = {
  new_order_backend: (payload: NewOrderEvent) => void;
  order_update_backend: (payload: OrderUpdateEvent) => void;
};
