import {
  CUSTOMER_MESSAGES,
  ERASURE_REASON,
  MEMBERSHIP_CONSENT_VERSION,
  MEMBERSHIP_MESSAGES as M,
  type Member,
  type MembershipReport,
} from '@comandero/contracts';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { expectError, testDatabases, type ApiClient, type TestApp } from '../../../test/test-app.js';
import { cartLine, countRows, openPosApp, type PosCatalogue } from '../../../test/fixtures/orders.js';

const WATER = { netTotal: 4_000, taxTotal: 0, total: 4_000 };

/** Ley 1581 de 2012: a member's personal data deleted, their ledger kept under a pseudonym. */
describe.each(testDatabases)('member erasure on %s', (kind) => {
  let t: TestApp;
  let c: PosCatalogue;
  let api: ApiClient;

  beforeEach(async () => {
    ({ t, c, api } = await openPosApp(kind));
    await api.post('/membership/settings', {
      enabled: true,
      pointsPerThousand: 10,
      minRedeemPoints: 1,
      pointValue: 100,
    });
    const joined = await api.post('/membership/members/join', {
      phone: c.customerPhone,
      consent: true,
      consentVersion: MEMBERSHIP_CONSENT_VERSION,
    });
    expect(joined.statusCode, joined.body).toBe(200);
  });
  afterEach(async () => {
    await t.close();
  });

  const pay = (extra: object = {}) =>
    api.post('/pos/create-order-and-invoice', {
      cart: [cartLine(c.items.water, 1)],
      deliveryType: 'takeaway',
      customerType: 'CUSTOMER',
      customerId: c.customerPhone,
      tableId: null,
      paymentTypeId: c.paymentTypes.cash,
      ...WATER,
      ...extra,
    });
  const erase = (body: object = { confirm: true }, cookie?: string) =>
    api.post(`/membership/members/${c.customerPhone}/erase`, body, cookie);
  const report = async () => (await api.get('/membership/report')).json() as MembershipReport;
  const ledger = () =>
    t.database.db
      .selectFrom('loyalty_movements')
      .select(['customer_id', 'kind', 'points', 'amount', 'invoice_id', 'reason'])
      .orderBy('id')
      .execute();

  it('deletes the name and phone, keeps the ledger amounts under a pseudonym, forfeits the balance, audits', async () => {
    expect((await pay()).statusCode).toBe(200);
    expect((await pay()).statusCode).toBe(200);
    expect((await pay({ paymentTypeId: await pointsType() })).statusCode).toBe(200);
    const before = await ledger();
    expect(before.map((r) => [r.kind, Number(r.points)])).toEqual([
      ['earn', 40],
      ['earn', 40],
      ['redeem', -40],
    ]);
    const invoices = await countRows(t, 'invoices');

    // Only MEMBERSHIP: a waiter who may look a member up at the POS may not erase one.
    await t.createUser('mesero1581', { scope: 'POS,CUSTOMERS' });
    expect((await erase({ confirm: true }, await t.signIn('mesero1581', 'user-pass-123'))).statusCode).toBe(403);
    expectError(await erase({}), 400, M.eraseConfirm);
    expect((await ledger()).every((r) => r.customer_id === c.customerPhone)).toBe(true);

    const res = await erase();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: M.erased });

    // The person is gone: no customer, no member under that phone, not in the list.
    expectError(await api.get(`/customers/${c.customerPhone}`), 404, CUSTOMER_MESSAGES.notFound);
    expectError(await api.get(`/membership/members/${c.customerPhone}/movements`), 404, M.notMember);
    expect(((await api.get('/membership/members')).json() as Member[]).map((m) => m.phone)).not.toContain(
      c.customerPhone,
    );
    // The ledger: the same rows and amounts under one pseudonym, plus the forfeited balance.
    const after = await ledger();
    const pseudonym = after[0]!.customer_id;
    expect(pseudonym).toMatch(/^suprimido-[0-9a-f-]{36}$/);
    expect(after.every((r) => r.customer_id === pseudonym)).toBe(true);
    const strip = (rows: typeof after) =>
      rows.map((r) => [r.kind, Number(r.points), Number(r.amount), r.invoice_id, r.reason]);
    expect(strip(after.slice(0, 3))).toEqual(strip(before));
    expect(strip(after.slice(3))).toEqual([['adjust', -40, 0, null, ERASURE_REASON]]);
    // The liability report still adds up: 80 issued, 40 redeemed, 40 forfeited, none outstanding.
    expect(await report()).toMatchObject({ issued: 80, redeemed: 40, adjusted: -40, outstanding: 0, members: 0 });
    expect(await countRows(t, 'invoices')).toBe(invoices);

    // The consent row is now the deletion record: when, by whom; consent proof kept, no phone.
    const record = await t.database.db
      .selectFrom('loyalty_members')
      .selectAll()
      .where('customer_id', '=', pseudonym)
      .executeTakeFirstOrThrow();
    const admin = await t.database.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'admin')
      .executeTakeFirstOrThrow();
    expect(record).toMatchObject({ erased_by: admin.id, consent_version: MEMBERSHIP_CONSENT_VERSION });
    expect(Number(record.balance)).toBe(0);
    expect(record.erased_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select(['entity_id', 'before_json', 'after_json', 'user_id'])
      .where('action', '=', 'membership.erase')
      .execute();
    expect(audit).toEqual([expect.objectContaining({ entity_id: pseudonym, user_id: admin.id })]);
    expect(JSON.stringify(audit)).not.toContain(c.customerPhone);

    // The ledger stays append-only: no amount edit, no move back to the phone, no delete.
    await expect(
      sql`UPDATE loyalty_movements SET points = 1 WHERE customer_id = ${pseudonym}`.execute(t.database.db),
    ).rejects.toThrow(/solo admiten filas nuevas/);
    await expect(
      sql`UPDATE loyalty_movements SET customer_id = ${c.customerPhone}`.execute(t.database.db),
    ).rejects.toThrow(/solo admiten filas nuevas/);
    await expect(
      sql`UPDATE loyalty_movements SET customer_id = 'suprimido-x', points = 0 WHERE kind = 'earn'`.execute(
        t.database.db,
      ),
    ).rejects.toThrow(/solo admiten filas nuevas/);
    await expect(sql`DELETE FROM loyalty_movements`.execute(t.database.db)).rejects.toThrow(
      /solo admiten filas nuevas/,
    );

    // Done once; the same phone may come back later as a new customer and member, from zero.
    expectError(await erase(), 404, M.notMember);
    await api.post('/customers/add', { phone: c.customerPhone, name: 'Cliente nuevo' });
    const again = await api.post('/membership/members/join', {
      phone: c.customerPhone,
      consent: true,
      consentVersion: MEMBERSHIP_CONSENT_VERSION,
    });
    expect(again.statusCode, again.body).toBe(200);
    expect((await api.get(`/membership/members/${c.customerPhone}`)).json()).toMatchObject({
      member: { balance: 0, lifetime: 0 },
    });
  });

  it('refuses while the customer has a reservation ahead, and changes nothing', async () => {
    await t.database.db
      .insertInto('reservations')
      .values({
        customer_id: c.customerPhone,
        date: '2999-01-01T19:00:00.000Z',
        status: 'booked',
        people_count: 2,
        unique_code: 'R1581',
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
      })
      .execute();
    expectError(await erase(), 409, M.eraseBooked);
    expect((await api.get(`/membership/members/${c.customerPhone}/movements`)).statusCode).toBe(200);
    expect((await api.get(`/customers/${c.customerPhone}`)).statusCode).toBe(200);
  });

  const pointsType = async () =>
    ((await api.get('/membership/settings')).json() as { paymentTypeId: number }).paymentTypeId;
});
