import { storeTableBody, type StoreTable } from '@comandero/contracts';
import { TextField } from '../../../components/text-field';
import { settingsText } from '../../../i18n/settings';
import { FormDialog } from '../../../components/form-dialog';
import { useFormState, validateForm } from '../../../components/form-state';
import { useSaveStoreTable } from './tables-api';

const t = settingsText.tables;

export type TableDialogProps = { table: StoreTable | null; onClose: () => void };

/** New or update table; the spec presets a blank floor to '-' and a blank capacity to 0. */
export function TableDialog({ table, onClose }: TableDialogProps) {
  const save = useSaveStoreTable();
  const form = useFormState({
    title: table?.table_title ?? '',
    floor: table?.floor ?? '-',
    seatingCapacity: String(table?.seating_capacity ?? 0),
  });

  const submit = () => {
    const checked = validateForm(storeTableBody, form.values);
    if (!checked.ok) return form.setErrors(checked.errors);
    return save.mutateAsync({ id: table?.id ?? null, body: checked.data }).then(onClose);
  };

  return (
    <FormDialog
      title={table ? t.editTitle : t.addTitle}
      onClose={onClose}
      onSubmit={submit}
      pending={save.isPending}
      error={save.error}
    >
      <TextField label={t.tableTitle} autoFocus maxLength={100} {...form.bind('title')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t.floor} maxLength={50} {...form.bind('floor')} />
        <TextField
          label={t.seatingCapacity}
          type="number"
          inputMode="numeric"
          min={0}
          {...form.bind('seatingCapacity')}
        />
      </div>
    </FormDialog>
  );
}
