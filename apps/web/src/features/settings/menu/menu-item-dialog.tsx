import { menuItemForm } from '@comandero/contracts';
import { settingsText } from '../../../i18n/settings';
import { FormDialog } from '../../../components/form-dialog';
import { useFormState, validateForm } from '../../../components/form-state';
import { useSaveMenuItem } from './menu-api';
import { MenuItemFields, menuItemValues } from './menu-item-fields';

/** New item: title, price, net price, category and tax; variants and add-ons are added on its page. */
export function MenuItemDialog({ onClose }: { onClose: () => void }) {
  const save = useSaveMenuItem();
  const form = useFormState(menuItemValues(null));

  const submit = () => {
    const checked = validateForm(menuItemForm, form.values);
    if (!checked.ok) return form.setErrors(checked.errors);
    return save.mutateAsync({ id: null, body: checked.data }).then(onClose);
  };

  return (
    <FormDialog
      title={settingsText.menu.addTitle}
      onClose={onClose}
      onSubmit={submit}
      pending={save.isPending}
      error={save.error}
    >
      <MenuItemFields form={form} autoFocus />
    </FormDialog>
  );
}
