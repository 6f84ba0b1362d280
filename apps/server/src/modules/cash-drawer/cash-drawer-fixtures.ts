import type { CashDrawerReport, CashDrawerSessionView } from '@comandero/contracts';
import { expect } from 'vitest';
import type { TestApp } from '../../../test/test-app.js';

export const TERMINAL_A = 'terminal-caja-a-0001';
export const TERMINAL_B = 'terminal-caja-b-0002';

type Reply = { statusCode: number; body: string; json(): unknown };
type Totals = { netTotal: number; taxTotal: number; total: number };

const posPaidPayload = (cart: object[], totals: Totals, paymentTypeId: number) => ({
  cart,
  deliveryType: 'takeaway',
  customerType: 'WALKIN',
  customerId: null,
  tableId: null,
  paymentTypeId,
  ...totals,
});

/** Requests as one browser makes them: its cookie and, unless null, its terminal header. */
export function drawerClient(t: TestApp, cookie: string, terminal: string | null) {
  const headers = terminal === null ? { cookie } : { cookie, 'x-terminal-id': terminal };
  const post = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/v1${url}`, payload, headers });
  const get = (url: string) => t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers });
  return {
    post,
    get,
    async open(openingFloat: number): Promise<CashDrawerSessionView> {
      const res = await post('/cash-drawer/open', { openingFloat });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { session: CashDrawerSessionView }).session;
    },
    async report(sessionId: number): Promise<CashDrawerReport> {
      const res = await get(`/cash-drawer/sessions/${sessionId}/report`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as CashDrawerReport;
    },
    /** Pay and send at the POS (spec §7 create-order-and-invoice) with a payment type. */
    payAtPos: (cart: object[], totals: Totals, type: number) =>
      post('/pos/create-order-and-invoice', posPaidPayload(cart, totals, type)),
    async posPaid(cart: object[], totals: Totals, type: number): Promise<number> {
      return okJson<{ invoiceId: number }>(
        await post('/pos/create-order-and-invoice', posPaidPayload(cart, totals, type)),
      ).invoiceId;
    },
  };
}

export type DrawerClient = ReturnType<typeof drawerClient>;

export const STORE_TERMINAL = 'terminal-caja-tienda-0003';

/**
 * Opens a drawer in the store, for tests whose requests name no terminal (a spec §7 client): their
 * cash lands in it, the store's only open session (issue 18: cash is refused with none open).
 */
export async function openStoreDrawer(t: TestApp, cookie: string, openingFloat = 0): Promise<number> {
  return (await drawerClient(t, cookie, STORE_TERMINAL).open(openingFloat)).id;
}

export function okJson<T>(res: Reply): T {
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
}

export async function sessionOfInvoice(t: TestApp, invoiceId: number): Promise<number | null> {
  const row = await t.database.db
    .selectFrom('invoices')
    .select('cash_session_id')
    .where('id', '=', invoiceId)
    .executeTakeFirstOrThrow();
  return row.cash_session_id;
}
