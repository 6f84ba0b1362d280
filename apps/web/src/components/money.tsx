import { formatMoney } from '../lib/format';
import { cn } from '../lib/cn';

export type MoneyProps = {
  /** Amount in integer minor units (centavos). */
  minor: number;
  /** Currency code; the symbol is looked up (COP → Col$). */
  currency?: string | null;
  className?: string;
};

/** "Col$ 12.500": the only place money becomes text, with tabular digits so columns align. */
export function Money({ minor, currency, className }: MoneyProps) {
  return <span className={cn('tabular-nums whitespace-nowrap', className)}>{formatMoney(minor, currency)}</span>;
}
