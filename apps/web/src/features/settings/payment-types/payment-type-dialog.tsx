import { paymentTypeAddBody, type PaymentType } from '@comandero/contracts';
import { useState } from 'react';
import { Switch } from '../../../components/switch';
import { TextField } from '../../../components/text-field';
import { settingsText } from '../../../i18n/settings';
import { FormDialog } from '../../../components/form-dialog';
import { useFormState, validateForm } from '../../../components/form-state';
import { useSavePaymentType } from './payment-types-api';

const t = settingsText.paymentTypes;

/** Add asks only the title (new payment types are created active); update adds the active switch. */
export function PaymentTypeDialog({ paymentType, onClose }: { paymentType: PaymentType | null; onClose: () => void }) {
  const save = useSavePaymentType();
  const form = useFormState({ title: paymentType?.title ?? '' });
  const [active, setActive] = useState(paymentType ? paymentType.is_active === 1 : true);

  const submit = () => {
    const checked = validateForm(paymentTypeAddBody, { title: form.values.title, isActive: active ? 1 : 0 });
    if (!checked.ok) return form.setErrors(checked.errors);
    return save.mutateAsync({ id: paymentType?.id ?? null, body: checked.data }).then(onClose);
  };

  return (
    <FormDialog
      title={paymentType ? t.editTitle : t.addTitle}
      onClose={onClose}
      onSubmit={submit}
      pending={save.isPending}
      error={save.error}
    >
      <TextField label={t.paymentTitle} autoFocus maxLength={100} {...form.bind('title')} />
      {paymentType ? <Switch label={t.active} checked={active} onCheckedChange={setActive} /> : null}
    </FormDialog>
  );
}
