import { MEMBERSHIP_MESSAGES as M } from '@comandero/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { HttpError } from '../../http/http-error.js';
import { tierOf, type TierRow } from './tiers.js';

/**
 * A payment the programme refuses (points without a member, below the minimum, more than the
 * balance): the payment rolls back whole. Its code survives the SQLite writer thread's message, so
 * the POS submit answers the same 400 (order-submit.service.ts).
 */
export class LoyaltyRefusal extends HttpError {
  readonly code = 'LOYALTY_REFUSED';
  constructor(message: string) {
    super(400, message);
  }
}

export const isLoyaltyRefusal = (err: unknown): err is Error =>
  err instanceof Error && (err as { code?: unknown }).code === 'LOYALTY_REFUSED';

/** Col$ 1.000 in centavos: the unit points are earned per. */
const THOUSAND_PESOS = 100_000;

/** One paid invoice as the programme sees it (centavos). */
export type PointsSale = {
  invoiceId: number;
  customerId: string | null;
  /** The invoice's total, after any discount and before the tip: what earns. */
  total: number;
  /** Each tender: what the "Puntos" one paid is redeemed, the rest earns. */
  tenders: readonly { paymentTypeId: number | null; amount: number }[];
  userId: number;
  nowIso: string;
};

export type Programme = {
  enabled: number;
  points_per_thousand: number;
  min_redeem_points: number;
  point_value: number;
  payment_type_id: number | null;
};

export const readProgramme = (db: Db): Promise<Programme> =>
  db
    .selectFrom('loyalty_settings')
    .select(['enabled', 'points_per_thousand', 'min_redeem_points', 'point_value', 'payment_type_id'])
    .where('id', '=', 1)
    .executeTakeFirstOrThrow();

/** Points a redemption of `amount` centavos takes: rounded up, so points never pay more than they are worth. */
export const pointsFor = (amount: number, pointValue: number) => Math.ceil(amount / pointValue);

export const earnedOn = (base: number, rate: number) => Math.floor((Math.max(base, 0) * rate) / THOUSAND_PESOS);

/**
 * Takes `points` off a member's balance in one conditional UPDATE: on PostgreSQL a second
 * payment racing this one waits for the row lock and re-checks the balance after our COMMIT, so
 * two payments can never both spend the same points. Answers whether it was taken.
 */
