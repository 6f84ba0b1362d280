import {
  CASH_DRAWER_MESSAGES as M,
  CASH_DRAWER_PAGE_SIZE,
  COP_DENOMINATIONS,
  countedFromDenominations,
  toMajor,
  toMinor,
  type CashDrawerReport,
  type cashMovementBody,
  type closeDrawerBody,
  type CloseDrawerResponse,
  type CurrentDrawerResponse,
  type DrawerHistoryResponse,
  type DrawerSessionResponse,
  type openDrawerBody,
} from '@comandero/contracts';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps.js';
import { isUniqueViolation } from '../../db/constraint-errors.js';
import { conflict, notFound } from '../../http/http-error.js';
import { audit, type Actor } from '../audit/audit.js';
import { requestDrawerKick } from '../printers/print-hooks.js';
import {
  claimOpenSession,
  historyPage,
  openSessionOf,
  sessionById,
  terminalHasClosedSession,
} from './cash-drawer.repository.js';
import { loadReport } from './cash-drawer-report.js';
import { toSessionView } from './session-view.js';

type CloseBody = z.output<typeof closeDrawerBody>;

/** The count as the Z report prints it: every denomination, zeros included, or the one amount. */
function countOf(body: CloseBody) {
  if (body.method === 'amount') return { counted: toMinor(body.countedCash), denominations: [] };
  const quantities = new Map(body.counts.map((c) => [c.denomination, c.quantity]));
  const denominations = COP_DENOMINATIONS.map((d) => {
    const quantity = quantities.get(d.key) ?? 0;
    return { denomination: d.key, quantity, subtotal: d.pesos * quantity };
  });
  return { counted: countedFromDenominations(body.counts), denominations };
}

/**
 * A terminal's drawer: opened with a float, cash put in and taken out with a reason, and closed with
 * a count. Each write is one transaction that first takes the session row while it is still open,
 * so a closed session refuses every change, whoever raced to write it.
 */
