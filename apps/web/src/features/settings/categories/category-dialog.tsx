import { categoryBody, type Category } from '@comandero/contracts';
import { TextField } from '../../../components/text-field';
import { settingsText } from '../../../i18n/settings';
import { FormDialog } from '../../../components/form-dialog';
import { useFormState, validateForm } from '../../../components/form-state';
import { useSaveCategory } from './categories-api';

const t = settingsText.categories;

export function CategoryDialog({ category, onClose }: { category: Category | null; onClose: () => void }) {
  const save = useSaveCategory();
  const form = useFormState({ title: category?.title ?? '' });

  const submit = () => {
    const checked = validateForm(categoryBody, form.values);
    if (!checked.ok) return form.setErrors(checked.errors);
    return save.mutateAsync({ id: category?.id ?? null, body: checked.data }).then(onClose);
  };

  return (
    <FormDialog
      title={category ? t.editTitle : t.addTitle}
      onClose={onClose}
      onSubmit={submit}
      pending={save.isPending}
      error={save.error}
    >
      <TextField label={t.categoryTitle} autoFocus maxLength={100} {...form.bind('title')} />
    </FormDialog>
  );
}
