import type { BillSplitResponse, CashDrawerSessionView } from '@comandero/contracts';
import { expect } from 'vitest';
import { addTable, cartLine, placeOrder } from '../fixtures/orders.js';
import type { AuditCase, CaseContext } from './catalogue.js';

/** A fresh table with one order of two burgers (line 40.000 pesos, 47.600 with 19 % IVA). */
async function tableWithOrder(ctx: CaseContext) {
  const tableId = await addTable(ctx.t, `Mesa ${ctx.unique()}`);
  const { orderId } = await placeOrder(ctx.t, await adminCookie(ctx), [cartLine(ctx.c.items.burger, 2)], { tableId });
  const { id: itemId } = await ctx.t.database.db
    .selectFrom('order_items')
    .select('id')
    .where('order_id', '=', orderId)
    .executeTakeFirstOrThrow();
  return { tableId, orderId, itemId };
}

const cookies = new WeakMap<CaseContext, string>();
async function adminCookie(ctx: CaseContext) {
  if (!cookies.has(ctx)) cookies.set(ctx, await ctx.t.signIn());
  return cookies.get(ctx)!;
}

const itemState = (ctx: CaseContext, id: number) => () =>
  ctx.t.database.db.selectFrom('order_items').selectAll().where('id', '=', id).executeTakeFirst();

const ordersOf = (ctx: CaseContext, ids: number[]) => () =>
  ctx.t.database.db
    .selectFrom('orders')
    .select(['id', 'status', 'table_id'])
    .where('id', 'in', ids)
    .orderBy('id')
    .execute();

const burgerLine = { order_id: expect.any(Number), item: 'Hamburguesa', quantity: 2, line_total: 40_000 };

/** A table split in two equal bills; answers the first bill. */
async function splitBill(ctx: CaseContext) {
  const { tableId } = await tableWithOrder(ctx);
  const res = await ctx.send({
    method: 'POST',
    url: '/orders/bills/split',
    payload: { tableId, mode: 'equal', parts: 2 },
  });
  const billId = (res.json() as BillSplitResponse).split!.bills[0].id;
  const state = () =>
    ctx.t.database.db
      .selectFrom('bills')
      .select(['discount_kind', 'discount_value', 'discount_reason', 'total'])
      .where('id', '=', billId)
      .executeTakeFirst();
  return { billId, state };
}

/** A drawer opened with 200.000 pesos on a terminal of its own, where the case then acts. */
async function openDrawer(ctx: CaseContext) {
  const terminal = `terminal-${ctx.unique()}-audit`;
  const res = await ctx.send({
    method: 'POST',
    url: '/cash-drawer/open',
    payload: { openingFloat: 200_000 },
    terminal,
  });
  const session = (res.json() as { session: CashDrawerSessionView }).session;
  const state = async () => ({
    session: await ctx.t.database.db
      .selectFrom('cash_drawer_sessions')
      .select(['status', 'counted_cash'])
      .where('id', '=', session.id)
      .executeTakeFirst(),
    movements: await ctx.t.database.db
      .selectFrom('cash_drawer_movements')
      .select(['kind', 'amount'])
      .where('session_id', '=', session.id)
      .execute(),
  });
  return { sessionId: session.id, terminal, state };
}

