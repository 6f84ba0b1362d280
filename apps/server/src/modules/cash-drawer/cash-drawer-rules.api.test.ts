import {
  CASH_DRAWER_MESSAGES as M,
  MAX_COUNTED_CASH_MAJOR,
  type CashDrawerReport,
  type CurrentDrawerResponse,
  type DrawerHistoryResponse,
} from '@comandero/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, testDatabases, type TestApp } from '../../../test/test-app.js';
import { isUniqueViolation } from '../../db/constraint-errors.js';
import {
  cartLine,
  raceBehindLock,
  seedPosCatalogue,
  whileRowHeld,
  type PosCatalogue,
} from '../../../test/fixtures/orders.js';
import { drawerClient, okJson, sessionOfInvoice, TERMINAL_A, TERMINAL_B } from '../../../test/fixtures/cash-drawer.js';

const WATER = { netTotal: 4_000, taxTotal: 0, total: 4_000 };
const LOCK_SESSION = 'SELECT id FROM cash_drawer_sessions WHERE id = $1 FOR UPDATE';

describe.each(testDatabases)('cash drawer rules on %s', (kind) => {
  let t: TestApp;
  let c: PosCatalogue;
  let admin: string;

  beforeEach(async () => {
    t = await createTestApp(kind);
    c = await seedPosCatalogue(t.database.db);
    admin = await t.signIn();
  });
  afterEach(async () => {
    await t.close();
  });

  const userCookie = async (username: string, scope: string) => {
    await t.createUser(username, { scope });
    return t.signIn(username, 'user-pass-123');
  };

  it("refuses the drawer's own routes without a well-formed terminal id", async () => {
    for (const terminal of [null, 'corto', 'con espacios y más']) {
      const client = drawerClient(t, admin, terminal);
      for (const res of [
        await client.get('/cash-drawer/current'),
        await client.post('/cash-drawer/open', { openingFloat: 0 }),
      ]) {
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ message: M.terminalRequired });
      }
    }
  });

  it('validates amounts, kinds and reasons', async () => {
    const a = drawerClient(t, admin, TERMINAL_A);
    const bad = await a.post('/cash-drawer/open', { openingFloat: -1 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: M.openingFloatInvalid });
    const { id } = await a.open(0);
    const cases: [object, string][] = [
      [{ kind: 'in', amount: 0, reason: 'x' }, M.movementAmountInvalid],
      [{ kind: 'in', amount: 1.005, reason: 'x' }, M.movementAmountInvalid],
      [{ kind: 'sideways', amount: 1, reason: 'x' }, M.movementKindInvalid],
      [{ kind: 'out', amount: 1, reason: '   ' }, M.movementReasonRequired],
      [{ kind: 'out', amount: 1, reason: 'x'.repeat(121) }, M.movementReasonTooLong],
    ];
    for (const [payload, message] of cases) {
      const res = await a.post(`/cash-drawer/sessions/${id}/movements`, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toEqual({ message });
    }
    const close = await a.post(`/cash-drawer/sessions/${id}/close`, { method: 'amount', countedCash: -5 });
    expect(close.statusCode).toBe(400);
    expect(close.json()).toEqual({ message: M.countInvalid });
    for (const res of [
      await a.get('/cash-drawer/sessions/999/report'),
      await a.post('/cash-drawer/sessions/999/movements', { kind: 'in', amount: 1, reason: 'x' }),
      await a.post('/cash-drawer/sessions/999/close', { method: 'amount', countedCash: 0 }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: M.sessionNotFound });
    }
  });

  it('allows one open drawer per terminal, also when opens race, and the database enforces it', async () => {
    const a = drawerClient(t, admin, TERMINAL_A);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => a.post('/cash-drawer/open', { openingFloat: 10 })),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(answers.find((r) => r.statusCode === 409)!.json()).toEqual({ message: M.alreadyOpen });
    // Another terminal opens its own.
    expect((await drawerClient(t, admin, TERMINAL_B).open(0)).terminalId).toBe(TERMINAL_B);

    const now = new Date().toISOString();
    const sneak = t.database.db
      .insertInto('cash_drawer_sessions')
      .values({ terminal_id: TERMINAL_A, status: 'open', opening_float: 0, opened_at: now, updated_at: now })
      .execute();
    const err = await sneak.then(
      () => null,
      (e: unknown) => e,
    );
    expect(isUniqueViolation(err)).toBe(true);
  });

  it('keeps the drawer with the terminal across sign-ins: the next cashier finds it and closes it', async () => {
    const ana = await userCookie('ana-caja', 'POS');
    const luis = await userCookie('luis-ordenes', 'ORDERS');
    const opened = await drawerClient(t, ana, TERMINAL_A).open(20_000);
    expect(opened.openedBy).toBe('ana-caja');
    const out = await t.app.inject({ method: 'POST', url: '/api/v1/auth/signout', headers: { cookie: ana } });
    expect(out.statusCode).toBe(200);

    const next = drawerClient(t, luis, TERMINAL_A);
    const current = okJson<CurrentDrawerResponse>(await next.get('/cash-drawer/current'));
    expect(current.session).toMatchObject({ id: opened.id, openingFloat: 20_000, status: 'open' });
    const closed = okJson<{ report: CashDrawerReport }>(
      await next.post(`/cash-drawer/sessions/${opened.id}/close`, { method: 'amount', countedCash: 20_000 }),
    );
    expect(closed.report.session).toMatchObject({ openedBy: 'ana-caja', closedBy: 'luis-ordenes', difference: 0 });
  });

  it('closes by amount on a count as large as denominations may give, and refuses only beyond that', async () => {
    const a = drawerClient(t, admin, TERMINAL_A);
    const b = drawerClient(t, admin, TERMINAL_B);
    // 2.000 notes of 100.000: 200.000.000 pesos, refused by amount before issue 25.
    const counts = [{ denomination: 'note-100000', quantity: 2_000 }];
    const large = 200_000_000;
    const byNotes = okJson<{ report: CashDrawerReport }>(
      await a.post(`/cash-drawer/sessions/${(await a.open(0)).id}/close`, { method: 'denominations', counts }),
    );
    const byAmount = okJson<{ report: CashDrawerReport }>(
      await b.post(`/cash-drawer/sessions/${(await b.open(0)).id}/close`, { method: 'amount', countedCash: large }),
    );
    expect(byNotes.report.count!.counted).toBe(large);
    expect(byAmount.report.count!.counted).toBe(large);
    expect(byAmount.report.count!.difference).toBe(large);
    const c2 = drawerClient(t, admin, TERMINAL_A);
    const id = (await c2.open(0)).id;
    const beyond = await c2.post(`/cash-drawer/sessions/${id}/close`, {
      method: 'amount',
      countedCash: MAX_COUNTED_CASH_MAJOR + 1,
    });
    expect(beyond.statusCode).toBe(400);
    expect(beyond.json()).toEqual({ message: M.countInvalid });
    const most = await c2.post(`/cash-drawer/sessions/${id}/close`, {
      method: 'amount',
      countedCash: MAX_COUNTED_CASH_MAJOR,
    });
    expect(okJson<{ report: CashDrawerReport }>(most).report.count!.counted).toBe(MAX_COUNTED_CASH_MAJOR);
  });

  it('lists the history to REPORTS holders only, newest first, a page at a time', async () => {
    const cashier = await userCookie('caja-historial', 'POS');
    const manager = await userCookie('gerente-historial', 'REPORTS');
    for (let i = 0; i < 22; i += 1) {
      const client = drawerClient(t, admin, `terminal-historial-${String(i).padStart(2, '0')}`);
      await client.open(i);
    }
    expect((await drawerClient(t, cashier, null).get('/cash-drawer/sessions')).statusCode).toBe(403);
    const history = drawerClient(t, manager, null);
    const first = okJson<DrawerHistoryResponse>(await history.get('/cash-drawer/sessions'));
    expect(first).toMatchObject({ page: 1, total: 22, totalPages: 2 });
    expect(first.sessions.map((s) => s.openingFloat)).toEqual(Array.from({ length: 20 }, (_, i) => 21 - i));
    const second = okJson<DrawerHistoryResponse>(await history.get('/cash-drawer/sessions?page=2'));
    expect(second.sessions.map((s) => s.openingFloat)).toEqual([1, 0]);
    const bad = await history.get('/cash-drawer/sessions?page=0');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: M.pageInvalid });
    // The back office reads any session's report; a cashier of the POS too.
    expect((await history.report(first.sessions[0].id)).kind).toBe('X');
  });

  it('counts a cash payment racing the close in the Z report, or refuses it and writes nothing', async () => {
    const a = drawerClient(t, admin, TERMINAL_A);
    const { id } = await a.open(1_000);
    const [paid, closed] = await raceBehindLock(t, LOCK_SESSION, [id], () => [
      a.payAtPos([cartLine(c.items.water, 1)], WATER, c.paymentTypes.cash),
      a.post(`/cash-drawer/sessions/${id}/close`, { method: 'amount', countedCash: 5_000 }),
    ]);
    const z = okJson<{ report: CashDrawerReport }>(closed).report;
    if (paid.statusCode === 200) {
      // Cash never escapes the drawer: taken, it is in the session the Z counted.
      expect(await sessionOfInvoice(t, okJson<{ invoiceId: number }>(paid).invoiceId)).toBe(id);
      expect(z.cash).toMatchObject({ cashSales: 4_000, expected: 5_000 });
    } else {
      expect(paid.statusCode).toBe(409);
      expect(paid.json()).toEqual({ message: M.cashNeedsOpenDrawer });
      expect(z.cash).toMatchObject({ cashSales: 0, expected: 1_000 });
      expect(await t.database.db.selectFrom('invoices').select('id').execute()).toEqual([]);
    }
    expect(await a.report(id)).toEqual(z);
  });

  it("attaches a payment to its own terminal's drawer without waiting for another terminal's", async () => {
    const a = drawerClient(t, admin, TERMINAL_A);
    const { id: sessionA } = await a.open(0);
    const { id: sessionB } = await drawerClient(t, admin, TERMINAL_B).open(0);
    const invoiceId = await whileRowHeld(t, LOCK_SESSION, [sessionB], () =>
      a.posPaid([cartLine(c.items.water, 1)], WATER, c.paymentTypes.cash),
    );
    expect(await sessionOfInvoice(t, invoiceId)).toBe(sessionA);
  });

  it('either records a cash movement racing the close in the Z report or refuses it; two closes give one Z', async () => {
    const a = drawerClient(t, admin, TERMINAL_A);
    const { id } = await a.open(1_000);
    const [moved, first, second] = await raceBehindLock(t, LOCK_SESSION, [id], () => [
      a.post(`/cash-drawer/sessions/${id}/movements`, { kind: 'in', amount: 500, reason: 'Sencillo' }),
      a.post(`/cash-drawer/sessions/${id}/close`, { method: 'amount', countedCash: 1_500 }),
      a.post(`/cash-drawer/sessions/${id}/close`, { method: 'amount', countedCash: 1_500 }),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const z = okJson<{ report: CashDrawerReport }>(first.statusCode === 200 ? first : second).report;
    if (moved.statusCode === 200) {
      expect(z.cash).toMatchObject({ cashIn: 500, expected: 1_500 });
      expect(z.count!.difference).toBe(0);
    } else {
      expect(moved.statusCode).toBe(409);
      expect(moved.json()).toEqual({ message: M.sessionClosed });
      expect(z.cash).toMatchObject({ cashIn: 0, expected: 1_000 });
    }
  });
});
