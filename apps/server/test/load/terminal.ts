import http from 'node:http';
import type { OrderResult } from '@comandero/contracts';
import type { LoadCart } from './carts.js';

export type Reply = { status: number; body: unknown };

/**
 * One POS tablet: its own session cookie and its own keep-alive connections to the real server, so
 * the requests of twenty of them really overlap on the wire and in the database.
 */
export function terminalClient(baseUrl: string, cookie: string, sockets = 2) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: sockets });
  const post = (path: string, payload: unknown, headers: Record<string, string> = {}) =>
    new Promise<Reply>((resolve, reject) => {
      const data = JSON.stringify(payload);
      const req = http.request(
        `${baseUrl}/api/v1${path}`,
        {
          method: 'POST',
          agent,
          headers: {
            cookie,
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(data),
            ...headers,
          },
        },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (text += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text ? JSON.parse(text) : null }));
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(data);
    });
  return { post, close: () => agent.destroy() };
}

export type TerminalClient = ReturnType<typeof terminalClient>;

/**
 * Opens a cash drawer (float 0) on a terminal over HTTP, as a cashier does before taking cash: cash
 * is refused without one (issue 18). Clients that send no X-Terminal-Id pay into it while it is the
 * store's only open drawer. A drawer already open there (a restarted server) is fine.
 */
export async function openLoadDrawer(baseUrl: string, cookie: string, terminal = 'terminal-carga-0001'): Promise<void> {
  const res = await fetch(`${baseUrl}/api/v1/cash-drawer/open`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json', 'x-terminal-id': terminal },
    body: JSON.stringify({ openingFloat: 0 }),
  });
  if (res.status !== 200 && res.status !== 409) throw new Error(`cash-drawer/open: ${res.status} ${await res.text()}`);
}

/** An order the server acknowledged, with what was sent for it. */
export type Acknowledged = {
  terminal: number;
  seq: number;
  cart: LoadCart;
  tableId: number | null;
  paidAtOnce: boolean;
  paymentTypeId: number | null;
  result: OrderResult;
};

/** A table payment of several kitchen orders the server acknowledged. */
export type AcknowledgedPayment = { terminal: number; orderIds: number[]; invoiceId: number };

export type TerminalPlan = {
  index: number;
  client: TerminalClient;
  carts: LoadCart[];
  orders: number;
  tableId: number;
  paymentTypeId: number;
  /** Send every request twice with one Idempotency-Key: at once for even orders, after the answer for odd. */
  retried: boolean;
  /** Names of the keys, unique to the run so that two runs on one database never meet. */
  keyPrefix: string;
};

export type TerminalOutcome = { orders: Acknowledged[]; payments: AcknowledgedPayment[]; failures: string[] };

const centavosToPesos = (n: number) => n / 100;

/**
 * Fifty orders as a cashier sends them: kitchen orders and paid ones, at the terminal's table or
 * to take away, and every tenth order the table's open kitchen orders paid together on one invoice.
 * Nothing throws: every unexpected answer is kept as a failure for the test to report.
 */
export async function runTerminal(p: TerminalPlan): Promise<TerminalOutcome> {
  const out: TerminalOutcome = { orders: [], payments: [], failures: [] };
  let openAtTable: Acknowledged[] = [];

  const twice = async (send: () => Promise<Reply>, atOnce: boolean): Promise<Reply[]> =>
    atOnce ? Promise.all([send(), send()]) : [await send(), await send()];

  for (let seq = 0; seq < p.orders; seq++) {
    const cart = p.carts[(p.index + seq) % p.carts.length];
    const paidAtOnce = seq % 5 >= 3;
    const tableId = seq % 2 === 0 ? p.tableId : null;
    // Every tenth paid order comes from a spec §7 client, which names no payment type.
    const paymentTypeId = seq % 10 === 3 ? null : p.paymentTypeId;
    const body = paidAtOnce
      ? { cart: cart.cart, tableId, ...cart.pesos, ...(paymentTypeId === null ? {} : { paymentTypeId }) }
      : { cart: cart.cart, tableId };
    const path = paidAtOnce ? '/pos/create-order-and-invoice' : '/pos/create-order';
    const headers: Record<string, string> = p.retried ? { 'Idempotency-Key': `${p.keyPrefix}-${p.index}-${seq}` } : {};
    const send = () => p.client.post(path, body, headers);
    const replies = p.retried ? await twice(send, seq % 2 === 0) : [await send()];

    const [first] = replies;
    const where = `terminal ${p.index} order ${seq}`;
    if (replies.some((r) => r.status !== 200)) {
      out.failures.push(`${where}: ${replies.map((r) => `${r.status} ${JSON.stringify(r.body)}`).join(' / ')}`);
      continue;
    }
    if (replies.some((r) => JSON.stringify(r.body) !== JSON.stringify(first.body))) {
      out.failures.push(`${where}: the retry answered ${JSON.stringify(replies.map((r) => r.body))}`);
    }
    const ack = {
      terminal: p.index,
      seq,
      cart,
      tableId,
      paidAtOnce,
      paymentTypeId: paidAtOnce ? paymentTypeId : null,
      result: first.body as OrderResult,
    };
    out.orders.push(ack);
    if (!paidAtOnce && tableId !== null) openAtTable.push(ack);

    if (seq % 10 === 9 && openAtTable.length > 0) {
      const sum = (f: 'itemTotal' | 'taxTotal' | 'total') => openAtTable.reduce((s, o) => s + o.cart[f], 0);
      const orderIds = openAtTable.map((o) => o.result.orderId);
      const pay = {
        orderIds,
        subTotal: centavosToPesos(sum('total') - sum('taxTotal')),
        taxTotal: centavosToPesos(sum('taxTotal')),
        total: centavosToPesos(sum('total')),
        paymentTypeId: p.paymentTypeId,
      };
      const sendPay = () => p.client.post('/orders/complete-and-pay-order', pay);
      // The payment route has no Idempotency-Key: a repeated payment must be refused, not doubled.
      const paid = p.retried ? await twice(sendPay, seq % 20 === 9) : [await sendPay()];
      const ok = paid.filter((r) => r.status === 200);
      const refused = paid.filter((r) => r.status === 409);
      if (ok.length !== 1 || refused.length !== paid.length - 1) {
        out.failures.push(`terminal ${p.index} payment at ${seq}: ${paid.map((r) => r.status).join(' / ')}`);
      } else {
        out.payments.push({ terminal: p.index, orderIds, invoiceId: (ok[0].body as { invoiceId: number }).invoiceId });
      }
      openAtTable = [];
    }
  }
  return out;
}
