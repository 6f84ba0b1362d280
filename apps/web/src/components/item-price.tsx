import { itemPriceRange, toMinor } from '@comandero/contracts';
import { es } from '../i18n/es';
import { cn } from '../lib/cn';
import { Money } from './money';

export type ItemPriceProps = {
  /** The item's own price and its variants' prices, in pesos as the wire carries them. */
  item: { price: number; variants?: readonly { price: number }[] | null };
  currency?: string | null;
  className?: string;
};

/**
 * A menu item's price where no variant is chosen yet (menu cards, best sellers): "Col$ 12.000", or
 * "desde Col$ 6.000" when the variant decides, since a variant replaces the item's own price.
 */
export function ItemPrice({ item, currency, className }: ItemPriceProps) {
  const range = itemPriceRange(item);
  if (!range.varies) return <Money minor={toMinor(range.from)} currency={currency} className={className} />;
  return (
    <span className={cn('whitespace-nowrap', className)} data-price-from="">
      {es.common.priceFrom} <Money minor={toMinor(range.from)} currency={currency} />
    </span>
  );
}
