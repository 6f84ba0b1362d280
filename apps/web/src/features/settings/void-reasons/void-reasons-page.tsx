import { Card } from '../../../components/card';
import { EmptyState, ErrorState, LoadingState } from '../../../components/states';
import { settingsText } from '../../../i18n/settings';
import { CatalogPage } from '../shared/catalog-page';
import { RowActions } from '../shared/row-actions';
import { VoidReasonDialog } from './void-reason-dialog';
import { useDeleteVoidReason, useVoidReasonList, type VoidReason } from './void-reasons-api';
import { voidReasonsText as t } from './void-reasons-text';

/**
 * /dashboard/settings/void-reasons: add, rename and delete (confirmed) the void reasons.
 * A list rather than the catalog table: with only a title per row it fits a phone without sideways
 * scrolling, and the row actions stay in view.
 */
export function VoidReasonsPage() {
  const reasons = useVoidReasonList();
  return (
    <CatalogPage<VoidReason>
      texts={t}
      remove={useDeleteVoidReason()}
      renderDialog={(reason, onClose) => <VoidReasonDialog reason={reason} onClose={onClose} />}
    >
      {({ edit, remove }) => (
        <Card padding="none" className="overflow-hidden">
          {reasons.isPending ? (
            <LoadingState />
          ) : reasons.isError ? (
            <ErrorState message={settingsText.loadError} />
          ) : reasons.data.length === 0 ? (
            <EmptyState message={t.empty} />
          ) : (
            <ul aria-label={t.title} className="divide-y divide-stone-100">
              {reasons.data.map((reason) => (
                <li key={reason.id} aria-label={reason.title} className="flex items-center gap-3 py-1.5 pr-3 pl-5">
                  <span className="min-w-0 flex-1 font-medium break-words text-stone-900">{reason.title}</span>
                  <RowActions name={reason.title} onEdit={() => edit(reason)} onDelete={() => remove(reason)} />
                </li>
              ))}
            </ul>
          )}
        </Card>
      )}
    </CatalogPage>
  );
}
