import { normalizePhone, type Customer } from '@comandero/contracts';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { FormDialog } from '../../components/form-dialog';
import { TextField } from '../../components/text-field';
import { posText } from '../../i18n/pos';
import { errorMessage } from '../../lib/api-error';
import { useCustomerLookup } from './pos-api';

export type CustomerSearchDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onFound: (customer: Customer) => void;
};

function SearchForm({ onOpenChange, onFound }: Omit<CustomerSearchDialogProps, 'open'>) {
  const [phone, setPhone] = useState('');
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const lookup = useCustomerLookup();
  return (
    <FormDialog
      title={posText.customer.dialogTitle}
      description={posText.customer.dialogDescription}
      size="sm"
      placement="top"
      submitLabel={posText.customer.submit}
      pending={lookup.isPending}
      error={lookup.error}
      errorFallback={posText.customer.lookupFailed}
      onClose={() => onOpenChange(false)}
      onSubmit={() => {
        // "300 123-4567" finds the customer stored as 3001234567.
        const value = normalizePhone(phone);
        lookup.reset();
        if (!value) {
          setPhoneError(posText.customer.phoneRequired);
          toast.error(posText.customer.phoneRequired);
          return;
        }
        setPhoneError(null);
        lookup.mutate(value, {
          onSuccess: onFound,
          onError: (err) => toast.error(errorMessage(err, posText.customer.lookupFailed)),
        });
      }}
    >
      <TextField
        label={posText.customer.phone}
        placeholder={posText.customer.phonePlaceholder}
        inputMode="tel"
        autoComplete="off"
        autoFocus
        value={phone}
        maxLength={30}
        error={phoneError}
        onChange={(e) => setPhone(e.target.value)}
      />
    </FormDialog>
  );
}

/** Customer lookup by phone (spec §4 POS customer, §5, §8). */
export function CustomerSearchDialog({ open, ...rest }: CustomerSearchDialogProps) {
  return open ? <SearchForm {...rest} /> : null;
}
