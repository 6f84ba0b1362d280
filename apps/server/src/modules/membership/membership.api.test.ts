import {
  MEMBERSHIP_CONSENT_VERSION,
  MEMBERSHIP_MESSAGES as M,
  POS_MESSAGES,
  type Member,
  type MemberLookup,
  type MembershipReport,
  type Movement,
  type OrderResult,
} from '@comandero/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { expectError, testDatabases, type ApiClient, type TestApp } from '../../../test/test-app.js';
import { configureEinvoice } from '../../../test/fixtures/einvoice.js';
import { cartLine, countRows, openPosApp, raceBehindLock, type PosCatalogue } from '../../../test/fixtures/orders.js';

/** Hamburguesa 20.000 + 19 % IVA = 23.800; Agua 4.000 without tax. */
const BURGER = { netTotal: 20_000, taxTotal: 3_800, total: 23_800 };
const WATER = { netTotal: 4_000, taxTotal: 0, total: 4_000 };
const OTHER_PHONE = '3157778899';

/**
 * Issue 24: points earned on what was paid before the tip, redeemed as the "Puntos" payment type
 * in the payment's transaction (never past the balance, not below the minimum), reversed, and the
 * tier following lifetime points. 10 points per Col$ 1.000, a point pays Col$ 10, Plata at 300.
 */
