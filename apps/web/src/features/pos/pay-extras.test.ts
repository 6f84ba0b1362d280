import { TIP_SETTING_DEFAULTS, type PricingTotals } from '@comandero/contracts';
import { describe, expect, it } from 'vitest';
import { tipChoiceOf } from '../../components/settle/tip-section';
import type { PosState } from './cart-state';
import { asksTip, payExtrasOf, payFigures } from './pay-extras';

const atTable: PosState = { cart: [], customerType: 'WALKIN', customer: null, deliveryType: 'dinein', tableId: 4 };
/** Centavos: net 44.907,41 (10 % is 4.490,74), tax 3.592,59, total 48.500. */
const totals: PricingTotals = {
  itemsTotal: 4_850_000,
  netTotal: 4_490_741,
  taxTotal: 359_259,
  payableTotal: 4_850_000,
};
const cash = { id: 1, title: 'Efectivo', is_active: 1 as const };
const card = { id: 2, title: 'Tarjeta', is_active: 1 as const };

describe('POS pay extras', () => {
  it('asks for the tip at a dine-in table only, as the store setting says', () => {
    expect(asksTip(atTable, TIP_SETTING_DEFAULTS)).toBe(true);
    expect(asksTip({ ...atTable, tableId: null }, TIP_SETTING_DEFAULTS)).toBe(false);
    expect(asksTip({ ...atTable, deliveryType: 'takeaway' }, TIP_SETTING_DEFAULTS)).toBe(false);
    expect(asksTip(atTable, undefined)).toBe(false);
  });

  it('suggests the rounded tip, adds it to the due and gives the change of the cash received', () => {
    const none = { tip: null, tendered: '' };
    // 4.490,74 is suggested as 4.500 (the store's 100 pesos); whole pesos as 4.491.
    expect(payFigures(none, totals, TIP_SETTING_DEFAULTS, true)).toMatchObject({ suggested: 450_000, tip: 450_000 });
    expect(payFigures(none, totals, { ...TIP_SETTING_DEFAULTS, roundTo: 1 }, true).suggested).toBe(449_100);
    const paid = payFigures({ tip: null, tendered: '60.000' }, totals, TIP_SETTING_DEFAULTS, true);
    expect(paid).toMatchObject({ due: 5_300_000, change: 700_000, ok: true });
    expect(payExtrasOf({ tip: null, tendered: '60.000' }, totals, TIP_SETTING_DEFAULTS, true, cash)).toEqual({
      tip: 4_500,
      confirmAboveSuggested: false,
      tendered: 60_000,
      paymentTypeTitle: 'Efectivo',
    });
  });

  it('holds the payment while the cash received is short or the tip is above the suggestion unconfirmed', () => {
    expect(payExtrasOf({ tip: null, tendered: '50.000' }, totals, TIP_SETTING_DEFAULTS, true, cash)).toBeNull();
    const more = { tip: tipChoiceOf(6_000), tendered: '' };
    expect(payExtrasOf(more, totals, TIP_SETTING_DEFAULTS, true, cash)).toBeNull();
    const asked = { tip: { ...tipChoiceOf(6_000), confirmAbove: true }, tendered: '' };
    expect(payExtrasOf(asked, totals, TIP_SETTING_DEFAULTS, true, card)).toEqual({
      tip: 6_000,
      confirmAboveSuggested: true,
      tendered: null,
      paymentTypeTitle: 'Tarjeta',
    });
    // No tip asked (takeaway): nothing is added to the due.
    expect(payFigures({ tip: null, tendered: '' }, totals, TIP_SETTING_DEFAULTS, false)).toMatchObject({
      tip: 0,
      due: 4_850_000,
    });
  });
});
