import {
  RESERVATION_MESSAGES,
  RESERVATION_NOTES_MAX,
  RESERVATION_PEOPLE_MAX,
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
import { isPastPick, toInstant, toPickerValue } from './date-time';
import { useReservationsInit, useSaveReservation } from './reservations-api';

export type ReservationDialogProps = {
  reservation: Reservation | null;
  onClose: () => void;
  /** After a save, with the reservation as the server stored it (the list moves to its day). */
  onSaved?: (saved: Reservation) => void;
};

const M = RESERVATION_MESSAGES;
const statusOptions = RESERVATION_STATUSES.map((s) => ({ value: s, label: t.status[s] }));

/**
 * Add or update a reservation (spec §5). The server's refusal (a table already held at that time)
 * is shown inside the dialog, which keeps everything typed so another table or hour can be tried.
 */
export function ReservationDialog({ reservation, onClose, onSaved }: ReservationDialogProps) {
  const save = useSaveReservation();
  const init = useReservationsInit();
  const [customer, setCustomer] = useState<PickedCustomer | null>(
    reservation ? { phone: reservation.customer_id, name: reservation.customer_name } : null,
  );
  const form = useFormState({
    date: reservation ? toPickerValue(reservation.date) : '',
    tableId: reservation?.table_id ? String(reservation.table_id) : '',
    // A new one starts blank and required: the host asks, rather than a default booking nobody.
    peopleCount: reservation ? String(reservation.people_count) : '',
    status: reservation?.status ?? 'booked',
    notes: reservation?.notes ?? '',
  });
  const tables = (init.data?.storeTables ?? []).map((tb) => ({
    value: String(tb.id),
    label: t.fields.tableOption(tb.table_title, tb.floor, tb.seating_capacity),
  }));

  const saved = (answer: { reservation: Reservation }) => {
    onSaved?.(answer.reservation);
    onClose();
  };

  const submit = () => {
    const values = { ...form.values, date: toInstant(form.values.date) };
    // The server refuses a past time on add, and on update only when the date moves (a late notes
    // or status edit keeps its date); the same rule here says so beside the field.
    const moved = !reservation || form.values.date !== toPickerValue(reservation.date);
    const past = moved && isPastPick(form.values.date) ? (reservation ? M.movedToPast : M.datePast) : undefined;
    if (reservation) {
      const checked = validateForm(reservationUpdateBody, values);
      if (!checked.ok || past) return form.setErrors({ ...(checked.ok ? {} : checked.errors), date: past });
      return save.mutateAsync({ id: reservation.id, body: checked.data }).then(saved);
    }
    const checked = validateForm(reservationAddBody, { ...values, customerId: customer?.phone ?? '' });
    if (!checked.ok || past) {
      const errors = checked.ok ? {} : checked.errors;
      return form.setErrors({ ...errors, date: errors.date ?? past });
    }
    return save.mutateAsync({ id: null, body: checked.data }).then(saved);
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
        <TextField
          label={t.fields.date}
          type="datetime-local"
          // The picker greys out days already past for a new one; the check itself is in submit.
          min={reservation ? undefined : toPickerValue(new Date().toISOString()).slice(0, 10) + 'T00:00'}
          {...form.bind('date')}
        />
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
          required
          min={1}
          max={RESERVATION_PEOPLE_MAX}
          {...form.bind('peopleCount')}
        />
        <Select label={t.fields.status} options={statusOptions} {...form.bind('status')} />
      </div>
      <TextArea label={t.fields.notes} rows={2} maxLength={RESERVATION_NOTES_MAX} {...form.bind('notes')} />
    </FormDialog>
  );
}
