import { useId, type FormEvent, type ReactNode } from 'react';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { es } from '../../../i18n/es';
import { settingsText as t } from '../../../i18n/settings';
import { errorMessage } from '../../../lib/api-error';
import { focusFirstInvalid } from './focus-first-invalid';

export type FormDialogProps = {
  title: ReactNode;
  description?: ReactNode;
  onClose: () => void;
  onSubmit: () => void;
  pending: boolean;
  submitLabel?: string;
  /** The last failed save; its server message is repeated inside the dialog. */
  error?: unknown;
  children: ReactNode;
};

/**
 * An add/update dialog: the fields, then Cancelar and Guardar. It is mounted while open, so each
 * opening starts from the row's values; it stays open (with what was typed) until the caller closes it.
 */
export function FormDialog({
  title,
  description,
  onClose,
  onSubmit,
  pending,
  submitLabel,
  error,
  children,
}: FormDialogProps) {
  const formId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    onSubmit();
    focusFirstInvalid(event.currentTarget as HTMLFormElement);
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
        {/* The modal hides the page (and its toasts) from assistive tech, so a refusal is also said here. */}
        {error && !pending ? (
          <p
            role="alert"
            className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-700"
          >
            {errorMessage(error, es.common.somethingWrong)}
          </p>
        ) : null}
        {children}
      </form>
    </Dialog>
  );
}
