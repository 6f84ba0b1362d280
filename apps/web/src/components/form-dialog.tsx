import { useId, type FormEvent, type ReactNode } from 'react';
import { es } from '../i18n/es';
import { errorMessage } from '../lib/api-error';
import { focusFirstInvalid } from '../lib/focus-first-invalid';
import { Button } from './button';
import { Dialog, type DialogProps } from './dialog';

export type FormDialogProps = {
  title: ReactNode;
  description?: ReactNode;
  /** Called by Cancelar, the X, ESC and an overlay click (never while `pending`). */
  onClose: () => void;
  /** Validate and save here; fields left with aria-invalid="true" get the focus afterwards. */
  onSubmit: () => void;
  pending?: boolean;
  /** Defaults to "Guardar". */
  submitLabel?: string;
  /** Defaults to "Cancelar". */
  cancelLabel?: string;
  /**
   * The last failure, repeated inside the dialog: a string is shown as is, an ApiError shows the
   * server's message, anything else shows `errorFallback` ("Algo salio mal!" by default).
   */
  error?: unknown;
  errorFallback?: string;
  size?: DialogProps['size'];
  placement?: DialogProps['placement'];
  children: ReactNode;
};

/**
 * A form in a modal: the fields, then Cancelar and Guardar. Mount it only while open, so each
 * opening starts from fresh values; it stays open (with what was typed) until the caller closes it.
 */
export function FormDialog({
  title,
  description,
  onClose,
  onSubmit,
  pending = false,
  submitLabel,
  cancelLabel,
  error,
  errorFallback,
  size,
  placement,
  children,
}: FormDialogProps) {
  const formId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    onSubmit();
    focusFirstInvalid(event.currentTarget as HTMLFormElement);
  };
  const message =
    typeof error === 'string' ? error : error ? errorMessage(error, errorFallback ?? es.common.somethingWrong) : '';
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !pending) onClose();
      }}
      title={title}
      description={description}
      size={size}
      placement={placement}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={pending}>
            {cancelLabel ?? es.common.cancel}
          </Button>
          <Button type="submit" form={formId} loading={pending}>
            {submitLabel ?? es.common.save}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit} className="flex flex-col gap-4 pt-1">
        {/* The modal hides the page (and its toasts) from assistive tech, so a failure is also said here. */}
        {message && !pending ? (
          <p
            role="alert"
            className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-700"
          >
            {message}
          </p>
        ) : null}
        {children}
      </form>
    </Dialog>
  );
}
