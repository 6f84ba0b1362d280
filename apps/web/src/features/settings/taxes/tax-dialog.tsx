import { TAX_TYPES, taxBody, type Tax } from '@comandero/contracts';
import { Select } from '../../../components/select';
import { TextField } from '../../../components/text-field';
import { settingsText } from '../../../i18n/settings';
import { FormDialog } from '../../../components/form-dialog';
import { useFormState, validateForm } from '../../../components/form-state';
import { useSaveTax } from './taxes-api';

const t = settingsText.taxes;

const TYPE_OPTIONS = TAX_TYPES.map((type) => ({ value: type, label: `${t.types[type]} — ${t.typeHints[type]}` }));

export function TaxDialog({ tax, onClose }: { tax: Tax | null; onClose: () => void }) {
  const save = useSaveTax();
  const form = useFormState({ title: tax?.title ?? '', rate: tax ? String(tax.rate) : '', type: tax?.type ?? '' });

  const submit = () => {
    const checked = validateForm(taxBody, form.values);
    if (!checked.ok) return form.setErrors(checked.errors);
    return save.mutateAsync({ id: tax?.id ?? null, body: checked.data }).then(onClose);
  };

  return (
    <FormDialog
      title={tax ? t.editTitle : t.addTitle}
      onClose={onClose}
      onSubmit={submit}
      pending={save.isPending}
      error={save.error}
    >
      <TextField label={t.taxTitle} autoFocus maxLength={100} {...form.bind('title')} />
      <div className="grid gap-4 sm:grid-cols-[140px_1fr]">
        <TextField
          label={t.rate}
          type="number"
          inputMode="decimal"
          min={0}
          max={100}
          step="0.01"
          {...form.bind('rate')}
        />
        <Select label={t.type} placeholder={t.typePrompt} options={TYPE_OPTIONS} {...form.bind('type')} />
      </div>
    </FormDialog>
  );
}
