import type { PricingTotals } from '@comandero/contracts';
import { IconCash, IconChefHat } from '@tabler/icons-react';
import { Button } from '../../components/button';
import { posText } from '../../i18n/pos';
import { cn } from '../../lib/cn';
import { TotalsRows } from './order-summary';
import type { SubmitKind } from './use-order-submit';

export type CartFooterProps = {
  lineCount: number;
  totals: PricingTotals;
  currency: string;
  pending: SubmitKind | null;
  onSubmit: (kind: SubmitKind) => void;
  /** On the page below the split width the footer sticks to the bottom of the screen. */
  sticky: boolean;
};

/** Totals and the two send buttons: always in reach, whatever the length of the cart. */
export function CartFooter({ lineCount, totals, currency, pending, onSubmit, sticky }: CartFooterProps) {
  const empty = lineCount === 0;
  return (
    <div
      data-testid="cart-footer"
      className={cn(
        'flex flex-col gap-3 rounded-b-2xl border-t border-stone-100 bg-white p-4 pb-[max(1rem,env(safe-area-inset-bottom))]',
        sticky &&
          'md:max-split:sticky md:max-split:bottom-0 md:max-split:shadow-[0_-10px_24px_-14px_rgb(41_37_36/0.35)]',
      )}
    >
      {sticky ? (
        <p className="-mb-1 hidden text-sm text-stone-500 md:max-split:block" data-testid="cart-footer-lines">
          {posText.cart.lines(lineCount)}
        </p>
      ) : null}
      <TotalsRows totals={totals} currency={currency} />
      <div className="grid grid-cols-2 gap-2">
        <Button
          variant="secondary"
          className="h-12 px-3"
          icon={<IconChefHat size={20} aria-hidden />}
          disabled={empty || pending !== null}
          loading={pending === 'kitchen'}
          onClick={() => onSubmit('kitchen')}
        >
          {posText.cart.sendToKitchen}
        </Button>
        <Button
          className="h-12 px-3"
          icon={<IconCash size={20} aria-hidden />}
          disabled={empty || pending !== null}
          loading={pending === 'pay'}
          onClick={() => onSubmit('pay')}
        >
          {posText.cart.payAndSend}
        </Button>
      </div>
    </div>
  );
}