export function cashDrawerService(deps: AppDeps) {
  const db = deps.db;
  const nowIso = () => deps.clock.now().toISOString();

  async function openSessionOrFail(tx: Parameters<typeof claimOpenSession>[0], id: number, now: string) {
    if (await claimOpenSession(tx, id, now)) return;
    throw (await sessionById(tx, id)) ? conflict(M.sessionClosed) : notFound(M.sessionNotFound);
  }

  return {
    async current(terminalId: string): Promise<CurrentDrawerResponse> {
      const open = await openSessionOf(db, terminalId);
      return {
        session: open ? toSessionView(open) : null,
        terminalHasHistory: open ? true : await terminalHasClosedSession(db, terminalId),
      };
    },

    // Opening, cash in and out and closing are audited in their own transaction (issue 11).
    async open(auth: Actor, terminalId: string, body: z.output<typeof openDrawerBody>): Promise<DrawerSessionResponse> {
      const now = nowIso();
      const device = await db
        .selectFrom('device_sessions')
        .select('device_name')
        .where('id', '=', auth.sessionId)
        .executeTakeFirst();
      let kicked = false;
      try {
        const row = await db.transaction().execute(async (tx) => {
          const opened = await tx
            .insertInto('cash_drawer_sessions')
            .values({
              terminal_id: terminalId,
              terminal_label: device?.device_name ?? null,
              status: 'open',
              opening_float: toMinor(body.openingFloat),
              opened_by: auth.user.id,
              opened_by_name: auth.user.name,
              opened_at: now,
              updated_at: now,
            })
            .returningAll()
            .executeTakeFirstOrThrow();
          const after = { terminal_id: terminalId, opening_float: body.openingFloat };
          await audit(tx, auth, {
            action: 'cash_session.open',
            entityType: 'cash_drawer_session',
            entityId: opened.id,
            after,
            at: now,
          });
          // Issue 20: the float goes in, so the drawer opens (on the terminal's printer, if it has one).
          kicked = await requestDrawerKick(tx, terminalId, now);
          return opened;
        });
        if (kicked) deps.events.publish('print.requested', {});
        return { message: M.opened, session: toSessionView(row) };
      } catch (err) {
        // The partial unique index: this terminal already has an open drawer.
        if (isUniqueViolation(err)) throw conflict(M.alreadyOpen);
        throw err;
      }
    },

    async move(
      auth: Actor,
      sessionId: number,
      body: z.output<typeof cashMovementBody>,
    ): Promise<DrawerSessionResponse> {
      const now = nowIso();
      let kicked = false;
      const row = await db.transaction().execute(async (tx) => {
        await openSessionOrFail(tx, sessionId, now);
        await tx
          .insertInto('cash_drawer_movements')
          .values({
            session_id: sessionId,
            kind: body.kind,
            amount: toMinor(body.amount),
            reason: body.reason,
            created_by: auth.user.id,
            created_by_name: auth.user.name,
            created_at: now,
          })
          .execute();
        await audit(tx, auth, {
          action: body.kind === 'in' ? 'cash.in' : 'cash.out',
          entityType: 'cash_drawer_session',
          entityId: sessionId,
          after: { amount: body.amount },
          reason: body.reason,
          at: now,
        });
        const session = (await sessionById(tx, sessionId))!;
        // Issue 20: cash in or out means the drawer opens.
        kicked = await requestDrawerKick(tx, session.terminal_id, now);
        return session;
      });
      // The drawer opens now, not at the worker's next poll.
      if (kicked) deps.events.publish('print.requested', {});
      return { message: body.kind === 'in' ? M.cashIn : M.cashOut, session: toSessionView(row) };
    },

    /** The X report of an open session, or the Z report stored when it closed. */
    async report(sessionId: number): Promise<CashDrawerReport> {
      const session = await sessionById(db, sessionId);
      if (!session) throw notFound(M.sessionNotFound);
      if (session.status === 'closed' && session.z_report) return JSON.parse(session.z_report) as CashDrawerReport;
      return loadReport(db, session, 'X', nowIso());
    },

    async close(auth: Actor, sessionId: number, body: CloseBody): Promise<CloseDrawerResponse> {
      const now = nowIso();
      const report = await db.transaction().execute(async (tx) => {
        await openSessionOrFail(tx, sessionId, now);
        const session = (await sessionById(tx, sessionId))!;
        const { counted, denominations } = countOf(body);
        // The figures are read after the row was taken, so no payment attaching later is missed.
        const x = await loadReport(tx, session, 'Z', now);
        const expected = toMinor(x.cash.expected);
        const closed = {
          ...session,
          status: 'closed',
          closed_by: auth.user.id,
          closed_by_name: auth.user.name,
          closed_at: now,
          expected_cash: expected,
          counted_cash: counted,
          updated_at: now,
        };
        const z: CashDrawerReport = {
          ...x,
          session: toSessionView(closed),
          count: {
            method: body.method,
            denominations,
            counted: toMajor(counted),
            difference: toMajor(counted - expected),
          },
        };
        await tx
          .updateTable('cash_drawer_sessions')
          .set({
            status: 'closed',
            closed_by: closed.closed_by,
            closed_by_name: closed.closed_by_name,
            closed_at: now,
            expected_cash: expected,
            counted_cash: counted,
            z_report: JSON.stringify(z),
            updated_at: now,
          })
          .where('id', '=', sessionId)
          .execute();
        await audit(tx, auth, {
          action: 'cash_session.close',
          entityType: 'cash_drawer_session',
          entityId: sessionId,
          before: { status: 'open' },
          after: {
            status: 'closed',
            method: body.method,
            expected: x.cash.expected,
            counted: toMajor(counted),
            difference: toMajor(counted - expected),
          },
          at: now,
        });
        return z;
      });
      return { message: M.closed, report };
    },

    async history(page: number): Promise<DrawerHistoryResponse> {
      const { rows, total } = await historyPage(db, page, CASH_DRAWER_PAGE_SIZE);
      return {
        sessions: rows.map(toSessionView),
        page,
        total,
        totalPages: Math.max(1, Math.ceil(total / CASH_DRAWER_PAGE_SIZE)),
      };
    },
  };
}
