import { MENU_MESSAGES, menuItemOptionForm, type MenuItemOption } from '@comandero/contracts';
import { MoneyField, moneyFieldText } from '../../../components/money-field';
import { TextField } from '../../../components/text-field';
import { settingsText } from '../../../i18n/settings';
import { FormDialog } from '../../../components/form-dialog';
import { useFormState, validateForm } from '../../../components/form-state';
import { useSaveMenuOption, type OptionKind } from './menu-api';

const t = settingsText.options;

export type OptionDialogProps = {
  kind: OptionKind;
  itemId: number;
  option: MenuItemOption | null;
  currency: string | undefined;
  onClose: () => void;
};

/** Add or update a variant or an add-on: a title and the final price (blank is 0). */
export function OptionDialog({ kind, itemId, option, currency, onClose }: OptionDialogProps) {
  const save = useSaveMenuOption();
  const form = useFormState({ title: option?.title ?? '', price: option ? moneyFieldText(option.price) : '' });
  const title = kind === 'variants' ? (option ? t.editVariant : t.addVariant) : option ? t.editAddon : t.addAddon;

  const submit = () => {
    const checked = validateForm(menuItemOptionForm, form.values);
    if (!checked.ok) return form.setErrors(checked.errors);
    return save.mutateAsync({ kind, itemId, optionId: option?.id ?? null, body: checked.data }).then(onClose);
  };

  return (
    <FormDialog
      title={title}
      description={t.note}
      onClose={onClose}
      onSubmit={submit}
      pending={save.isPending}
      error={save.error}
    >
      <TextField label={t.optionTitle} autoFocus maxLength={100} {...form.bind('title')} />
      <MoneyField
        label={t.price}
        currency={currency}
        blankValue={0}
        invalidMessage={MENU_MESSAGES.priceInvalid}
        placeholder={t.pricePlaceholder}
        {...form.bind('price')}
      />
    </FormDialog>
  );
}
