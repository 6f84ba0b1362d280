import { priceCartLine, toMinor, type PosMenuItem, type PosOption } from '@comandero/contracts';
import { useState } from 'react';
import { Button } from '../../components/button';
import { Dialog } from '../../components/dialog';
import { Money } from '../../components/money';
import { posText } from '../../i18n/pos';
import { cn } from '../../lib/cn';

export type ItemOptionsDialogProps = {
  item: PosMenuItem | null;
  currency: string;
  onClose: () => void;
  onAdd: (item: PosMenuItem, variant: PosOption | null, addons: PosOption[]) => void;
};

const choiceClasses = (active: boolean) =>
  cn(
    'flex min-h-12 w-full cursor-pointer items-center gap-3 rounded-xl border px-4 py-2.5 text-[15px] transition-colors',
    active ? 'border-brand-500 bg-brand-50 text-brand-900' : 'border-stone-200 bg-white hover:bg-stone-50',
  );

function OptionsForm({
  item,
  currency,
  onAdd,
}: { item: PosMenuItem } & Pick<ItemOptionsDialogProps, 'currency' | 'onAdd'>) {
  const [variantId, setVariantId] = useState<number | null>(item.variants[0]?.id ?? null);
  const [addonIds, setAddonIds] = useState<number[]>([]);
  const variant = item.variants.find((v) => v.id === variantId) ?? null;
  const addons = item.addons.filter((a) => addonIds.includes(a.id));
  const unit = priceCartLine({ price: item.price, quantity: 1, variant, addons }).unitPrice;

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        onAdd(item, variant, addons);
      }}
      className="flex flex-col gap-5"
    >
      {item.variants.length > 0 ? (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-semibold text-stone-700">{posText.options.variants}</legend>
          {item.variants.map((v) => (
            <label key={v.id} className={choiceClasses(v.id === variantId)}>
              <input
                type="radio"
                name="variant"
                className="size-5 accent-brand-600"
                checked={v.id === variantId}
                onChange={() => setVariantId(v.id)}
              />
              <span className="flex-1 font-medium">{v.title}</span>
              <Money minor={toMinor(v.price)} currency={currency} className="text-sm text-stone-600" />
            </label>
          ))}
        </fieldset>
      ) : null}
      {item.addons.length > 0 ? (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-semibold text-stone-700">{posText.options.addons}</legend>
          {item.addons.map((a) => {
            const checked = addonIds.includes(a.id);
            return (
              <label key={a.id} className={choiceClasses(checked)}>
                <input
                  type="checkbox"
                  className="size-5 accent-brand-600"
                  checked={checked}
                  onChange={() => setAddonIds((ids) => (checked ? ids.filter((x) => x !== a.id) : [...ids, a.id]))}
                />
                <span className="flex-1 font-medium">{a.title}</span>
                <span className="text-sm text-stone-600">
                  + <Money minor={toMinor(a.price)} currency={currency} />
                </span>
              </label>
            );
          })}
        </fieldset>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-3 border-t border-stone-100 pt-4">
        <p className="text-sm text-stone-600">
          {posText.options.unitPrice}:{' '}
          <Money minor={unit} currency={currency} className="text-base font-semibold text-stone-900" />
        </p>
        <Button type="submit" size="lg">
          {posText.options.add}
        </Button>
      </div>
    </form>
  );
}

/** Items with variants or add-ons open this choice before they reach the cart (spec §4). */
export function ItemOptionsDialog({ item, currency, onClose, onAdd }: ItemOptionsDialogProps) {
  return (
    <Dialog
      open={item !== null}
      onOpenChange={(open) => !open && onClose()}
      title={item?.title ?? posText.options.title}
      description={posText.options.title}
    >
      {item ? <OptionsForm key={item.id} item={item} currency={currency} onAdd={onAdd} /> : null}
    </Dialog>
  );
}
