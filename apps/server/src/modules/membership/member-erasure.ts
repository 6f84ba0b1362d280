import { ERASURE_REASON, MEMBERSHIP_MESSAGES as M } from '@comandero/contracts';
import { randomUUID } from 'node:crypto';
import type { AppDeps } from '../../app-deps.js';
import { conflict, notFound } from '../../http/http-error.js';
import { audit, type Actor } from '../audit/audit.js';
import { deleteCustomerIn } from '../customers/customers.repository.js';

/**
 * Ley 1581 de 2012, supresión: the member's name, phone and contact data go, the ledger stays.
 *
 * In one transaction: the customer row (name, phone, e-mail, birth date, gender; with it their past
 * reservations and buyer documents, by the foreign keys) is deleted; the member row and every ledger
 * row move from the phone to a random pseudonym, which nothing can turn back into the phone; the
 * balance left is forfeited with an `adjust` movement (nobody can redeem it any more), so the
 * report's outstanding points still equal the ledger's sum; the consent row keeps when and under
 * which text consent was given (the proof of lawful processing until now) and records when and by
 * whom the data were deleted. The audit row names the pseudonym, never the phone.
 */
export function eraseMember(deps: AppDeps) {
  return (actor: Actor, phone: string) =>
    deps.db.transaction().execute(async (tx) => {
      const at = deps.clock.now().toISOString();
      let find = tx
        .selectFrom('loyalty_members')
        .select(['balance', 'lifetime', 'joined_at', 'consent_at', 'consent_version'])
        .where('customer_id', '=', phone);
      // A redemption racing the deletion waits for this row, then finds no member under that phone.
      if (deps.dialect === 'postgres') find = find.forUpdate();
      const member = await find.executeTakeFirst();
      if (!member) throw notFound(M.notMember);
      const pseudonym = `suprimido-${randomUUID()}`;
      const balance = Number(member.balance);
      await tx
        .updateTable('loyalty_movements')
        .set({ customer_id: pseudonym })
        .where('customer_id', '=', phone)
        .execute();
      if (balance !== 0) {
        await tx
          .insertInto('loyalty_movements')
          .values({
            customer_id: pseudonym,
            kind: 'adjust',
            points: -balance,
            reason: ERASURE_REASON,
            created_by: actor.user.id,
            created_at: at,
          })
          .execute();
      }
      await tx
        .updateTable('loyalty_members')
        .set({ customer_id: pseudonym, balance: 0, erased_at: at, erased_by: actor.user.id })
        .where('customer_id', '=', phone)
        .execute();
      // Clientes' own deletion, last: a reservation still ahead refuses it, and the throw rolls back the rest.
      if ((await deleteCustomerIn(tx, phone, at)) === 'booked') throw conflict(M.eraseBooked);
      await audit(tx, actor, {
        action: 'membership.erase',
        entityType: 'member',
        entityId: pseudonym,
        before: {
          balance,
          lifetime: Number(member.lifetime),
          joinedAt: member.joined_at,
          consentAt: member.consent_at,
          consentVersion: member.consent_version,
        },
        after: { erasedAt: at, forfeitedPoints: balance },
        at,
      });
    });
}