/** Voids, cancellations, table moves, discounts and the cash drawer: the floor's sensitive actions. */
export const SHIFT_CASES: AuditCase[] = [
  {
    name: 'an item voided with a reason',
    action: 'order.item_void',
    async prepare(ctx) {
      const o = await tableWithOrder(ctx);
      return {
        call: { method: 'POST', url: `/orders/items/${o.itemId}/void`, payload: { reason: 'Error al tomar la orden' } },
        state: itemState(ctx, o.itemId),
        expected: {
          entity_type: 'order_item',
          entity_id: String(o.itemId),
          before: { ...burgerLine, status: 'created' },
          after: { ...burgerLine, status: 'cancelled' },
          reason: 'Error al tomar la orden',
        },
      };
    },
  },
  {
    name: 'an item cancelled from the orders screen',
    action: 'order.item_void',
    async prepare(ctx) {
      const o = await tableWithOrder(ctx);
      return {
        call: { method: 'POST', url: `/orders/update-status/${o.itemId}`, payload: { status: 'cancelled' } },
        state: itemState(ctx, o.itemId),
        expected: { entity_id: String(o.itemId), after: { ...burgerLine, status: 'cancelled' }, reason: null },
      };
    },
  },
  {
    name: 'a voided item set back',
    action: 'order.item_restore',
    async prepare(ctx) {
      const o = await tableWithOrder(ctx);
      await ctx.send({
        method: 'POST',
        url: `/orders/items/${o.itemId}/void`,
        payload: { reason: 'Demora en cocina' },
      });
      return {
        call: { method: 'POST', url: `/orders/update-status/${o.itemId}`, payload: { status: 'preparing' } },
        state: itemState(ctx, o.itemId),
        expected: { before: { ...burgerLine, status: 'cancelled' }, after: { ...burgerLine, status: 'preparing' } },
      };
    },
  },
  {
    name: 'an order cancelled with a reason',
    action: 'order.cancel',
    async prepare(ctx) {
      const o = await tableWithOrder(ctx);
      return {
        call: {
          method: 'POST',
          url: '/orders/cancel',
          payload: { orderIds: [o.orderId], reason: 'El cliente se fue' },
        },
        state: ordersOf(ctx, [o.orderId]),
        expected: {
          entity_type: 'order',
          entity_id: String(o.orderId),
          before: { status: 'created', total: 47_600 },
          after: { status: 'cancelled', total: 47_600 },
          reason: 'El cliente se fue',
        },
      };
    },
  },
  {
    name: 'a table transferred',
    action: 'table.transfer',
    async prepare(ctx) {
      const o = await tableWithOrder(ctx);
      const to = await addTable(ctx.t, `Mesa ${ctx.unique()}`);
      return {
        call: { method: 'POST', url: '/orders/transfer', payload: { fromTableId: o.tableId, toTableId: to } },
        state: ordersOf(ctx, [o.orderId]),
        expected: {
          entity_type: 'table',
          entity_id: String(o.tableId),
          before: { table_id: o.tableId, orders: [o.orderId] },
          after: { table_id: to, orders: [o.orderId] },
        },
      };
    },
  },
  {
    name: 'two tables merged',
    action: 'table.merge',
    async prepare(ctx) {
      const a = await tableWithOrder(ctx);
      const b = await tableWithOrder(ctx);
      return {
        call: {
          method: 'POST',
          url: '/orders/merge-tables',
          payload: { fromTableId: a.tableId, toTableId: b.tableId },
        },
        state: ordersOf(ctx, [a.orderId, b.orderId]),
        expected: { before: { table_id: a.tableId, orders: [a.orderId] }, after: { table_id: b.tableId } },
      };
    },
  },
  {
    name: 'a bill discount applied',
    action: 'bill.discount',
    async prepare(ctx) {
      const b = await splitBill(ctx);
      const payload = { kind: 'percent', value: 10, reason: 'Cliente frecuente', lineId: null };
      return {
        call: { method: 'POST', url: `/orders/bills/${b.billId}/discount`, payload },
        state: b.state,
        expected: {
          entity_type: 'bill',
          entity_id: String(b.billId),
          before: null,
          after: { bill_id: b.billId, kind: 'percent', value: 10, reason: 'Cliente frecuente' },
          reason: 'Cliente frecuente',
        },
      };
    },
  },
  {
    name: 'a bill discount removed',
    action: 'bill.discount_remove',
    async prepare(ctx) {
      const b = await splitBill(ctx);
      const payload = { kind: 'amount', value: 2_000, reason: 'Cortesía', lineId: null };
      await ctx.send({ method: 'POST', url: `/orders/bills/${b.billId}/discount`, payload });
      return {
        call: { method: 'POST', url: `/orders/bills/${b.billId}/discount/remove`, payload: {} },
        state: b.state,
        expected: { before: { bill_id: b.billId, kind: 'amount', value: 2_000, reason: 'Cortesía' }, after: null },
      };
    },
  },
  {
    name: 'a cash drawer opened',
    action: 'cash_session.open',
    async prepare(ctx) {
      const terminal = `terminal-${ctx.unique()}-audit`;
      const state = () =>
        ctx.t.database.db.selectFrom('cash_drawer_sessions').select('id').where('terminal_id', '=', terminal).execute();
      return {
        call: { method: 'POST', url: '/cash-drawer/open', payload: { openingFloat: 150_000 }, terminal },
        state,
        expected: { entity_type: 'cash_drawer_session', after: { opening_float: 150_000 } },
      };
    },
  },
  {
    name: 'cash put into the drawer',
    action: 'cash.in',
    async prepare(ctx) {
      const d = await openDrawer(ctx);
      const payload = { kind: 'in', amount: 50_000, reason: 'Sencillo del banco' };
      return {
        call: { method: 'POST', url: `/cash-drawer/sessions/${d.sessionId}/movements`, payload, terminal: d.terminal },
        state: d.state,
        expected: { entity_id: String(d.sessionId), after: { amount: 50_000 }, reason: 'Sencillo del banco' },
      };
    },
  },
  {
    name: 'cash taken out of the drawer',
    action: 'cash.out',
    async prepare(ctx) {
      const d = await openDrawer(ctx);
      const payload = { kind: 'out', amount: 30_000, reason: 'Pago a proveedor' };
      return {
        call: { method: 'POST', url: `/cash-drawer/sessions/${d.sessionId}/movements`, payload, terminal: d.terminal },
        state: d.state,
        expected: { entity_id: String(d.sessionId), after: { amount: 30_000 }, reason: 'Pago a proveedor' },
      };
    },
  },
  {
    name: 'a cash drawer closed',
    action: 'cash_session.close',
    async prepare(ctx) {
      const d = await openDrawer(ctx);
      return {
        call: {
          method: 'POST',
          url: `/cash-drawer/sessions/${d.sessionId}/close`,
          payload: { method: 'amount', countedCash: 199_000 },
          terminal: d.terminal,
        },
        state: d.state,
        expected: {
          entity_id: String(d.sessionId),
          before: { status: 'open' },
          after: { status: 'closed', method: 'amount', expected: 200_000, counted: 199_000, difference: -1_000 },
        },
      };
    },
  },
  {
    // Issue 22: its one write is the audit row, so the state is the entries under its key.
    name: 'an offline queued order discarded on a device',
    action: 'order.offline_discard',
    async prepare(ctx) {
      const key = `cola-${ctx.unique()}`;
      const deviceTime = new Date(Date.now() - 60_000).toISOString();
      return {
        call: {
          method: 'POST',
          url: '/pos/offline-discards',
          payload: {
            idempotencyKey: key,
            route: 'pay',
            deviceTime,
            total: 47_600,
            lines: [{ title: 'Hamburguesa', quantity: 2 }],
          },
        },
        state: () => ctx.t.database.db.selectFrom('audit_log').select('id').where('entity_id', '=', key).execute(),
        expected: {
          entity_type: 'offline_order',
          entity_id: key,
          before: null,
          after: { route: 'pay', device_time: deviceTime, total: 47_600, lines: '2 × Hamburguesa' },
          reason: null,
        },
      };
    },
  },
];
