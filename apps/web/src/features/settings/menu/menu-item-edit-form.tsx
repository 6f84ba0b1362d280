import { menuItemForm, type MenuItem } from '@comandero/contracts';
import type { FormEvent } from 'react';
import { Button } from '../../../components/button';
import { useSubmitGuard } from '../../../components/form-dialog';
import { settingsText } from '../../../i18n/settings';
import { focusFirstInvalid } from '../../../lib/focus-first-invalid';
import { useFormState, validateForm } from '../../../components/form-state';
import { useSaveMenuItem } from './menu-api';
import { MenuItemFields, menuItemValues } from './menu-item-fields';

/** The item's own fields with Guardar; the summary above refreshes from the server after saving. */
export function MenuItemEditForm({ item }: { item: MenuItem }) {
  const save = useSaveMenuItem();
  const guard = useSubmitGuard();
  const form = useFormState(menuItemValues(item));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const formElement = event.currentTarget as HTMLFormElement;
    guard.run(() => {
      const checked = validateForm(menuItemForm, form.values);
      if (checked.ok) return save.mutateAsync({ id: item.id, body: checked.data });
      form.setErrors(checked.errors);
      focusFirstInvalid(formElement);
    });
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <MenuItemFields form={form} />
      <div className="flex justify-end border-t border-stone-100 pt-4">
        <Button type="submit" loading={save.isPending || guard.busy}>
          {settingsText.menu.save}
        </Button>
      </div>
    </form>
  );
}
