import { tipAboveSuggestedMessage } from '@comandero/contracts';
import { badRequest } from '../../http/http-error.js';

/**
 * Ley 1935 de 2018: the tip is voluntary and the store's suggestion (its percent, rounded as the
 * store chose) is the ceiling unless the customer asks for more, which the cashier confirms.
 * Every way to pay a table (split bill, orders screen, POS) applies this one rule. Centavos.
 */
export function checkTip(tip: number, suggested: number, percent: number, confirmedAbove: boolean | undefined): void {
  if (tip > suggested && !confirmedAbove) throw badRequest(tipAboveSuggestedMessage(percent));
}
