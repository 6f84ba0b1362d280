import type { Order, OrderGroup, OrderItem, OrdersInitResponse } from '@comandero/contracts';

/** Test data of the orders screen, shaped as GET /orders answers. */
export function orderItem(over: Partial<OrderItem> = {}): OrderItem {
  return {
    id: 1,
    order_id: 1,
    item_id: 10,
    item_title: 'Churrasco',
    variant_id: null,
    variant_title: null,
    variant_price: null,
    quantity: 1,
    status: 'created',
    date: '2025-03-10T14:50:00.000Z',
    addons: [],
    notes: null,
    price: 45_000,
    line_total: 45_000,
    tax_title: null,
    tax_rate: null,
    tax_type: null,
    tax_amount: 0,
    ...over,
  };
}

export function order(over: Partial<Order> = {}): Order {
  return {
    id: 1,
    date: '2025-03-10T14:50:00.000Z',
    delivery_type: 'dinein',
    customer_type: 'WALKIN',
    customer_id: null,
    customer_name: null,
    table_id: 3,
    table_title: 'Mesa 3',
    floor: 'Terraza',
    status: 'created',
    payment_status: 'pending',
    token_no: 7,
    items: [orderItem()],
    item_total: 45_000,
    tax_total: 0,
    total: 45_000,
    invoice_id: null,
    ...over,
  };
}

export function group(orders: Order[]): OrderGroup {
  const first = orders[0];
  return {
    table_id: first?.table_id ?? null,
    table_title: first?.table_title ?? 'Dine Out / Delivery',
    floor: first?.floor ?? null,
    orders,
    order_ids: orders.map((o) => o.id),
  };
}

export const ordersInit = {
  paymentTypes: [
    { id: 1, title: 'Efectivo', is_active: 1 },
    { id: 2, title: 'Tarjeta', is_active: 1 },
  ],
  printSettings: {
    page_format: 80,
    header: null,
    footer: null,
    show_notes: 1,
    is_enable_print: 1,
    show_store_details: 0,
    show_customer_details: 1,
    print_token: 1,
  },
  storeSettings: { store_name: 'La Fonda', address: null, phone: null, email: null, currency: 'COP', image: null },
} satisfies OrdersInitResponse;
