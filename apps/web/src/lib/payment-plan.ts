import { parseMoneyInput, toMajor, toMinor, type PayBillBody } from '@comandero/contracts';

export type PaymentTypeOption = { id: number; title: string; is_cash?: unknown };

/** Cash gives change. The server decides by the type (its name until types carry a cash flag). */
export const isCashType = (type: PaymentTypeOption | undefined): boolean =>
  !!type && (type.is_cash === undefined ? /^(efectivo|cash)$/i.test(type.title.trim()) : !!type.is_cash);

export type PaymentRow = { key: number; typeId: string; amount: string; tendered: string };

/** Centavos a field holds; null when blank or unreadable. */
export function minorOf(text: string): number | null {
  const read = parseMoneyInput(text);
  return read.ok && read.value !== null ? toMinor(read.value) : null;
}

export type PlanRow = { amount: number | null; tendered: number | null; cash: boolean; change: number };

/** What the rows add up to, in centavos: what is still missing, and each cash row's change. */
export function planOf(rows: readonly PaymentRow[], dueMinor: number, types: readonly PaymentTypeOption[]) {
  const plan: PlanRow[] = rows.map((r) => {
    const cash = isCashType(types.find((t) => String(t.id) === r.typeId));
    const amount = minorOf(r.amount);
    const tendered = cash ? minorOf(r.tendered) : null;
    const change = cash && amount !== null && tendered !== null ? Math.max(0, tendered - amount) : 0;
    return { amount, tendered, cash, change };
  });
  const paid = plan.reduce((a, p) => a + (p.amount ?? 0), 0);
  const readable = plan.every(
    (p) => p.amount !== null && p.amount > 0 && (!p.cash || p.tendered === null || p.tendered >= p.amount),
  );
  return { plan, paid, remaining: Math.max(0, dueMinor - paid), ready: readable && paid >= dueMinor };
}

export function payBodyOf(rows: readonly PaymentRow[], plan: readonly PlanRow[]): PayBillBody {
  return {
    payments: rows.map((r, i) => ({
      paymentTypeId: Number(r.typeId),
      amount: toMajor(plan[i].amount ?? 0),
      tendered: plan[i].cash && plan[i].tendered !== null ? toMajor(plan[i].tendered) : null,
    })),
  };
}
