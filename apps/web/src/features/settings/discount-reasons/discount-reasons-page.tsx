import { CatalogTablePage } from '../shared/catalog-table-page';
import { DiscountReasonDialog } from './discount-reason-dialog';
import { useDeleteDiscountReason, useDiscountReasonList, type DiscountReason } from './discount-reasons-api';
import { discountReasonsText } from './discount-reasons-text';

/** /dashboard/settings/discount-reasons: add, rename and delete (confirmed) the discount reasons. */
export function DiscountReasonsPage() {
  return (
    <CatalogTablePage<DiscountReason>
      texts={discountReasonsText}
      query={useDiscountReasonList()}
      remove={useDeleteDiscountReason()}
      renderDialog={(reason, onClose) => <DiscountReasonDialog reason={reason} onClose={onClose} />}
    />
  );
}
