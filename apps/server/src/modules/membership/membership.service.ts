import {
  CUSTOMER_MESSAGES,
  MEMBERSHIP_CONSENT_VERSION,
  MEMBERSHIP_MESSAGES as M,
  toMajor,
  toMinor,
  type adjustBody,
  type joinBody,
  type MemberLookup,
  type MembershipReport,
  type membershipSettingsBody,
  type reportFilterQuery,
  type tierBody,
} from '@comandero/contracts';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps.js';
import { badRequest, conflict, notFound } from '../../http/http-error.js';
import { audit, type Actor } from '../audit/audit.js';
import { catalogueWrite } from '../settings/catalogue-lock.js';
import { dateRangeOf, storeContext } from '../settings/store-context.js';
import { membershipRepository, settingsView } from './membership.repository.js';
import { readProgramme, reverseInvoicePoints } from './points-ledger.js';
import { syncPointsPaymentType } from './points-payment-type.js';

type TierInput = z.output<typeof tierBody>;

/** The programme's rules outside a payment: settings, tiers, joining, adjustments, reversals, report. */
export function membershipService(deps: AppDeps) {
  const repo = membershipRepository(deps.db);
  const now = () => deps.clock.now().toISOString();
  const write = <T>(work: (tx: AppDeps['db']) => Promise<T>) => deps.db.transaction().execute(work);

  async function checkTier(tx: AppDeps['db'], t: TierInput, id: number | null): Promise<void> {
    const others = (await tx.selectFrom('loyalty_tiers').select(['id', 'name', 'threshold']).execute()).filter(
      (o) => o.id !== id,
    );
    if (others.some((o) => o.name.toLowerCase() === t.name.toLowerCase())) throw conflict(M.tierDuplicate);
    if (others.some((o) => o.threshold === t.threshold)) throw conflict(M.tierThresholdDuplicate);
  }

  return {
    settings: async () => settingsView(await readProgramme(deps.db)),

    /** With the catalogue lock: it may create or (de)activate the "Puntos" payment type. */
    saveSettings: (actor: Actor, body: z.output<typeof membershipSettingsBody>) =>
      catalogueWrite(deps)(async ({ tx }) => {
        const at = now();
        const before = await readProgramme(tx);
        const paymentTypeId = await syncPointsPaymentType(tx, actor, before.payment_type_id, body.enabled, at);
        const after = {
          enabled: body.enabled ? 1 : 0,
          points_per_thousand: body.pointsPerThousand,
          min_redeem_points: body.minRedeemPoints,
          point_value: toMinor(body.pointValue),
          payment_type_id: paymentTypeId,
        };
        await tx
          .updateTable('loyalty_settings')
          .set({ ...after, updated_at: at })
          .where('id', '=', 1)
          .execute();
        await audit(tx, actor, {
          action: 'membership.settings',
          entityType: 'membership_setting',
          entityId: 1,
          before: settingsView(before),
          after: settingsView(after),
          at,
        });
      }),

    tiers: async () =>
      (await repo.tiers()).map((t) => ({
        id: t.id,
        name: t.name,
        threshold: t.threshold,
        pointsPerThousand: t.points_per_thousand,
      })),

    addTier: (actor: Actor, t: TierInput) =>
      write(async (tx) => {
        await checkTier(tx, t, null);
        const at = now();
        const { id } = await tx
          .insertInto('loyalty_tiers')
          .values({
            name: t.name,
            threshold: t.threshold,
            points_per_thousand: t.pointsPerThousand,
            created_at: at,
            updated_at: at,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await audit(tx, actor, {
          action: 'membership.tier_add',
          entityType: 'membership_tier',
          entityId: id,
          after: t,
          at,
        });
        return id;
      }),

    updateTier: (actor: Actor, id: number, t: TierInput) =>
      write(async (tx) => {
        const before = await tx.selectFrom('loyalty_tiers').selectAll().where('id', '=', id).executeTakeFirst();
        if (!before) throw notFound(M.tierNotFound);
        await checkTier(tx, t, id);
        const at = now();
        await tx
          .updateTable('loyalty_tiers')
          .set({ name: t.name, threshold: t.threshold, points_per_thousand: t.pointsPerThousand, updated_at: at })
          .where('id', '=', id)
          .execute();
        const was = { name: before.name, threshold: before.threshold, pointsPerThousand: before.points_per_thousand };
        await audit(tx, actor, {
          action: 'membership.tier_update',
          entityType: 'membership_tier',
          entityId: id,
          before: was,
          after: t,
          at,
        });
      }),

    removeTier: (actor: Actor, id: number) =>
      write(async (tx) => {
        const before = await tx.selectFrom('loyalty_tiers').selectAll().where('id', '=', id).executeTakeFirst();
        if (!before) throw notFound(M.tierNotFound);
        await tx.deleteFrom('loyalty_tiers').where('id', '=', id).execute();
        await audit(tx, actor, {
          action: 'membership.tier_delete',
          entityType: 'membership_tier',
          entityId: id,
          before: { name: before.name, threshold: before.threshold, pointsPerThousand: before.points_per_thousand },
          at: now(),
        });
      }),

    /** Ley 1581 de 2012: joining needs the customer's consent to the current text; who took it and when are kept. */
    join: (actor: Actor, body: z.output<typeof joinBody>) =>
      write(async (tx) => {
        if (body.consentVersion !== MEMBERSHIP_CONSENT_VERSION) throw badRequest(M.consentOutdated);
        const customer = await tx
          .selectFrom('customers')
          .select('phone')
          .where('phone', '=', body.phone)
          .executeTakeFirst();
        if (!customer) throw notFound(CUSTOMER_MESSAGES.notFound);
        const at = now();
        const inserted = await tx
          .insertInto('loyalty_members')
          .values({
            customer_id: customer.phone,
            joined_at: at,
            consent_at: at,
            consent_user_id: actor.user.id,
            consent_version: body.consentVersion,
          })
          .onConflict((oc) => oc.column('customer_id').doNothing())
          .executeTakeFirst();
        if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) throw conflict(M.alreadyMember);
        await audit(tx, actor, {
          action: 'membership.join',
          entityType: 'member',
          entityId: customer.phone,
          after: { consentVersion: body.consentVersion, consentAt: at },
          at,
        });
      }),

    members: async (search: string | undefined) => repo.members(search, (await readProgramme(deps.db)).point_value),

    async lookup(phone: string): Promise<MemberLookup> {
      const customer = await deps.db
        .selectFrom('customers')
        .select('phone')
        .where('phone', '=', phone)
        .executeTakeFirst();
      if (!customer) throw notFound(CUSTOMER_MESSAGES.notFound);
      const p = await readProgramme(deps.db);
      return { member: await repo.member(phone, p.point_value), programme: settingsView(p) };
    },

    async movements(phone: string) {
      const member = await deps.db
        .selectFrom('loyalty_members')
        .select('customer_id')
        .where('customer_id', '=', phone)
        .executeTakeFirst();
      if (!member) throw notFound(M.notMember);
      return repo.movements(phone);
    },

    /** A correction by hand: balance only (the tier follows earned points), never below zero. */
    adjust: (actor: Actor, phone: string, body: z.output<typeof adjustBody>) =>
      write(async (tx) => {
        const at = now();
        const res = await tx
          .updateTable('loyalty_members')
          .set({ balance: sql<number>`balance + ${body.points}` })
          .where('customer_id', '=', phone)
          .where('balance', '>=', Math.max(0, -body.points))
          .executeTakeFirst();
        if (Number(res.numUpdatedRows) !== 1) {
          const exists = await tx
            .selectFrom('loyalty_members')
            .select('balance')
            .where('customer_id', '=', phone)
            .executeTakeFirst();
          throw exists ? conflict(M.adjustOverdraft) : notFound(M.notMember);
        }
        await tx
          .insertInto('loyalty_movements')
          .values({
            customer_id: phone,
            kind: 'adjust',
            points: body.points,
            reason: body.reason,
            created_by: actor.user.id,
            created_at: at,
          })
          .execute();
        await audit(tx, actor, {
          action: 'membership.adjust',
          entityType: 'member',
          entityId: phone,
          after: { points: body.points },
          reason: body.reason,
          at,
        });
      }),

    /** A paid sale annulled outside the POS (no paid-sale void exists yet): its points are undone. */
    reverse: (actor: Actor, invoiceId: number, reason: string) =>
      write(async (tx) => {
        const invoice = await tx.selectFrom('invoices').select('id').where('id', '=', invoiceId).executeTakeFirst();
        if (!invoice) throw notFound(M.invoiceNotFound);
        if (deps.dialect === 'postgres') {
          // Two reversals of one invoice at once: the second waits here and then finds the first's row.
          await tx.selectFrom('invoices').select('id').where('id', '=', invoiceId).forUpdate().execute();
        }
        const at = now();
        const members = await reverseInvoicePoints(tx, { invoiceId, userId: actor.user.id, nowIso: at, reason });
        if (members === 0) throw conflict(M.nothingToReverse);
        await audit(tx, actor, {
          action: 'membership.reverse',
          entityType: 'invoice',
          entityId: invoiceId,
          reason,
          at,
        });
      }),

    async report(query: z.output<typeof reportFilterQuery>): Promise<MembershipReport> {
      const { timeZone } = await storeContext(deps);
      const range = dateRangeOf(deps, query, timeZone);
      const [t, p] = await Promise.all([repo.totals(range.start, range.end), readProgramme(deps.db)]);
      return {
        from: range.from,
        to: range.to,
        issued: t.earned,
        redeemed: t.redeemed,
        reversed: t.reversed,
        adjusted: t.adjusted,
        outstanding: t.outstanding,
        outstandingValue: toMajor(t.outstanding * p.point_value),
        members: t.members,
      };
    },
  };
}
