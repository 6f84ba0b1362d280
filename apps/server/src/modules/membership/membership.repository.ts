import { toMajor, type Member, type MembershipSettings, type Movement, type MovementKind } from '@comandero/contracts';
import type { Db } from '../../db/database.js';
import type { Programme } from './points-ledger.js';
import { tierOf, type TierRow } from './tiers.js';

type MemberRow = {
  phone: string;
  name: string;
  joined_at: string;
  balance: number;
  lifetime: number;
  consent_at: string;
  consent_version: string;
};

export const settingsView = (p: Programme): MembershipSettings => ({
  enabled: p.enabled === 1,
  pointsPerThousand: p.points_per_thousand,
  minRedeemPoints: p.min_redeem_points,
  pointValue: toMajor(p.point_value),
  paymentTypeId: p.payment_type_id,
});

const memberView = (m: MemberRow, tiers: readonly TierRow[], pointValue: number): Member => ({
  phone: m.phone,
  name: m.name,
  joinedAt: m.joined_at,
  balance: m.balance,
  lifetime: m.lifetime,
  tier: tierOf(tiers, m.lifetime)?.name ?? null,
  balanceValue: toMajor(m.balance * pointValue),
  consentAt: m.consent_at,
  consentVersion: m.consent_version,
});

/** The programme's reads; its writes live with the rules in the service and the ledger. */
export function membershipRepository(db: Db) {
  const members = () =>
    db
      .selectFrom('loyalty_members as m')
      .innerJoin('customers as c', 'c.phone', 'm.customer_id')
      .select(['c.phone', 'c.name', 'm.joined_at', 'm.balance', 'm.lifetime', 'm.consent_at', 'm.consent_version']);

  return {
    tiers: () =>
      db
        .selectFrom('loyalty_tiers')
        .select(['id', 'name', 'threshold', 'points_per_thousand'])
        .orderBy('threshold')
        .execute(),

    async members(search: string | undefined, pointValue: number): Promise<Member[]> {
      let q = members().orderBy('c.name').limit(500);
      if (search)
        q = q.where((eb) => eb.or([eb('c.name', 'like', `%${search}%`), eb('c.phone', 'like', `%${search}%`)]));
      const [rows, tiers] = await Promise.all([q.execute(), this.tiers()]);
      return rows.map((r) => memberView(r, tiers, pointValue));
    },

    async member(phone: string, pointValue: number): Promise<Member | null> {
      const [row, tiers] = await Promise.all([
        members().where('m.customer_id', '=', phone).executeTakeFirst(),
        this.tiers(),
      ]);
      return row ? memberView(row, tiers, pointValue) : null;
    },

    async movements(phone: string): Promise<Movement[]> {
      const rows = await db
        .selectFrom('loyalty_movements as l')
        .leftJoin('users as u', 'u.id', 'l.created_by')
        .select(['l.id', 'l.kind', 'l.points', 'l.amount', 'l.invoice_id', 'l.reason', 'u.username', 'l.created_at'])
        .where('l.customer_id', '=', phone)
        .orderBy('l.id', 'desc')
        .limit(500)
        .execute();
      return rows.map((r) => ({
        id: r.id,
        kind: r.kind as MovementKind,
        points: r.points,
        amount: toMajor(r.amount),
        invoiceId: r.invoice_id,
        reason: r.reason,
        username: r.username ?? null,
        createdAt: r.created_at,
      }));
    },

    /** Points per kind of movement in [start, end), and every balance now. */
    async totals(start: string, end: string) {
      const kinds = await db
        .selectFrom('loyalty_movements')
        .select((eb) => ['kind', eb.fn.sum<number>('points').as('points')])
        .where('created_at', '>=', start)
        .where('created_at', '<', end)
        .groupBy('kind')
        .execute();
      const all = await db
        .selectFrom('loyalty_members')
        .select((eb) => [
          eb.fn.sum<number>('balance').as('balance'),
          // Erased members are deletion records now, not members (their balance was forfeited to 0).
          eb.fn.count<number>(eb.case().when('erased_at', 'is', null).then(1).end()).as('members'),
        ])
        .executeTakeFirstOrThrow();
      const of = (k: MovementKind) => Number(kinds.find((r) => r.kind === k)?.points ?? 0);
      return {
        earned: of('earn'),
        redeemed: -of('redeem'),
        reversed: of('reverse'),
        adjusted: of('adjust'),
        outstanding: Number(all.balance ?? 0),
        members: Number(all.members),
      };
    },
  };
}
