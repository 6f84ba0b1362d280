import { useId, type FormEvent, type ReactNode } from 'react';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { settingsText as t } from '../../../i18n/settings';

export type FormDialogProps = {
  title: ReactNode;
  description?: ReactNode;
  onClose: () => void;
  onSubmit: () => void;
  pending: boolean;
  submitLabel?: string;
  children: ReactNode;
};

/**
 * An add/update dialog: the fields, then Cancelar and Guardar. It is mounted while open, so each
 * opening starts from the row's values; it stays open (with what was typed) until the caller closes it.
 */
export function FormDialog({ title, description, onClose, onSubmit, pending, submitLabel, children }: FormDialogProps) {
  const formId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!pending) onSubmit();
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !pending) onClose();
      }}
      title={title}
      description={description}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={pending}>
            {t.cancel}
          </Button>
          <Button type="submit" form={formId} loading={pending}>
            {submitLabel ?? t.save}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit} className="flex flex-col gap-4 pt-1">
        {children}
      </form>
    </Dialog>
  );
}
