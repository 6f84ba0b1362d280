import { tipAboveSuggestedMessage, tipSuggestion } from '@comandero/contracts';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/types.js';
import { badRequest } from '../../http/http-error.js';
import { readTipSetting } from '../settings/tip-setting.repository.js';

type Executor = Kysely<Database> | Transaction<Database>;

/**
 * Ley 1935 de 2018: the tip is voluntary and the store's suggestion (its percent, rounded as the
 * store chose) is the ceiling unless the customer asks for more, which the cashier confirms.
 * Every way to pay a table (split bill, orders screen, POS) applies this one rule. Centavos.
 */
export function checkTip(tip: number, suggested: number, percent: number, confirmedAbove: boolean | undefined): void {
  if (tip > suggested && !confirmedAbove) throw badRequest(tipAboveSuggestedMessage(percent));
}

/** The rule against the store's own suggestion for a pre-tax subtotal (centavos), where nothing else priced it. */
export async function checkTipForSubtotal(
  db: Executor,
  tip: number,
  netTotal: number,
  confirmedAbove: boolean | undefined,
): Promise<void> {
  const setting = await readTipSetting(db);
  checkTip(tip, tipSuggestion(netTotal, setting.bp, setting.roundTo), setting.percent, confirmedAbove);
}
