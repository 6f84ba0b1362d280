import { COP_DENOMINATIONS, formatAmount, toMinor, type DenominationKey } from '@comandero/contracts';
import { cashDrawerText } from '../../i18n/cash-drawer';
import { cn } from '../../lib/cn';
import { formatMoney } from '../../lib/format';

const T = cashDrawerText.closeDialog;

export type Quantities = Partial<Record<DenominationKey, string>>;

/** "3" → 3; blank → 0; anything but a whole number of 0 or more → null. */
export function quantityOf(text: string | undefined): number | null {
  const t = (text ?? '').trim();
  if (t === '') return 0;
  return /^\d{1,6}$/.test(t) ? Number(t) : null;
}

export const pesosLabel = (pesos: number) => `$${formatAmount(toMinor(pesos)).replace(/,00$/, '')}`;

/** One line per Colombian note and coin: how many were counted, and what they add up to. */
export function DenominationCount({
  quantities,
  onChange,
  currency,
}: {
  quantities: Quantities;
  onChange: (key: DenominationKey, text: string) => void;
  currency?: string;
}) {
  const group = (kind: 'note' | 'coin') => (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-semibold text-stone-900">{kind === 'note' ? T.notes : T.coins}</legend>
      {COP_DENOMINATIONS.filter((d) => d.kind === kind).map((d) => {
        const label = kind === 'note' ? T.note(pesosLabel(d.pesos)) : T.coin(pesosLabel(d.pesos));
        const quantity = quantityOf(quantities[d.key]);
        return (
          <div key={d.key} className="grid grid-cols-[5.5rem_6rem_1fr] items-center gap-2">
            <label htmlFor={`count-${d.key}`} className="text-[15px] font-semibold text-stone-800 tabular-nums">
              {pesosLabel(d.pesos)}
            </label>
            <input
              id={`count-${d.key}`}
              inputMode="numeric"
              autoComplete="off"
              aria-label={T.quantityOf(label)}
              aria-invalid={quantity === null || undefined}
              value={quantities[d.key] ?? ''}
              placeholder="0"
              onChange={(e) => onChange(d.key, e.target.value)}
              className={cn(
                'h-11 w-full rounded-xl border bg-white px-3 text-right text-[15px] tabular-nums shadow-sm focus:ring-4 focus:outline-none',
                quantity === null
                  ? 'border-red-400 focus:ring-red-500/15'
                  : 'border-stone-300 focus:border-brand-500 focus:ring-brand-500/15',
              )}
            />
            <span className="text-right text-sm text-stone-500 tabular-nums">
              {quantity ? formatMoney(toMinor(d.pesos * quantity), currency) : ''}
            </span>
          </div>
        );
      })}
    </fieldset>
  );
  return (
    <div className="grid gap-5 md:grid-cols-2">
      {group('note')}
      {group('coin')}
    </div>
  );
}