async function takePoints(tx: Db, customerId: string, points: number, minimum: number): Promise<boolean> {
  const res = await tx
    .updateTable('loyalty_members')
    .set({ balance: sql<number>`balance - ${points}` })
    .where('customer_id', '=', customerId)
    .where('balance', '>=', Math.max(points, minimum))
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

async function redeem(tx: Db, p: Programme, sale: PointsSale, amount: number): Promise<void> {
  if (p.enabled !== 1) throw new LoyaltyRefusal(M.programmeOff);
  if (sale.customerId === null) throw new LoyaltyRefusal(M.pointsNeedCustomer);
  const points = pointsFor(amount, p.point_value);
  if (!(await takePoints(tx, sale.customerId, points, p.min_redeem_points))) {
    const member = await tx
      .selectFrom('loyalty_members')
      .select('balance')
      .where('customer_id', '=', sale.customerId)
      .executeTakeFirst();
    if (!member) throw new LoyaltyRefusal(M.notMember);
    if (member.balance < p.min_redeem_points) throw new LoyaltyRefusal(M.belowMinimum(p.min_redeem_points));
    throw new LoyaltyRefusal(M.notEnoughPoints(member.balance, points));
  }
  await tx
    .insertInto('loyalty_movements')
    .values({
      customer_id: sale.customerId,
      kind: 'redeem',
      points: -points,
      amount,
      invoice_id: sale.invoiceId,
      created_by: sale.userId,
      created_at: sale.nowIso,
    })
    .execute();
}

async function earn(tx: Db, p: Programme, tiers: TierRow[], sale: PointsSale, base: number): Promise<void> {
  if (sale.customerId === null || p.enabled !== 1) return;
  const member = await tx
    .selectFrom('loyalty_members')
    .select('lifetime')
    .where('customer_id', '=', sale.customerId)
    .executeTakeFirst();
  if (!member) return;
  const rate = tierOf(tiers, member.lifetime)?.points_per_thousand ?? p.points_per_thousand;
  const points = earnedOn(base, rate);
  if (points <= 0) return;
  await tx
    .updateTable('loyalty_members')
    .set({ balance: sql<number>`balance + ${points}`, lifetime: sql<number>`lifetime + ${points}` })
    .where('customer_id', '=', sale.customerId)
    .execute();
  await tx
    .insertInto('loyalty_movements')
    .values({
      customer_id: sale.customerId,
      kind: 'earn',
      points,
      amount: base,
      invoice_id: sale.invoiceId,
      created_by: sale.userId,
      created_at: sale.nowIso,
    })
    .execute();
}

/**
 * The points side of paid invoices, inside the payment's own transaction: the "Puntos" tender is
 * redeemed (refused payments roll back whole), and what the other tenders paid of the total (never
 * the tip) earns at the member's tier rate. A sale with no member attached, or with the programme
 * off, costs one read.
 */
export async function settlePoints(tx: Db, sales: readonly PointsSale[]): Promise<void> {
  if (sales.length === 0) return;
  const p = await readProgramme(tx);
  const pointsType = p.payment_type_id;
  let tiers: TierRow[] | null = null;
  for (const sale of sales) {
    const redeemed =
      pointsType === null
        ? 0
        : sale.tenders.reduce((sum, t) => (t.paymentTypeId === pointsType ? sum + t.amount : sum), 0);
    if (redeemed > 0) await redeem(tx, p, sale, redeemed);
    if (p.enabled !== 1 || sale.customerId === null) continue;
    tiers ??= await tx.selectFrom('loyalty_tiers').select(['name', 'threshold', 'points_per_thousand']).execute();
    // The points tender may also have paid the tip: only what other tenders paid of the total earns.
    await earn(tx, p, tiers, sale, sale.total - redeemed);
  }
}

/**
 * Undoes the points of one paid invoice (a sale annulled after payment): what it earned comes off
 * the balance and the lifetime (the tier may drop), what it redeemed goes back. One 'reverse' row
 * per member; an invoice is reversed once. The balance may go below zero when the earned points
 * were already spent: the ledger records the debt rather than hiding it.
 */
export async function reverseInvoicePoints(
  tx: Db,
  r: { invoiceId: number; userId: number; nowIso: string; reason: string | null },
): Promise<number> {
  const rows = await tx
    .selectFrom('loyalty_movements')
    .select(['customer_id', 'kind', 'points'])
    .where('invoice_id', '=', r.invoiceId)
    .execute();
  if (rows.length === 0 || rows.some((m) => m.kind === 'reverse')) return 0;
  const perMember = new Map<string, { earned: number; redeemed: number }>();
  for (const m of rows) {
    const sums = perMember.get(m.customer_id) ?? { earned: 0, redeemed: 0 };
    if (m.kind === 'earn') sums.earned += m.points;
    if (m.kind === 'redeem') sums.redeemed -= m.points;
    perMember.set(m.customer_id, sums);
  }
  for (const [customerId, { earned, redeemed }] of perMember) {
    const points = redeemed - earned;
    await tx
      .updateTable('loyalty_members')
      .set({ balance: sql<number>`balance + ${points}`, lifetime: sql<number>`lifetime - ${earned}` })
      .where('customer_id', '=', customerId)
      .execute();
    await tx
      .insertInto('loyalty_movements')
      .values({
        customer_id: customerId,
        kind: 'reverse',
        points,
        invoice_id: r.invoiceId,
        reason: r.reason,
        created_by: r.userId,
        created_at: r.nowIso,
      })
      .execute();
  }
  return perMember.size;
}
