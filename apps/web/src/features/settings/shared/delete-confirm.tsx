import { TargetConfirm, type TargetConfirmProps } from '../../../components/target-confirm';
import { settingsText as t } from '../../../i18n/settings';

export type DeleteConfirmProps<T> = Omit<TargetConfirmProps<T>, 'title' | 'message' | 'confirmLabel'>;

/** The spec's confirmation before deleting an item, tax, payment type, category, variant or add-on. */
export function DeleteConfirm<T>(props: DeleteConfirmProps<T>) {
  return <TargetConfirm {...props} title={t.confirmDeleteTitle} message={t.confirmDelete} confirmLabel={t.delete} />;
}
