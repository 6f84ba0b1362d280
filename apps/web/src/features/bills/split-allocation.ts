import type { OrderGroup } from '@comandero/contracts';

/** A line the split can share out: a non-cancelled item of an unpaid order (what the server charges). */
export type SplitLine = { id: number; title: string; quantity: number };

/** lineId → units on each bill (index 0 is "Cuenta 1"). */
export type Allocation = Record<number, number[]>;

export function splitLinesOf(group: OrderGroup): SplitLine[] {
  return group.orders
    .filter((o) => o.payment_status !== 'paid')
    .flatMap((o) =>
      o.items
        .filter((i) => i.status !== 'cancelled')
        .map((i) => ({
          id: i.id,
          title: i.variant_title ? `${i.item_title} (${i.variant_title})` : i.item_title,
          quantity: i.quantity,
        })),
    );
}

/** Everything on the first bill: the cashier then taps lines onto the others. */
export function initialAllocation(lines: readonly SplitLine[], parts: number): Allocation {
  return Object.fromEntries(
    lines.map((l) => [l.id, Array.from({ length: parts }, (_, i) => (i === 0 ? l.quantity : 0))]),
  );
}

/** Fewer bills: the units of the dropped bills go back to the first one. */
export function resizeAllocation(alloc: Allocation, parts: number): Allocation {
  return Object.fromEntries(
    Object.entries(alloc).map(([id, units]) => {
      const kept = Array.from({ length: parts }, (_, i) => units[i] ?? 0);
      kept[0] += units.slice(parts).reduce((a, q) => a + q, 0);
      return [id, kept];
    }),
  );
}

export function moveAll(units: readonly number[], to: number): number[] {
  const total = units.reduce((a, q) => a + q, 0);
  return units.map((_, i) => (i === to ? total : 0));
}

/** One unit onto bill `to`, taken from the bill holding most of the others. */
export function addUnit(units: readonly number[], to: number): number[] {
  let from = -1;
  units.forEach((q, i) => {
    if (i !== to && q > 0 && (from < 0 || q > units[from])) from = i;
  });
  if (from < 0) return [...units];
  return units.map((q, i) => (i === to ? q + 1 : i === from ? q - 1 : q));
}

/** One unit off bill `from`, back to the first other bill. */
export function removeUnit(units: readonly number[], from: number): number[] {
  if (units[from] <= 0) return [...units];
  const to = from === 0 ? 1 : 0;
  return units.map((q, i) => (i === from ? q - 1 : i === to ? q + 1 : q));
}

/** The request's parts; null while a bill would be left empty. */
export function partsOf(alloc: Allocation, parts: number): { lineId: number; quantity: number }[][] | null {
  const out = Array.from({ length: parts }, () => [] as { lineId: number; quantity: number }[]);
  for (const [id, units] of Object.entries(alloc)) {
    units.forEach((q, i) => {
      if (q > 0) out[i].push({ lineId: Number(id), quantity: q });
    });
  }
  return out.every((p) => p.length > 0) ? out : null;
}

/** "2 × Bandeja paisa"; an equal part's tax-group line has no quantity of its own. */
export const billLineText = (line: { quantity: number; title: string }): string =>
  line.quantity > 0 ? `${line.quantity} × ${line.title}` : line.title;
