import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
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
  /**
   * Validate and save here; fields left with aria-invalid="true" get the focus afterwards. Return
   * the save's promise (e.g. mutateAsync): until it settles, further submits are ignored.
   */
  onSubmit: () => void | Promise<unknown>;
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
  const guard = useSubmitGuard();
  const busy = pending || guard.busy;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    guard.run(onSubmit);
    focusFirstInvalid(event.currentTarget as HTMLFormElement);
  };
  const message =
    typeof error === 'string' ? error : error ? errorMessage(error, errorFallback ?? es.common.somethingWrong) : '';
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !busy) onClose();
      }}
      title={title}
      description={description}
      size={size}
      placement={placement}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={busy}>
            {cancelLabel ?? es.common.cancel}
          </Button>
          <Button type="submit" form={formId} loading={busy}>
            {submitLabel ?? es.common.save}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit} className="flex flex-col gap-4 pt-1">
        {/* The modal hides the page (and its toasts) from assistive tech, so a failure is also said here. */}
        {message && !busy ? (
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

/**
 * One save per tap sequence. React state (and a mutation's isPending, which TanStack Query reports
 * after a timer) is not yet updated when a second tap lands a few ms after the first, so the lock is
 * a ref, set synchronously; the state only drives the disabled button. The lock is held while the
 * promise returned by `save` runs, and released at once when it returns nothing (e.g. invalid input).
 */
export function useSubmitGuard() {
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const run = (save: () => void | Promise<unknown>) => {
    if (running.current) return;
    const result = save();
    if (!(result instanceof Promise)) return;
    running.current = true;
    setBusy(true);
    // The failure is the caller's to show (toast, inline alert); here it only ends the lock.
    void result
      .catch(() => undefined)
      .finally(() => {
        running.current = false;
        setBusy(false);
      });
  };
  return { busy, run };
}
