import { MENU_MESSAGES, type MenuItem } from '@comandero/contracts';
import { MoneyField, moneyFieldText } from '../../../components/money-field';
import { Select } from '../../../components/select';
import { TextField } from '../../../components/text-field';
import { settingsText } from '../../../i18n/settings';
import { useCategories } from '../categories/categories-api';
import type { useFormState } from '../../../components/form-state';
import { useStoreSetting } from '../store/store-api';
import { useTaxes } from '../taxes/taxes-api';

const t = settingsText.menu;

export type MenuItemValues = { title: string; price: string; netPrice: string; categoryId: string; taxId: string };

export function menuItemValues(item: MenuItem | null): MenuItemValues {
  return {
    title: item?.title ?? '',
    price: item ? moneyFieldText(item.price) : '',
    netPrice: item?.net_price == null ? '' : moneyFieldText(item.net_price),
    categoryId: item?.category_id == null ? '' : String(item.category_id),
    taxId: item?.tax_id == null ? '' : String(item.tax_id),
  };
}

type Form = ReturnType<typeof useFormState<MenuItemValues>>;

/** Title, price, net price, category (or none) and tax (title, rate % and type, or none). */
export function MenuItemFields({ form, autoFocus }: { form: Form; autoFocus?: boolean }) {
  const categories = useCategories();
  const taxes = useTaxes();
  const currency = useStoreSetting().data?.currency;
  const categoryOptions = (categories.data ?? []).map((c) => ({ value: String(c.id), label: c.title }));
  const taxOptions = (taxes.data ?? []).map((x) => ({
    value: String(x.id),
    label: t.taxOption(x.title, x.rate, settingsText.taxes.types[x.type] ?? x.type),
  }));
  return (
    <>
      <TextField label={t.itemTitle} autoFocus={autoFocus} maxLength={100} {...form.bind('title')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <MoneyField
          label={t.price}
          currency={currency}
          invalidMessage={MENU_MESSAGES.priceInvalid}
          placeholder={t.pricePlaceholder}
          {...form.bind('price')}
        />
        <MoneyField
          label={t.netPrice}
          currency={currency}
          invalidMessage={MENU_MESSAGES.priceInvalid}
          {...form.bind('netPrice')}
        />
      </div>
      <Select
        label={t.category}
        placeholder={settingsText.noneFemale}
        options={categoryOptions}
        {...form.bind('categoryId')}
      />
      <Select label={t.tax} placeholder={settingsText.none} options={taxOptions} {...form.bind('taxId')} />
    </>
  );
}
