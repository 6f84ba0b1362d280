import type { CartLine, DisplayLine, DisplayState, PricedLine, PricingTotals } from '@comandero/contracts';

/** What the POS's pay dialog shows while it is open: the figures the customer sees too (centavos). */
export type PayView = {
  tip: { suggested: number; percent: number; amount: number | null } | null;
  due: number;
  received: number | null;
  change: number | null;
  method: string | null;
  /** Issue 21: a discount on the sale: it and the totals after it (centavos). */
  discounted?: { discount: number; subtotal: number; tax: number; total: number } | null;
};

/** The last payment, shown with the thanks until the next sale starts. */
export type PaidView = { total: number; change: number | null; documentQr: string | null };

export type DisplayInput = {
  cart: readonly (CartLine & { key: string })[];
  priced: readonly PricedLine[];
  totals: PricingTotals;
  store: { name: string; logo: string | null };
  currency: string;
  paying: PayView | null;
  paid: PaidView | null;
};

const lineOf = (line: DisplayInput['cart'][number], priced: PricedLine | undefined): DisplayLine => ({
  key: line.key,
  title: line.title,
  variant: line.variant?.title ?? null,
  addons: (line.addons ?? []).map((a) => a.title),
  quantity: line.quantity,
  total: priced?.payable ?? 0,
});

/**
 * The customer display's state, from what the POS already computes: its cart and prices, the pay
 * dialog's figures while it is open, and the payment just taken. A new line ends the thanks screen.
 */
export function displayStateOf(input: DisplayInput, seq: number): DisplayState {
  const { cart, priced, totals, paying, paid } = input;
  const phase = paying && cart.length > 0 ? 'paying' : cart.length > 0 ? 'ordering' : paid ? 'paid' : 'idle';
  return {
    seq,
    phase,
    store: input.store,
    currency: input.currency,
    lines: cart.map((l, i) => lineOf(l, priced[i])),
    subtotal: totals.netTotal,
    tax: totals.taxTotal,
    total: totals.payableTotal,
    ...(phase === 'paying' && paying?.discounted ? discountedTotals(paying.discounted) : {}),
    payment: phase === 'paying' ? paymentOf(paying) : null,
    paid: phase === 'paid' ? paid : null,
  };
}

const discountedTotals = (d: NonNullable<PayView['discounted']>) => ({
  subtotal: d.subtotal,
  tax: d.tax,
  total: d.total,
  discount: d.discount,
});

/** The payment as the display's state carries it (the discount travels in the totals). */
function paymentOf(paying: PayView | null): DisplayState['payment'] {
  if (!paying) return null;
  const { discounted: _discounted, ...payment } = paying;
  return payment;
}

/** An empty screen: the store's logo and name. */
export function idleState(store: DisplayState['store'], currency: string, seq = 0): DisplayState {
  return {
    seq,
    phase: 'idle',
    store,
    currency,
    lines: [],
    subtotal: 0,
    tax: 0,
    total: 0,
    payment: null,
    paid: null,
  };
}
