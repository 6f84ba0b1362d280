import {
  cartTotals,
  submitTotals,
  type OrderResult,
  type PosInitResponse,
  type PosMenuItem,
  type PricingTotals,
} from '@comandero/contracts';
import { terminalClient, type TerminalClient } from '../load/terminal.js';

export type CrashCatalogue = { items: PosMenuItem[]; paymentTypeId: number; tableIds: number[] };

export async function readCatalogue(url: string, cookie: string): Promise<CrashCatalogue> {
  const res = await fetch(`${url}/api/v1/pos/init`, { headers: { cookie } });
  if (res.status !== 200) throw new Error(`pos/init: ${res.status}`);
  const init = (await res.json()) as PosInitResponse;
  return {
    items: init.menuItems,
    paymentTypeId: init.paymentTypes[0].id,
    tableIds: init.storeTables.map((t) => t.id),
  };
}

type SentLine = { itemId: number; quantity: number; variantId: number | null; addonIds: number[] };

/** One create call as sent, with the totals the shared pricing gives its cart. */
export type SentOrder = {
  key: string;
  path: '/pos/create-order' | '/pos/create-order-and-invoice';
  body: object;
  lines: SentLine[];
  expected: PricingTotals;
};

export type AckedOrder = SentOrder & { result: OrderResult };

const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)];

/** A random cart of the demo menu: one to three lines, some with a variant and add-ons. */
export function randomOrder(cat: CrashCatalogue, key: string): SentOrder {
  const cart = Array.from({ length: 1 + Math.floor(Math.random() * 3) }, () => {
    const item = pick(cat.items);
    const variant = item.variants.length && Math.random() < 0.5 ? pick(item.variants) : null;
    const addons = item.addons.filter(() => Math.random() < 0.4);
    return {
      id: item.id,
      title: item.title,
      price: item.price,
      tax_rate: item.tax_rate,
      tax_type: item.tax_type,
      quantity: 1 + Math.floor(Math.random() * 3),
      notes: null,
      variant_id: variant?.id ?? null,
      variant,
      addons_ids: addons.map((a) => a.id),
      addons,
    };
  });
  const paid = Math.random() < 0.4;
  const tableId = Math.random() < 0.5 ? pick(cat.tableIds) : null;
  return {
    key,
    path: paid ? '/pos/create-order-and-invoice' : '/pos/create-order',
    body: paid ? { cart, tableId, ...submitTotals(cart), paymentTypeId: cat.paymentTypeId } : { cart, tableId },
    lines: cart.map((l) => ({ itemId: l.id, quantity: l.quantity, variantId: l.variant_id, addonIds: l.addons_ids })),
    expected: cartTotals(cart),
  };
}

export type LoadOutcome = {
  acked: AckedOrder[];
  /** Sent (or about to be) when the server died: no answer, so stored or not. */
  unanswered: SentOrder[];
  failures: string[];
};

async function sendOrder(client: TerminalClient, order: SentOrder) {
  return client.post(order.path, order.body, { 'Idempotency-Key': order.key });
}

/**
 * Several POS loops sending orders back to back on their own keep-alive connections, each until
 * its connection fails (the server was killed). `acked` counts answers as they arrive.
 */
export function driveOrders(url: string, cookie: string, cat: CrashCatalogue, loops: number, keyPrefix: string) {
  const out: LoadOutcome = { acked: [], unanswered: [], failures: [] };
  const clients: TerminalClient[] = [];
  const loop = async (n: number) => {
    const client = terminalClient(url, cookie, 1);
    clients.push(client);
    for (let seq = 0; ; seq++) {
      const order = randomOrder(cat, `${keyPrefix}-${n}-${seq}`);
      let reply;
      try {
        reply = await sendOrder(client, order);
      } catch {
        out.unanswered.push(order);
        return;
      }
      if (reply.status === 200) out.acked.push({ ...order, result: reply.body as OrderResult });
      else out.failures.push(`${order.key}: ${reply.status} ${JSON.stringify(reply.body)}`);
    }
  };
  const done = Promise.all(Array.from({ length: loops }, (_, n) => loop(n))).then(() => {
    for (const client of clients) client.close();
    return out;
  });
  return { out, done };
}

/** What a tablet does on reconnecting: sends its unanswered orders again, with the same keys. */
export async function retryUnanswered(url: string, cookie: string, orders: SentOrder[]): Promise<LoadOutcome> {
  const client = terminalClient(url, cookie, 4);
  const out: LoadOutcome = { acked: [], unanswered: [], failures: [] };
  await Promise.all(
    orders.map(async (order) => {
      const reply = await sendOrder(client, order);
      if (reply.status === 200) out.acked.push({ ...order, result: reply.body as OrderResult });
      else out.failures.push(`retry ${order.key}: ${reply.status} ${JSON.stringify(reply.body)}`);
    }),
  );
  client.close();
  return out;
}
