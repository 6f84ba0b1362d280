import {
  CUSTOMER_DOCUMENT_TYPES,
  customerAddBody,
  customerUpdateBody,
  GENDERS,
  type Customer,
  type CustomerDocumentType,
} from '@comandero/contracts';
import { FormDialog } from '../../components/form-dialog';
import { useFormState, validateForm } from '../../components/form-state';
import { Select } from '../../components/select';
import { TextField } from '../../components/text-field';
import { customersText as t } from '../../i18n/customers';
import { useSaveCustomer } from './customers-api';

export type CustomerDialogProps = { customer: Customer | null; onClose: () => void };

const genderOptions = GENDERS.map((g) => ({ value: g, label: t.gender[g] }));
const documentOptions = CUSTOMER_DOCUMENT_TYPES.map((d) => ({ value: d, label: t.documentTypes[d] }));

/** The document as the API takes it: typed, removed (null) when one was stored, else left out (kept). */
function documentOf(values: { documentType: string; documentNumber: string; documentDv: string }, had: boolean) {
  if (values.documentType === '') return had ? { document: null } : {};
  return {
    document: {
      type: values.documentType as CustomerDocumentType,
      number: values.documentNumber,
      dv: values.documentType === 'NIT' ? values.documentDv || null : null,
    },
  };
}
/** Add or update a customer (spec §5): phone and name required, the rest optional; the phone is the key. */
export function CustomerDialog({ customer, onClose }: CustomerDialogProps) {
  const save = useSaveCustomer();
  const form = useFormState({
    phone: customer?.phone ?? '',
    name: customer?.name ?? '',
    email: customer?.email ?? '',
    birthDate: customer?.birth_date ?? '',
    gender: customer?.gender ?? '',
    documentType: customer?.document_type ?? '',
    documentNumber: customer?.document_number ?? '',
    documentDv: customer?.document_dv ?? '',
  });

  const submit = () => {
    const { phone, documentType, documentNumber, documentDv, ...own } = form.values;
    const rest = {
      ...own,
      ...documentOf({ documentType, documentNumber, documentDv }, Boolean(customer?.document_type)),
    };
    if (customer) {
      const checked = validateForm(customerUpdateBody, rest);
      if (!checked.ok) return form.setErrors(checked.errors);
      return save.mutateAsync({ phone: customer.phone, body: checked.data }).then(onClose);
    }
    const checked = validateForm(customerAddBody, { phone, ...rest });
    if (!checked.ok) return form.setErrors(checked.errors);
    return save.mutateAsync({ phone: null, body: checked.data }).then(onClose);
  };

  return (
    <FormDialog
      title={customer ? t.editTitle : t.addTitle}
      onClose={onClose}
      onSubmit={submit}
      pending={save.isPending}
      error={save.error}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t.fields.phone}
          type="tel"
          inputMode="tel"
          autoComplete="off"
          autoFocus={!customer}
          maxLength={30}
          disabled={Boolean(customer)}
          hint={customer ? t.fields.phoneLocked : t.fields.phoneHint}
          {...form.bind('phone')}
        />
        <TextField
          label={t.fields.name}
          autoFocus={Boolean(customer)}
          autoComplete="off"
          maxLength={100}
          {...form.bind('name')}
        />
      </div>
      <TextField label={t.fields.email} type="email" inputMode="email" maxLength={200} {...form.bind('email')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t.fields.birthDate} type="date" max="9999-12-31" {...form.bind('birthDate')} />
        <Select
          label={t.fields.gender}
          placeholder={t.fields.genderNone}
          options={genderOptions}
          {...form.bind('gender')}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-[1fr_1fr_5rem]">
        <Select
          label={t.fields.documentType}
          placeholder={t.fields.documentNone}
          options={documentOptions}
          {...form.bind('documentType')}
        />
        <TextField
          label={t.fields.documentNumber}
          autoComplete="off"
          maxLength={20}
          disabled={form.values.documentType === ''}
          {...form.bind('documentNumber')}
        />
        <TextField
          label={t.fields.documentDv}
          inputMode="numeric"
          maxLength={1}
          disabled={form.values.documentType !== 'NIT'}
          {...form.bind('documentDv')}
        />
      </div>
    </FormDialog>
  );
}
