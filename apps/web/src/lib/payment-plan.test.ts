import { describe, expect, it } from 'vitest';
import { isCashType, payBodyOf, planOf, type PaymentRow } from './payment-plan';

const types = [
  { id: 1, title: 'Efectivo' },
  { id: 2, title: 'Tarjeta' },
];
const row = (typeId: string, amount: string, tendered = ''): PaymentRow => ({ key: 0, typeId, amount, tendered });

describe('payment plan', () => {
  it('knows cash by the flag when types carry one, else by the name', () => {
    expect(isCashType(types[0])).toBe(true);
    expect(isCashType(types[1])).toBe(false);
    expect(isCashType({ id: 3, title: 'Caja', is_cash: 1 })).toBe(true);
    expect(isCashType({ id: 1, title: 'Efectivo', is_cash: 0 })).toBe(false);
  });

  it('is ready only once the payments cover what is due, and gives the cash change', () => {
    const due = 3_714_815; // 37.148,15 pesos
    const half = planOf([row('2', '18.574,08')], due, types);
    expect(half).toMatchObject({ remaining: 1_857_407, ready: false });
    const rows = [row('2', '18.574,08'), row('1', '18.574,07', '20.000')];
    const full = planOf(rows, due, types);
    expect(full).toMatchObject({ remaining: 0, ready: true });
    expect(full.plan[1]).toMatchObject({ cash: true, change: 142_593 });
    expect(payBodyOf(rows, full.plan)).toEqual({
      payments: [
        { paymentTypeId: 2, amount: 18_574.08, tendered: null },
        { paymentTypeId: 1, amount: 18_574.07, tendered: 20_000 },
      ],
    });
  });

  it('is not ready with cash tendered short of its amount, or an unreadable amount', () => {
    expect(planOf([row('1', '10.000', '9.000')], 1_000_000, types).ready).toBe(false);
    expect(planOf([row('2', 'diez')], 1_000_000, types).ready).toBe(false);
  });
});
