import {
  BILLS_MESSAGES as M,
  toMinor,
  type billDiscountBody,
  type BillSplitResponse,
  type billTipBody,
} from '@comandero/contracts';
import type { Transaction } from 'kysely';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps.js';
import type { Database } from '../../db/types.js';
import { badRequest, conflict, notFound } from '../../http/http-error.js';
import type { Actor } from '../audit/audit.js';
import { auditedDiscount } from '../audit/audit-discounts.js';
import { checkTip } from '../payments/tip-rule.js';
import { readTipSetting } from '../settings/tip-setting.repository.js';
import { priceStoredBill, toSplitView } from './bill-view.js';
import { repriceBill, setBillDiscount, setBillTip, setLineDiscount } from './bill-writes.repository.js';
import { billLine, billStatus, loadSplit, lockOpenSplit, splitOfBill, storedBill } from './bills.repository.js';

type DiscountBody = z.output<typeof billDiscountBody>;
type TipBody = z.output<typeof billTipBody>;
type Tx = Transaction<Database>;

/** Discounts and the tip: changes to an unpaid bill, each in one transaction behind the split's lock. */
export function billAdjustService(deps: AppDeps) {
  const db = deps.db;

  async function onOpenBill(billId: number, message: string, change: (tx: Tx, nowIso: string) => Promise<void>) {
    const found = await splitOfBill(db, billId);
    if (!found) throw notFound(M.billNotFound);
    const nowIso = deps.clock.now().toISOString();
    await db.transaction().execute(async (tx) => {
      if (!(await lockOpenSplit(tx, found.split_id, nowIso))) throw conflict(M.billPaid409);
      const bill = await billStatus(tx, billId);
      if (!bill) throw notFound(M.billNotFound);
      if (bill.status !== 'open') throw conflict(M.billPaid409);
      await change(tx, nowIso);
      await repriceBill(tx, billId, nowIso);
    });
    const record = await loadSplit(db, found.split_id);
    if (record) deps.events.publish('bill.adjusted', { billId, orderIds: record.orderIds });
    return { message, split: record ? toSplitView(record) : null } satisfies BillSplitResponse;
  }

  const lineOf = async (tx: Tx, billId: number, lineId: number) => {
    const line = await billLine(tx, billId, lineId);
    if (!line) throw notFound(M.lineNotFound);
    return line;
  };

  return {
    // Discounts are audited in the bill's transaction (issue 11).
    applyDiscount(actor: Actor, billId: number, body: DiscountBody) {
      const target = { billId, lineId: body.lineId, reason: body.reason };
      return onOpenBill(billId, M.discountApplied, (tx, at) =>
        auditedDiscount(tx, actor, { ...target, at }, async () => {
          const value = body.kind === 'percent' ? Math.round(body.value * 100) : toMinor(body.value);
          if (body.kind === 'percent' && value > 10_000) throw badRequest(M.discountTooLarge);
          const columns = { discount_kind: body.kind, discount_value: value, discount_reason: body.reason };
          if (body.lineId !== null) {
            const line = await lineOf(tx, billId, body.lineId);
            if (body.kind === 'amount' && value > line.gross) throw badRequest(M.discountTooLarge);
            await setLineDiscount(tx, line.id, columns);
            return;
          }
          if (body.kind === 'amount') {
            const { bill, lines } = await storedBill(tx, billId);
            const priced = priceStoredBill({ ...bill, discount_kind: null, discount_value: null }, lines);
            if (value > priced.itemsTotal - priced.lineDiscountTotal) throw badRequest(M.discountTooLarge);
          }
          await setBillDiscount(tx, billId, columns);
        }),
      );
    },

    removeDiscount(actor: Actor, billId: number, lineId: number | null) {
      const target = { billId, lineId, reason: null };
      return onOpenBill(billId, M.discountRemoved, (tx, at) =>
        auditedDiscount(tx, actor, { ...target, at }, async () => {
          const cleared = { discount_kind: null, discount_value: null, discount_reason: null };
          if (lineId === null) {
            await setBillDiscount(tx, billId, cleared);
            return;
          }
          await lineOf(tx, billId, lineId);
          await setLineDiscount(tx, lineId, cleared);
        }),
      );
    },

    setTip(billId: number, body: TipBody) {
      return onOpenBill(billId, M.tipSet, async (tx, nowIso) => {
        const tip = toMinor(body.tip);
        const { bill, lines } = await storedBill(tx, billId);
        // Ley 1935 de 2018: the store's suggested percentage (10 % by default) is the ceiling
        // unless the customer says otherwise.
        const setting = await readTipSetting(tx);
        checkTip(tip, priceStoredBill(bill, lines, setting).suggestedTip, setting.percent, body.confirmAboveSuggested);
        await setBillTip(tx, billId, tip, nowIso);
      });
    },
  };
}
