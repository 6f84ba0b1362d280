import type { ReactNode } from 'react';
import { ConfirmDialog } from './confirm-dialog';

export type TargetConfirmProps<T> = {
  /** The row the question is about; the dialog is open while it is set. */
  target: T | null;
  onCancel: () => void;
  onConfirm: (target: T) => void;
  pending: boolean;
  title: ReactNode;
  message: ReactNode;
  confirmLabel: string;
};

/**
 * A confirmation tied to one row (delete this customer, this tax…). While the action runs the
 * dialog cannot be dismissed, so a second tap cannot leave the row half-handled out of sight.
 */
export function TargetConfirm<T>({ target, onCancel, onConfirm, pending, ...texts }: TargetConfirmProps<T>) {
  return (
    <ConfirmDialog
      open={target !== null}
      onOpenChange={(open) => {
        if (!open && !pending) onCancel();
      }}
      {...texts}
      pending={pending}
      onConfirm={() => {
        if (target !== null) onConfirm(target);
      }}
    />
  );
}