describe.each(testDatabases)('membership on %s', (kind) => {
  let t: TestApp;
  let c: PosCatalogue;
  let api: ApiClient;
  let points: number;

  beforeEach(async () => {
    ({ t, c, api } = await openPosApp(kind));
    const saved = await api.post('/membership/settings', {
      enabled: true,
      pointsPerThousand: 10,
      minRedeemPoints: 50,
      pointValue: 10,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    points = ((await api.get('/membership/settings')).json() as { paymentTypeId: number }).paymentTypeId;
    const tier = await api.post('/membership/tiers/add', { name: 'Plata', threshold: 300, pointsPerThousand: 20 });
    expect(tier.statusCode, tier.body).toBe(200);
    await api.post('/customers/add', { phone: OTHER_PHONE, name: 'Luis Gómez' });
  });
  afterEach(async () => {
    await t.close();
  });

  const join = (phone: string, extra: object = { consent: true }) =>
    api.post('/membership/members/join', { phone, consentVersion: MEMBERSHIP_CONSENT_VERSION, ...extra });
  const pay = (item: number, totals: typeof WATER, extra: object) =>
    api.post('/pos/create-order-and-invoice', {
      cart: [cartLine(item, 1)],
      deliveryType: 'takeaway',
      customerType: 'CUSTOMER',
      customerId: c.customerPhone,
      tableId: null,
      paymentTypeId: c.paymentTypes.cash,
      ...totals,
      ...extra,
    });
  const member = async (phone = c.customerPhone) =>
    ((await api.get(`/membership/members/${phone}`)).json() as MemberLookup).member;
  const invoiceIdOf = (res: { statusCode: number; body: string; json(): unknown }) => {
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as OrderResult).invoiceId!;
  };

  it('joins with consent, earns before tip, redeems as Puntos, changes tier, reverses, reports', async () => {
    expectError(await join(c.customerPhone, { consent: false }), 400, M.consentRequired);
    expectError(await join(c.customerPhone, {}), 400, M.consentRequired);
    expect((await join(c.customerPhone)).statusCode).toBe(200);
    expectError(await join(c.customerPhone), 409, M.alreadyMember);

    // 23.800 paid with a 2.000 tip: the tip earns nothing, 238 points.
    const first = invoiceIdOf(await pay(c.items.burger, BURGER, { tip: 2_000 }));
    expect(await member()).toMatchObject({ balance: 238, lifetime: 238, tier: null, balanceValue: 2_380 });
    // A spec §7 sale that knows nothing of points works as before and earns nothing.
    const walkin = await pay(c.items.water, WATER, { customerType: 'WALKIN', customerId: null });
    expect(walkin.statusCode, walkin.body).toBe(200);
    invoiceIdOf(await pay(c.items.burger, BURGER, {}));
    expect(await member()).toMatchObject({ balance: 476, lifetime: 476, tier: 'Plata' });

    // 4.000 paid with points: 400 points, and nothing earned on it.
    const redeemed = invoiceIdOf(await pay(c.items.water, WATER, { paymentTypeId: points }));
    expect(await member()).toMatchObject({ balance: 76, lifetime: 476, tier: 'Plata' });
    const invoices = await countRows(t, 'invoices');
    expectError(await pay(c.items.water, WATER, { paymentTypeId: points }), 400, M.notEnoughPoints(76, 400));
    expect(await countRows(t, 'invoices')).toBe(invoices);
    // Plata earns 20 a thousand: 4.000 → 80.
    invoiceIdOf(await pay(c.items.water, WATER, {}));
    expect(await member()).toMatchObject({ balance: 156, lifetime: 556 });

    // Reversals: the redemption gives its points back, the first sale takes its own (the tier may drop).
    const reverse = (id: number) => api.post(`/membership/invoices/${id}/reverse`, { reason: 'Venta anulada' });
    expect((await reverse(redeemed)).statusCode).toBe(200);
    expect((await reverse(first)).statusCode).toBe(200);
    expectError(await reverse(first), 409, M.nothingToReverse);
    expect(await member()).toMatchObject({ balance: 318, lifetime: 318, tier: 'Plata' });

    const moves = (await api.get(`/membership/members/${c.customerPhone}/movements`)).json() as Movement[];
    expect(moves.map((m) => [m.kind, m.points])).toEqual([
      ['reverse', -238],
      ['reverse', 400],
      ['earn', 80],
      ['redeem', -400],
      ['earn', 238],
      ['earn', 238],
    ]);
    expect(moves[3]).toMatchObject({ amount: 4_000, invoiceId: redeemed, username: 'admin' });

    const report = (await api.get('/membership/report?type=today')).json() as MembershipReport;
    expect(report).toMatchObject({
      issued: 556,
      redeemed: 400,
      reversed: 162,
      outstanding: 318,
      outstandingValue: 3_180,
      members: 1,
    });
    const list = (await api.get('/membership/members')).json() as Member[];
    expect(list.map((m) => [m.name, m.balance, m.tier])).toEqual([['Ana Pérez', 318, 'Plata']]);
    const actions = await t.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('action', 'like', 'membership.%')
      .execute();
    expect(actions.map((a) => a.action).sort()).toEqual([
      'membership.join',
      'membership.reverse',
      'membership.reverse',
      'membership.settings',
      'membership.tier_add',
    ]);
  });

  it('refuses points past the balance under a race, below the minimum, and without a member', async () => {
    await join(c.customerPhone);
    expect(
      (await api.post(`/membership/members/${c.customerPhone}/adjust`, { points: 600, reason: 'Bienvenida' }))
        .statusCode,
    ).toBe(200);
    const openOrder = async () => {
      const res = await api.post('/pos/create-order', {
        cart: [cartLine(c.items.water, 1)],
        deliveryType: 'takeaway',
        customerType: 'CUSTOMER',
        customerId: c.customerPhone,
        tableId: null,
      });
      return (res.json() as OrderResult).orderId;
    };
    const [a, b] = [await openOrder(), await openOrder()];
    const settle = (orderId: number) =>
      api.post('/orders/complete-and-pay-order', {
        orderIds: [orderId],
        subTotal: 4_000,
        taxTotal: 0,
        total: 4_000,
        paymentTypeId: points,
      });
    // Two cashiers spend 400 of the 600 points at once: one pays, the other is refused.
    const results = await raceBehindLock(
      t,
      'SELECT customer_id FROM loyalty_members WHERE customer_id = $1 FOR UPDATE',
      [c.customerPhone],
      () => [settle(a), settle(b)],
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect(results.find((r) => r.statusCode === 400)!.json()).toEqual({ message: M.notEnoughPoints(200, 400) });
    expect(await member()).toMatchObject({ balance: 200 });

    await api.post('/membership/settings', {
      enabled: true,
      pointsPerThousand: 10,
      minRedeemPoints: 300,
      pointValue: 10,
    });
    expectError(
      await pay(c.items.water, { ...WATER }, { paymentTypeId: points, total: 4_000 }),
      400,
      M.belowMinimum(300),
    );
    expectError(await pay(c.items.water, WATER, { paymentTypeId: points, customerId: OTHER_PHONE }), 400, M.notMember);
    expectError(
      await pay(c.items.water, WATER, { paymentTypeId: points, customerType: 'WALKIN', customerId: null }),
      400,
      M.pointsNeedCustomer,
    );
    expectError(
      await api.post(`/membership/members/${c.customerPhone}/adjust`, { points: -201, reason: 'x' }),
      409,
      M.adjustOverdraft,
    );

    // Off, the POS no longer takes points and a member's sale earns nothing.
    await api.post('/membership/settings', {
      enabled: false,
      pointsPerThousand: 10,
      minRedeemPoints: 50,
      pointValue: 10,
    });
    expectError(await pay(c.items.water, WATER, { paymentTypeId: points }), 400, POS_MESSAGES.paymentTypeInactive);
    invoiceIdOf(await pay(c.items.water, WATER, {}));
    expect(await member()).toMatchObject({ balance: 200, lifetime: 0 });
  });

  it("names the member and their balance in the DE-POS's BeneficiosComprador", async () => {
    await configureEinvoice(api);
    await join(c.customerPhone);
    const id = invoiceIdOf(await pay(c.items.burger, BURGER, {}));
    await t.signing.idle();
    const doc = await t.database.db
      .selectFrom('einvoice_documents')
      .select('xml')
      .where('invoice_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(doc.xml).toContain(`<Name>Codigo</Name><Value>${c.customerPhone}</Value>`);
    expect(doc.xml).toContain(
      '<Name>NombresApellidos</Name><Value>Ana Pérez</Value><Name>Puntos</Name><Value>238</Value>',
    );
  });
});
