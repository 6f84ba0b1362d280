import { toMinor } from './currency.js';
import type { PricingTotals } from './pricing.js';

/** Totals as a client sends them: pesos, possibly §5's unrounded floats (1925.9259259…). */
export type ClientTotals = { netTotal?: number; taxTotal?: number; total?: number };

/**
 * Whether a client's totals agree with the server's pricing at the money's precision. The client's
 * figures are rounded to centavos, then each may differ from the server's by one centavo per cart
 * line: a client following spec §5 rounds once per sum instead of once per line, and that rounding
 * may land on either side. A real price change moves a total by far more than that, so the 409 for a
 * stale menu still fires. Missing or non-finite figures never match.
 */
export function clientTotalsMatch(client: ClientTotals, server: PricingTotals, lineCount: number): boolean {
  const tolerance = Math.max(1, lineCount);
  const near = (sent: number | undefined, expected: number) =>
    sent !== undefined && Number.isFinite(sent) && Math.abs(toMinor(sent) - expected) <= tolerance;
  return (
    near(client.netTotal, server.netTotal) &&
    near(client.taxTotal, server.taxTotal) &&
    near(client.total, server.payableTotal)
  );
}
