import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabases, type TestApp } from '../../../test/test-app.js';
import { seedPosCatalogue } from '../../../test/fixtures/pos.js';
import { CATALOGUE_CASES, type CaseContext } from '../../../test/audit-cases/catalogue.js';
import { SHIFT_CASES } from '../../../test/audit-cases/shift.js';
import { adminClient, auditRowsAfter, failingAuditInserts, lastAuditId } from '../../../test/fixtures/audit.js';

const TERMINAL = 'tableta-gerencia-01';

/**
 * Issue 11: every audited action leaves exactly one row, written in the action's own transaction.
 * Each case runs twice: with every audit insert failing (the action must be refused and leave no
 * trace: neither its change nor a row), then normally (its change and exactly one row, with who,
 * the device, the terminal, and the values before and after).
 */
describe.each(testDatabases)('audited actions on %s', (kind) => {
  let t: TestApp;
  let ctx: CaseContext;
  let deviceName: string | null;

  beforeAll(async () => {
    t = await createTestApp(kind);
    const cookie = await t.signIn();
    let n = 0;
    ctx = {
      t,
      c: await seedPosCatalogue(t.database.db),
      send: adminClient(t, cookie, TERMINAL),
      unique: () => `${++n}`,
    };
    const session = await t.database.db.selectFrom('device_sessions').select('device_name').executeTakeFirstOrThrow();
    deviceName = session.device_name;
  });
  afterAll(async () => {
    await t.close();
  });

  it.each([...CATALOGUE_CASES, ...SHIFT_CASES].map((c) => [c.name, c] as const))(
    '%s: nothing when the audit insert fails, one row when it succeeds',
    async (_name, c) => {
      const prepared = await c.prepare(ctx);
      const before = await prepared.state();
      const lastId = await lastAuditId(t);

      const failing = await failingAuditInserts(t);
      let refused;
      try {
        refused = await ctx.send(prepared.call);
      } finally {
        await failing.restore();
      }
      expect(refused.statusCode, refused.body).toBe(500);
      expect(await prepared.state()).toEqual(before);
      expect(await auditRowsAfter(t, lastId)).toEqual([]);

      const done = await ctx.send(prepared.call);
      expect(done.statusCode, done.body).toBe(200);
      expect(await prepared.state()).not.toEqual(before);
      const rows = await auditRowsAfter(t, lastId);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        action: c.action,
        user_id: expect.any(Number),
        username: 'admin',
        device_name: deviceName,
        terminal_id: prepared.call.terminal ?? TERMINAL,
        ...prepared.expected,
      });
      expect(Date.parse(rows[0].at)).toBeGreaterThan(Date.now() - 60_000);
    },
  );

  it('a menu item edit that changes price and tax leaves one row of each; a title edit alone none', async () => {
    const [price] = CATALOGUE_CASES;
    const prepared = await price.prepare(ctx);
    const body = prepared.call.payload as { title: string };
    const lastId = await lastAuditId(t);
    const both = { ...body, price: 11_000, taxId: ctx.c.taxes.impo };
    expect((await ctx.send({ ...prepared.call, payload: both })).statusCode).toBe(200);
    expect((await auditRowsAfter(t, lastId)).map((r) => r.action)).toEqual(['menu.price_change', 'menu.tax_change']);

    const renamed = { ...both, title: `${body.title} (renombrado)` };
    const afterBoth = await lastAuditId(t);
    expect((await ctx.send({ ...prepared.call, payload: renamed })).statusCode).toBe(200);
    expect(await auditRowsAfter(t, afterBoth)).toEqual([]);
  });

  it('cancelling two orders at once leaves one row per order', async () => {
    const [first, second] = await Promise.all([SHIFT_CASES[3].prepare(ctx), SHIFT_CASES[3].prepare(ctx)]);
    const ids = [first, second].map((p) => (p.call.payload as { orderIds: number[] }).orderIds[0]);
    const lastId = await lastAuditId(t);
    const res = await ctx.send({ method: 'POST', url: '/orders/cancel', payload: { orderIds: ids } });
    expect(res.statusCode, res.body).toBe(200);
    const rows = await auditRowsAfter(t, lastId);
    expect(rows.map((r) => [r.action, r.entity_id, r.reason])).toEqual(
      ids.sort((a, b) => a - b).map((id) => ['order.cancel', String(id), null]),
    );
  });
});
