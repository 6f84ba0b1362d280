import { ConfirmDialog } from '../../../components/confirm-dialog';
import { settingsText as t } from '../../../i18n/settings';

export type DeleteConfirmProps<T> = {
  /** The row to delete; the dialog is open while it is set. */
  target: T | null;
  onCancel: () => void;
  onConfirm: (target: T) => void;
  pending: boolean;
};

/** The spec's confirmation before deleting an item, tax, payment type, category, variant or add-on. */
export function DeleteConfirm<T>({ target, onCancel, onConfirm, pending }: DeleteConfirmProps<T>) {
  return (
    <ConfirmDialog
      open={target !== null}
      onOpenChange={(open) => {
        if (!open && !pending) onCancel();
      }}
      title={t.confirmDeleteTitle}
      message={t.confirmDelete}
      confirmLabel={t.delete}
      pending={pending}
      onConfirm={() => {
        if (target !== null) onConfirm(target);
      }}
    />
  );
}
