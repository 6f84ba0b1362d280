import { IconShoppingCart } from '@tabler/icons-react';
import { Button } from '../../components/button';
import { Money } from '../../components/money';
import { posText } from '../../i18n/pos';

export type CartBarProps = { lineCount: number; payableMinor: number; currency: string; onOpen: () => void };

/** Phones: the cart folded into a bar at the bottom of the screen, with its line count and total. */
export function CartBar({ lineCount, payableMinor, currency, onOpen }: CartBarProps) {
  return (
    <div
      role="region"
      aria-label={posText.cart.bar}
      className="fixed inset-x-0 bottom-0 z-20 flex items-center gap-3 border-t border-stone-200 bg-white/95 px-3 pt-2.5 pb-[max(0.625rem,env(safe-area-inset-bottom))] shadow-[0_-10px_24px_-14px_rgb(41_37_36/0.35)] backdrop-blur md:hidden"
    >
      <div className="min-w-0 flex-1 leading-tight">
        <p className="text-sm text-stone-500" data-testid="cart-bar-lines">
          {posText.cart.lines(lineCount)}
        </p>
        <p className="text-lg font-bold text-stone-900" data-testid="cart-bar-total">
          <Money minor={payableMinor} currency={currency} />
        </p>
      </div>
      <Button size="lg" icon={<IconShoppingCart size={20} aria-hidden />} onClick={onOpen}>
        {posText.cart.openSheet}
      </Button>
    </div>
  );
}
