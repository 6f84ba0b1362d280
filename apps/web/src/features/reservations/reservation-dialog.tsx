import {
  RESERVATION_NOTES_MAX,
  RESERVATION_STATUSES,
  reservationAddBody,
  reservationUpdateBody,
  type Reservation,
} from '@comandero/contracts';
import { useState } from 'react';
import { FormDialog } from '../../components/form-dialog';
import { useFormState, validateForm } from '../../components/form-state';
import { Select } from '../../components/select';
import { TextArea } from '../../components/text-area';
import { TextField } from '../../components/text-field';
import { reservationsText as t } from '../../i18n/reservations';
import { CustomerPicker, type PickedCustomer } from './customer-picker';
import { toInstant, toPickerValue } from './date-time';
import { useReservationsInit, useSaveReservation } from './reservations-api';

export type ReservationDialogProps = { reservation: Reservation | null; onClose: () => void };

const statusOptions = RESERVATION_STATUSES.map((s) => ({ value: s, label: t.status[s] }));

/**
 * Add or update a reservation (spec §5). The server's refusal (a table already held at that time)
 * is shown inside the dialog, which keeps everything typed so another table or hour can be tried.
 */
export function ReservationDialog({ reservation, onClose }: ReservationDialogProps) {
  const save = useSaveReservation();
  const init = useReservationsInit();
  const [customer, setCustomer] = useState<PickedCustomer | null>(
    reservation ? { phone: reservation.customer_id, name: reservation.customer_name } : null,
  );
  const form = useFormState({
    date: reservation ? toPickerValue(reservation.date) : '',
    tableId: reservation?.table_id ? String(reservation.table_id) : '',
    peopleCount: String(reservation?.people_count ?? 0),
    status: reservation?.status ?? 'booked',
    notes: reservation?.notes ?? '',
  });
  const tables = (init.data?.storeTables ?? []).map((tb) => ({
    value: String(tb.id),
    label: t.fields.tableOption(tb.table_title, tb.floor, tb.seating_capacity),
  }));

  const submit = () => {
    const values = { ...form.values, date: toInstant(form.values.date) };
    if (reservation) {
      const checked = validateForm(reservationUpdateBody, values);
      if (!checked.ok) return form.setErrors(checked.errors);
      return save.mutateAsync({ id: reservation.id, body: checked.data }).then(onClose);
    }
    const checked = validateForm(reservationAddBody, { ...values, customerId: customer?.phone ?? '' });
    if (!checked.ok) return form.setErrors(checked.errors);
    return save.mutateAsync({ id: null, body: checked.data }).then(onClose);
  };

  return (
    <FormDialog
      title={reservation ? `${t.editTitle} ${reservation.unique_code}` : t.addTitle}
      onClose={onClose}
      onSubmit={submit}
      pending={save.isPending}
      error={save.error}
      errorFallback={t.actionFailed}
      size="lg"
    >
      <CustomerPicker
        customer={customer}
        locked={Boolean(reservation)}
        error={form.errors.customerId}
        onChange={(c) => {
          setCustomer(c);
          if (c) form.setErrors({ ...form.errors, customerId: undefined });
        }}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t.fields.date} type="datetime-local" {...form.bind('date')} />
        <Select
          label={t.fields.table}
          placeholder={t.fields.noTable}
          options={tables}
          hint={init.isError ? t.loadError : undefined}
          {...form.bind('tableId')}
        />
        <TextField
          label={t.fields.people}
          type="number"
          inputMode="numeric"
          min={0}
          max={1000}
          {...form.bind('peopleCount')}
        />
        <Select label={t.fields.status} options={statusOptions} {...form.bind('status')} />
      </div>
      <TextArea label={t.fields.notes} rows={2} maxLength={RESERVATION_NOTES_MAX} {...form.bind('notes')} />
    </FormDialog>
  );
}
