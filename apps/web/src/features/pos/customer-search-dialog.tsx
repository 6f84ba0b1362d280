import type { Customer } from '@comandero/contracts';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '../../components/button';
import { Dialog } from '../../components/dialog';
import { TextField } from '../../components/text-field';
import { posText } from '../../i18n/pos';
import { errorMessage } from '../../lib/api-error';
import { useCustomerLookup } from './pos-api';

export type CustomerSearchDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onFound: (customer: Customer) => void;
};

function SearchForm({ onFound }: Pick<CustomerSearchDialogProps, 'onFound'>) {
  const [phone, setPhone] = useState('');
  const lookup = useCustomerLookup();
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        const value = phone.trim();
        if (!value) {
          toast.error(posText.customer.phoneRequired);
          return;
        }
        lookup.mutate(value, {
          onSuccess: onFound,
          onError: (err) => toast.error(errorMessage(err, posText.customer.lookupFailed)),
        });
      }}
      className="flex flex-col gap-4"
    >
      <TextField
        label={posText.customer.phone}
        placeholder={posText.customer.phonePlaceholder}
        inputMode="tel"
        autoComplete="off"
        autoFocus
        value={phone}
        maxLength={30}
        onChange={(e) => setPhone(e.target.value)}
      />
      <div className="flex justify-end">
        <Button type="submit" icon={<IconSearch size={18} />} loading={lookup.isPending}>
          {posText.customer.submit}
        </Button>
      </div>
    </form>
  );
}

/** Customer lookup by phone (spec §4 POS customer, §5, §8). */
export function CustomerSearchDialog({ open, onOpenChange, onFound }: CustomerSearchDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={posText.customer.dialogTitle}
      description={posText.customer.dialogDescription}
      size="sm"
    >
      {open ? <SearchForm onFound={onFound} /> : null}
    </Dialog>
  );
}
