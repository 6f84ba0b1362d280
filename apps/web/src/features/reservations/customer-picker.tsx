import { normalizePhone, RESERVATION_MESSAGES, type Customer } from '@comandero/contracts';
import { IconUserCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { Button } from '../../components/button';
import { TextField } from '../../components/text-field';
import { reservationsText as t } from '../../i18n/reservations';
import { errorMessage } from '../../lib/api-error';
import { lookUpCustomer } from './reservations-api';

export type PickedCustomer = Pick<Customer, 'phone' | 'name'>;

export type CustomerPickerProps = {
  customer: PickedCustomer | null;
  onChange: (customer: PickedCustomer | null) => void;
  /** The form's message for a missing customer ("Por favor seleccione el cliente!"). */
  error?: string;
  /** Update: the reservation keeps its customer, shown without the Cambiar button. */
  locked?: boolean;
};

/** Finds the reservation's customer by phone (spec §5) and shows who was found. */
export function CustomerPicker({ customer, onChange, error, locked = false }: CustomerPickerProps) {
  const [phone, setPhone] = useState('');
  const [lookupError, setLookupError] = useState<string | null>(null);
  const [searching, setSearching] = useState(false);

  const search = async () => {
    if (searching) return;
    const wanted = normalizePhone(phone);
    if (!wanted) return setLookupError(RESERVATION_MESSAGES.phoneRequired);
    setLookupError(null);
    setSearching(true);
    try {
      const found = await lookUpCustomer(wanted);
      onChange({ phone: found.phone, name: found.name });
    } catch (err) {
      setLookupError(errorMessage(err, t.actionFailed));
    } finally {
      setSearching(false);
    }
  };

  if (customer) {
    return (
      <div className="flex flex-col gap-1.5">
        <span className="text-sm font-medium text-stone-700">{t.fields.customer}</span>
        <div
          data-testid="reservation-customer"
          className="flex min-h-11 items-center gap-3 rounded-xl border border-emerald-200 bg-emerald-50/60 px-3.5 py-2"
        >
          <IconUserCheck size={20} className="shrink-0 text-emerald-700" aria-hidden />
          <p className="min-w-0 flex-1 text-[15px]">
            <span className="font-semibold text-stone-900">{customer.name}</span>
            <span className="text-stone-500 tabular-nums"> · {customer.phone}</span>
          </p>
          {locked ? null : (
            <Button variant="ghost" onClick={() => onChange(null)}>
              {t.fields.changeCustomer}
            </Button>
          )}
        </div>
      </div>
    );
  }

  return (
    <div className="flex items-start gap-2">
      <TextField
        label={t.fields.phone}
        type="tel"
        inputMode="tel"
        autoComplete="off"
        autoFocus
        maxLength={30}
        value={phone}
        error={lookupError ?? error}
        containerClassName="min-w-0 flex-1"
        onChange={(e) => {
          setPhone(e.target.value);
          setLookupError(null);
        }}
        onKeyDown={(e) => {
          // Enter here means "look this phone up", not "save the reservation".
          if (e.key === 'Enter') {
            e.preventDefault();
            void search();
          }
        }}
      />
      <Button variant="secondary" className="mt-6.5" loading={searching} onClick={() => void search()}>
        {t.fields.lookup}
      </Button>
    </div>
  );
}
