import type { NewOutboxEntry } from '../features/offline/outbox';

let n = 0;
/** A queued kitchen order as the POS would store it; `key` defaults to a fresh one. */
export function newEntry(over: Partial<NewOutboxEntry> = {}): NewOutboxEntry {
  n += 1;
  return {
    key: `key-${n}`,
    route: 'kitchen',
    body: { cart: [{ id: 1, title: 'Café', quantity: 1 }], offline: true, deviceTime: '2026-11-27T12:00:00-05:00' },
    total: 500_000,
    deviceTime: '2026-11-27T12:00:00-05:00',
    userId: 'mesero',
    pos: null,
    view: { customer: 'WALKIN CUSTOMER', table: null, paymentType: null },
    ...over,
  };
}
