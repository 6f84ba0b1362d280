import { isCashPaymentType, paymentTypeCashAddBody, type PaymentTypeWithCash } from '@comandero/contracts';
import { useState } from 'react';
import { Switch } from '../../../components/switch';
import { TextField } from '../../../components/text-field';
import { settingsText } from '../../../i18n/settings';
import { FormDialog } from '../../../components/form-dialog';
import { useFormState, validateForm } from '../../../components/form-state';
import { useSavePaymentType } from './payment-types-api';

const t = settingsText.paymentTypes;

/**
 * Add asks the title and whether it is cash (new payment types are created active); update adds the
 * active switch. Until the cashier touches "Efectivo", it follows the title as the server would.
 */
export function PaymentTypeDialog({
  paymentType,
  onClose,
}: {
  paymentType: PaymentTypeWithCash | null;
  onClose: () => void;
}) {
  const save = useSavePaymentType();
  const form = useFormState({ title: paymentType?.title ?? '' });
  const [active, setActive] = useState(paymentType ? paymentType.is_active === 1 : true);
  const [cashSet, setCash] = useState<boolean | null>(() =>
    paymentType ? isCashPaymentType(paymentType.is_cash, paymentType.title) : null,
  );
  const cash = cashSet ?? isCashPaymentType(undefined, form.values.title);

  const submit = () => {
    const checked = validateForm(paymentTypeCashAddBody, {
      title: form.values.title,
      isActive: active ? 1 : 0,
      isCash: cash ? 1 : 0,
    });
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
      <Switch label={t.cash} checked={cash} onCheckedChange={setCash} />
      <p className="-mt-2 text-sm text-stone-600">{t.cashHint}</p>
      {paymentType ? <Switch label={t.active} checked={active} onCheckedChange={setActive} /> : null}
    </FormDialog>
  );
}
