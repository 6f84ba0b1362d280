import { menuItemBody, type MenuItem } from '@comandero/contracts';
import type { FormEvent } from 'react';
import { Button } from '../../../components/button';
import { settingsText } from '../../../i18n/settings';
import { focusFirstInvalid } from '../../../lib/focus-first-invalid';
import { validateForm } from '../shared/form-validation';
import { useFormState } from '../shared/use-form-state';
import { useSaveMenuItem } from './menu-api';
import { MenuItemFields, menuItemValues } from './menu-item-fields';

/** The item's own fields with Guardar; the summary above refreshes from the server after saving. */
export function MenuItemEditForm({ item }: { item: MenuItem }) {
  const save = useSaveMenuItem();
  const form = useFormState(menuItemValues(item));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateForm(menuItemBody, form.values);
    if (!checked.ok) {
      form.setErrors(checked.errors);
      return focusFirstInvalid(event.currentTarget as HTMLFormElement);
    }
    save.mutate({ id: item.id, body: checked.data });
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <MenuItemFields form={form} />
      <div className="flex justify-end border-t border-stone-100 pt-4">
        <Button type="submit" loading={save.isPending}>
          {settingsText.menu.save}
        </Button>
      </div>
    </form>
  );
}
